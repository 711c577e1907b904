/** Path order (code units, whatever the locale): how snapshots and reports list files. */
export const byPath = (a: { path: string }, b: { path: string }) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0;

/** One side of the comparison: the files of a directory or of a git revision. */
export interface SourceFile {
  /** Path relative to the snapshot root, with `/` separators. */
  path: string;
  /** File content decoded as UTF-8 (a leading BOM removed). */
  text: string;
}

export type SkipReason =
  | 'binary'
  | 'symlink'
  | 'submodule'
  | 'too-large'
  | 'invalid-utf8'
  /** A Git LFS pointer: the manifest's content is not in the repository. */
  | 'lfs-pointer'
  /** Under `node_modules/`, which the gate leaves out by default (reported, never silent). */
  | 'default-exclude'
  /** Left out by an `exclude` glob of the config or the inputs (reported, never silent). */
  | 'excluded';

export interface SkippedFile {
  path: string;
  reason: SkipReason;
  /** Human detail: the size for `too-large`, the byte offset for `invalid-utf8`. */
  detail?: string;
  /**
   * What the file holds, to tell a skip the PR changed from one it did not (`excluded`): the blob
   * id in git, the size in a directory.
   */
  content?: string;
}

export interface Snapshot {
  /** What the user named: a directory path or a git revision. */
  label: string;
  kind: 'dir' | 'git';
  /** Sorted by path. */
  files: SourceFile[];
  /** Files that matched the globs but were not read, sorted by path. */
  skipped: SkippedFile[];
  /**
   * Any file of the side as bytes, read only when asked (a kustomization's generator inputs, which
   * need not be YAML): absent for snapshots made in memory.
   */
  bytes?: FileBytes;
}

/**
 * The files of a side read on demand, whatever their name, as bytes: from the revision's blobs or
 * the directory, under the same size cap as the snapshot; never through a symbolic link.
 */
export interface FileBytes {
  /** A name of the file's content (git blob id, or a hash of the bytes); undefined when there is no such file. */
  idOf(path: string): string | undefined;
  /** The files' bytes, or why one is not given; a path that names no file is left out. */
  read(paths: readonly string[]): Map<string, Buffer | SkippedFile>;
}

export interface SnapshotOptions {
  /** Include globs (picomatch); empty means every file ending in .yaml, .yml or .json. */
  paths: string[];
  /** Exclude globs. */
  exclude: string[];
  /** Per-file size cap in bytes. */
  maxFileSize: number;
}

export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

/**
 * One side of the comparison: a directory read as files, or a git revision of `repo`. Decided by how
 * the user named it (a directory option, or a path written as one), never by whether a path of that
 * name exists in the checkout: a pull request cannot turn a revision into a folder it wrote.
 */
export type Side = { dir: string } | { rev: string };
