import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { compareDotted } from '../../strimzi/releases.js';
import { kraftProblem, nodePoolsAnnotationProblem } from '../../strimzi/kraft.js';
import { lineOf } from '../../manifests/locate.js';
import { operatorUnknown, strimziState } from '../../strimzi/state.js';

export const nodePoolsPresent = perCluster({
  id: 'strimzi/node-pools-present',
  title: 'No node pool for a cluster',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The head operator is 0.46 or later and no `KafkaNodePool` is labelled `strimzi.io/cluster` for the cluster, or (0.46–0.47) the cluster lacks `strimzi.io/node-pools: enabled`.',
  docs: {
    why: 'From 0.46 node pools are mandatory: a `Kafka` without any `KafkaNodePool` has no brokers or controllers to reconcile. 0.46 and 0.47 also still reconcile only a `Kafka` annotated `strimzi.io/node-pools: enabled` (0.48 stops reading it).',
    fix: "Add `KafkaNodePool` resources labelled `strimzi.io/cluster: <cluster name>` in the cluster's namespace (migrate with Strimzi 0.45 first).",
  },
  skip: operatorUnknown,
  each(c, report, ctx) {
    if (!c.opHead || compareDotted(c.opHead.version, '0.46.0') < 0) return;
    // A cluster never migrated to KRaft is strimzi/kraft-only's one finding.
    const unannotated = kraftProblem(c)?.severity === 'fail' ? undefined : nodePoolsAnnotationProblem(c);
    if (unannotated)
      report({
        ...clusterFinding(c.head, undefined, unannotated),
        line: lineOf(c.head.obj, ['metadata', 'annotations', 'strimzi.io/node-pools']),
        path: 'metadata.annotations.strimzi.io/node-pools',
      });
    // KafkaNodePools with the namespace kustomize gives them.
    const mine = strimziState(ctx).head.pools.filter((p) => {
      const labels = (p.value.metadata as { labels?: Record<string, unknown> } | undefined)?.labels;
      return labels?.['strimzi.io/cluster'] === c.head.obj.name && p.namespace === c.head.obj.namespace;
    });
    if (!mine.length)
      report(
        clusterFinding(
          c.head,
          undefined,
          `no KafkaNodePool is labelled strimzi.io/cluster: ${c.head.obj.name}${c.head.obj.namespace ? ` in namespace ${c.head.obj.namespace}` : ''}; Strimzi ${c.opHead.version} requires node pools. Add them (migrate with Strimzi 0.45 first).`,
        ),
      );
  },
});
