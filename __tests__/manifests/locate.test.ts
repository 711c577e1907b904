import { lineAt, LineIndex } from '../../src/manifests/lines.js';
import { lineOfPath } from '../../src/manifests/locate.js';
import { valueAt } from '../../src/values.js';

describe('lineOfPath (the locator for YAML texts that are not manifests, such as the config file)', () => {
  const text = [
    'rules:', // 1
    '  crd/field-removed: warn', // 2
    'waivers:', // 3
    '  - rule: "crd/*"', // 4
    '    reason: x', // 5
    "  - 'rule': b", // 6
    'anchors: &a', // 7
    '  k: 1', // 8
    'list:', // 9
    '  - *a', // 10
  ].join('\n');

  it.each([
    [[], 1],
    [['rules'], 1],
    [['rules', 'crd/field-removed'], 2],
    [['waivers', 0], 4],
    [['waivers', 0, 'reason'], 5],
    [['waivers', 1, 'rule'], 6],
    [['waivers', 1, 'missing'], 6],
    [['waivers', 7], 3],
    [['list', 0], 10],
    [['list', 0, 'k'], 10],
  ] as [(string | number)[], number][])('%j is on line %i', (path, line) => {
    expect(lineOfPath(text, path)).toBe(line);
  });

  it('says nothing for text that does not parse or holds no document', () => {
    expect(lineOfPath('a: [', ['a'])).toBeUndefined();
    expect(lineOfPath('', ['a'])).toBeUndefined();
    expect(lineOfPath('---\n', [])).toBeUndefined();
  });

  it('reads the first document only', () => {
    expect(lineOfPath('a: 1\n---\nb: 2\n', ['b'])).toBe(1);
  });
});

describe('LineIndex and lineAt', () => {
  const text = 'a\nbb\n\nccc\n';
  const expected = [1, 1, 2, 2, 2, 3, 4, 4, 4, 4, 5, 5];
  it('agree with counting newlines, in and out of order', () => {
    const index = new LineIndex(text);
    const order = [...expected.keys(), ...[...expected.keys()].reverse(), 7, 1, 10, 0];
    for (const o of order) {
      expect(index.lineOf(o)).toBe(expected[o]);
      expect(lineAt(text, o)).toBe(expected[o]);
    }
  });
});

describe('valueAt', () => {
  const value = { a: { b: [{ c: 1 }, null] }, n: null };
  it.each([
    [['a', 'b', 0, 'c'], 1],
    [['a', 'b', 1], null],
    [['a', 'b', '0'], undefined],
    [['a', 0], undefined],
    [['n', 'x'], undefined],
    [['toString'], undefined],
    [[], value],
  ] as [(string | number)[], unknown][])('%j', (path, want) => {
    expect(valueAt(value, path)).toEqual(want);
  });
});
