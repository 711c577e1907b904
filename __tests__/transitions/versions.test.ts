import { parseRange } from '../../src/transitions/range.js';
import type { Scheme } from '../../src/transitions/types.js';
import { compareVersions, parseVersion } from '../../src/transitions/versions.js';

const v = (raw: string, scheme: Scheme = 'semver') => {
  const parsed = parseVersion(raw, scheme);
  if (!parsed) throw new Error(`${raw} does not parse as ${scheme}`);
  return parsed;
};
const sign = (a: string, b: string, scheme: Scheme = 'semver') => compareVersions(v(a, scheme), v(b, scheme));

describe('semver scheme: semver’s order (the semver package)', () => {
  it('numeric pre-release identifiers compare as numbers: v1.16.0-rc.2 < v1.16.0-rc.10', () => {
    expect(sign('v1.16.0-rc.2', 'v1.16.0-rc.10')).toBe(-1);
    expect(sign('v1.16.0-rc.10', 'v1.16.0-rc.2')).toBe(1);
  });

  it('orders a chain of pre-releases as semver.org §11 does', () => {
    const chain = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
    ];
    for (let i = 1; i < chain.length; i++) expect(sign(chain[i - 1]!, chain[i]!)).toBe(-1);
  });

  it('build metadata does not change the order; v and no v are the same version', () => {
    expect(sign('1.2.3+build.5', '1.2.3+build.1')).toBe(0);
    expect(sign('v1.2.3', '1.2.3')).toBe(0);
  });

  it('rejects what is not semver', () => {
    for (const raw of ['1.2', '1.2.3.4', '01.2.3', 'latest'])
      expect(parseVersion(raw, 'semver')).toBeUndefined();
  });

  it('ranges are semver’s, pre-releases included', () => {
    const r = (text: string) => parseRange(text, 'semver');
    expect(r('>=1.16.0-rc.1 <1.16.0').test(v('1.16.0-rc.10'))).toBe(true);
    expect(r('>=1.16.0-rc.3').test(v('1.16.0-rc.2'))).toBe(false);
    expect(r('1.16.x').test(v('1.16.0-rc.2'))).toBe(true);
    expect(r('^1.2.3').test(v('1.9.0'))).toBe(true);
    expect(r('^1.2.3').test(v('2.0.0'))).toBe(false);
    expect(r('~1.2.3').test(v('1.3.0'))).toBe(false);
    expect(r('*').test(v('0.1.0-alpha'))).toBe(true);
    expect(() => r('>=abc')).toThrow('">=abc" is not a semver range');
  });
});

describe('the other schemes: numeric parts', () => {
  it('compares numbers, not strings, with missing parts as 0', () => {
    expect(sign('4.2.0.10', '4.2.0.9', 'dotted')).toBe(1);
    expect(sign('4.2', '4.2.0.0', 'dotted')).toBe(0);
    expect(sign('2024.05', '2024.11.1', 'calver')).toBe(-1);
  });

  it('ranges over any number of parts', () => {
    expect(parseRange('>=4.0 <4.2', 'dotted').test(v('4.1.9.9', 'dotted'))).toBe(true);
    expect(parseRange('4.2', 'dotted').test(v('4.2.0.3', 'dotted'))).toBe(true);
    expect(parseRange('^4.2.1', 'dotted').test(v('5.0', 'dotted'))).toBe(false);
  });
});
