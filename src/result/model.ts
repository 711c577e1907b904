import type { Finding, RuleCategory, RuleSeverity, RuleStatus, Severity } from '../finding.js';
import type { RuleDocs, RuleMeta } from '../rules/types.js';

export type Verdict = 'pass' | 'warn' | 'fail';

export interface RuleResult {
  id: string;
  title: string;
  category: RuleCategory;
  status: RuleStatus;
  /** The severity in force after config overrides. */
  severity: RuleSeverity;
  /** Counted findings (not waived, not notices) that the change introduced. */
  findings: number;
  /** Counted findings the base revision already had (result/introduced.ts): they do not raise the status. */
  present?: number;
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
  /**
   * The counted findings grouped by root cause, in the order an author acts on them
   * (result/causes.ts). Absent until the cause stage ran.
   */
  causes?: Cause[];
  /** Set when the PR changes the config the gate read from the base. */
  configChange?: ConfigChange;
  /** Numbered steps of an upgrade plan, when a pack computed one. */
  plan?: {
    title: string;
    steps: string[];
    mermaid?: string;
    /** Why the asked target is out of reach. */ note?: string;
  };
}

/**
 * The PR changes the config file while the gate reads it from the base: the change takes effect
 * after the merge. `result` and `summary` say what the gate would say with it; `error` why it cannot.
 */
export interface ConfigChange {
  path: string;
  result?: Verdict;
  summary?: GateResult['summary'];
  error?: string;
  /** Files the gate reads today that the changed `paths`/`exclude` would leave out. */
  leftOut?: string[];
}

/** What the author does about a cause; causes with the same `key` are one "What to do" bullet. */
export interface CauseAction {
  key: string;
  /** `edit`: a file of the repository; `procedure`: a step on the cluster; `upstream`: the operator's own change; `present`: already on base. */
  kind: 'edit' | 'procedure' | 'upstream' | 'present';
  /** The gate's own sentence; `{0}`, `{1}` … stand for `values` (PR text, shown as code). */
  text: string;
  values?: string[];
  /** The custom resources it is about, linked from the bullet. */
  objects?: { file: string; line: number }[];
}

/** One root cause: the finding that states it and fixes it, and the findings that are its evidence. */
export interface Cause {
  /** `c1`, `c2`, … in the order shown; findings carry it as `cause`. */
  id: string;
  /** The worst severity of its findings. */
  severity: Severity;
  /** Every rule that reported it, the primary's first. */
  rules: string[];
  finding: Finding;
  evidence: Finding[];
  action: CauseAction;
  /** A one-line edit the gate knows, at the primary finding's line. */
  suggestion?: { file: string; line: number; text: string };
}

/** What a reporter may say about a rule (SARIF's rule descriptors): its metadata and docs. */
export type RuleInfo = RuleMeta & { docs?: RuleDocs };
