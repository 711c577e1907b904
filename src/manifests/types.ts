/** A path inside a document: mapping keys and sequence indexes. */
export type FieldPath = readonly (string | number)[];

export type ScalarStyle = 'plain' | 'single' | 'double' | 'literal' | 'folded';

export interface Position {
  /** 1-based line of the node (for a mapping entry: the line of its key). */
  line: number;
  /** Style of a scalar value; absent for collections. */
  style?: ScalarStyle;
  /** The file that sets the field when it is not the object's own (a kustomize patch). */
  file?: string;
}

/** One Kubernetes object read from a file (a document, or an item of a `kind: List`). */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  /** API group ('' for core), from apiVersion. */
  group: string;
  /** API version part of apiVersion (`v1beta2`). */
  version: string;
  name: string;
  /** metadata.namespace, '' when unset. */
  namespace: string;
  file: string;
  /** 1-based line where the object starts. */
  line: number;
  /** The object's value as Kubernetes would decode it (YAML 1.1 scalars). */
  value: Record<string, unknown>;
  /** Positions of the object's fields, keyed by `pathKey(path)` relative to the object. */
  positions: ReadonlyMap<string, Position>;
  /**
   * Exact values of the integers the API server holds as int64 and `value` only as their nearest
   * double, keyed like `positions` (manifests/exact-ints.ts); absent when there are none.
   */
  exact?: ReadonlyMap<string, bigint>;
  /** Digest of the object's canonical content: equal digests mean nothing changed. */
  digest: string;
  /** The deploy unit that applies it (a kustomization root, a Flux or Argo CD path); absent: the repository. */
  unit?: string;
  /**
   * Where the object comes from when no file of the repository holds it: a chart's file
   * (`crds/x.yaml in chart 1.0.0`, src/charts/); `file` and `line` are then the release's.
   */
  origin?: string;
}

export interface ParseProblem {
  file: string;
  line: number;
  message: string;
}

export interface ParsedFile {
  path: string;
  objects: KubeObject[];
  /** Real errors: the file or one of its documents could not be read. */
  problems: ParseProblem[];
}

export const PATH_SEP = '\u001f';
/** The key of a field path in `KubeObject.positions`. */
export function pathKey(path: FieldPath): string {
  return path.join(PATH_SEP);
}
