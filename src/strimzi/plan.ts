/**
 * The upgrade plan as an analysis: for each rule that fails a transition the plan can fix, the plan
 * that rule's first failing cluster asks for. The result stage (result/plan.ts) shows the plan of
 * the first of these rules, in registry order, that ran.
 */
import type { RuleContext } from '../context.js';
import { clusterChanges, type ClusterChange } from './clusters.js';
import { planUpgrade, type UpgradePlan } from './planner.js';
import { compareDotted, isSupported } from './releases.js';
import { unknownRunningVersion } from './running-version.js';
import { operatorVersion, releasesOf, strimziState } from './state.js';
import { UPGRADE_STOPS } from './stops.js';

/** The plan one rule asks for (`plan` is undefined when the planner finds no safe path). */
export interface PlanCandidate {
  rule: string;
  plan: UpgradePlan | undefined;
}

declare module '../context.js' {
  interface Analyses {
    /** Upgrade plans, one per rule that would show one (see PLAN_RULES). */
    upgradePlan: PlanCandidate[];
  }
}

/**
 * The clusters each rule plans for, in the order the rule meets them. These mirror the rules'
 * own conditions (rules/strimzi/kafka-version-supported.ts, from-version-known.ts,
 * upgrade-path-too-far.ts): a plan is shown only when that rule reports the transition.
 */
export const PLAN_TRIGGERS: Record<string, (ctx: RuleContext) => ClusterChange[]> = {
  // An unsupported head Kafka version that is new in this PR: plan to the newest supported one.
  'strimzi/kafka-version-supported': (ctx) =>
    clusterChanges(ctx).flatMap((c) => {
      const release = c.opHead;
      const kafka = c.kafkaHead;
      if (!release || !kafka || isSupported(release, kafka)) return [];
      const old = !!c.base && c.opBase?.version === release.version && c.kafkaBase === kafka;
      return old ? [] : [{ ...c, kafkaHead: release.supported.at(-1)?.version ?? kafka }];
    }),
  // A change from a running Kafka version the head operator does not know that it refuses (an upgrade
  // it does not tolerate; never a downgrade, which the plan cannot fix): running-version.ts decides.
  'strimzi/from-version-known': (ctx) =>
    clusterChanges(ctx).filter((c) => {
      const u = unknownRunningVersion(c);
      return u?.verdict === 'fail' && !u.downgrade;
    }),
  // An operator upgrade that skips a mandatory stop: plan for the first cluster.
  'strimzi/upgrade-path-too-far': (ctx) => {
    const { base, head } = strimziState(ctx);
    const from = operatorVersion(ctx, base).version;
    const to = operatorVersion(ctx, head).version;
    if (!from || !to || compareDotted(to, from) <= 0) return [];
    const skips = UPGRADE_STOPS.some(
      ({ below, atLeast }) => compareDotted(from, below) < 0 && compareDotted(to, atLeast) >= 0,
    );
    const first = clusterChanges(ctx)[0];
    return skips && first ? [first] : [];
  },
};

/** The rules that can show an upgrade plan. */
export const PLAN_RULES: readonly string[] = Object.keys(PLAN_TRIGGERS);

/** The plan from a cluster's base state to its head state; the first cluster with both known asks. */
export function planOf(ctx: RuleContext, clusters: ClusterChange[]): PlanCandidate['plan'] | null {
  const c = clusters.find((x) => x.opBase && x.opHead && x.kafkaBase && x.kafkaHead);
  if (!c) return null;
  const plan = planUpgrade(
    { operator: c.opBase!.version, kafka: c.kafkaBase! },
    { operator: c.opHead!.version, kafka: c.kafkaHead! },
    releasesOf(ctx),
  );
  return 'error' in plan ? undefined : plan;
}
