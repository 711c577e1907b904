import type { RuleContext } from '../context.js';
import { PLAN_RULES } from '../strimzi/plan.js';
import type { GateResult } from './model.js';

/**
 * The result with the upgrade plan, when one applies: the plan of the first rule, in registry
 * order, that ran (not off, not skipped) and asks for one (strimzi/plan.ts). This is what the
 * rules' shared `memo('plan')` used to give: the first rule to record a plan won.
 */
export function withPlan(result: GateResult, ctx: RuleContext): GateResult {
  for (const r of result.rules) {
    if (r.status === 'skipped' || !PLAN_RULES.includes(r.id)) continue;
    const candidate = ctx.analyses.upgradePlan.find((c) => c.rule === r.id);
    if (!candidate) continue;
    return candidate.plan ? { ...result, plan: candidate.plan } : result;
  }
  return result;
}
