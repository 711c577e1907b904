import type { Finding } from '../finding.js';
import type { GateResult } from '../result/model.js';
import { actionText } from '../result/causes.js';

function finding(f: Finding): Record<string, unknown> {
  const out: Record<string, unknown> = { rule: f.rule, severity: f.severity, message: f.message };
  if (f.file !== undefined) out.file = f.file;
  if (f.line !== undefined) out.line = f.line;
  if (f.object !== undefined) out.object = f.object;
  if (f.path !== undefined) out.path = f.path;
  if (f.cause) out.cause = f.cause;
  if (f.waived) out.waived = f.waived;
  if (f.unjudged) out.unjudged = true;
  if (f.introduced !== undefined) out.introduced = f.introduced;
  return out;
}

/** The machine-readable report: the DESIGN contract, stable key order, byte-identical for equal input. */
export function renderJson(result: GateResult): string {
  const report: Record<string, unknown> = {
    version: 1,
    result: result.result,
    base: result.base,
    head: result.head,
    summary: result.summary,
    rules: result.rules.map((r) => {
      const rule: Record<string, unknown> = {
        id: r.id,
        title: r.title,
        status: r.status,
        findings: r.findings,
      };
      if (r.present) rule.present = r.present;
      if (r.reason) rule.reason = r.reason;
      return rule;
    }),
    findings: result.findings.map(finding),
  };
  if (result.causes)
    report.causes = result.causes.map((c) => ({
      id: c.id,
      severity: c.severity,
      rules: c.rules,
      findings: 1 + c.evidence.length,
      action: actionText(c.action, (v) => v),
      ...(c.suggestion ? { suggestion: c.suggestion } : {}),
    }));
  if (result.plan) report.plan = result.plan;
  return `${JSON.stringify(report, null, 2)}\n`;
}
