import { celFunc, celMethod, CelScalar, type CelFunc } from '@bufbuild/cel';
import { quantityCompare } from './quantity.js';
import { noOverload, opaque, opaqueOf } from './values.js';

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** `normalize`: blang/semver's tolerant form (a `v` prefix, missing minor/patch, leading zeros). */
function normalized(s: string): string {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(.*)$/.exec(s);
  if (!m) return s;
  const n = (x?: string) => String(Number(x ?? '0'));
  return `${n(m[1])}.${n(m[2])}.${n(m[3])}${m[4]}`;
}

const parse = (s: string) => SEMVER.exec(s);

function partsOf(v: unknown): RegExpExecArray {
  const text = opaqueOf(v, 'semver');
  if (typeof text !== 'string') throw noOverload('semver');
  return parse(text)!;
}

/** Semantic Versioning 2.0 precedence (build metadata ignored). */
function compare(a: RegExpExecArray, b: RegExpExecArray): bigint {
  for (let i = 1; i <= 3; i++) {
    const d = BigInt(a[i]!) - BigInt(b[i]!);
    if (d) return d < 0n ? -1n : 1n;
  }
  const [p, q] = [a[4], b[4]];
  if (p === q) return 0n;
  if (p === undefined) return 1n;
  if (q === undefined) return -1n;
  const [xs, ys] = [p.split('.'), q.split('.')];
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const [x, y] = [xs[i]!, ys[i]!];
    if (x === y) continue;
    const [nx, ny] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    if (nx && ny) return BigInt(x) < BigInt(y) ? -1n : 1n;
    if (nx !== ny) return nx ? -1n : 1n;
    return x < y ? -1n : 1n;
  }
  return xs.length === ys.length ? 0n : xs.length < ys.length ? -1n : 1n;
}

function semver(s: string, normalize: boolean) {
  const text = normalize ? normalized(s) : s;
  if (!parse(text)) throw new Error(`could not parse ${JSON.stringify(s)} as semver`);
  return opaque('semver', text);
}

/** Ordering shared by quantities and semantic versions (one overload per method name in this engine). */
function ordered(a: unknown, b: unknown): bigint {
  const q = quantityCompare(a, b);
  return q !== undefined ? q : compare(partsOf(a), partsOf(b));
}

const part = (name: string, i: number) =>
  celMethod(name, CelScalar.DYN, [], CelScalar.INT, function () {
    return BigInt(partsOf(this)[i]!);
  });

/** k8s.io/apiserver/pkg/cel/library/semverlib.go (Kubernetes 1.33+), and the comparisons it shares with quantity. */
export const SEMVER_LIB: CelFunc[] = [
  celFunc('semver', [CelScalar.STRING], CelScalar.DYN, (s) => semver(s, false)),
  celFunc('semver', [CelScalar.STRING, CelScalar.BOOL], CelScalar.DYN, (s, n) => semver(s, n)),
  celFunc('isSemver', [CelScalar.STRING], CelScalar.BOOL, (s) => parse(s) !== null),
  celFunc(
    'isSemver',
    [CelScalar.STRING, CelScalar.BOOL],
    CelScalar.BOOL,
    (s, n) => parse(n ? normalized(s) : s) !== null,
  ),
  part('major', 1),
  part('minor', 2),
  part('patch', 3),
];

export const ORDERING: CelFunc[] = [
  celMethod('compareTo', CelScalar.DYN, [CelScalar.DYN], CelScalar.INT, function (o) {
    return ordered(this, o);
  }),
  celMethod('isGreaterThan', CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (o) {
    return ordered(this, o) > 0n;
  }),
  celMethod('isLessThan', CelScalar.DYN, [CelScalar.DYN], CelScalar.BOOL, function (o) {
    return ordered(this, o) < 0n;
  }),
];
