/**
 * Whether two objects have the same digest (manifests/kube.ts `digestOf`: the SHA-1 of
 * `JSON.stringify(value)` and of the exact integers), decided without hashing where it can be: both
 * values are walked in the order `JSON.stringify` writes them, and the first place their JSON text
 * would differ decides "changed"; a walk that ends with nothing different decides "unchanged". A
 * neighbouring release changes nearly every object near its top (a version label), so most pairs
 * cost a few comparisons instead of serialising and hashing both sides. Anything the walk does not
 * mirror exactly (a `toJSON`, a bigint, a boxed value, a very deep value) falls back to the digests.
 */
import { sameExactInts } from '../manifests/exact-ints.js';
import type { KubeObject } from '../manifests/types.js';
import { isPlainContainer } from '../values.js';

/** What the walk found: the JSON texts differ, are equal, or it cannot tell (use the digests). */
const DIFFERENT = 0;
const EQUAL = 1;
const UNKNOWN = 2;
type Verdict = typeof DIFFERENT | typeof EQUAL | typeof UNKNOWN;

/** Deeper than this the digests decide (and a cyclic value is theirs to refuse, as before). */
const MAX_DEPTH = 200;

/** `JSON.stringify` leaves these out of an object, and writes them as `null` in an array. */
const skipped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** A scalar as the JSON text it becomes: non-finite numbers are written as `null`. */
const scalar = (v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v);

/** A value the walk mirrors: a plain array or object without `toJSON`, or a JSON scalar. */
function plain(v: unknown): boolean {
  if (v === null) return true;
  const t = typeof v;
  if (t === 'string' || t === 'number' || t === 'boolean') return true;
  return t === 'object' && !('toJSON' in (v as object)) && isPlainContainer(v as object);
}

function compare(a: unknown, b: unknown, depth: number): Verdict {
  if (!plain(a) || !plain(b) || depth > MAX_DEPTH) return UNKNOWN;
  const ao = typeof a === 'object' && a !== null;
  const bo = typeof b === 'object' && b !== null;
  if (!ao || !bo) return !ao && !bo && scalar(a) === scalar(b) ? EQUAL : DIFFERENT;
  if (a === b) return EQUAL;
  const aa = Array.isArray(a);
  if (aa !== Array.isArray(b)) return DIFFERENT;
  return aa ? arrays(a as unknown[], b as unknown[], depth) : objects(a, b, depth);
}

function arrays(a: unknown[], b: unknown[], depth: number): Verdict {
  if (a.length !== b.length) return DIFFERENT;
  for (let i = 0; i < a.length; i++) {
    const x = skipped(a[i]) ? null : a[i];
    const y = skipped(b[i]) ? null : b[i];
    const v = compare(x, y, depth + 1);
    if (v !== EQUAL) return v;
  }
  return EQUAL;
}

/** Own enumerable keys in order (as `JSON.stringify` writes them), the skipped ones left out. */
function written(o: Record<string, unknown>): string[] {
  const keys = Object.keys(o);
  return keys.some((k) => skipped(o[k])) ? keys.filter((k) => !skipped(o[k])) : keys;
}

function objects(a: object, b: object, depth: number): Verdict {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const ka = written(x);
  const kb = written(y);
  if (ka.length !== kb.length) return DIFFERENT;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return DIFFERENT;
  for (const k of ka) {
    const v = compare(x[k], y[k], depth + 1);
    if (v !== EQUAL) return v;
  }
  return EQUAL;
}

/** `a.digest === b.digest`, mostly without computing either. */
export function sameContent(a: KubeObject, b: KubeObject): boolean {
  if (a === b) return true;
  const v = sameExactInts(a.exact, b.exact) ? compare(a.value, b.value, 0) : DIFFERENT;
  return v === UNKNOWN ? a.digest === b.digest : v === EQUAL;
}
