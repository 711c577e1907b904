import { celRuleJudge, celRuleVerdict } from '../../src/crd/cel-implies.js';

/** A schema node with these properties, required fields and rules. */
const node = (props: Record<string, unknown>, rules: string[] = [], required?: string[]) => ({
  type: 'object',
  properties: props,
  ...(required ? { required } : {}),
  ...(rules.length ? { 'x-kubernetes-validations': rules.map((rule) => ({ rule })) } : {}),
});
const str = { type: 'string' };

describe('celRuleVerdict: is an added rule a tightening of what the base node accepted?', () => {
  it.each([
    // [what, base node, head node, added rule, verdict]
    [
      'the same rule written differently',
      node({ a: str }, ['self.a == "x" || has(self.b)'], []),
      node({ a: str }),
      '(has(self.b))||self.a=="x"',
      'implied',
    ],
    [
      'a guard added to the old rule',
      node({ a: str, b: str }, ['self.a == "x"']),
      node({ a: str, b: str }),
      '!has(self.b) || self.a == "x"',
      'implied',
    ],
    [
      '"exactly one" relaxed to "not both"',
      node({ a: str, b: str }, ['has(self.a) != has(self.b)']),
      node({ a: str, b: str }),
      '!(has(self.a) && has(self.b))',
      'implied',
    ],
    [
      'a rule on a field new in this change',
      node({ a: str }),
      node({ a: str, b: str }),
      '!(has(self.a) && has(self.b))',
      'implied',
    ],
    [
      'a rule excluding an enum value new in this change',
      node({ t: { type: 'string', enum: ['A'] } }),
      node({ t: { type: 'string', enum: ['A', 'B'] } }),
      "self.t != 'B'",
      'implied',
    ],
    [
      'a rule saying what a base required said',
      node({ t: str, v: str }, [], ['t', 'v']),
      node({ t: str, v: str }, [], ['t']),
      "self.t != 'x' || has(self.v)",
      'implied',
    ],
    [
      'all() over a body the old body implies',
      node({}, ['self.all(x, x.a == 1 && x.b == 2)']),
      node({}),
      'self.all(x, x.a == 1)',
      'implied',
    ],
    ['self == oldSelf', node({ a: str }), node({ a: str }), 'self == oldSelf', 'immutability'],
    ['a new constraint on an existing field', node({ a: str }), node({ a: str }), "self.a != 'x'", undefined],
    [
      'a conjunct added',
      node({ a: str, b: str }, ['has(self.a)']),
      node({ a: str, b: str }),
      'has(self.a) && has(self.b)',
      undefined,
    ],
    ['a rule that does not parse', node({ a: str }), node({ a: str }), 'self.a ==', undefined],
  ])('%s', (_what, base, head, rule, verdict) => {
    expect(celRuleVerdict(base, head, rule)).toBe(verdict);
  });
});

describe('celRuleJudge', () => {
  it('shares one budget per run: once spent, a rule stays a tightening (never a pass)', () => {
    const judge = celRuleJudge({ left: 4 });
    const base = node({ a: str, b: str }, ['self.a == "x"']);
    const head = node({ a: str, b: str });
    expect(judge(base, head, '!has(self.b) || self.a == "x"')).toBe('implied');
    expect(judge(base, head, '!has(self.b) || self.a == "x"')).toBeUndefined();
  });
});
