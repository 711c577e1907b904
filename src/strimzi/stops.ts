/** Releases an operator upgrade must stop at: [below, at or above, what happens there]. */
export const UPGRADE_STOPS: readonly { below: string; atLeast: string; why: string; migration: string }[] = [
  {
    below: '0.22.0',
    atLeast: '0.23.0',
    why: 'v1beta2 API conversion (0.22 is the last release that converts v1alpha1/v1beta1 resources)',
    migration:
      "Convert every Strimzi resource and the CRDs' stored versions to kafka.strimzi.io/v1beta2 (Strimzi API conversion tool)",
  },
  {
    below: '0.39.0',
    atLeast: '0.46.0',
    why: 'ZooKeeper to KRaft migration (0.46 removed ZooKeeper; direct upgrades are supported only from 0.39 on)',
    migration:
      'Migrate the cluster to KRaft with node pools (strimzi.io/kraft: migration, then enabled; remove spec.zookeeper)',
  },
  {
    below: '0.49.0',
    atLeast: '1.0.0',
    why: 'conversion to the v1 API (0.49 adds v1; 1.0 removes v1beta2)',
    migration:
      'Convert every Strimzi resource to kafka.strimzi.io/v1 (KafkaUser acls[].operation → operations) and migrate stored versions',
  },
];
