import type { KubeObject, ParsedFile, ParseProblem } from '../manifests/types.js';
import type { Snapshot } from '../sources/snapshot.js';

export type PairStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** The same object (group, kind, namespace, name) on the base and head sides. */
export interface ObjectPair {
  /** `group/kind/namespace/name` */
  key: string;
  base?: KubeObject;
  head?: KubeObject;
  status: PairStatus;
}

/** One side, parsed and indexed. */
export interface Tree {
  snapshot: Snapshot;
  files: ParsedFile[];
  /** Every object, in file order. */
  objects: KubeObject[];
  /** First object for each identity key (duplicates are reported by `input/duplicate-object`). */
  byKey: ReadonlyMap<string, KubeObject>;
  /** Every identity key that appears more than once, with all its objects. */
  duplicates: ReadonlyMap<string, KubeObject[]>;
  /** Information about the input that is not a problem (Helm templates skipped, …). */
  notes: ParseProblem[];
}
