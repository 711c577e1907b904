/** What the CRD pack reads from `--cluster-state`. */
import { liveMatch } from '../state/evidence.js';
import type { ClusterState } from '../state/types.js';
import { asRecord } from '../values.js';

/** `status.storedVersions` of the live CRD, when the state has it. */
export function liveStoredVersions(state: ClusterState, crdName: string): string[] | undefined {
  const crd = liveMatch(state, 'CustomResourceDefinition', 'apiextensions.k8s.io', '', crdName);
  const stored = crd ? asRecord(crd.value.status).storedVersions : undefined;
  return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : undefined;
}
