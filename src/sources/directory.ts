import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  type Dirent,
} from 'node:fs';
import { join } from 'node:path';
import { DirFileBytes } from './bytes.js';
import { decodeFile, decodeUtf8Read } from './decode.js';
import { SourceError } from './errors.js';
import { sidesFileFilter } from './globs.js';
import {
  byPath,
  type SkippedFile,
  type Snapshot,
  type SnapshotOptions,
  type SourceFile,
} from './snapshot.js';

/** The bytes of the file being read: one buffer for every file, grown to the largest one. */
let scratch = Buffer.allocUnsafe(1 << 16);

/**
 * The whole file behind `fd` into `scratch` (its length returned), or its size when it is over
 * `cap`: a file that fits the buffer costs one read and the read that finds its end, no fstat; only
 * one that fills it is measured (fstat of the open file), so one over the cap is never read whole.
 */
function readAll(fd: number, cap: number): number | { size: number } {
  let n = 0;
  for (;;) {
    if (n === scratch.length) {
      const size = fstatSync(fd).size;
      if (size > cap) return { size };
      const grown = Buffer.allocUnsafe(Math.max(2 * n, size + 1));
      scratch.copy(grown, 0, 0, n);
      scratch = grown;
    }
    const got = readSync(fd, scratch, n, scratch.length - n, null);
    if (got === 0) return n > cap ? { size: n } : n;
    n += got;
  }
}

/**
 * A regular file's text as {@link decodeFile} reads it, or its size when it is over `cap`: open,
 * read into one reused buffer, close — no `lstat` by path (the directory entry already said it is a
 * regular file), no fstat for a file smaller than the buffer. Bytes are decoded as Node's UTF-8 read
 * does; only a text with U+FFFD or NUL is judged again from its bytes (binary, invalid UTF-8): the
 * text is read from the scratch buffer directly (a `subarray` per file, 6,000 of them, cost more).
 */
function readCapped(
  path: string,
  full: string,
  cap: number,
): ReturnType<typeof decodeFile> | { size: number } {
  const fd = openSync(full, constants.O_RDONLY);
  try {
    const n = readAll(fd, cap);
    if (typeof n !== 'number') return n;
    return decodeUtf8Read(path, scratch.toString('utf8', 0, n)) ?? decodeFile(path, scratch.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/**
 * Every matching file below `dir`; symlinks, binary, too-large and invalid UTF-8 files are skipped.
 * Reads synchronously, one file at a time: on a local disk that is faster than the thread pool and
 * never holds more than one file open. One `readdir` with types per folder, and no `lstat` per file.
 * A text equal to `known`'s at the same path (the other side's) is that string, not a copy: the copy
 * dies young, the two sides hold one text, and comparing them later is comparing pointers.
 */
export async function readDirectorySnapshot(
  dir: string,
  opts: SnapshotOptions,
  known?: ReadonlyMap<string, string>,
): Promise<Snapshot> {
  const keep = sidesFileFilter(opts);
  // Paths below are plain readdir names joined by '/': no normalising per file.
  const root = join(dir, '.');
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
    const decoded = readCapped(path, `${root}/${path}`, opts.maxFileSize);
    if ('size' in decoded) {
      const size = decoded.size;
      skipped.push({ path, reason: 'too-large', detail: `${size} bytes, cap ${opts.maxFileSize}` });
      return;
    }
    if (!('text' in decoded)) skipped.push(decoded);
    else if (known?.get(path) === decoded.text) files.push({ path, text: known.get(path)! });
    else files.push({ path, text: decoded.text });
  };
  walk('');
  return {
    label: dir,
    kind: 'dir',
    files: files.sort(byPath),
    skipped: skipped.sort(byPath),
    bytes: new DirFileBytes(dir, opts.maxFileSize),
  };
}
