import { clusterChanges } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { kraftProblem } from '../../strimzi/kraft.js';
import { lineOf } from '../../manifests/locate.js';
import { operatorUnknown } from '../../strimzi/state.js';
import type { Rule, RuleFinding } from '../types.js';

export const kraftOnly: Rule = {
  id: 'strimzi/kraft-only',
  title: 'ZooKeeper cluster on a KRaft-only operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The head operator is 0.46 or later and the cluster has not been migrated to KRaft (`spec.zookeeper` on a cluster never migrated, `strimzi.io/kraft` not enabled where 0.46–0.47 require it); a leftover `spec.zookeeper` on a migrated cluster is a warning.',
  docs: {
    why: 'Strimzi 0.46 removed ZooKeeper support (strimzi#11630): a ZooKeeper-based cluster is no longer reconciled. The migration to KRaft is only possible with 0.40–0.45.',
    fix: 'Migrate the cluster to KRaft with Strimzi 0.45 first (`strimzi.io/kraft: migration`, then `enabled`, then remove `spec.zookeeper`), and only then upgrade the operator. Keep `strimzi.io/kraft: enabled` while the operator is 0.46 or 0.47. A migrated cluster: delete the leftover `spec.zookeeper`, which the operator ignores.',
    cases: [
      ['operator 0.46.0, KRaft cluster with `strimzi.io/kraft: enabled`', 'pass'],
      ['operator 0.46.0, cluster with `spec.zookeeper`', 'fail'],
      ['operator 0.46.0, `strimzi.io/kraft: migration`', 'fail'],
      ['operator 0.47.0, `strimzi.io/kraft: enabled` removed', 'fail'],
      ['operator 0.48.0, migrated cluster with a leftover `spec.zookeeper`', 'warn'],
    ],
  },
  skip: operatorUnknown,
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const c of clusterChanges(ctx)) {
      const p = kraftProblem(c);
      if (!p) continue;
      const path = p.zookeeper
        ? ['spec', 'zookeeper']
        : p.annotation
          ? ['metadata', 'annotations', p.annotation]
          : undefined;
      out.push({
        ...clusterFinding(c.head, undefined, p.message, p.severity === 'warn' ? 'warn' : undefined),
        ...(path ? { line: lineOf(c.head.obj, path), path: path.join('.') } : {}),
      });
    }
    return out;
  },
};
