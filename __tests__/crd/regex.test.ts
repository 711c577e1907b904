import { diffSchemas } from '../../src/crd/schema-diff.js';
import { comparePatterns, patternAccepts, patternRelation } from '../../src/crd/schema/regex.js';

describe('patternRelation: does the new pattern accept everything the old one did (RE2 syntax)?', () => {
  it.each([
    ['^[-a-zSA-Z0-9]+$', '^[-a-zA-Z0-9]+$', 'equal'],
    ['^[a-z]+$', '^[a-mn-z]+$', 'equal'],
    ['^[a-z]+$', '^[a-z0-9]+$', 'looser'],
    ['^[a-z]{1,5}$', '^[a-z]{0,10}$', 'looser'],
    ['^(a|b)$', '^(a|b|c)$', 'looser'],
    ['^[a-z]+$', '^[a-f]+$', undefined],
    ['^[a-z]{1,5}$', '^[a-z]{2,5}$', undefined],
    ['^[a-z]+$', '^[a-z]*$', 'looser'],
    ['^[a-z]+$', '^\\d+$', undefined],
    ['^[a-z]+$', '(?=a)', undefined],
  ])('%s → %s', (o, n, rel) => {
    expect(patternRelation(o, n)).toBe(rel);
  });

  it('matches a value as the API server does (unanchored find, RE2: no catastrophic backtracking)', () => {
    expect(patternAccepts('^(System|[a-z]+)$', 'System')).toBe(true);
    expect(patternAccepts('b', 'abc')).toBe(true);
    expect(patternAccepts('^(a+)+$', `${'a'.repeat(5000)}!`)).toBe(false);
    expect(patternAccepts('(?=a)', 'a')).toBeUndefined();
  });
});

describe('comparePatterns: the languages first, the token comparison when they are not decided', () => {
  it.each([
    ['^http(s)?://.+$', '^(http|https|socks5)://.+$', { relation: 'looser' }],
    ['^[a-z]+$', '^[a-mn-z]+$', { relation: 'equal' }],
    ['^[a-z]+$', '^[a-f]+$', { relation: 'narrower', witness: 'g' }],
    // \pL is not modelled; the token comparison proves the added alternative.
    ['^(\\pL+)$', '^(\\pL+|[0-9]+)$', { relation: 'looser' }],
    ['^\\pL+$', '^\\pL{2,}$', { relation: 'undecided', reason: 'old pattern: escape \\p is not modelled' }],
    ['^[a-z]+$', '^[a-z', { relation: 'undecided', reason: 'a pattern does not compile as RE2' }],
  ])('%s → %s', (o, n, cmp) => {
    expect(comparePatterns(o, n)).toEqual(cmp);
  });
});

describe('the pattern comparator says why a changed pattern fails', () => {
  const detail = (o: string, n: string) =>
    diffSchemas('v1', { type: 'string', pattern: o }, { type: 'string', pattern: n }, [], []).map((c) => [
      c.level,
      c.detail,
    ]);

  it('names a value the new pattern rejects', () => {
    expect(detail('^(http|https|socks5)://.+$', '^http(s)?://.+$')).toEqual([
      [
        'fail',
        'pattern "^(http|https|socks5)://.+$" → "^http(s)?://.+$": it rejects "socks5://a", which the old one accepted',
      ],
    ]);
  });

  it('says when the comparison was not decided', () => {
    expect(detail('^\\pL+$', '^\\pL{1,63}$')).toEqual([
      [
        'fail',
        'pattern "^\\\\pL+$" → "^\\\\pL{1,63}$" (the comparison was not decided: old pattern: escape \\p is not modelled)',
      ],
    ]);
  });

  it('passes a looser pattern as a notice', () => {
    expect(detail('^http(s)?://.+$', '^(http|https|socks5)://.+$')).toEqual([
      [
        'notice',
        'pattern "^http(s)?://.+$" → "^(http|https|socks5)://.+$": it accepts everything the old one did',
      ],
    ]);
  });
});
