/** What the CRD pack reads from `--cluster-state`. */
import { changedCrds } from '../index/changed-crds.js';
import type { Snapshot } from '../sources/snapshot.js';
import { liveMatch } from '../state/evidence.js';
import type { ClusterState } from '../state/types.js';
import { asRecord } from '../values.js';

/** `status.storedVersions` of the live CRD, when the state has it. */
export function liveStoredVersions(state: ClusterState, crdName: string): string[] | undefined {
  const crd = liveMatch(state, 'CustomResourceDefinition', 'apiextensions.k8s.io', '', crdName);
  const stored = crd ? asRecord(crd.value.status).storedVersions : undefined;
  return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : undefined;
}

/**
 * The custom resources a cluster-state export should keep: `group/kind` of every CRD in a head file
 * that the pull request adds or changes (a cheap, file-level superset of the changed CRDs; the pack
 * judges only the CRDs that really changed).
 */
export function changedCrdKinds(base: Snapshot, head: Snapshot): Set<string> {
  const onHead = changedCrds(base.files, head.files).filter((c) => c.side === 'head' && c.apiextensions);
  return new Set(onHead.map((c) => `${c.group}/${c.kind ?? ''}`));
}
