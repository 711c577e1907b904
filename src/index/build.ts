import type { KubeObject, ParsedFile, ParseProblem } from '../manifests/types.js';
import type { Snapshot } from '../sources/snapshot.js';
import { isClusterScoped } from '../units/transform.js';
import { sameContent } from './same-content.js';
import type { ObjectPair, Tree, UnrenderedSource } from './types.js';

/** Identity of an object: API group (not version), kind, namespace, name. */
export function bareKey(obj: Pick<KubeObject, 'group' | 'kind' | 'namespace' | 'name'>): string {
  return `${obj.group}/${obj.kind}/${obj.namespace}/${obj.name}`;
}

/** Identity of an object in its deploy unit: the same name in staging and in prod are two objects. */
export function objectKey(obj: Pick<KubeObject, 'group' | 'kind' | 'namespace' | 'name' | 'unit'>): string {
  return obj.unit === undefined ? bareKey(obj) : `${obj.unit}//${bareKey(obj)}`;
}

/** A side read as deploy units (src/units): what is applied, and what is configuration. */
export interface AppliedObjects {
  objects: KubeObject[];
  configs: KubeObject[];
  unrendered: UnrenderedSource[];
  /** The cluster a deploy unit targets, when the repository says. */
  clusterOf?: ReadonlyMap<string, string>;
}

/**
 * Cluster-scoped objects (CRDs, ClusterRoles, …) that two units targeting the same cluster both
 * apply: one cluster, one object, two owners.
 */
function sharedClusterScoped(objects: readonly KubeObject[], clusterOf: ReadonlyMap<string, string>) {
  const groups = new Map<string, KubeObject[]>();
  for (const obj of objects) {
    const cluster = obj.unit === undefined ? undefined : clusterOf.get(obj.unit);
    if (cluster === undefined || !isClusterScoped(obj.kind)) continue;
    const key = `cluster ${cluster}//${bareKey(obj)}`;
    groups.set(key, [...(groups.get(key) ?? []), obj]);
  }
  return [...groups].filter(([, list]) => new Set(list.map((o) => o.unit)).size > 1);
}

export function buildTree(
  snapshot: Snapshot,
  files: ParsedFile[],
  notes: ParseProblem[] = [],
  applied?: AppliedObjects,
): Tree {
  const objects = applied ? applied.objects : files.flatMap((f) => f.objects);
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
  if (applied?.clusterOf)
    for (const [key, list] of sharedClusterScoped(objects, applied.clusterOf)) duplicates.set(key, list);
  return {
    snapshot,
    files,
    objects,
    byKey,
    duplicates,
    notes,
    configs: applied?.configs ?? [],
    unrendered: applied?.unrendered ?? [],
  };
}

/**
 * An object that moved to another deploy unit (a folder renamed, an overlay split) is the same
 * object, not a removal and an addition: leftovers that match on identity alone, one on each side.
 */
function pairAcrossUnits(pairs: ObjectPair[]): ObjectPair[] {
  const removed = new Map<string, ObjectPair[]>();
  const added = new Map<string, ObjectPair[]>();
  for (const p of pairs) {
    const into = p.status === 'removed' ? removed : p.status === 'added' ? added : undefined;
    const obj = p.base ?? p.head;
    if (!into || obj?.unit === undefined) continue;
    const k = bareKey(obj);
    into.set(k, [...(into.get(k) ?? []), p]);
  }
  const merged = new Set<ObjectPair>();
  const out: ObjectPair[] = [];
  for (const [k, [gone, ...moreGone]] of removed) {
    const [come, ...moreCome] = added.get(k) ?? [];
    if (!gone || !come || moreGone.length || moreCome.length) continue;
    merged.add(gone).add(come);
    const b = gone.base!;
    const h = come.head!;
    out.push({ key: come.key, base: b, head: h, status: sameContent(b, h) ? 'unchanged' : 'changed' });
  }
  if (!merged.size) return pairs;
  return [...pairs.filter((p) => !merged.has(p)), ...out].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
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
    const status = !b ? 'added' : !h ? 'removed' : sameContent(b, h) ? 'unchanged' : 'changed';
    pairs.push({ key, base: b, head: h, status });
  }
  return pairAcrossUnits(pairs);
}
