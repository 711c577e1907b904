import type { ClusterChange } from './clusters.js';
import type { KafkaCluster } from './state.js';

const annotation = (c: KafkaCluster | undefined, name: string): unknown =>
  (c?.obj.value.metadata as { annotations?: Record<string, unknown> } | undefined)?.annotations?.[name];

/**
 * How a KRaft-only head operator (0.46+) treats a cluster, as KafkaAssemblyOperator decides:
 * - 0.46–0.47 reconcile only clusters annotated `strimzi.io/kraft: enabled` and
 *   `strimzi.io/node-pools: enabled` (KafkaAssemblyOperator.java@0.46.0:231-232,
 *   ReconcilerUtils.java@0.46.0:377,388); 0.48+ ignore both annotations (CHANGELOG.md@0.48.0:8);
 * - `kraft: disabled|migration|rollback` is a cluster that has not finished the migration;
 * - `spec.zookeeper` is ignored (KafkaSpec.java@0.46.0:66, ValidationVisitor.java@0.46.0:105): on a
 *   migrated cluster it is a leftover to delete, not a failure. Migrated = annotated `kraft: enabled`
 *   on the base side, or already reconciled by a KRaft-only operator there.
 */
export function kraftProblem(
  c: ClusterChange,
): { severity: 'fail' | 'warn'; annotation?: string; zookeeper?: true; message: string } | undefined {
  const op = c.opHead;
  if (!op || op.zookeeper) return undefined;
  const v = `Strimzi ${op.version}`;
  const kraft = annotation(c.head, 'strimzi.io/kraft');
  const migrate = `Finish the KRaft migration with Strimzi 0.45 before this upgrade.`;
  if (kraft === 'disabled' || kraft === 'migration' || kraft === 'rollback')
    return {
      severity: 'fail',
      annotation: 'strimzi.io/kraft',
      message: `${v} runs KRaft clusters only, but it is annotated strimzi.io/kraft: ${String(kraft)}. ${migrate}`,
    };
  // The cluster says where its metadata is (--cluster-state): 0.46+ stops on anything but KRaft
  // (KafkaAssemblyOperator.java@0.46.0:232), whatever the files say.
  const live = c.live?.statusMetadataState;
  if (live && live !== 'KRaft')
    return {
      severity: 'fail',
      annotation: 'strimzi.io/kraft',
      message: `${v} runs KRaft clusters only, but the cluster's status.kafkaMetadataState is ${live} (${c.live!.ref} in the cluster state): it stops with "${v} supports only KRaft-based Apache Kafka clusters". ${migrate}`,
    };
  const baseKraft = annotation(c.base, 'strimzi.io/kraft') ?? (c.base ? undefined : kraft);
  const migrated = baseKraft === 'enabled' || (!!c.opBase && !c.opBase.zookeeper);
  const zookeeper = (c.head.obj.value.spec as Record<string, unknown> | undefined)?.zookeeper !== undefined;
  if (zookeeper && !migrated)
    return {
      severity: 'fail',
      zookeeper: true,
      message: `${v} runs KRaft clusters only, but it still has spec.zookeeper and was not migrated to KRaft. ${migrate}`,
    };
  // ZooKeeper-based on base (a 0.45-or-older operator ran it unannotated or not `enabled`), switched
  // straight to `enabled` with spec.zookeeper removed: status.kafkaMetadataState still says ZooKeeper,
  // so the 0.46+ operator stops (KafkaAssemblyOperator.java@0.46.0:232), and 0.45 would have refused
  // `enabled` without `migration` first (KafkaMetadataStateManager.java@0.45.0:199).
  if (!migrated && c.base && c.opBase?.zookeeper)
    return {
      severity: 'fail',
      annotation: 'strimzi.io/kraft',
      message: `${v} runs KRaft clusters only, and this one was ZooKeeper-based on the base revision (strimzi.io/kraft: ${String(baseKraft ?? 'unset')} under Strimzi ${c.opBase.version}): removing spec.zookeeper${kraft === 'enabled' ? ' and setting strimzi.io/kraft: enabled' : ''} does not migrate it. The operator reads status.kafkaMetadataState (ZooKeeper) and stops with "${v} supports only KRaft-based Apache Kafka clusters". ${migrate} (strimzi.io/kraft: migration, then enabled).`,
    };
  if (op.kraftAnnotation === 'required' && kraft !== 'enabled')
    return {
      severity: 'fail',
      annotation: 'strimzi.io/kraft',
      message: `${v} reconciles only clusters annotated strimzi.io/kraft: enabled${kraft === undefined ? ', and this one is not' : `, not ${String(kraft)}`}: it stops with "${v} supports only KRaft-based Apache Kafka clusters". Keep the annotation until Strimzi 0.48.`,
    };
  if (zookeeper)
    return {
      severity: 'warn',
      zookeeper: true,
      message: `spec.zookeeper is left over on a migrated cluster: ${v} ignores it${op.specZookeeper === 'absent-from-crd' ? ' and the v1 schema no longer has it' : ''}. Delete it.`,
    };
  return undefined;
}

/** 0.46–0.47 reconcile only clusters annotated `strimzi.io/node-pools: enabled` (KafkaAssemblyOperator.java@0.46.0:231-232). */
export function nodePoolsAnnotationProblem(c: ClusterChange): string | undefined {
  const op = c.opHead;
  if (!op || op.nodePoolsAnnotation !== 'required') return undefined;
  const value = annotation(c.head, 'strimzi.io/node-pools');
  if (value === 'enabled') return undefined;
  return `Strimzi ${op.version} reconciles only clusters annotated strimzi.io/node-pools: enabled${value === undefined ? ', and this one is not' : `, not ${String(value)}`}: it stops with "Strimzi ${op.version} supports only KRaft-based Apache Kafka clusters". Keep the annotation until Strimzi 0.48.`;
}
