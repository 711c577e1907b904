import type { GateConfig, RuleContext } from '../context.js';
import type { GateResult, RuleResult, Verdict } from './model.js';
import type { Finding, RuleFinding, RuleSeverity, Severity } from '../finding.js';
import { checkWaivers } from './waivers.js';
import { markIntroduced } from './introduced.js';
import { objectRef } from '../manifests/locate.js';
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

/** The objects the change adds or edits, as findings name them. */
function changedObjects(ctx: RuleContext): Set<string> {
  const out = new Set<string>();
  for (const p of ctx.pairs) if (p.head && p.status !== 'unchanged') out.add(objectRef(p.head));
  return out;
}

/** A rule's findings as reported, with their severities, before waivers. */
type Raw = { rule: Rule; severity: RuleSeverity; skipped?: string; findings: Finding[] };

/** Each rule run once on `ctx`: its severity in force, why it was skipped, or what it found. */
function runAll(rules: readonly Rule[], ctx: RuleContext): Raw[] {
  return rules.map((rule) => {
    const severity = effectiveSeverity(rule, ctx.config);
    if (severity === 'off') {
      const skipped = ctx.config.rules[rule.id] === 'off' ? 'turned off in the config' : 'off by default';
      return { rule, severity, skipped, findings: [] };
    }
    const skip = rule.skip?.(ctx);
    if (skip) return { rule, severity, skipped: skip, findings: [] };
    return { rule, severity, findings: runRule(rule, ctx, severity) };
  });
}

/**
 * Marks what the base already had: the rules that found something (and only those) run again on the
 * base judged against itself (`baseline`), and each finding is matched with theirs.
 */
function withBaseline(raw: Raw[], ctx0: RuleContext, baseline: (() => RuleContext) | undefined): Raw[] {
  const found = raw.filter((r) => !r.skipped && r.findings.length);
  if (!baseline || !found.length) return raw;
  const ctx = baseline();
  const changed = changedObjects(ctx0);
  return raw.map((r) => {
    if (r.skipped || !r.findings.length) return r;
    const effective = r.severity === 'off' ? 'fail' : r.severity;
    const before = r.rule.skip?.(ctx) ? [] : runRule(r.rule, ctx, effective);
    return { ...r, findings: markIntroduced(r.findings, before, changed) };
  });
}

/**
 * Runs every rule, marks what the change introduced (`baseline`: the base judged against itself,
 * result/introduced.ts), applies waivers once, and builds the result. Only introduced findings
 * raise a rule's status; the others are kept, marked `introduced: false`.
 */
export function evaluateRules(
  rules: readonly Rule[],
  ctx: RuleContext,
  labels: { base: string; head: string },
  baseline?: () => RuleContext,
): GateResult {
  const ruleResults: RuleResult[] = [];
  const findings: Finding[] = [];
  for (const { rule, severity, skipped, findings: found } of withBaseline(
    runAll(rules, ctx),
    ctx,
    baseline,
  )) {
    const base = { id: rule.id, title: rule.title, category: rule.category, severity, findings: 0 };
    if (skipped) {
      ruleResults.push({ ...base, status: 'skipped', reason: skipped });
      continue;
    }
    let counted = 0;
    let present = 0;
    let worst: 'pass' | 'warn' | 'fail' = 'pass';
    for (const f of found) {
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
      if (f.introduced === false) {
        present++;
        continue;
      }
      counted++;
      if (f.severity === 'fail') worst = 'fail';
      else if (worst === 'pass') worst = 'warn';
    }
    ruleResults.push({ ...base, status: worst, findings: counted, ...(present ? { present } : {}) });
  }
  findings.sort(compareFindings);
  const summary = { pass: 0, warn: 0, fail: 0, skipped: 0 };
  for (const r of ruleResults) summary[r.status]++;
  const result: Verdict = summary.fail > 0 ? 'fail' : summary.warn > 0 ? 'warn' : 'pass';
  return { result, summary, rules: ruleResults, findings, base: labels.base, head: labels.head };
}
