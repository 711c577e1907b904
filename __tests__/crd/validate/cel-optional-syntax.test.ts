import { rewriteOptionalSyntax } from '../../../src/crd/validate/cel-optional-syntax.js';

/**
 * The optional selection syntax of cel-go (parser/parser.go: `.?` and `[?` in member position,
 * `[?x]` / `{?k: v}` entries in literals) rewritten into the engine's method calls: each row is the
 * source and what it becomes, or why it is not rewritten.
 */
const CASES: [string, string][] = [
  ['self.?a.orValue(0) == 1', 'self.__opt_select__("a").orValue(0) == 1'],
  ['self[?"x"].hasValue()', 'self.__opt_index__("x").hasValue()'],
  // The rest of the chain stays optional (cel-spec optionals: optional_chaining_11).
  ["self.a.?b.c.orValue('')", 'self.a.__opt_select__("b").__opt_select__("c").orValue(\'\')'],
  ['self.?a[0].hasValue()', 'self.__opt_select__("a").__opt_index__(0).hasValue()'],
  ['self.?a.?b.hasValue()', 'self.__opt_select__("a").__opt_select__("b").hasValue()'],
  // A method call ends the chain; an index's own expression is a chain of its own.
  ['self.a.?b.orValue({}).c', 'self.a.__opt_select__("b").orValue({}).c'],
  ['self.l[?i + [1][0]].orValue(0)', 'self.l.__opt_index__(i + [1][0]).orValue(0)'],
  // Text that only looks like it: strings, the conditional operator, list literals, plain indexes.
  ['"a.?b" + self.?x.orValue("")', '"a.?b" + self.__opt_select__("x").orValue("")'],
  [
    "'it\\'s .?x' + r'\\d' + self.?x.orValue('')",
    "'it\\'s .?x' + r'\\d' + self.__opt_select__(\"x\").orValue('')",
  ],
  ['x ? a : b', 'x ? a : b'],
  // A function returning an optional, or a parenthesised optional chain, starts a chain too.
  ["optional.of(m).c.orValue('')", 'optional.of(m).__opt_select__("c").orValue(\'\')'],
  ['optional.none()[0].hasValue()', 'optional.none().__opt_index__(0).hasValue()'],
  ['x.or(y).c.hasValue()', 'x.or(y).__opt_select__("c").hasValue()'],
  ['(self.?a).b.hasValue()', '(self.__opt_select__("a")).__opt_select__("b").hasValue()'],
  ['f(self.?a).b', 'f(self.__opt_select__("a")).b'],
  ['(self.a).b', '(self.a).b'],
  ['self.x[0] in [1, 2]', 'self.x[0] in [1, 2]'],
];

describe('optional selection syntax, rewritten for the engine', () => {
  it.each(CASES)('%s → %s', (source, text) => {
    expect(rewriteOptionalSyntax(source)).toEqual(
      expect.objectContaining({ text, rewritten: text !== source }),
    );
  });
  it.each([
    ['[?self.?a]', '(__opt_elem__(self.__opt_select__("a")))'],
    ['[1, ?x, 2, 3]', '([1] + __opt_elem__(x) + [ 2, 3])'],
    ['{?"k": self.?v}', '__opt_entry__({}, "k", self.__opt_select__("v"))'],
    ["{'a': 1, ?'b': o, 'c': c ? 1 : 2}", "__opt_entry__({'a': 1, 'c': c ? 1 : 2}, 'b', o)"],
    ['[[?a], {?k: [?b]}]', '[(__opt_elem__(a)), __opt_entry__({}, k, (__opt_elem__(b)))]'],
  ])('optional entries of literals: %s → %s', (source, text) => {
    expect(rewriteOptionalSyntax(source)).toEqual(expect.objectContaining({ text, rewritten: true }));
  });
  it.each([['Msg{?f: 1}', 'message literal']])('%s is not rewritten: %s', (source, why) => {
    expect(rewriteOptionalSyntax(source)).toEqual({ unsupported: expect.stringContaining(why) });
  });
  it('gives the offset of the first optional selection (for the compile error before 1.28)', () => {
    expect(rewriteOptionalSyntax('self.a.?b.hasValue()')).toEqual(expect.objectContaining({ firstAt: 6 }));
  });
});
