import { clusterChanges } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { compareDotted } from '../../strimzi/releases.js';
import { operatorUnknown } from '../../strimzi/state.js';
import type { Rule, RuleFinding } from '../types.js';

export const kraftOnly: Rule = {
  id: 'strimzi/kraft-only',
  title: 'ZooKeeper cluster on a KRaft-only operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The head operator is 0.46 or later and the cluster still uses ZooKeeper (`spec.zookeeper`, or `strimzi.io/kraft` not enabled).',
  docs: {
    why: 'Strimzi 0.46 removed ZooKeeper support (strimzi#11630): a ZooKeeper-based cluster is no longer reconciled. The migration to KRaft is only possible with 0.40–0.45.',
    fix: 'Migrate the cluster to KRaft with Strimzi 0.45 first (`strimzi.io/kraft: migration`, then `enabled`, then remove `spec.zookeeper`), and only then upgrade the operator.',
    cases: [
      ['operator 0.46.0, KRaft cluster with `strimzi.io/kraft: enabled`', 'pass'],
      ['operator 0.46.0, cluster with `spec.zookeeper`', 'fail'],
      ['operator 0.46.0, `strimzi.io/kraft: migration`', 'fail'],
    ],
  },
  skip: operatorUnknown,
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const c of clusterChanges(ctx)) {
      const op = c.opHead?.version;
      if (!op || compareDotted(op, '0.46.0') < 0) continue;
      const value = c.head.obj.value as {
        metadata?: { annotations?: Record<string, unknown> };
        spec?: Record<string, unknown>;
      };
      const kraft = value.metadata?.annotations?.['strimzi.io/kraft'];
      const annotationsMatter = compareDotted(op, '0.48.0') < 0;
      const why =
        value.spec?.zookeeper !== undefined
          ? 'it still has spec.zookeeper'
          : kraft === 'disabled' || kraft === 'migration' || kraft === 'rollback'
            ? `it is annotated strimzi.io/kraft: ${String(kraft)}`
            : annotationsMatter && kraft !== 'enabled'
              ? `Strimzi ${op} needs the annotation strimzi.io/kraft: enabled`
              : undefined;
      if (why)
        out.push(
          clusterFinding(
            c.head,
            undefined,
            `Strimzi ${op} runs KRaft clusters only, but ${why}. Finish the KRaft migration with Strimzi 0.45 before this upgrade.`,
          ),
        );
    }
    return out;
  },
};
