import { lstatSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { readDirectorySnapshot } from './directory.js';
import { SourceError } from './errors.js';
import { GitReads, readGitSnapshot, readGitSnapshots } from './git.js';
import type { Side, Snapshot, SnapshotOptions } from './snapshot.js';

export { GitReads } from './git.js';

/**
 * Refuses a directory side whose root is a symlink, or reached through one below the repository
 * root (a pull request can commit `fixtures/demo -> /`): the user names what is compared.
 */
export function checkSideRoot(dir: string, repo: string): void {
  const full = resolve(dir);
  const below = relative(resolve(repo), full);
  const inside = below && !below.startsWith('..') && !below.startsWith(sep);
  const parts = inside ? below.split(sep) : [];
  const prefixes = inside ? parts.map((_, i) => join(resolve(repo), ...parts.slice(0, i + 1))) : [full];
  for (const prefix of prefixes) {
    // A missing path is the reader's to report.
    if (lstatSync(prefix, { throwIfNoEntry: false })?.isSymbolicLink())
      throw new SourceError(
        `directory side ${dir} is a symbolic link (${prefix}); refused`,
        'Name the real directory: a side root that is a link could point anywhere.',
      );
  }
}

/** A side: a directory read as files, or a revision of `repo` (decided by the Side, never by the disk). */
export function openSnapshot(
  side: Side,
  repo: string,
  opts: SnapshotOptions,
  known?: ReadonlyMap<string, string>,
  reads = new GitReads(),
): Promise<Snapshot> {
  if ('dir' in side) {
    checkSideRoot(side.dir, repo);
    return readDirectorySnapshot(side.dir, opts, known);
  }
  return readGitSnapshot(repo, side.rev, opts, reads);
}

/**
 * Both sides. Two revisions of one repository are read together (their common blobs once, see
 * readGitSnapshots); two directories one after the other, the head's texts equal to the base's at
 * the same path kept as the base's strings; otherwise each side on its own, at the same time.
 * `meanwhile` is called once: when git reads the blobs of two revisions (this thread is free then),
 * else first.
 */
export async function openSnapshots(
  base: Side,
  head: Side,
  repo: string,
  opts: SnapshotOptions,
  reads = new GitReads(),
  meanwhile: () => unknown = () => undefined,
): Promise<[Snapshot, Snapshot]> {
  if ('rev' in base && 'rev' in head) {
    const [b, h] = await readGitSnapshots(repo, [base.rev, head.rev], opts, reads, meanwhile);
    return [b!, h!];
  }
  meanwhile();
  if ('dir' in base && 'dir' in head) {
    const b = await openSnapshot(base, repo, opts);
    return [b, await openSnapshot(head, repo, opts, new Map(b.files.map((f) => [f.path, f.text])))];
  }
  const [b, h] = await Promise.all([
    openSnapshot(base, repo, opts, undefined, reads),
    openSnapshot(head, repo, opts, undefined, reads),
  ]);
  return [b, h];
}
