import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { kraftProblem } from '../../strimzi/kraft.js';
import { lineOf } from '../../manifests/locate.js';
import { operatorUnknown } from '../../strimzi/state.js';

export const kraftOnly = perCluster({
  id: 'strimzi/kraft-only',
  title: 'ZooKeeper cluster on a KRaft-only operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The head operator is 0.46 or later and the cluster has not been migrated to KRaft (`spec.zookeeper` on a cluster never migrated, a ZooKeeper cluster switched straight to `strimzi.io/kraft: enabled` with `spec.zookeeper` removed, `strimzi.io/kraft` not enabled where 0.46–0.47 require it); a leftover `spec.zookeeper` on a migrated cluster is a warning.',
  docs: {
    why: 'Strimzi 0.46 removed ZooKeeper support (strimzi#11630): a ZooKeeper-based cluster is no longer reconciled. The migration to KRaft is only possible with 0.40–0.45 (con-migrate-kraft-pre-0.39.adoc@1.2.0:12-15, con-upgrade-sequence.adoc@1.2.0:19-21). Removing `spec.zookeeper` and annotating `strimzi.io/kraft: enabled` does not migrate anything: the cluster\'s status.kafkaMetadataState still says ZooKeeper, and 0.46+ stops with "supports only KRaft-based Apache Kafka clusters" (KafkaAssemblyOperator.java@0.46.0:232).',
    fix: 'Migrate the cluster to KRaft with Strimzi 0.45 first (`strimzi.io/kraft: migration`, then `enabled`, then remove `spec.zookeeper`), and only then upgrade the operator. Keep `strimzi.io/kraft: enabled` while the operator is 0.46 or 0.47. A migrated cluster: delete the leftover `spec.zookeeper`, which the operator ignores.',
  },
  skip: operatorUnknown,
  each(c, report) {
    const p = kraftProblem(c);
    if (!p) return;
    const path = p.zookeeper
      ? ['spec', 'zookeeper']
      : p.annotation
        ? ['metadata', 'annotations', p.annotation]
        : undefined;
    report({
      ...clusterFinding(c.head, undefined, p.message, p.severity === 'warn' ? 'warn' : undefined),
      ...(path ? { line: lineOf(c.head.obj, path), path: path.join('.') } : {}),
    });
  },
});
