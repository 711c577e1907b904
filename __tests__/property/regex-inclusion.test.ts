import fc from 'fast-check';
import { RE2JS } from 're2js';
import { patternIncluded } from '../../src/crd/schema/regex-inclusion.js';
import { parseRe2Syntax } from '../../src/crd/schema/regex-syntax.js';

/**
 * The inclusion decision against re2js (Go's regexp): random small patterns over a small alphabet
 * (with `\n`, a non-ASCII letter and an astral character), and random values. When it says the old
 * pattern's language is included in the new one's, every sampled value the old matches, the new
 * matches; when it says not, its witness is matched by the old and not by the new.
 */
const LITERALS = ['a', 'b', 'é', '😀', '-', '\n', '0', '.', '\\.', '\\n', '\\x{1F600}'];
const CLASSES = ['[ab]', '[^a]', '[a-c]', '[^a-b0]', '\\d', '\\w', '\\s', '\\D', '[[:alpha:]]', '[é-😀]'];
const QUANTIFIERS = ['', '', '', '*', '+', '?', '{2}', '{1,}', '{0,2}', '+?'];

const { alt } = fc.letrec<{ alt: string; cat: string; atom: string }>((tie) => ({
  atom: fc.oneof(
    { maxDepth: 2, depthIdentifier: 'group' },
    fc.constantFrom(...LITERALS, ...CLASSES, '.', '^', '$', '\\A', '\\z'),
    tie('alt').map((a) => `(${a})`),
    tie('alt').map((a) => `(?:${a})`),
    tie('alt').map((a) => `(?s:${a})`),
  ),
  cat: fc
    .array(fc.tuple(tie('atom'), fc.constantFrom(...QUANTIFIERS)), { maxLength: 3 })
    .map((parts) => parts.map(([a, q]) => a + q).join('')),
  alt: fc.array(tie('cat'), { minLength: 1, maxLength: 3 }).map((cats) => cats.join('|')),
}));

const value = fc
  .array(fc.constantFrom('a', 'b', 'c', '-', '\n', 'é', '😀', '0', ' ', '.'), { maxLength: 8 })
  .map((cs) => cs.join(''));

function compiled(pattern: string): RE2JS | undefined {
  try {
    return RE2JS.compile(pattern);
  } catch {
    return undefined;
  }
}

const matches = (re: RE2JS, v: string) => re.matcher(v).find();

describe('property: pattern inclusion agrees with re2js', () => {
  it('included → every sampled value of the old is a value of the new; excluded → the witness separates them', () => {
    const seen = { included: 0, excluded: 0, undecided: 0 };
    fc.assert(
      fc.property(alt, alt, fc.array(value, { minLength: 8, maxLength: 30 }), (o, n, values) => {
        const [ro, rn] = [compiled(o), compiled(n)];
        if (!ro || !rn) return true;
        const r = patternIncluded(o, n, 2_000);
        seen[r.kind]++;
        if (r.kind === 'excluded') return matches(ro, r.witness) && !matches(rn, r.witness);
        if (r.kind === 'included')
          return ['', '\n', ...values].every((v) => !matches(ro, v) || matches(rn, v));
        return true;
      }),
      { numRuns: 1500 },
    );
    process.stdout.write(`inclusion verdicts: ${JSON.stringify(seen)}\n`);
    // Both answers are exercised; the budget is rarely hit on patterns this small.
    expect(Math.min(seen.included, seen.excluded)).toBeGreaterThan(100);
    expect(seen.undecided).toBeLessThan(30);
  });

  it('a pattern is included in itself, and in itself with an alternative added', () => {
    fc.assert(
      fc.property(alt, alt, (p, q) => {
        if (!compiled(p) || !compiled(`${p}|${q}`)) return true;
        return (
          patternIncluded(p, p, 2_000).kind !== 'excluded' &&
          patternIncluded(p, `(?:${p})|${q}`, 2_000).kind !== 'excluded'
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on what re2js compiles, whatever the syntax', () => {
    const junk = fc.string({
      unit: fc.constantFrom(...'()[]{}|*+?^$.\\-,:0123456789aAbBdDsSwWxpPQEzi<>=!}P{L_ '.split('')),
      maxLength: 14,
    });
    fc.assert(
      fc.property(junk, (p) => {
        if (!compiled(p)) return true;
        const parsed = parseRe2Syntax(p);
        return 're' in parsed || typeof parsed.unsupported === 'string';
      }),
      { numRuns: 5000 },
    );
  });
});
