import { celFunc, celMethod, CelScalar, listType, type CelFunc, type CelList } from '@bufbuild/cel';
import { celCompare, celEquals } from './values.js';

const LIST = listType(CelScalar.DYN);
const items = (l: CelList) => [...l];

function add(a: unknown, b: unknown): unknown {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    const s = a + b;
    if (s > 9223372036854775807n || s < -9223372036854775808n) throw new Error('integer overflow');
    return s;
  }
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  throw new Error('no such overload: sum');
}

/** k8s.io/apiserver/pkg/cel/library/lists.go (every version): isSorted, sum, min, max, indexOf, lastIndexOf. */
export const LISTS: CelFunc[] = [
  celMethod('isSorted', LIST, [], CelScalar.BOOL, function () {
    const xs = items(this);
    return xs.every((x, i) => i === 0 || celCompare(xs[i - 1], x) <= 0);
  }),
  celMethod('sum', LIST, [], CelScalar.DYN, function () {
    const xs = items(this);
    return xs.length === 0 ? 0n : (xs.reduce((a, b) => add(a, b) as bigint) as bigint);
  }),
  celMethod('min', LIST, [], CelScalar.DYN, function () {
    const xs = items(this);
    if (!xs.length) throw new Error('min called on empty list');
    return xs.reduce((a, b) => (celCompare(a, b) <= 0 ? a : b)) as bigint;
  }),
  celMethod('max', LIST, [], CelScalar.DYN, function () {
    const xs = items(this);
    if (!xs.length) throw new Error('max called on empty list');
    return xs.reduce((a, b) => (celCompare(a, b) >= 0 ? a : b)) as bigint;
  }),
  celMethod('indexOf', LIST, [CelScalar.DYN], CelScalar.INT, function (x) {
    return BigInt(items(this).findIndex((y) => celEquals(y, x)));
  }),
  celMethod('lastIndexOf', LIST, [CelScalar.DYN], CelScalar.INT, function (x) {
    const xs = items(this);
    for (let i = xs.length - 1; i >= 0; i--) if (celEquals(xs[i], x)) return BigInt(i);
    return -1n;
  }),
];

const has = (l: CelList, x: unknown) => items(l).some((y) => celEquals(x, y));

/** cel-go ext.Sets (Kubernetes 1.29+): sets.contains, sets.equivalent, sets.intersects. */
export const SETS: CelFunc[] = [
  celFunc('sets.contains', [LIST, LIST], CelScalar.BOOL, (a, b) => items(b).every((x) => has(a, x))),
  celFunc(
    'sets.equivalent',
    [LIST, LIST],
    CelScalar.BOOL,
    (a, b) => items(b).every((x) => has(a, x)) && items(a).every((x) => has(b, x)),
  ),
  celFunc('sets.intersects', [LIST, LIST], CelScalar.BOOL, (a, b) => items(a).some((x) => has(b, x))),
];
