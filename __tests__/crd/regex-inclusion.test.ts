import { patternIncluded } from '../../src/crd/schema/regex-inclusion.js';
import { parseRe2Syntax } from '../../src/crd/schema/regex-syntax.js';

describe('patternIncluded: L(old) ⊆ L(new) on RE2 syntax, with search semantics', () => {
  it.each([
    // Issue 38: a loosened URL scheme.
    ['^http(s)?://.+$', '^(http|https|socks5)://.+$'],
    ['^[-a-zSA-Z0-9]+$', '^[-a-zA-Z0-9]+$'],
    ['^[a-z]+$', '^[a-z0-9]+$'],
    ['^[a-z]{1,5}$', '^[a-z]{0,10}$'],
    ['^[a-z]+$', '^\\w+$'],
    ['^[0-9]+$', '^\\d*$'],
    ['^[[:alpha:]]+$', '^[A-Za-z]+$'],
    ['^(?:a|b)c$', '^[ab]c$'],
    ['^(?P<scheme>https?)://', '^(https?|ftp)://'],
    // Unanchored: a match anywhere; `abc` contains `b`.
    ['abc', 'b'],
    ['^a$', 'a'],
    ['^a\\z', '\\Aa$'],
    ['^.*$', '(?s)^.*$'],
  ])('%s ⊆ %s', (o, n) => {
    expect(patternIncluded(o, n)).toEqual({ kind: 'included' });
  });

  it.each([
    ['^(http|https|socks5)://.+$', '^http(s)?://.+$', 'socks5://a'],
    ['^[a-z]+$', '^[a-f]+$', 'g'],
    ['^[a-z]{1,5}$', '^[a-z]{2,5}$', 'a'],
    ['b', 'abc', 'b'],
    ['a', '^a$', 'aa'],
    ['', 'x', ''],
    // `.` does not match a newline, a negated class does.
    ['^[^a]$', '^.$', '\n'],
    ['(?s)^.$', '^.$', '\n'],
    ['^\\s$', '^ $', '\t'],
  ])('%s ⊄ %s: %j is accepted by the old, not by the new', (o, n, witness) => {
    expect(patternIncluded(o, n)).toEqual({ kind: 'excluded', witness });
  });

  it.each([
    ['(?i)^a$', 'old pattern: flag (?i) is not modelled'],
    ['^\\pL+$', 'old pattern: escape \\p is not modelled'],
    ['\\bfoo', 'old pattern: escape \\b is not modelled'],
    ['^a{1000}b{1000}c{1000}d{1000}e{1000}f{1000}$', 'old pattern: the pattern is too large to compare'],
  ])('%s: not decided (%s)', (o, reason) => {
    expect(patternIncluded(o, '^a$')).toEqual({ kind: 'undecided', reason });
  });

  it('stops at the budget and says so', () => {
    // The subset automaton of "the 7th character from the end is an a" has 2^7 states.
    const o = '^[ab]*a[ab]{6}$';
    const n = '^[ab]*b[ab]{6}$';
    expect(patternIncluded(o, n, 50)).toEqual({
      kind: 'undecided',
      reason: 'more than 50 states to compare',
    });
    expect(patternIncluded(o, n)).toEqual({ kind: 'excluded', witness: 'aaaaaaa' });
    expect(patternIncluded('^[ab]*a[ab]{20}$', '^[ab]*[ab]{21}$').kind).toBe('undecided');
  });
});

describe('parseRe2Syntax', () => {
  it('reads what Go reads: `{` that is no repeat is a literal, `]` first in a class is a member', () => {
    expect(parseRe2Syntax('a{,2}')).toEqual({
      re: {
        t: 'cat',
        items: ['a', '{', ',', '2', '}'].map((c) => ({
          t: 'class',
          set: [[c.codePointAt(0)!, c.codePointAt(0)!]],
        })),
      },
    });
    expect(parseRe2Syntax('[]a]')).toEqual({
      re: {
        t: 'class',
        set: [
          [93, 93],
          [97, 97],
        ],
      },
    });
  });
});

describe('a hostile pattern stays bounded', () => {
  it('many classes and nested repeats: answers within 5 s (a witness or not decided)', () => {
    const many = Array.from(
      { length: 300 },
      (_, i) => `[\\x{${(i * 7 + 0x100).toString(16)}}-\\x{${(i * 7 + 0x103).toString(16)}}]`,
    );
    const o = `^(${many.join('|')}){1,}(${many.slice(0, 50).join('')})$`;
    const t = performance.now();
    const r = patternIncluded(o, `^(${many.slice(1).join('|')})+$`);
    expect(performance.now() - t).toBeLessThan(5_000);
    expect(r).toEqual({ kind: 'undecided', reason: 'more than 2000000 steps to compare' });
  });
});
