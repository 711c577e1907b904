import type { Rule, RuleContext, RuleDocs, RuleFinding, RuleMeta } from './types.js';

/** Values a message's `{{placeholder}}`s take. */
export type MessageData = Readonly<Record<string, string | number>>;

/**
 * What a rule reports: a location, and its message either as data (`messageId` into the rule's
 * `messages`, with `data` for the placeholders, as typescript-eslint's `context.report` does) or,
 * for messages not yet moved into `messages`, as text.
 */
export type RuleReport<M extends string> = Omit<RuleFinding, 'message'> &
  ({ messageId: M; data?: MessageData } | { message: string });

/** Everything a rule is: its metadata, its docs, its messages, and a pure function of the run. */
export interface RuleSpec<M extends string = string> extends RuleMeta {
  docs: RuleDocs;
  /** Message templates by id; `{{name}}` is replaced by `data.name`. */
  messages?: Readonly<Record<M, string>>;
  /** A reason when the rule does not apply to this run (status `skipped`). */
  skip?(ctx: RuleContext): string | undefined;
  check(ctx: RuleContext): RuleReport<M>[];
}

/** `template` with every `{{name}}` replaced by `data.name`; a missing value is a bug in the rule. */
export function formatMessage(template: string, data: MessageData = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name: string) => {
    const value = data[name];
    if (value === undefined) throw new Error(`message placeholder {{${name}}} has no value`);
    return String(value);
  });
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
