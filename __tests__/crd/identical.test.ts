import { identical } from '../../src/crd/equal.js';

describe('identical: values a pure function cannot tell apart', () => {
  it('holds for copies, whatever realm made them', () => {
    const v = { a: [1, 'x', null, { b: true }], c: { d: -1.5 } };
    expect(identical(v, structuredClone(v))).toBe(true);
    expect(identical(v, JSON.parse(JSON.stringify(v)))).toBe(true);
    expect(identical([1n, 'k'], [1n, 'k'])).toBe(true);
  });

  it('tells apart what JSON text or deepEqual would not', () => {
    expect(identical({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false); // key order
    expect(identical({ a: NaN }, { a: null })).toBe(false);
    expect(identical({ a: NaN }, { a: NaN })).toBe(true);
    expect(identical({ a: -0 }, { a: 0 })).toBe(false);
    expect(identical({ a: undefined }, {})).toBe(false);
    // eslint-disable-next-line no-sparse-arrays
    expect(identical([1, , 3], [1, undefined, 3])).toBe(false);
    expect(identical(Object.create(null), {})).toBe(false);
    expect(identical([], {})).toBe(false);
    expect(identical({ at: new Date(0) }, { at: new Date(0) })).toBe(false); // not plain: only itself
    expect(identical(1n, 1)).toBe(false);
  });
});
