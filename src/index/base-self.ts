import type { KubeObject } from '../manifests/types.js';
import { objectKey } from './build.js';
import type { Tree } from './types.js';

/** Per pair of trees (base, then head) and duplicated identity: each head copy's base copy. */
const memo = new WeakMap<Tree, WeakMap<Tree, Map<string, Map<KubeObject, KubeObject>>>>();

/** The pairings already made between these two trees, by identity. */
function pairingsOf(base: Tree, head: Tree): Map<string, Map<KubeObject, KubeObject>> {
  let byHead = memo.get(base);
  if (!byHead) memo.set(base, (byHead = new WeakMap()));
  let byIdentity = byHead.get(head);
  if (!byIdentity) byHead.set(head, (byIdentity = new Map()));
  return byIdentity;
}

/**
 * Copies of one identity paired file by file, in order within a file (a file keeps its order); of
 * the copies left, one base copy and one head copy are paired (a file renamed), more are not.
 */
function pairCopies(bases: readonly KubeObject[], heads: readonly KubeObject[]): Map<KubeObject, KubeObject> {
  const byFile = new Map<string, { copies: KubeObject[]; next: number }>();
  for (const b of bases) {
    const f = byFile.get(b.file);
    if (f) f.copies.push(b);
    else byFile.set(b.file, { copies: [b], next: 0 });
  }
  const out = new Map<KubeObject, KubeObject>();
  for (const h of heads) {
    const f = byFile.get(h.file);
    const b = f?.copies[f.next];
    if (!f || !b) continue;
    f.next++;
    out.set(h, b);
  }
  const baseLeft = [...byFile.values()].flatMap((f) => f.copies.slice(f.next));
  const headLeft = heads.filter((h) => !out.has(h));
  if (baseLeft.length === 1 && headLeft.length === 1) out.set(headLeft[0]!, baseLeft[0]!);
  return out;
}

/**
 * The base object that applying the head object `obj` updates: the base object of its identity,
 * or undefined (it creates). Where an identity is defined more than once on either side
 * (`input/duplicate-object`), each head copy is matched with its own base copy — the one in the same
 * file — not with the identity's first base copy: a copy checked as an update from another object
 * would run transition rules against it and call its old problems new.
 */
export function baseSelf(base: Tree, head: Tree, obj: KubeObject): KubeObject | undefined {
  const key = objectKey(obj);
  const heads = head.duplicates.get(key);
  const bases = base.duplicates.get(key);
  if (!heads && !bases) return base.byKey.get(key);
  const made = pairingsOf(base, head);
  let pairs = made.get(key);
  if (!pairs) {
    const first = base.byKey.get(key);
    made.set(key, (pairs = pairCopies(bases ?? (first ? [first] : []), heads ?? [obj])));
  }
  return pairs.get(obj);
}
