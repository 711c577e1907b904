import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeFile } from './decode.js';
import { SourceError } from './errors.js';
import { makeFileFilter } from './globs.js';
import type { SkippedFile, Snapshot, SnapshotOptions, SourceFile } from './snapshot.js';

/** Files read at the same time. */
const OPEN_FILES = 64;

const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Every matching file below `dir`; symlinks, binary, too-large and invalid UTF-8 files are skipped. */
export async function readDirectorySnapshot(dir: string, opts: SnapshotOptions): Promise<Snapshot> {
  const keep = makeFileFilter(opts);
  const files: SourceFile[] = [];
  const skipped: SkippedFile[] = [];
  const wanted: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(join(dir, rel), { withFileTypes: true });
    } catch (err) {
      throw new SourceError(`cannot read directory ${join(dir, rel)}: ${(err as Error).message}`);
    }
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== '.git' && e.name !== 'node_modules') await walk(path);
      } else if (keep(path)) {
        if (e.isSymbolicLink()) skipped.push({ path, reason: 'symlink' });
        else if (e.isFile()) wanted.push(path);
      }
    }
  };
  await walk('');
  // A bounded number of files open at once: a monorepo has more files than the process may open.
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const path = wanted[next++]!;
      const full = join(dir, path);
      const st = await lstat(full);
      if (st.size > opts.maxFileSize) {
        skipped.push({ path, reason: 'too-large', detail: `${st.size} bytes, cap ${opts.maxFileSize}` });
        continue;
      }
      const decoded = decodeFile(path, await readFile(full));
      if ('text' in decoded) files.push({ path, text: decoded.text });
      else skipped.push(decoded);
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_FILES, wanted.length) }, worker));
  return { label: dir, kind: 'dir', files: files.sort(byPath), skipped: skipped.sort(byPath) };
}
