import { patternAccepts, patternRelation } from '../../src/crd/schema/regex.js';

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
