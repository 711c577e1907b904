/** One object read from a `--cluster-state` export: only the kinds the gate uses, cluster fields removed. */
export interface LiveObject {
  apiVersion: string;
  kind: string;
  /** API group ('' for core), from apiVersion. */
  group: string;
  name: string;
  /** metadata.namespace, '' when cluster-scoped. */
  namespace: string;
  /** 1-based line (YAML) of the object in the state file, 0 when unknown (JSON). */
  line: number;
  /** The value as exported, without managedFields, resourceVersion, uid and selfLink. */
  value: Record<string, unknown>;
  /** Exact values of its integers past 2^53 that the API server holds as int64 (manifests/exact-ints.ts). */
  exact?: ReadonlyMap<string, bigint>;
}

/** What the cluster said at export time: evidence for rules, never a source of findings' lines. */
export interface ClusterState {
  /** The file as the user named it (for messages). */
  file: string;
  /** Objects of the wanted kinds, in file order. */
  objects: LiveObject[];
  /** Items of other kinds (or Pods and Deployments without Strimzi labels) that were not read. */
  skipped: number;
  /** Newest `creationTimestamp` / `lastTransitionTime` found anywhere in the file (ISO 8601). */
  newest?: string;
  /**
   * When the file, unmodified, was last committed (ISO 8601, UTC): the export is no newer. Absent
   * for a file outside git, untracked, or changed since its commit (a fresh export over it).
   */
  committed?: string;
}

/** A state file the gate cannot read: where, and why. */
export class StateFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'StateFileError';
  }
}
