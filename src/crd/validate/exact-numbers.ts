/**
 * Checks on an int64 the API server holds exactly and a double cannot (a `bigint` here, see
 * exact.ts), as kube-openapi's validator makes them (validate/validator.go, values.go):
 * - `minimum`/`maximum`/`multipleOf` are float64 fields of the CRD. A bound that is an integer
 *   within int64 (for an `integer` schema; any bound within int64 for a `number` one, truncated) is
 *   compared with the value as int64s ("native type"); any other bound with the value as a float64.
 * - `multipleOf` as float64s holds when value / factor is an integer JSON can hold (±(2^53−1)).
 * - `enum` converts the value to each enum value's type (int64 ↔ float64) before comparing.
 */
import type { Schema } from '../model.js';
import { deepEqual } from '../equal.js';

const TWO_63 = 2 ** 63;
const MAX_JSON_INT = 2 ** 53 - 1;

/** Whether kube-openapi compares a bound with an int64 value as int64s. */
function native(limit: number, s: Schema): boolean {
  if (!Number.isFinite(limit) || limit < -TWO_63 || limit >= TWO_63) return false;
  return s.type !== 'integer' || Number.isInteger(limit);
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** go-openapi's IsFloat64AJSONInteger: an integral float64 within ±(2^53−1), to 1e-9 relative. */
function jsonInteger(f: number): boolean {
  if (!Number.isFinite(f) || Math.abs(f) > MAX_JSON_INT) return false;
  const g = Math.trunc(f);
  return f === g || Math.abs(f - g) / (Math.abs(f) + Math.abs(g)) < 1e-9;
}

/** Bounds and multipleOf on an exact int64; `invalid` words the message as for any number. */
export function exactBounds(v: bigint, s: Schema, invalid: (should: string) => void): void {
  const min = num(s.minimum);
  const max = num(s.maximum);
  const exMin = s.exclusiveMinimum === true;
  const exMax = s.exclusiveMaximum === true;
  const below = (lim: number) => {
    const n = native(lim, s) ? BigInt(Math.trunc(lim)) : undefined;
    const cmp = n === undefined ? Math.sign(Number(v) - lim) : v < n ? -1 : v > n ? 1 : 0;
    return exMin ? cmp <= 0 : cmp < 0;
  };
  const above = (lim: number) => {
    const n = native(lim, s) ? BigInt(Math.trunc(lim)) : undefined;
    const cmp = n === undefined ? Math.sign(Number(v) - lim) : v < n ? -1 : v > n ? 1 : 0;
    return exMax ? cmp >= 0 : cmp > 0;
  };
  if (min !== undefined && below(min))
    invalid(`greater than ${exMin ? '' : 'or equal to '}${numberText(min)}`);
  if (max !== undefined && above(max)) invalid(`less than ${exMax ? '' : 'or equal to '}${numberText(max)}`);
  const m = num(s.multipleOf);
  if (!m) return;
  const ok =
    Number.isInteger(m) && native(m, s)
      ? v % BigInt(m) === 0n
      : jsonInteger(m < 1 ? (1 / m) * Number(v) : Number(v) / m);
  if (!ok) invalid(`a multiple of ${numberText(m)}`);
}

/** An enum value and a value, equal as kube-openapi's enum check finds them. */
export function enumEqual(e: unknown, v: unknown): boolean {
  if (typeof e !== 'bigint' && typeof v !== 'bigint') return deepEqual(e, v);
  if (typeof e === 'bigint')
    return typeof v === 'bigint'
      ? e === v
      : typeof v === 'number' && Math.abs(v) < TWO_63 && BigInt(Math.trunc(v)) === e;
  return typeof e === 'number' && Number(v) === e;
}

/**
 * A float64 as a message writes it: an integral one past 2^53 with every digit of its exact value
 * (a `maximum: 9223372036854775807` is the float64 9223372036854775808, not "9223372036854776000"),
 * any other as JavaScript writes it.
 */
export function numberText(v: number): string {
  return Number.isInteger(v) && !Number.isSafeInteger(v) && Math.abs(v) < 1e21
    ? BigInt(v).toString()
    : String(v);
}

const RAW = (JSON as unknown as { rawJSON?: (text: string) => unknown }).rawJSON;
const exactDigits = (_k: string, x: unknown) => (typeof x === 'bigint' ? (RAW?.(String(x)) ?? String(x)) : x);

/** JSON text of a value, its exact integers written with all their digits. */
export function jsonOf(v: unknown): string {
  try {
    return JSON.stringify(v);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return JSON.stringify(v, exactDigits);
  }
}
