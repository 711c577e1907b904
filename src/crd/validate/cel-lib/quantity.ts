import { celFunc, celMethod, CelScalar, type CelFunc } from '@bufbuild/cel';
import { QUANTITY_RE as QUANTITY } from '../formats.js';
import { noOverload, opaque, opaqueOf } from './values.js';

/** An exact rational `n / d` (d > 0, reduced). */
interface Ratio {
  n: bigint;
  d: bigint;
}

const DECIMAL: Record<string, number> = { n: -9, u: -6, m: -3, '': 0, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
const BINARY: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function ratio(n: bigint, d: bigint): Ratio {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

/** Parses a quantity as k8s.io/apimachinery resource.ParseQuantity; undefined when it is not one. */
export function parseQuantity(s: string): Ratio | undefined {
  const m = QUANTITY.exec(s);
  if (!m) return undefined;
  const [whole = '', frac = ''] = m[1]!.replace(/^[+-]/, '').split('.');
  const sign = m[1]!.startsWith('-') ? -1n : 1n;
  let n = sign * BigInt(`${whole}${frac}` || '0');
  let d = 10n ** BigInt(frac.length);
  const suffix = m[2] ?? '';
  if (suffix in BINARY) n *= 2n ** BigInt(BINARY[suffix]!);
  else {
    const exp = suffix in DECIMAL ? DECIMAL[suffix]! : Number(suffix.slice(1));
    if (Math.abs(exp) > 1000) return undefined;
    if (exp >= 0) n *= 10n ** BigInt(exp);
    else d *= 10n ** BigInt(-exp);
  }
  return ratio(n, d);
}

const quantity = (r: Ratio) => opaque('quantity', `${r.n}/${r.d}`);
function ratioOf(v: unknown): Ratio {
  const c = opaqueOf(v, 'quantity');
  if (typeof c !== 'string') throw noOverload('quantity');
  const [n, d] = c.split('/');
  return { n: BigInt(n!), d: BigInt(d!) };
}
const cmp = (a: Ratio, b: Ratio) => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1n : x > 0n ? 1n : 0n;
};
const operand = (v: unknown): Ratio => (typeof v === 'bigint' ? { n: v, d: 1n } : ratioOf(v));
const MAX_INT = 9223372036854775807n;

/** k8s.io/apiserver/pkg/cel/library/quantity.go (Kubernetes 1.28+). */
export const QUANTITY_LIB: CelFunc[] = [
  celFunc('quantity', [CelScalar.STRING], CelScalar.DYN, (s) => {
    const r = parseQuantity(s);
    if (!r)
      throw new Error(
        `quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'`,
      );
    return quantity(r);
  }),
  celFunc('isQuantity', [CelScalar.STRING], CelScalar.BOOL, (s) => parseQuantity(s) !== undefined),
  celMethod('sign', CelScalar.DYN, [], CelScalar.INT, function () {
    const r = ratioOf(this);
    return r.n < 0n ? -1n : r.n > 0n ? 1n : 0n;
  }),
  celMethod('isInteger', CelScalar.DYN, [], CelScalar.BOOL, function () {
    const r = ratioOf(this);
    return r.d === 1n && r.n <= MAX_INT && r.n >= -MAX_INT - 1n;
  }),
  celMethod('asInteger', CelScalar.DYN, [], CelScalar.INT, function () {
    const r = ratioOf(this);
    if (r.d !== 1n || r.n > MAX_INT || r.n < -MAX_INT - 1n)
      throw new Error('cannot convert value to integer');
    return r.n;
  }),
  celMethod('asApproximateFloat', CelScalar.DYN, [], CelScalar.DOUBLE, function () {
    const r = ratioOf(this);
    return Number(r.n) / Number(r.d);
  }),
  celMethod('add', CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (o) {
    const [a, b] = [ratioOf(this), operand(o)];
    return quantity(ratio(a.n * b.d + b.n * a.d, a.d * b.d));
  }),
  celMethod('sub', CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (o) {
    const [a, b] = [ratioOf(this), operand(o)];
    return quantity(ratio(a.n * b.d - b.n * a.d, a.d * b.d));
  }),
];

/** `isGreaterThan` / `isLessThan` are shared with the semver library: one overload each, by type. */
export function quantityCompare(a: unknown, b: unknown): bigint | undefined {
  return opaqueOf(a, 'quantity') === undefined ? undefined : cmp(ratioOf(a), ratioOf(b));
}
