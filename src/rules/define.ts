import { formatMessage, type RuleReport } from '../message.js';
import type { Rule, RuleDocs, RuleMeta } from './types.js';
import type { RuleContext } from '../context.js';
import type { RuleFinding } from '../finding.js';

export { formatMessage, type MessageData, type RuleReport } from '../message.js';

/** Everything a rule is: its metadata, its docs, its messages, and a pure function of the run. */
export interface RuleSpec<M extends string = string> extends RuleMeta {
  docs: RuleDocs;
  /** Message templates by id; `{{name}}` is replaced by `data.name`. */
  messages?: Readonly<Record<M, string>>;
  /** A reason when the rule does not apply to this run (status `skipped`). */
  skip?(ctx: RuleContext): string | undefined;
  check(ctx: RuleContext): RuleReport<M>[];
}

/** The one way a rule is made (every rule under src/rules/ comes from here). */
export function defineRule<M extends string>(spec: RuleSpec<M>): Rule {
  const { messages, check, ...meta } = spec;
  return {
    ...meta,
    evaluate(ctx) {
      return check(ctx).map((r): RuleFinding => {
        if (!('messageId' in r)) return r;
        const { messageId, data, ...rest } = r;
        const template = messages?.[messageId];
        if (template === undefined) throw new Error(`${spec.id} has no message "${messageId}"`);
        return { ...rest, message: formatMessage(template, data) };
      });
    },
  };
}
