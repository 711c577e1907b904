import fc from 'fast-check';
import { RE2JS } from 're2js';
import { liteRe2 } from '../../src/crd/validate/re2-lite-match.js';

/**
 * The linear subset matcher against re2js (Go's regexp): random patterns of the subset's grammar
 * and random junk, on random values over a small alphabet with a newline, a non-ASCII letter, an
 * astral character and a lone surrogate. When the subset takes a pattern, re2js must compile it
 * and every answer must agree; the subset never throws.
 */
const LITERALS = ['a', 'b', 'é', '😀', '-', ']', '}', ' ', '\n', ',', '0', '9'];
const ESCAPES = [
  '\\.',
  '\\-',
  '\\+',
  '\\/',
  '\\\\',
  '\\]',
  '\\[',
  '\\^',
  '\\$',
  '\\{',
  '\\n',
  '\\t',
  '\\x61',
  '\\x{1F600}',
];
const PERL = ['\\d', '\\s', '\\w', '\\D', '\\S', '\\W'];
const QUANTIFIERS = ['', '', '', '*', '+', '?', '{0}', '{2}', '{1,}', '{0,2}', '{1,3}', '{3,3}'];

const classItem = fc.oneof(
  fc.constantFrom('a', 'b', 'z', '0', '9', '-', '^', '[', '.', 'é', '😀', '\n', ...ESCAPES, ...PERL),
  fc.constantFrom('a-c', '0-9', 'a-z', '\\x00-\\x{10FFFF}', ' -~', 'é-😀', '--/', '\\--a'),
);
const bracket = fc
  .tuple(
    fc.boolean(),
    fc.constantFrom('', ']', '-'),
    fc.array(classItem, { minLength: 1, maxLength: 3 }),
    fc.boolean(),
  )
  .map(([neg, first, items, dash]) => `[${neg ? '^' : ''}${first}${items.join('')}${dash ? '-' : ''}]`);

const { alt } = fc.letrec<{ alt: string; cat: string; atom: string }>((tie) => ({
  atom: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...LITERALS, ...ESCAPES, ...PERL, '.', '^', '$'),
    bracket,
    tie('alt').map((a) => `(${a})`),
    tie('alt').map((a) => `(?:${a})`),
  ),
  cat: fc
    .array(fc.tuple(tie('atom'), fc.constantFrom(...QUANTIFIERS)), { maxLength: 4 })
    .map((parts) => parts.map(([a, q]) => a + q).join('')),
  alt: fc.array(tie('cat'), { minLength: 1, maxLength: 3 }).map((cats) => cats.join('|')),
}));

const value = fc
  .array(fc.constantFrom('a', 'b', 'c', '-', '\n', 'é', '😀', '\ud800', '0', ' ', ']', '.', '}'), {
    maxLength: 10,
  })
  .map((cs) => cs.join(''));

const junk = fc.string({
  unit: fc.constantFrom(
    ...'()[]{}|*+?^$.\\-,:0123456789aAbBdDsSwWxpPQEzi<>=!}P{L_ '.split(''),
    '😀',
    '\ud800',
  ),
  maxLength: 14,
});

/** Whether the subset and re2js agree on the pattern and values (vacuous when the subset declines). */
function agrees(pattern: string, values: string[]): boolean {
  const lite = liteRe2(pattern);
  if (!lite) return true;
  const re = RE2JS.compile(pattern); // throws, failing the property, if re2js rejects what the subset took
  return values.every((v) => lite.test(v) === re.matcher(v).find());
}

describe('property: the subset matcher answers as re2js', () => {
  it('on patterns of the subset grammar', () => {
    let taken = 0;
    fc.assert(
      fc.property(alt, fc.array(value, { minLength: 4, maxLength: 12 }), (pattern, values) => {
        if (liteRe2(pattern)) taken++;
        return agrees(pattern, ['', '\n', ...values]);
      }),
      { numRuns: 3000 },
    );
    // Most grammar patterns are inside the subset (the rest: stacked quantifiers such as `^**`, `]-a` ranges).
    expect(taken).toBeGreaterThan(1500);
  });

  it('on junk patterns: never throws, never takes what re2js rejects', () => {
    fc.assert(
      fc.property(junk, fc.array(value, { maxLength: 6 }), (pattern, values) => agrees(pattern, values)),
      { numRuns: 5000 },
    );
  });
});
