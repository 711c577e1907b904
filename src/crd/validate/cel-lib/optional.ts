import { celFunc, celMethod, CelScalar, isCelList, isCelMap, type CelFunc } from '@bufbuild/cel';
import { noOverload, opaque, opaqueOf, type Opaque } from './values.js';

/**
 * cel-go's optional types (Kubernetes 1.28+) as functions: `optional.of`, `optional.none`,
 * `optional.ofNonZeroValue`, `hasValue`, `value`, `orValue`, `or`. The engine's parser has no
 * `?.` / `[?…]` syntax: a rule using it does not parse and is "not checked", named.
 */
export const some = (v: unknown): Opaque => opaque('optional', true, { value: v });
export const none = (): Opaque => opaque('optional', false);

function unwrap(v: unknown): { present: boolean; value?: unknown } {
  const present = opaqueOf(v, 'optional');
  if (present === undefined) throw noOverload('optional');
  return present === true && isCelMap(v) ? { present, value: v.get('value') } : { present: false };
}

const zero = (v: unknown) =>
  v === null ||
  v === 0n ||
  v === 0 ||
  v === '' ||
  v === false ||
  (v instanceof Uint8Array && v.length === 0) ||
  ((isCelList(v) || isCelMap(v)) && v.size === 0);

export const OPTIONAL: CelFunc[] = [
  celFunc('optional.of', [CelScalar.DYN], CelScalar.DYN, (v) => some(v)),
  celFunc('optional.none', [], CelScalar.DYN, () => none()),
  celFunc('optional.ofNonZeroValue', [CelScalar.DYN], CelScalar.DYN, (v) => (zero(v) ? none() : some(v))),
  celMethod('hasValue', CelScalar.DYN, [], CelScalar.BOOL, function () {
    return unwrap(this).present;
  }),
  celMethod('value', CelScalar.DYN, [], CelScalar.DYN, function () {
    const o = unwrap(this);
    if (!o.present) throw new Error('optional.none() dereference');
    return o.value as bigint;
  }),
  celMethod('orValue', CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (d) {
    const o = unwrap(this);
    return (o.present ? o.value : d) as bigint;
  }),
  celMethod('or', CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (other) {
    return (unwrap(this).present ? this : (unwrap(other), other)) as bigint;
  }),
];
