import type { GateConfig, RuleContext } from '../context.js';
import type { RuleCategory, RuleFinding, RuleSeverity, Severity } from '../finding.js';

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
