import { childProcess, crypto } from '../builtins.js';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { onPath } from './executable.js';
import type { FileBytes, SkippedFile } from './snapshot.js';

/** The fields of a `git ls-tree --long` entry the byte reader needs. */
interface BlobEntry {
  mode: string;
  type: string;
  oid: string;
  size: number;
}

/** Why an entry is not read as a file, or undefined when it is a regular blob under the cap. */
function gitSkip(path: string, e: BlobEntry, cap: number): SkippedFile | undefined {
  if (e.mode === '120000') return { path, reason: 'symlink' };
  if (e.mode === '160000') return { path, reason: 'submodule' };
  if (e.type !== 'blob') return undefined;
  if (e.size > cap) return { path, reason: 'too-large', detail: `${e.size} bytes, cap ${cap}` };
  return undefined;
}

/**
 * A revision's files as bytes, read on demand with one `git cat-file --batch` per call (the ids
 * from the revision's listing, so every read sees the commit the snapshot saw). `invocation` is
 * how every git process of the run starts (sources/git.ts gitInvocation). A class, so two readers
 * of the same listing compare equal.
 */
export class GitFileBytes implements FileBytes {
  private listing?: Map<string, BlobEntry>;
  constructor(
    private readonly entries: readonly (BlobEntry & { path: string })[],
    private readonly cap: number,
    private readonly invocation: { args: string[]; cwd?: string; env: NodeJS.ProcessEnv },
  ) {}

  private blob(p: string): BlobEntry | undefined {
    const e = (this.listing ??= new Map(this.entries.map((x) => [x.path, x]))).get(p);
    return e && (e.type === 'blob' || e.mode === '120000' || e.mode === '160000') ? e : undefined;
  }

  idOf(path: string): string | undefined {
    return this.blob(path)?.oid;
  }

  read(paths: readonly string[]): Map<string, Buffer | SkippedFile> {
    const out = new Map<string, Buffer | SkippedFile>();
    const wanted = new Map<string, string[]>();
    for (const p of paths) {
      const e = this.blob(p);
      if (!e) continue;
      const skip = gitSkip(p, e, this.cap);
      if (skip) out.set(p, skip);
      else wanted.set(e.oid, [...(wanted.get(e.oid) ?? []), p]);
    }
    if (!wanted.size) return out;
    const how = this.invocation;
    const git = onPath('git', how.env) ?? '/nonexistent/git';
    const r = childProcess().spawnSync(git, [...how.args, 'cat-file', '--batch'], {
      cwd: how.cwd,
      env: how.env,
      input: `${[...wanted.keys()].join('\n')}\n`,
      maxBuffer: wanted.size * (this.cap + 128),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    if (r.status !== 0 || !Buffer.isBuffer(r.stdout)) return out;
    for (const [oid, bytes] of batchBlobs(r.stdout)) for (const p of wanted.get(oid) ?? []) out.set(p, bytes);
    return out;
  }
}

/** The blobs of `git cat-file --batch` output (`<oid> blob <size>\n<bytes>\n` each). */
function batchBlobs(out: Buffer): Map<string, Buffer> {
  const blobs = new Map<string, Buffer>();
  let at = 0;
  while (at < out.length) {
    const nl = out.indexOf(0x0a, at);
    if (nl < 0) break;
    const m = /^([0-9a-f]+) blob (\d+)$/.exec(out.toString('latin1', at, nl).trimEnd());
    at = nl + 1;
    if (!m) continue;
    const size = Number(m[2]);
    blobs.set(m[1]!, out.subarray(at, at + size));
    at += size + 1;
  }
  return blobs;
}

/**
 * A directory's files as bytes, read on demand: regular files only, never a symbolic link or a
 * file reached through one (the real path must stay below the root), at most `cap` bytes each.
 */
export class DirFileBytes implements FileBytes {
  private readonly memo = new Map<string, Buffer | SkippedFile | undefined>();
  constructor(
    private readonly root: string,
    private readonly cap: number,
  ) {}

  private get(p: string): Buffer | SkippedFile | undefined {
    if (!this.memo.has(p)) this.memo.set(p, readRegular(this.root, p, this.cap));
    return this.memo.get(p);
  }

  idOf(path: string): string | undefined {
    const b = this.get(path);
    if (b === undefined) return undefined;
    return Buffer.isBuffer(b) ? crypto().createHash('sha1').update(b).digest('hex') : `skipped:${b.reason}`;
  }

  read(paths: readonly string[]): Map<string, Buffer | SkippedFile> {
    const out = new Map<string, Buffer | SkippedFile>();
    for (const p of paths) {
      const b = this.get(p);
      if (b !== undefined) out.set(p, b);
    }
    return out;
  }
}

/** One file below `root`: its bytes, why it is skipped, or undefined when it is not a regular file. */
function readRegular(root: string, path: string, cap: number): Buffer | SkippedFile | undefined {
  const full = join(root, path);
  const st = lstatSync(full, { throwIfNoEntry: false });
  if (!st) return undefined;
  if (st.isSymbolicLink()) return { path, reason: 'symlink' };
  if (!st.isFile()) return undefined;
  const real = realpathSync(full);
  if (!real.startsWith(realpathSync(root) + sep)) return { path, reason: 'symlink' };
  if (st.size > cap) return { path, reason: 'too-large', detail: `${st.size} bytes, cap ${cap}` };
  const fd = openSync(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    const size = fstatSync(fd).size;
    if (size > cap) return { path, reason: 'too-large', detail: `${size} bytes, cap ${cap}` };
    const buf = Buffer.alloc(size);
    let n = 0;
    while (n < size) {
      const got = readSync(fd, buf, n, size - n, null);
      if (got === 0) break;
      n += got;
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}
