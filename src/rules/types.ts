import type { RuleContext } from '../context.js';
import type { RuleCategory, RuleFinding, RuleSeverity } from '../finding.js';

export interface RuleMeta {
  /** Stable id: `category/name`. */
  id: string;
  title: string;
  category: RuleCategory;
  defaultSeverity: RuleSeverity;
  /** One sentence: what the rule catches. */
  description: string;
}

/** A rule's documentation page, generated into docs/rules/<id>.md (npm run docs). */
export interface RuleDocs {
  /** Why it matters: who breaks. */
  why: string;
  /** How to fix it. */
  fix: string;
  /** Passing and failing cases: [what the PR does, verdict]. Each one is also a test case. */
  cases: [string, 'pass' | 'warn' | 'fail'][];
}

export interface Rule extends RuleMeta {
  docs?: RuleDocs;
  /**
   * Returns a reason when the rule does not apply to this run (status `skipped`), for example
   * "no CustomResourceDefinition on either side". Absent means always applicable.
   */
  skip?(ctx: RuleContext): string | undefined;
  evaluate(ctx: RuleContext): RuleFinding[];
}
