import type { RuleFinding } from './finding.js';

/** Values a message's `{{placeholder}}`s take. */
export type MessageData = Readonly<Record<string, string | number>>;

/**
 * What a rule reports: a location, and its message either as data (`messageId` into the rule's
 * `messages`, with `data` for the placeholders, as typescript-eslint's `context.report` does) or,
 * for messages not yet moved into `messages`, as text.
 */
export type RuleReport<M extends string> = Omit<RuleFinding, 'message'> &
  ({ messageId: M; data?: MessageData } | { message: string });

/** `template` with every `{{name}}` replaced by `data.name`; a missing value is a bug in the rule. */
export function formatMessage(template: string, data: MessageData = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name: string) => {
    const value = data[name];
    if (value === undefined) throw new Error(`message placeholder {{${name}}} has no value`);
    return String(value);
  });
}

/** `1 file`, `2 files`: a count and its noun, singular for one. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * A count with thousands separators, as `n.toLocaleString('en-US')` writes a whole number, without
 * Intl: its first use loads ICU's locale data (12–16 ms of a run, measured), for one comma.
 */
export function groupedCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3)
    out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '');
  return n < 0 ? `-${out}` : out;
}
