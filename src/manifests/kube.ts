import { crypto } from '../builtins.js';
import { PATH_SEP, type KubeObject, type Position } from './types.js';
import { isRecord } from '../values.js';
import { exactUnder, type ExactInts } from './exact-ints.js';

/**
 * Digest of an object's content: its value, and the exact integers it holds past 2^53 (two objects
 * whose values differ only there are not the same object).
 */
export function digestOf(value: unknown, exact?: ExactInts): string {
  const h = crypto()
    .createHash('sha1')
    .update(JSON.stringify(value) ?? '');
  if (exact) for (const [k, n] of exact) h.update(`\u0000${k}\u0000${n}`);
  return h.digest('hex');
}

function splitApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.lastIndexOf('/');
  return slash < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

function makeObject(
  file: string,
  value: Record<string, unknown>,
  positions: ReadonlyMap<string, Position>,
  line: number,
  exact: ExactInts | undefined,
): KubeObject {
  const apiVersion = value.apiVersion as string;
  const meta = isRecord(value.metadata) ? value.metadata : {};
  const name =
    typeof meta.name === 'string'
      ? meta.name
      : typeof meta.generateName === 'string'
        ? meta.generateName
        : '';
  let digest: string | undefined;
  return {
    apiVersion,
    kind: value.kind as string,
    ...splitApiVersion(apiVersion),
    name,
    namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
    file,
    line,
    value,
    positions,
    ...(exact ? { exact } : {}),
    // On first use: an object of a file that is the same on both sides is one object, paired
    // with itself, so most objects of a large repo never need one.
    get digest() {
      return (digest ??= digestOf(value, exact));
    },
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  isRecord(v) && typeof v.apiVersion === 'string' && typeof v.kind === 'string';

/** apiVersion and kind for documents that may omit them (a `kustomization.yaml`). */
export interface TypeDefaults {
  apiVersion: string;
  kind: string;
}

/** A document's Kubernetes objects: itself, or the items of a `kind: List` (`*List`). */
export function toKubeObjects(
  file: string,
  doc: unknown,
  positions: ReadonlyMap<string, Position>,
  line: number,
  defaults?: TypeDefaults,
  exact?: ExactInts,
): KubeObject[] {
  const value =
    defaults && isRecord(doc) && (doc.apiVersion === undefined || doc.kind === undefined)
      ? { ...doc, apiVersion: doc.apiVersion ?? defaults.apiVersion, kind: doc.kind ?? defaults.kind }
      : doc;
  if (!isObject(value)) return [];
  if (/List$/.test(value.kind as string) && Array.isArray(value.items)) {
    // One pass over the positions, bucketed by item, so a large List costs linear time.
    const buckets = new Map<number, Map<string, Position>>();
    const prefix = `items${PATH_SEP}`;
    for (const [k, pos] of positions) {
      if (!k.startsWith(prefix)) continue;
      const sep = k.indexOf(PATH_SEP, prefix.length);
      const index = Number(sep < 0 ? k.slice(prefix.length) : k.slice(prefix.length, sep));
      let own = buckets.get(index);
      if (!own) buckets.set(index, (own = new Map()));
      own.set(sep < 0 ? '' : k.slice(sep + 1), pos);
    }
    const out: KubeObject[] = [];
    value.items.forEach((item: unknown, i: number) => {
      if (!isObject(item)) return;
      const own = buckets.get(i) ?? new Map<string, Position>();
      const ints = exactUnder(exact, `${prefix}${i}`);
      out.push(makeObject(file, item, own, own.get('')?.line ?? line, ints));
    });
    return out;
  }
  return [makeObject(file, value, positions, line, exact)];
}
