import type { KubeObject, ParsedFile, ParseProblem } from '../manifests/types.js';
import type { Snapshot } from '../sources/snapshot.js';
import type { ObjectPair, Tree } from './types.js';

/** Identity of an object: API group (not version), kind, namespace, name. */
export function objectKey(obj: Pick<KubeObject, 'group' | 'kind' | 'namespace' | 'name'>): string {
  return `${obj.group}/${obj.kind}/${obj.namespace}/${obj.name}`;
}

export function buildTree(snapshot: Snapshot, files: ParsedFile[], notes: ParseProblem[] = []): Tree {
  const objects = files.flatMap((f) => f.objects);
  const byKey = new Map<string, KubeObject>();
  const all = new Map<string, KubeObject[]>();
  for (const obj of objects) {
    const key = objectKey(obj);
    const list = all.get(key);
    if (list) list.push(obj);
    else {
      all.set(key, [obj]);
      byKey.set(key, obj);
    }
  }
  const duplicates = new Map<string, KubeObject[]>();
  for (const [key, list] of all) if (list.length > 1) duplicates.set(key, list);
  return { snapshot, files, objects, byKey, duplicates, notes };
}

/** Pairs every identity on either side, sorted by key. Objects without a name are not paired. */
export function pairTrees(base: Tree, head: Tree): ObjectPair[] {
  const keys = new Set<string>();
  for (const k of base.byKey.keys()) keys.add(k);
  for (const k of head.byKey.keys()) keys.add(k);
  const pairs: ObjectPair[] = [];
  for (const key of [...keys].sort()) {
    const b = base.byKey.get(key);
    const h = head.byKey.get(key);
    if (!b && !h) continue;
    if ((b?.name ?? h?.name) === '') continue;
    const status = !b ? 'added' : !h ? 'removed' : b === h || b.digest === h.digest ? 'unchanged' : 'changed';
    pairs.push({ key, base: b, head: h, status });
  }
  return pairs;
}
