import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi } from '../../strimzi/state.js';

export const nodePoolsPresent = perCluster({
  id: 'strimzi/node-pools-present',
  title: 'No node pool for a cluster',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The head operator is 0.46 or later and no `KafkaNodePool` is labelled `strimzi.io/cluster` for the cluster.',
  docs: {
    why: 'From 0.46 node pools are mandatory: a `Kafka` without any `KafkaNodePool` has no brokers or controllers to reconcile.',
    fix: "Add `KafkaNodePool` resources labelled `strimzi.io/cluster: <cluster name>` in the cluster's namespace (migrate with Strimzi 0.45 first).",
  },
  skip: noStrimzi,
  each(c, report, ctx) {
    const pools = ctx.head.objects.filter(
      (o) => o.kind === 'KafkaNodePool' && o.group === 'kafka.strimzi.io',
    );
    if (!c.opHead || compareDotted(c.opHead.version, '0.46.0') < 0) return;
    const mine = pools.filter((p) => {
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
