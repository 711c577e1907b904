import { byKindName, unreadSummary } from '../../src/index/unread.js';

describe('what the unread-files notice names', () => {
  it('kinds in reading order: digit runs by value, the rest by character, whatever the locale', () => {
    const kinds = ['Widget100', 'Widget25', 'Widget3', 'Gadget', 'ConfigMap', 'Widget025', 'Widget'];
    expect([...kinds].sort(byKindName)).toEqual([
      'ConfigMap',
      'Gadget',
      'Widget',
      'Widget3',
      'Widget025',
      'Widget25',
      'Widget100',
    ]);
  });

  it('counts the files and names each kind once', () => {
    const types = (...kinds: string[]) => kinds.map((kind) => ({ apiVersion: 'example.com/v1', kind }));
    expect(
      unreadSummary([
        { index: 0, crd: false, types: types('Widget100', 'Widget25') },
        { index: 4, crd: false, types: types('Widget25', 'ConfigMap') },
      ]),
    ).toMatchObject({ files: 2, kinds: ['ConfigMap', 'Widget25', 'Widget100'] });
    expect(unreadSummary([])).toBeUndefined();
  });
});
