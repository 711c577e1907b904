import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { noLiveStrimzi, plain, versionChanges } from '../../strimzi/live.js';
import { liveRebalances } from '../../strimzi/live-state.js';

const PENDING = ['ProposalReady', 'Rebalancing'];

export const rebalancePending = perCluster({
  id: 'strimzi/rebalance-pending',
  title: 'Rebalance waiting or running during a version change',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description:
    'With `--cluster-state`: a `KafkaRebalance` of the cluster is `ProposalReady` (waiting for approval) or `Rebalancing` while the PR changes the operator or Kafka version.',
  docs: {
    why: 'A rolling upgrade restarts every broker; a rebalance moves partitions between them. Running both doubles the load on brokers that are restarting, and a proposal computed before the roll no longer matches the cluster after it.',
    fix: 'Let the rebalance finish, or stop it (`strimzi.io/rebalance: stop`) and refresh the proposal after the upgrade has rolled out; then export the state again.',
  },
  skip: noLiveStrimzi,
  each(c, report, ctx) {
    const state = ctx.facts.clusterState!;
    const changes = versionChanges(ctx, c);
    if (!changes.length) return;
    const ns = c.live?.namespace ?? c.head.obj.namespace;
    const name = c.live?.name ?? c.head.obj.name;
    for (const r of liveRebalances(state, ns, name)) {
      if (!r.state || !PENDING.includes(r.state)) continue;
      report(
        clusterFinding(
          plain(c.head),
          c.head.version.value !== undefined ? 'version' : undefined,
          `${r.ref} is ${r.state === 'Rebalancing' ? 'Rebalancing' : 'ProposalReady (waiting for approval)'} in ${state.file} while this PR changes ${changes.join(', ')}: partitions would move while brokers roll. Let it finish or stop it, and refresh the proposal after the upgrade.`,
        ),
      );
    }
  },
});
