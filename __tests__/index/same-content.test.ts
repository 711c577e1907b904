import fc from 'fast-check';
import { pairTrees, buildTree } from '../../src/index/build.js';
import { sameContent } from '../../src/index/same-content.js';
import { digestOf } from '../../src/manifests/kube.js';
import { parseFile } from '../../src/manifests/parse.js';
import type { KubeObject } from '../../src/manifests/types.js';
import type { Snapshot } from '../../src/sources/snapshot.js';

/** An object whose digest is the real one, and counts how often it is asked for. */
function obj(value: Record<string, unknown>, exact?: Map<string, bigint>) {
  const asked = { n: 0 };
  const o = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    group: '',
    version: 'v1',
    name: 'x',
    namespace: '',
    file: 'a.yaml',
    line: 1,
    value,
    positions: new Map(),
    ...(exact ? { exact } : {}),
    get digest() {
      asked.n++;
      return digestOf(value, exact);
    },
  } as KubeObject;
  return { o, asked };
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) => sameContent(obj(a).o, obj(b).o);

describe('sameContent: the digests compared, mostly without computing them', () => {
  it('agrees with the digests on every pair of JSON-like values (keys in order, odd scalars)', () => {
    const scalar = fc.oneof(
      fc.constantFrom(0, -0, 1, 1.5, NaN, Infinity, -Infinity, null, true, false, '', 'null', '0', undefined),
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom('a', 'b'),
    );
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, scalar, tie('arr'), tie('obj')),
      arr: fc.array(tie('v'), { maxLength: 3 }),
      obj: fc.dictionary(fc.constantFrom('a', 'b', 'c', '__proto__'), tie('v'), { maxKeys: 3 }),
    }));
    const pair = fc
      .tuple(value.obj, value.obj)
      .chain(([a, b]) => fc.constantFrom([a, b], [a, structuredClone(a)], [a, { ...a }]));
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const x = a as Record<string, unknown>;
        const y = b as Record<string, unknown>;
        return same(x, y) === (digestOf(x) === digestOf(y));
      }),
      { numRuns: 3000 },
    );
  });

  it('tells key order, non-finite numbers and array holes apart exactly as JSON text does', () => {
    expect(same({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(same({ a: NaN }, { a: null })).toBe(true);
    expect(same({ a: Infinity }, { a: 'null' })).toBe(false);
    expect(same({ a: [undefined] }, { a: [null] })).toBe(true);
    expect(same({ a: undefined, b: 1 }, { b: 1 })).toBe(true);
    expect(same({ a: -0 }, { a: 0 })).toBe(true);
    expect(same({ a: '1' }, { a: 1 })).toBe(false);
  });

  it('a changed pair costs no digest; a value the walk does not mirror falls back to the digests', () => {
    const a = obj({ metadata: { labels: { v: '1' } }, spec: { big: 'x'.repeat(1000) } });
    const b = obj({ metadata: { labels: { v: '2' } }, spec: { big: 'x'.repeat(1000) } });
    expect(sameContent(a.o, b.o)).toBe(false);
    expect(sameContent(a.o, obj(structuredClone(a.o.value)).o)).toBe(true);
    expect(a.asked.n + b.asked.n).toBe(0);
    const d1 = obj({ at: new Date(0) });
    const d2 = obj({ at: new Date(0).toISOString() });
    expect(sameContent(d1.o, d2.o)).toBe(true);
    expect(d1.asked.n + d2.asked.n).toBe(2);
  });

  it('compares the exact integers as the digest hashes them, in order', () => {
    const v = { n: 9007199254740992 };
    const e1 = new Map([['n', 9007199254740993n]]);
    expect(sameContent(obj(v, e1).o, obj({ ...v }, new Map(e1)).o)).toBe(true);
    expect(sameContent(obj(v, e1).o, obj({ ...v }).o)).toBe(false);
    expect(sameContent(obj(v, new Map()).o, obj({ ...v }).o)).toBe(true);
  });

  it('pairs parsed trees as the digests did: a reordered map is a change, a reformatted one is not', () => {
    const tree = (text: string) => {
      const file = parseFile({ path: 'a.yaml', text });
      return buildTree({ root: '/x', files: [] } as unknown as Snapshot, [file]);
    };
    const base = tree(
      'kind: ConfigMap\napiVersion: v1\nmetadata: {name: a}\ndata: {x: "1", y: "2"}\n---\nkind: ConfigMap\napiVersion: v1\nmetadata: {name: b}\ndata: {x: "1"}\n',
    );
    const head = tree(
      'kind: ConfigMap\napiVersion: v1\nmetadata: {name: a}\ndata: {y: "2", x: "1"}\n---\nkind: ConfigMap\napiVersion: v1\nmetadata:\n  name: b\ndata:\n  x: "1"\n',
    );
    expect(pairTrees(base, head).map((p) => [p.key, p.status])).toEqual([
      ['/ConfigMap//a', 'changed'],
      ['/ConfigMap//b', 'unchanged'],
    ]);
  });
});
