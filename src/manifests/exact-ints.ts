/**
 * Integers a double cannot hold but the API server can. Kubernetes tools send a manifest as JSON
 * (go-yaml, then `json.Marshal`), and the API server decodes every JSON number that parses as an
 * int64 as that int64, any other as a float64 (sigs.k8s.io/json `UnmarshalCaseSensitivePreserveInts`:
 * "falling back to float64 on any parse or overflow error"). So `9007199254740993` is held exactly,
 * where JavaScript reads 9007199254740992.
 *
 * The reader keeps every value a plain JavaScript number (the nearest double, as before: reports,
 * digests, diffs and rules see what they always saw) and records, per document, the exact value of
 * each integer outside ±(2^53−1) that the API server holds as an int64, keyed by its path
 * (`pathKey`). Only custom-resource validation consults that table (crd/validate/exact.ts), and
 * only documents that hold such an integer have one. Integers past int64 are float64 for the API
 * server too: they stay the nearest double, with no entry.
 */
import { PATH_SEP } from './types.js';

/** An integer the API server holds as an int64 that no double holds: a marker while a document is built. */
export class ExactInt {
  constructor(readonly value: bigint) {}
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** How many markers were made so far: a document that made none needs no walk. */
export let exactMade = 0;

/**
 * A YAML integer as the API server holds it: a double when one holds it exactly (or when it is past
 * int64: a float64 there too), else a marker with its exact value.
 */
export function apiInt(n: bigint): number | ExactInt {
  const f = Number(n);
  if (Number.isSafeInteger(f) || n < INT64_MIN || n > INT64_MAX) return f;
  exactMade++;
  return new ExactInt(n);
}

/**
 * A YAML float as the API server holds it. `json.Marshal` writes a float64 below 1e21 in plain
 * digits (shortest round trip, then zeros: what JavaScript's `String` writes too), so an integral
 * one past 2^53 reaches the API server as an integer text, and one within int64 is decoded as the
 * int64 of that text — which may differ from the double's own value.
 */
export function apiFloat(f: number): number | ExactInt {
  if (!Number.isInteger(f) || Number.isSafeInteger(f) || Math.abs(f) >= 1e21) return f;
  const n = BigInt(String(f));
  if (n < INT64_MIN || n > INT64_MAX) return f;
  exactMade++;
  return new ExactInt(n);
}

/** Exact values by path key, relative to the document (or object) root. */
export type ExactInts = ReadonlyMap<string, bigint>;

/**
 * Whether two objects' tables are the same entries in the same order, as their digests hash them
 * (no table and an empty one alike).
 */
export function sameExactInts(a: ExactInts | undefined, b: ExactInts | undefined): boolean {
  if ((a?.size ?? 0) !== (b?.size ?? 0)) return false;
  if (!a || !b) return true;
  const other = b.entries();
  for (const [k, n] of a) {
    const [k2, n2] = other.next().value as [string, bigint];
    if (k !== k2 || n !== n2) return false;
  }
  return true;
}

type Found = [path: string, value: bigint][];

/**
 * Replaces the markers of a built document by their nearest doubles, in place, and returns the
 * table of their exact values (a node reached through several aliases is entered once per path).
 */
export function takeExact(doc: unknown): { value: unknown; exact?: ExactInts } {
  if (doc instanceof ExactInt) return { value: Number(doc.value), exact: new Map([['', doc.value]]) };
  const found = collect(doc, new Map());
  return found.length ? { value: doc, exact: new Map(found) } : { value: doc };
}

function collect(node: unknown, seen: Map<object, Found>): Found {
  if (node === null || typeof node !== 'object') return [];
  const known = seen.get(node);
  if (known) return known;
  const out: Found = [];
  seen.set(node, out);
  const record = node as Record<string, unknown>;
  for (const k of Object.keys(node)) {
    const child = record[k];
    if (child instanceof ExactInt) {
      record[k] = Number(child.value);
      out.push([k, child.value]);
    } else if (child !== null && typeof child === 'object')
      for (const [p, v] of collect(child, seen)) out.push([k + PATH_SEP + p, v]);
  }
  return out;
}

/**
 * The entries of a table under a key prefix (`items<SEP>3`), relative to it: an item of a
 * `kind: List`. Undefined when none is.
 */
export function exactUnder(exact: ExactInts | undefined, prefix: string): ExactInts | undefined {
  if (!exact) return undefined;
  const out = new Map<string, bigint>();
  for (const [k, v] of exact) {
    if (k === prefix) out.set('', v);
    else if (k.startsWith(prefix + PATH_SEP)) out.set(k.slice(prefix.length + 1), v);
  }
  return out.size ? out : undefined;
}

/** A document with its table of exact integers when it has one (most have none: no key at all). */
export function withExact<T extends object>(doc: T, exact: ExactInts | undefined): T & { exact?: ExactInts } {
  return exact ? { ...doc, exact } : doc;
}
