import type { KubeObject, ParsedFile, ParseProblem } from '../manifests/types.js';
import type { Snapshot } from '../sources/snapshot.js';
import type { UnreadFiles } from './unread.js';

export type PairStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** The same object (group, kind, namespace, name) on the base and head sides. */
export interface ObjectPair {
  /** `group/kind/namespace/name`, after `unit//` for an object of a deploy unit */
  key: string;
  base?: KubeObject;
  head?: KubeObject;
  status: PairStatus;
}

/** Something not judged as applied; `failed` when it should have been (a render error). */
/**
 * Something a unit applies that was not judged as applied. `failed`: a render failure (it counts);
 * `budget`: not rendered because the run's render budget was spent; `inputs`: the unit's input key.
 */
export type UnrenderedSource = ParseProblem & {
  failed?: boolean;
  budget?: boolean;
  inputs?: string;
  /** The unit failed with parts the gate leaves out (Helm inflation, remote resources): not its own fault. */
  cut?: boolean;
};

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
  /** Information about the input that is not a problem. */
  notes: ParseProblem[];
  /** Kustomizations and components: configuration the gate reads, never objects that are applied. */
  configs: KubeObject[];
  /** Sources that were not judged as applied: Helm templates, remote resources, render failures. */
  unrendered: UnrenderedSource[];
  /** Unchanged files left unparsed (the same on both sides, of kinds nothing reads): said in the report. */
  unread?: UnreadFiles;
  /** Kustomize units of the head side, and how many were left unrendered (the same on both sides, nothing needs them). */
  unrenderedUnits?: { all: number; unrendered: number };
}
