/**
 * Values as the API server holds them where a double cannot: an integer the reader recorded as
 * exact (manifests/exact-ints.ts: int64, outside ±(2^53−1)) becomes a `bigint` in the copy that
 * validation, defaulting and CEL see. Everything else keeps its reading; a resource or CRD with no
 * such integer is returned as it is (no copy).
 */
import type { KubeObject } from '../../manifests/types.js';
import { PATH_SEP, pathKey } from '../../manifests/types.js';
import type { CrdVersion, Schema } from '../model.js';

/** `root` with each entry of `exact` (path key relative to `root` → value) set, ancestors copied. */
function withExact(root: unknown, entries: Iterable<[string[], bigint]>): unknown {
  const copies = new Set<object>();
  const own = (x: object): Record<string, unknown> => {
    if (copies.has(x)) return x as Record<string, unknown>;
    const c = (Array.isArray(x) ? [...(x as unknown[])] : { ...x }) as Record<string, unknown>;
    copies.add(c);
    return c;
  };
  let top: unknown = root;
  for (const [path, n] of entries) {
    if (path.length === 0) {
      top = n;
      continue;
    }
    if (top !== null && typeof top === 'object')
      setAt((top = own(top)) as Record<string, unknown>, path, n, own);
  }
  return top;
}

/** Sets the double of `n` found at `path` (copying the containers on the way) to `n`; anything else is left. */
function setAt(
  top: Record<string, unknown>,
  path: string[],
  n: bigint,
  own: (x: object) => Record<string, unknown>,
): void {
  let node = top;
  for (const k of path.slice(0, -1)) {
    const child = Object.hasOwn(node, k) ? node[k] : undefined;
    if (child === null || typeof child !== 'object') return;
    const copy = own(child);
    put(node, k, copy);
    node = copy;
  }
  const last = path[path.length - 1]!;
  // Only over the double it was read as: a value rewritten since (a patch) keeps its own.
  if (Object.hasOwn(node, last) && node[last] === Number(n)) put(node, last, n);
}

/** An own property, whatever its name (`__proto__` included). */
const put = (o: object, k: string, v: unknown) =>
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });

const split = (key: string) => (key === '' ? [] : key.split(PATH_SEP));

const values = new WeakMap<KubeObject, unknown>();

/** An object's value with its exact integers as bigints (cached per object); its value when it has none. */
export function exactValue(obj: KubeObject): unknown {
  if (!obj.exact) return obj.value;
  let v = values.get(obj);
  if (v === undefined)
    values.set(
      obj,
      (v = withExact(
        obj.value,
        [...obj.exact].map(([k, n]) => [split(k), n]),
      )),
    );
  return v;
}

/** Keywords whose value is a schema, and those whose value is a list or map of schemas. */
const SCHEMA_AT = new Set(['items', 'additionalProperties', 'not', 'additionalItems']);
const SCHEMAS_IN = new Set(['properties', 'allOf', 'anyOf', 'oneOf', 'patternProperties', 'definitions']);

/**
 * Whether a path inside a schema ends inside a `default` or an `enum` value: those the API server
 * decodes preserving int64 (apiextensions JSON), where `minimum`, `maximum` and `multipleOf` are
 * float64 fields and keep the nearest double.
 */
function inValue(path: string[]): boolean {
  for (let i = 0; i < path.length; i++) {
    const k = path[i]!;
    if (k === 'default' || k === 'enum') return true;
    if (SCHEMAS_IN.has(k)) i++;
    else if (!SCHEMA_AT.has(k)) return false;
  }
  return false;
}

const schemas = new WeakMap<CrdVersion, Schema | undefined>();

/**
 * A version's schema with the exact integers of its `default` and `enum` values as bigints (cached
 * per version); undefined when it has none.
 */
export function exactSchema(crdObj: KubeObject, version: CrdVersion): Schema | undefined {
  if (!crdObj.exact || !version.schema) return undefined;
  if (schemas.has(version)) return schemas.get(version);
  const prefix = pathKey(version.schemaPath) + PATH_SEP;
  const entries: [string[], bigint][] = [];
  for (const [k, n] of crdObj.exact) {
    if (!k.startsWith(prefix)) continue;
    const path = split(k.slice(prefix.length));
    if (inValue(path)) entries.push([path, n]);
  }
  const schema = entries.length ? (withExact(version.schema, entries) as Schema) : undefined;
  schemas.set(version, schema);
  return schema;
}
