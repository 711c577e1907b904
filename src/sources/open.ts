import { existsSync, statSync } from 'node:fs';
import { readDirectorySnapshot } from './directory.js';
import { readGitSnapshot } from './git.js';
import type { Snapshot, SnapshotOptions } from './snapshot.js';

export { readFileAtRevision } from './git.js';

/** Whether a `--base`/`--head` value names a directory (read as files) rather than a git revision. */
export const isDirectorySide = (spec: string): boolean => existsSync(spec) && statSync(spec).isDirectory();

/** A `--base`/`--head` value: an existing directory is read as a directory, else as a revision of `repo`. */
export function openSnapshot(spec: string, repo: string, opts: SnapshotOptions): Promise<Snapshot> {
  if (isDirectorySide(spec)) return readDirectorySnapshot(spec, opts);
  return readGitSnapshot(repo, spec, opts);
}
