import { apiInt, exactUnder, takeExact, type ExactInts } from '../manifests/exact-ints.js';
import { PATH_SEP } from '../manifests/types.js';

/** A digit run long enough to be past 2^53 (16 digits): texts without one are parsed as usual. */
const LONG_DIGITS = /\d{16}/;
const INTEGER = /^-?\d+$/;

type Reviver = (this: unknown, key: string, value: unknown, context?: { source?: string }) => unknown;

/** An integer past ±(2^53−1): its source text, exact (within int64; past it the nearest double). */
const exactInts: Reviver = (_key, value, context) =>
  typeof value === 'number' && !Number.isSafeInteger(value) && context?.source && INTEGER.test(context.source)
    ? apiInt(BigInt(context.source))
    : value;

/**
 * `JSON.parse`, keeping aside the exact value of each integer past ±(2^53−1) that the API server
 * holds as an int64 (`kubectl -o json` writes them exactly; see manifests/exact-ints.ts). The
 * source text of a number comes with the reviver (Node 22 and later).
 */
export function parseJsonExact(text: string): { value: unknown; exact?: ExactInts } {
  if (!LONG_DIGITS.test(text)) return { value: JSON.parse(text) as unknown };
  return takeExact(JSON.parse(text, exactInts as Parameters<typeof JSON.parse>[1]) as unknown);
}

/** The table of item `i` of a JSON state file (an array, a `*List`'s items, or the one object). */
export function itemExact(exact: ExactInts | undefined, root: 'array' | 'list' | 'one', i: number) {
  if (root === 'one') return exact;
  return exactUnder(exact, root === 'array' ? String(i) : `items${PATH_SEP}${i}`);
}
