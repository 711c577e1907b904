import type { RuleContext } from '../context.js';
import { liveOperatorVersion } from './live-state.js';
import type { ClusterChange } from './clusters.js';
import { noStrimzi, operatorVersion, strimziState, type KafkaCluster } from './state.js';

/** The cluster without the evidence note: for rules whose message already names its evidence. */
export function plain(c: KafkaCluster): KafkaCluster {
  const { evidence: _evidence, ...rest } = c;
  return rest;
}

/** Skip reason of the rules that need live state: no `--cluster-state`, or nothing Strimzi. */
export function noLiveStrimzi(ctx: RuleContext): string | undefined {
  if (!ctx.facts.clusterState) return 'no --cluster-state given';
  return noStrimzi(ctx);
}

/**
 * What this PR changes about a cluster's versions, as the files say (`operator 0.49.0 → 0.51.0`,
 * `Kafka 4.1.0 → 4.2.0`), or undefined when it changes neither.
 */
export function versionChanges(ctx: RuleContext, c: ClusterChange): string[] {
  if (!c.base) return [];
  const { base, head } = strimziState(ctx);
  const ns = c.head.obj.namespace;
  const out: string[] = [];
  const opBase = operatorVersion(ctx, base, ns).version;
  const opHead = operatorVersion(ctx, head, ns).version;
  if (opBase && opHead && opBase !== opHead) out.push(`operator ${opBase} → ${opHead}`);
  const kafkaBase = c.gitKafkaBase ?? c.kafkaBase;
  if (kafkaBase && c.kafkaHead && kafkaBase !== c.kafkaHead) out.push(`Kafka ${kafkaBase} → ${c.kafkaHead}`);
  return out;
}

/** The operator version deployed for a cluster: the live Deployment, else the base revision's files. */
export function deployedOperator(ctx: RuleContext, c: ClusterChange): { version?: string; from: string } {
  const state = ctx.facts.clusterState;
  const ns = c.live?.namespace ?? c.head.obj.namespace;
  const live = state ? liveOperatorVersion(state, ns) : undefined;
  if (live) return { version: live, from: `the cluster-operator Deployment in ${state!.file}` };
  return { version: operatorVersion(ctx, strimziState(ctx).base, ns).version, from: 'the base revision' };
}
