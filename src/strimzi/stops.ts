/**
 * Releases an operator upgrade must stop at: an upgrade from below `below` to `atLeast` or later stops
 * at a release in [below, atLeast) and does the migration there first. From Strimzi's documentation
 * at 1.2.0: con-migrate-kraft-pre-0.39.adoc@1.2.0:10-19 and con-upgrade-sequence.adoc@1.2.0:19-21 (KRaft
 * from a release between 0.39 and 0.45), con-api-conversion-v1.adoc@1.2.0:11 (v1 before 1.0); 0.22 from
 * the release notes of 0.36.0 and later ("Direct upgrade from Strimzi 0.22 or earlier is not supported
 * anymore … You will also need to convert the CRD resources"). The planner (plan-steps.ts) adds the KafkaUser
 * `operations` update before 0.49 (con-upgrade-sequence.adoc@1.2.0:23-25).
 */
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
