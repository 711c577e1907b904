import { celMethod, CelScalar, listType, type CelFunc, type CelList } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';

/** Orders CEL scalars of one kind (numbers, bigints, strings). */
const cmp = (a: unknown, b: unknown): number => (a === b ? 0 : (a as number) < (b as number) ? -1 : 1);
const items = (l: CelList) => [...l];
const DYN_LIST = listType(CelScalar.DYN);

/**
 * The Kubernetes CEL list library functions CRDs use (isSorted, sum, min, max, indexOf, lastIndexOf),
 * plus cel-go's strings extension (lowerAscii, upperAscii, split, join, replace, trim, …).
 * Anything else is reported as unsupported, never silently passed.
 */
export const KUBERNETES_CEL_FUNCS: CelFunc[] = [
  ...strings,
  celMethod('isSorted', DYN_LIST, [], CelScalar.BOOL, function () {
    const xs = items(this);
    return xs.every((x, i) => i === 0 || cmp(xs[i - 1], x) <= 0);
  }),
  celMethod('sum', DYN_LIST, [], CelScalar.DYN, function () {
    const xs = items(this);
    if (xs.length === 0) return 0n;
    return xs.reduce((a, b) =>
      typeof a === 'bigint' ? (a as bigint) + (b as bigint) : (a as number) + (b as number),
    );
  }),
  celMethod('min', DYN_LIST, [], CelScalar.DYN, function () {
    return items(this).reduce((a, b) => (cmp(a, b) <= 0 ? a : b));
  }),
  celMethod('max', DYN_LIST, [], CelScalar.DYN, function () {
    return items(this).reduce((a, b) => (cmp(a, b) >= 0 ? a : b));
  }),
  celMethod('indexOf', DYN_LIST, [CelScalar.DYN], CelScalar.INT, function (x) {
    return BigInt(items(this).findIndex((y) => y === x));
  }),
  celMethod('lastIndexOf', DYN_LIST, [CelScalar.DYN], CelScalar.INT, function (x) {
    const xs = items(this);
    for (let i = xs.length - 1; i >= 0; i--) if (xs[i] === x) return BigInt(i);
    return -1n;
  }),
];
