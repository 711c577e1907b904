import { lstatSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { decodeFile } from './decode.js';
import { SourceError } from './errors.js';
import { makeFileFilter } from './globs.js';
import type { SkippedFile, Snapshot, SnapshotOptions, SourceFile } from './snapshot.js';

const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/**
 * Every matching file below `dir`; symlinks, binary, too-large and invalid UTF-8 files are skipped.
 * Reads synchronously, one file at a time: on a local disk that is faster than the thread pool and
 * never holds more than one file open.
 */
export async function readDirectorySnapshot(dir: string, opts: SnapshotOptions): Promise<Snapshot> {
  const keep = makeFileFilter(opts);
  const files: SourceFile[] = [];
  const skipped: SkippedFile[] = [];
  const walk = (rel: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(dir, rel), { withFileTypes: true });
    } catch (err) {
      throw new SourceError(`cannot read directory ${join(dir, rel)}: ${(err as Error).message}`);
    }
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== '.git') walk(path);
        continue;
      }
      const wanted = keep(path);
      if (!wanted) continue;
      if (wanted === 'default-exclude') skipped.push({ path, reason: 'default-exclude' });
      else if (wanted === 'excluded')
        skipped.push({ path, reason: 'excluded', content: `size ${lstatSync(join(dir, path)).size}` });
      else if (e.isSymbolicLink()) skipped.push({ path, reason: 'symlink' });
      else if (e.isFile()) read(path);
    }
  };
  const read = (path: string): void => {
    const full = join(dir, path);
    const size = lstatSync(full).size;
    if (size > opts.maxFileSize) {
      skipped.push({ path, reason: 'too-large', detail: `${size} bytes, cap ${opts.maxFileSize}` });
      return;
    }
    const decoded = decodeFile(path, readFileSync(full));
    if ('text' in decoded) files.push({ path, text: decoded.text });
    else skipped.push(decoded);
  };
  walk('');
  return { label: dir, kind: 'dir', files: files.sort(byPath), skipped: skipped.sort(byPath) };
}
