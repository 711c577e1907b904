import type { GateConfig } from '../config/types.js';
import type { ObjectPair, Tree } from '../index/types.js';
import type { ClusterState } from '../state/types.js';
import type { StrimziRelease } from '../strimzi/release-types.js';

export type Severity = 'fail' | 'warn' | 'notice';
export type RuleSeverity = 'fail' | 'warn' | 'off';
export type RuleStatus = 'pass' | 'warn' | 'fail' | 'skipped';
export type RuleCategory = 'input' | 'crd' | 'strimzi' | 'transition' | 'state';

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
  /** Set when a waiver applied: the finding no longer counts. */
  waived?: { reason: string; expires?: string };
}

/**
 * A finding as a rule emits it. `severity` is optional: when absent the rule's effective severity
 * (default or config override) applies. A rule sets `warn` explicitly for "already present"
 * problems and `notice` for information that never counts.
 */
export type RuleFinding = Omit<Finding, 'rule' | 'severity' | 'waived'> & { severity?: Severity };

/** Options from the run that are not config (CLI flags, event payload). */
export interface RunFacts {
  /** Acknowledged upgrade strategies (`--ack`, PR labels). */
  acks: readonly string[];
  /** Labels on the pull request, when known. */
  labels: readonly string[];
  /** Today's date as YYYY-MM-DD (injected so results are deterministic in tests). */
  today: string;
  /** Strimzi releases from `strimzi.releases`, overlaid on the bundled data. */
  strimziReleases?: readonly StrimziRelease[];
  /** Live evidence from `--cluster-state` (a kubectl export); absent means judge the files alone. */
  clusterState?: ClusterState;
}

export interface RuleContext {
  base: Tree;
  head: Tree;
  /** Every object identity on either side, sorted by key. */
  pairs: readonly ObjectPair[];
  config: GateConfig;
  facts: RunFacts;
  /** A shared analysis computed once per run (the CRD schema diff, the Strimzi state, …). */
  memo<T>(key: string, compute: () => T): T;
  /** Engines loaded only when the input needs them (start-up stays cheap otherwise). */
  engines: Engines;
}

/** Evaluates CEL `x-kubernetes-validations` of a schema on a value (see crd/validate/cel.ts). */
export type CelChecker = (
  value: unknown,
  schema: Record<string, unknown>,
) => {
  path: readonly (string | number)[];
  message: string;
  kind: 'schema' | 'pruned' | 'cel' | 'unchecked';
}[];

export interface Engines {
  /** Present when any file of the run mentions `x-kubernetes-validations`. */
  cel?: CelChecker;
}

export interface RuleMeta {
  /** Stable id: `category/name`. */
  id: string;
  title: string;
  category: RuleCategory;
  defaultSeverity: RuleSeverity;
  /** One sentence: what the rule catches. */
  description: string;
  /**
   * A config knob that sets the severity of every finding of the rule (`crd.enumAddition`,
   * `crd.unhandled`), applied by the result stage: `allow` drops the findings (the rule passes),
   * a severity replaces the one each finding carries, `undefined` leaves them as reported.
   */
  severityFrom?(config: GateConfig): Severity | 'allow' | undefined;
}

/**
 * A rule's documentation page, generated into docs/rules/<id>.md (npm run docs). Its table of
 * cases comes from the rule's test cases (__tests__/rules/<category>/cases.ts).
 */
export interface RuleDocs {
  /** Why it matters: who breaks. */
  why: string;
  /** How to fix it. */
  fix: string;
}

export interface Rule extends RuleMeta {
  docs: RuleDocs;
  /**
   * Returns a reason when the rule does not apply to this run (status `skipped`), for example
   * "no CustomResourceDefinition on either side". Absent means always applicable.
   */
  skip?(ctx: RuleContext): string | undefined;
  evaluate(ctx: RuleContext): RuleFinding[];
}
