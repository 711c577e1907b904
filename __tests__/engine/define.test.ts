import { defineRule, formatMessage } from '../../src/rules/define.js';
import type { RuleContext } from '../../src/context.js';

const meta = {
  id: 'crd/example',
  title: 'Example',
  category: 'crd' as const,
  defaultSeverity: 'fail' as const,
  description: 'An example.',
  docs: { why: 'why', fix: 'fix' },
};
const ctx = {} as RuleContext;

describe('defineRule', () => {
  it('fills a message id with its data and keeps the location', () => {
    const rule = defineRule({
      ...meta,
      messages: { moved: '{{what}} moved from {{from}} to {{ to }}' },
      check: () => [{ file: 'a.yaml', line: 3, messageId: 'moved', data: { what: 'x', from: 1, to: 2 } }],
    });
    expect(rule.evaluate(ctx)).toEqual([{ file: 'a.yaml', line: 3, message: 'x moved from 1 to 2' }]);
    expect(rule.docs).toEqual({ why: 'why', fix: 'fix' });
  });

  it('does not expand placeholders inside the data (the PR writes it)', () => {
    expect(formatMessage('field {{name}}', { name: '{{name}} $& $1' })).toBe('field {{name}} $& $1');
  });

  it('a missing placeholder or message id is a bug in the rule, not a silent message', () => {
    expect(() => formatMessage('{{a}} and {{b}}', { a: 1 })).toThrow('{{b}}');
    const rule = defineRule({
      ...meta,
      messages: { known: 'ok' },
      check: () => [{ messageId: 'unknown' as 'known' }],
    });
    expect(() => rule.evaluate(ctx)).toThrow('crd/example has no message "unknown"');
  });

  it('passes text messages through', () => {
    const rule = defineRule({ ...meta, check: () => [{ message: 'plain', severity: 'warn' }] });
    expect(rule.evaluate(ctx)).toEqual([{ message: 'plain', severity: 'warn' }]);
  });
});
