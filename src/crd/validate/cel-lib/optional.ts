import {
  celFunc,
  celMap,
  celMethod,
  CelScalar,
  isCelList,
  isCelMap,
  type CelFunc,
  type CelInput,
} from '@bufbuild/cel';
import { OPT_ELEM, OPT_ENTRY } from '../cel-optional-entries.js';
import { OPT_HAS, OPT_INDEX, OPT_SELECT } from '../cel-optional-syntax.js';
import { noOverload, opaque, opaqueOf, type Opaque } from './values.js';

/**
 * cel-go's optional types (Kubernetes 1.28+) as functions: `optional.of`, `optional.none`,
 * `optional.ofNonZeroValue`, `hasValue`, `value`, `orValue`, `or`. The engine's parser has no
 * `.?` / `[?…]` syntax: cel-optional-syntax.ts rewrites it into the two methods below.
 */
export const some = (v: unknown): Opaque => opaque('optional', true, { value: v });
export const none = (): Opaque => opaque('optional', false);

/** Whether an optional holds a value, and which; anything else is "no such overload". */
export function unwrap(v: unknown): { present: boolean; value?: unknown } {
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

/**
 * One optional step (`x.?f`, `x[?k]`, or a plain step after one): `none` stays `none`; on a map,
 * the entry by key or `none`; on a list, the item by index or `none`; on anything else the API
 * server's "no such key" (cel-spec optionals: map_present_key_invalid_field).
 */
function optionalStep(on: unknown, key: unknown): Opaque {
  const from = opaqueOf(on, 'optional') === undefined ? { present: true, value: on } : unwrap(on);
  if (!from.present) return none();
  const v = from.value;
  if (isCelMap(v)) return v.has(key as string) ? some(v.get(key as string)) : none();
  if (isCelList(v) && typeof key === 'bigint')
    return key >= 0n && key < BigInt(v.size) ? some(v.get(Number(key))) : none();
  throw new Error(`no such key: ${String(key)}`);
}

/**
 * `has(x.?a.b)`: the presence of `b` on what the chain holds. An absent chain is absent; a presence
 * test on a value that is not a map or object is false, as cel-go's test-only qualifier answers.
 */
function presence(on: unknown, key: string): boolean {
  const from = opaqueOf(on, 'optional') === undefined ? { present: true, value: on } : unwrap(on);
  return from.present && isCelMap(from.value) && opaqueOf(from.value, 'optional') === undefined
    ? from.value.has(key)
    : false;
}

export const OPTIONAL: CelFunc[] = [
  celMethod(OPT_HAS, CelScalar.DYN, [CelScalar.STRING], CelScalar.BOOL, function (f) {
    return presence(this, f);
  }),
  // `[?x]` and `{?k: v}` (cel-optional-entries.ts): the element or entry when `x` / `v` is present.
  celFunc(OPT_ELEM, [CelScalar.DYN], CelScalar.DYN, (o) => {
    const v = unwrap(o);
    return (v.present ? [v.value] : []) as unknown as bigint;
  }),
  celFunc(OPT_ENTRY, [CelScalar.DYN, CelScalar.DYN, CelScalar.DYN], CelScalar.DYN, (m, k, o) => {
    if (!isCelMap(m)) throw noOverload(OPT_ENTRY);
    const v = unwrap(o);
    if (!v.present) return m as unknown as bigint;
    if (m.has(k as string)) throw new Error(`Failed with repeated key: ${String(k)}`);
    return celMap(new Map([...m, [k, v.value]]) as Map<string, CelInput>) as unknown as bigint;
  }),
  celMethod(OPT_SELECT, CelScalar.DYN, [CelScalar.STRING], CelScalar.DYN, function (f) {
    return optionalStep(this, f);
  }),
  celMethod(OPT_INDEX, CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (k) {
    return optionalStep(this, k);
  }),
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
