import type { ClusterState, LiveObject } from './types.js';
import { asRecord } from '../values.js';

/** A scalar as a string (numbers too, as YAML reads `1.0` unquoted), else undefined. */
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
export const labels = (o: LiveObject) => asRecord(asRecord(o.value.metadata).labels);
export const annotations = (o: LiveObject) => asRecord(asRecord(o.value.metadata).annotations);

interface Index {
  byKind: Map<string, LiveObject[]>;
}
const indexes = new WeakMap<ClusterState, Index>();

function indexOf(state: ClusterState): Index {
  let ix = indexes.get(state);
  if (!ix) {
    const byKind = new Map<string, LiveObject[]>();
    for (const o of state.objects) {
      const list = byKind.get(o.kind) ?? [];
      list.push(o);
      byKind.set(o.kind, list);
    }
    ix = { byKind };
    indexes.set(state, ix);
  }
  return ix;
}

/** The live objects of one kind, in file order. */
export const ofKind = (state: ClusterState, kind: string) => indexOf(state).byKind.get(kind) ?? [];

/**
 * The live object with this identity. Files often leave the namespace to kustomize or Argo CD: a
 * base object without one matches the only live object of that name.
 */
export function liveMatch(
  state: ClusterState,
  kind: string,
  group: string,
  namespace: string,
  name: string,
): LiveObject | undefined {
  const same = ofKind(state, kind).filter((o) => o.group === group && o.name === name);
  const exact = same.find((o) => o.namespace === namespace);
  if (exact) return exact;
  return namespace === '' && same.length === 1 ? same[0] : undefined;
}
