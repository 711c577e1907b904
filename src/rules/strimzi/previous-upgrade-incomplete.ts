import { type ClusterChange } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { deployedOperator, noLiveStrimzi, plain, versionChanges } from '../../strimzi/live.js';
import type { Condition } from '../../strimzi/live-state.js';
import type { RuleContext } from '../../context.js';

/** Why the cluster's last upgrade has not finished, from live evidence; empty when it has. */
export function unfinished(ctx: RuleContext, c: ClusterChange): string[] {
  const live = c.live;
  if (!live) return [];
  const out: string[] = [];
  const deployed = deployedOperator(ctx, c);
  if (deployed.version && live.operatorLastSuccessfulVersion) {
    if (live.operatorLastSuccessfulVersion !== deployed.version)
      out.push(
        `status.operatorLastSuccessfulVersion is ${live.operatorLastSuccessfulVersion} but operator ${deployed.version} is deployed (${deployed.from})`,
      );
  } else if (deployed.version && live.reconciled?.operator && live.reconciled.operator !== deployed.version) {
    out.push(
      `the legacy strimzi.io/reconciled annotation records operator ${live.reconciled.operator} but operator ${deployed.version} is deployed (${deployed.from})`,
    );
  }
  if (live.reconciling)
    out.push(
      `the legacy strimzi.io/reconciling annotation is set ("${live.reconciling.raw}"): a reconciliation is under way`,
    );
  const versions = [...new Set(live.pods.map((p) => p.version).filter(Boolean))];
  if (versions.length > 1)
    out.push(
      `the Kafka pods disagree on strimzi.io/kafka-version (${live.pods
        .filter((p) => p.version)
        .map((p) => `${p.name} ${p.version}`)
        .join(', ')})`,
    );
  if (live.statusKafkaVersion && live.specVersion && live.statusKafkaVersion !== live.specVersion)
    out.push(
      `status.kafkaVersion is ${live.statusKafkaVersion} but spec.kafka.version is ${live.specVersion}`,
    );
  // Strimzi sets Ready, or (older releases) NotReady while reconciling. An export without conditions
  // (status stripped by a tool) is no evidence either way.
  const ready = live.conditions.find((x) => x.type === 'Ready');
  const notReady = live.conditions.find((x) => x.type === 'NotReady' && x.status === 'True');
  const detail = (c: Condition) => (c.reason ? ` (${c.reason}${c.message ? `: ${c.message}` : ''})` : '');
  if (ready && ready.status !== 'True')
    out.push(`the Ready condition is ${ready.status ?? 'unset'}${detail(ready)}`);
  else if (!ready && notReady) out.push(`the NotReady condition is True${detail(notReady)}`);
  return out;
}

export const previousUpgradeIncomplete = perCluster({
  id: 'strimzi/previous-upgrade-incomplete',
  title: 'Upgrade started before the last one finished',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'With `--cluster-state`: the PR changes the operator or Kafka version while the cluster has not finished its last upgrade (operatorLastSuccessfulVersion differs from the deployed operator, pods disagree on `strimzi.io/kafka-version`, status.kafkaVersion differs from spec, or Ready is not True).',
  docs: {
    why: 'The operator upgrades from the version the brokers run, one step at a time. Starting a second upgrade while the first is still rolling — or stuck — stacks two transitions the operator never planned together: pods on three versions, a metadata version that cannot move, a cluster that stops reconciling. Git cannot see this; the exported state can.',
    fix: 'Let the current roll finish first: the Kafka resource Ready, status.operatorLastSuccessfulVersion equal to the deployed operator, every Kafka pod on one `strimzi.io/kafka-version`, status.kafkaVersion equal to spec. If it is stuck, fix what blocks it (see the Kafka conditions and the operator log), export the state again, then rebase this PR.',
  },
  skip: noLiveStrimzi,
  each(c, report, ctx) {
    const changes = versionChanges(ctx, c);
    if (!changes.length) return;
    const reasons = unfinished(ctx, c);
    if (!reasons.length) return;
    report(
      clusterFinding(
        plain(c.head),
        c.head.version.value !== undefined ? 'version' : undefined,
        `this PR starts an upgrade (${changes.join(', ')}) while the last one of ${c.live!.ref} has not finished, according to ${ctx.facts.clusterState!.file}: ${reasons.join('; ')}. Stacking upgrades is how clusters get stuck: let the current roll finish (or fix what blocks it), export the state again, then rebase this PR.`,
      ),
    );
  },
});
