import type { GateConfig, RuleContext } from '../context.js';
import type { GateResult, RuleResult, Verdict } from './model.js';
import type { Finding, RuleFinding, RuleSeverity, Severity } from '../finding.js';
import { checkWaivers } from './waivers.js';
import type { Rule } from '../rules/types.js';
import { withOrigin } from './origin.js';

const SEVERITY_ORDER: Record<Severity, number> = { fail: 0, warn: 1, notice: 2 };

export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    (a.waived ? 1 : 0) - (b.waived ? 1 : 0) ||
    cmp(a.file ?? '\uffff', b.file ?? '\uffff') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    cmp(a.rule, b.rule) ||
    cmp(a.object ?? '', b.object ?? '') ||
    cmp(a.path ?? '', b.path ?? '') ||
    cmp(a.message, b.message)
  );
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function effectiveSeverity(rule: Rule, config: GateConfig): RuleSeverity {
  return config.rules[rule.id] ?? rule.defaultSeverity;
}

/**
 * Severity of one finding: the rule's effective severity unless the rule declared one; a config
 * override to `warn` caps declared failures too.
 */
function findingSeverity(
  declared: Severity | undefined,
  effective: 'fail' | 'warn',
  overridden: boolean,
): Severity {
  if (declared === undefined) return effective;
  if (declared === 'fail' && effective === 'warn' && overridden) return 'warn';
  return declared;
}

/**
 * A rule's config knob (`crd.enumAddition`, `crd.unhandled`) applied to what it reported: `allow`
 * drops every finding, a severity replaces the one each finding carries.
 */
export function applySeverityKnob(rule: Rule, config: GateConfig, findings: RuleFinding[]): RuleFinding[] {
  const knob = rule.severityFrom?.(config);
  if (knob === undefined) return findings;
  if (knob === 'allow') return [];
  return findings.map((f) => ({ ...f, severity: knob }));
}

function runRule(rule: Rule, ctx: RuleContext, effective: 'fail' | 'warn'): Finding[] {
  const overridden = ctx.config.rules[rule.id] !== undefined;
  try {
    return applySeverityKnob(rule, ctx.config, rule.evaluate(ctx)).map((f) => ({
      ...withOrigin(f, ctx),
      rule: rule.id,
      severity: findingSeverity(f.severity, effective, overridden),
    }));
  } catch (err) {
    // Unknown is not safe: a rule that cannot finish fails, and the others still run.
    return [
      {
        rule: rule.id,
        severity: 'fail',
        message: `The rule stopped with an internal error (${err instanceof Error ? err.message : String(err)}); its verdict is unknown. Please report this with the input that caused it.`,
      },
    ];
  }
}

/** Runs every rule, applies severity overrides and waivers once, and builds the result. */
export function evaluateRules(
  rules: readonly Rule[],
  ctx: RuleContext,
  labels: { base: string; head: string },
): GateResult {
  const ruleResults: RuleResult[] = [];
  const findings: Finding[] = [];
  for (const rule of rules) {
    const severity = effectiveSeverity(rule, ctx.config);
    const base = { id: rule.id, title: rule.title, category: rule.category, severity, findings: 0 };
    if (severity === 'off') {
      const reason = ctx.config.rules[rule.id] === 'off' ? 'turned off in the config' : 'off by default';
      ruleResults.push({ ...base, status: 'skipped', reason });
      continue;
    }
    const skip = rule.skip?.(ctx);
    if (skip) {
      ruleResults.push({ ...base, status: 'skipped', reason: skip });
      continue;
    }
    let counted = 0;
    let worst: 'pass' | 'warn' | 'fail' = 'pass';
    for (const f of runRule(rule, ctx, severity)) {
      const { applied, expired } = checkWaivers(ctx.config.waivers, f, ctx.facts.today);
      for (const w of expired) {
        findings.push({
          rule: rule.id,
          severity: 'notice',
          file: f.file,
          line: f.line,
          object: f.object,
          message: `A waiver for this finding expired on ${w.expires} ("${w.reason}"): renew it or fix the finding.`,
        });
      }
      if (applied && f.severity !== 'notice') {
        findings.push({
          ...f,
          waived: { reason: applied.reason, ...(applied.expires ? { expires: applied.expires } : {}) },
        });
        continue;
      }
      findings.push(f);
      if (f.severity === 'notice') continue;
      counted++;
      if (f.severity === 'fail') worst = 'fail';
      else if (worst === 'pass') worst = 'warn';
    }
    ruleResults.push({ ...base, status: worst, findings: counted });
  }
  findings.sort(compareFindings);
  const summary = { pass: 0, warn: 0, fail: 0, skipped: 0 };
  for (const r of ruleResults) summary[r.status]++;
  const result: Verdict = summary.fail > 0 ? 'fail' : summary.warn > 0 ? 'warn' : 'pass';
  return { result, summary, rules: ruleResults, findings, base: labels.base, head: labels.head };
}
