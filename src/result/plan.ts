import type { RuleContext } from '../context.js';
import type { GateResult } from './model.js';

/**
 * The result with the upgrade plan, when one applies (the `upgradePlan` analysis, strimzi/plan.ts)
 * and some Strimzi rule ran: the plan is computed from the facts, not recorded by a rule.
 */
export function withPlan(result: GateResult, ctx: RuleContext): GateResult {
  if (!result.rules.some((r) => r.category === 'strimzi' && r.status !== 'skipped')) return result;
  const plan = ctx.analyses.upgradePlan;
  return plan ? { ...result, plan } : result;
}
