import { isPlainContainer } from '../values.js';

/** Structural equality of JSON-like values, without allocating (the schema diff's hot path). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Whether two values are indistinguishable to a pure function of them: the same scalars
 * (`Object.is`: NaN is NaN, -0 is not 0), the same keys in the same order (undefined values
 * included), the same kinds of container. Anything but a plain array or object is identical only
 * to itself.
 */
export function identical(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (!isPlainContainer(a) || !isPlainContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  if ((Object.getPrototypeOf(a) === null) !== (Object.getPrototypeOf(b) === null)) return false;
  if (Array.isArray(a) && a.length !== (b as unknown[]).length) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return false;
  for (const k of ka)
    if (!identical((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}
