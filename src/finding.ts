/**
 * The vocabulary of findings: what a rule reports and how much it counts. The ground floor of
 * src/ (docs/architecture.md): it imports nothing.
 */

export type Severity = 'fail' | 'warn' | 'notice';
export type RuleSeverity = 'fail' | 'warn' | 'off';
export type RuleStatus = 'pass' | 'warn' | 'fail' | 'skipped';
export type RuleCategory = 'input' | 'crd' | 'helm' | 'strimzi' | 'transition' | 'state';

/** What a rule reports. */
export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  /** File in the snapshot the finding points at (the head side unless the object only exists on base). */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** `Kind/name` or `Kind/namespace/name`. */
  object?: string;
  /** Field path as users read it (`v1beta2 ^.spec.kafka.foo`). */
  path?: string;
  /** Which side the location refers to. */
  side?: 'base' | 'head';
  /** The id of the root cause it belongs to (result/causes.ts); counted findings only. */
  cause?: string;
  /** Set when a waiver applied: the finding no longer counts. */
  waived?: { reason: string; expires?: string };
  /**
   * Part of the change the gate could not judge (a source not rendered, an unknown release, a CEL
   * rule not checked): whatever its severity, the reports say so, so it never reads as a pass.
   */
  unjudged?: true;
  /**
   * Whether the pull request brought it (result/introduced.ts): `false` when the base revision,
   * judged alone, already gives the same finding. Only introduced findings raise the result.
   * Absent where no base was compared (a rule's own table run without one): counted as introduced.
   */
  introduced?: boolean;
  /** What the reader does about it, when the rule knows better than its title (result/causes.ts). */
  action?: FindingAction;
}

/**
 * The action a rule states for its finding: one sentence of the gate's own, whose `{0}`, `{1}` …
 * are values read from the PR (a group, a version) that every reporter shows as code, escaped.
 * Findings whose actions share a `key` are one cause and one "What to do" bullet.
 */
export interface FindingAction {
  key: string;
  text: string;
  values?: string[];
  /** `edit`: a file of the repository; `procedure`: a step on the cluster; `upstream`: the operator's own change. */
  kind?: 'edit' | 'procedure' | 'upstream';
  /** The custom resources it is about (`file:line` in the head tree), linked from the bullet. */
  objects?: { file: string; line: number }[];
}

/**
 * A finding as a rule emits it. `severity` is optional: when absent the rule's effective severity
 * (default or config override) applies. A rule sets `warn` explicitly for "already present"
 * problems and `notice` for information that never counts.
 */
export type RuleFinding = Omit<Finding, 'rule' | 'severity' | 'waived' | 'cause' | 'introduced'> & {
  severity?: Severity;
  /**
   * The rule itself compared this with the base and found it there already (a copy matched with its
   * own base copy, a key the base has): the result stage marks it `introduced: false`.
   */
  present?: true;
};

/**
 * The one severity → level map of every output that grades findings: SARIF results, check-run
 * annotations and workflow commands. `off` only appears as a rule's configured default (SARIF).
 */
export const SEVERITY_LEVELS = {
  fail: { sarif: 'error', checkRun: 'failure', annotation: 'error' },
  warn: { sarif: 'warning', checkRun: 'warning', annotation: 'warning' },
  notice: { sarif: 'note', checkRun: 'notice', annotation: 'notice' },
  off: { sarif: 'none' },
} as const satisfies Record<Severity, Record<'sarif' | 'checkRun' | 'annotation', string>> &
  Record<'off', { sarif: string }>;

/** Where a rule's documentation lives, relative to the repository root. */
export function ruleDocPath(id: string): string {
  return `docs/rules/${id}.md`;
}
