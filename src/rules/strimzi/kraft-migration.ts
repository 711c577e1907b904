import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { kraftTransitionProblem } from '../../strimzi/kraft-transition.js';
import { lineOf } from '../../manifests/locate.js';
import { operatorUnknown, strimziState } from '../../strimzi/state.js';

const PATHS = {
  annotation: ['metadata', 'annotations', 'strimzi.io/kraft'],
  'node-pools': ['metadata', 'annotations', 'strimzi.io/node-pools'],
  zookeeper: ['spec', 'zookeeper'],
} as const;

export const kraftMigration = perCluster({
  id: 'strimzi/kraft-migration',
  title: 'KRaft migration step the operator refuses',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'Under a ZooKeeper-capable operator (0.40–0.45), a `strimzi.io/kraft` change its migration state machine refuses (ZooKeeper straight to `enabled`, a KRaft cluster back to `migration`/`rollback`/`disabled`, `enabled` during a rollback), `spec.zookeeper` removed before the cluster is KRaft, or `migration` without node pools and a controller pool.',
  docs: {
    why: "Strimzi migrates a ZooKeeper cluster to KRaft only through `strimzi.io/kraft: migration` and then `enabled`; KafkaMetadataStateManager (0.40–0.45) ignores any other step with a warning condition on the Kafka status, so the PR applies cleanly and nothing migrates. A ZooKeeper cluster switched straight to `enabled` with `spec.zookeeper` removed stays on ZooKeeper, and the next operator (0.46, KRaft only) stops reconciling it. Once finalized, a KRaft cluster cannot go back. Files carry no status, so from them alone the gate judges the annotation as it changes; with `--cluster-state` it reads the cluster's status.kafkaMetadataState and judges the exact state (`enabled` while still KRaftMigration fails, `rollback` only from KRaftPostMigration). Sources: KafkaMetadataStateManager.java@0.45.0:199 (ZooKeeper refuses `enabled`), :208 (`migration` starts), :229 and :257 (`disabled` rolls back during the migration), :261 (`enabled` refused while rolling back), :281–:285 (post-migration: `enabled` finalizes, `rollback` goes back), :183 (KRaft refuses the rest); con-migrate-kraft-pre-0.39.adoc@1.2.0:12-15 and con-upgrade-sequence.adoc@1.2.0:19-21 (migrate with 0.39–0.45 before upgrading).",
    fix: 'Migrate in steps, each its own PR: move the brokers to node pools (`strimzi.io/node-pools: enabled`) and add a controller node pool; set `strimzi.io/kraft: migration` (keep `spec.zookeeper`); when status.kafkaMetadataState is `KRaftPostMigration`, set `enabled`; when it is `KRaft`, remove `spec.zookeeper`. To roll back from post-migration: `rollback`, delete the controller pool, then `disabled`.',
  },
  skip: operatorUnknown,
  each(c, report, ctx) {
    const p = kraftTransitionProblem(c, strimziState(ctx).head.pools);
    if (!p) return;
    const path = PATHS[p.at];
    report({
      ...clusterFinding(c.head, undefined, p.message, p.severity === 'warn' ? 'warn' : undefined),
      line: lineOf(c.head.obj, [...path]),
      path: path.join('.'),
    });
  },
});
