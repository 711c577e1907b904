import type { Finding, RuleCategory, RuleSeverity, RuleStatus } from '../finding.js';
import type { RuleDocs, RuleMeta } from '../rules/types.js';

export type Verdict = 'pass' | 'warn' | 'fail';

export interface RuleResult {
  id: string;
  title: string;
  category: RuleCategory;
  status: RuleStatus;
  /** The severity in force after config overrides. */
  severity: RuleSeverity;
  /** Counted findings (not waived, not notices). */
  findings: number;
  /** Why the rule was skipped, when it was. */
  reason?: string;
}

/** Everything a reporter needs; pure data, deterministic order. */
export interface GateResult {
  result: Verdict;
  summary: { pass: number; warn: number; fail: number; skipped: number };
  rules: RuleResult[];
  /** Sorted by severity (fail, warn, notice), then file, line, rule, message. Waived ones included. */
  findings: Finding[];
  /** What was compared. */
  base: string;
  head: string;
  /** How the header names the sides (`main @ 1a2b3c4 (merge-base)`); absent: `base` and `head`. */
  sides?: { base: string; head: string };
  /** Numbered steps of an upgrade plan, when a pack computed one. */
  plan?: { title: string; steps: string[]; mermaid?: string };
}

/** What a reporter may say about a rule (SARIF's rule descriptors): its metadata and docs. */
export type RuleInfo = RuleMeta & { docs?: RuleDocs };
