import { childProcess } from '../builtins.js';
import type { ChildProcess, StdioOptions } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rm,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { GitFileBytes } from './bytes.js';
import { decodeBytes, type decodeFile } from './decode.js';
import { onPath } from './executable.js';
import { SourceError } from './errors.js';
import { checkRevision } from './revision.js';
import { sidesFileFilter, type FileFilter } from './globs.js';
import {
  byPath,
  type SkippedFile,
  type Snapshot,
  type SnapshotOptions,
  type SourceFile,
} from './snapshot.js';

/**
 * How every git process starts: against the repository root named by the caller (`repo/.git`, never
 * a folder git discovers), with no discovery above it (`GIT_CEILING_DIRECTORIES`), bare repositories
 * only when named (`safe.bareRepository=explicit`), no fsmonitor, no hooks, no prompts and no
 * system config. A folder in a pull request that looks like a repository (HEAD, config, objects/,
 * refs/) never becomes git's repository, so its `core.fsmonitor`, hooks or `core.sshCommand` never run.
 */
export function gitInvocation(repo: string): { args: string[]; cwd?: string; env: NodeJS.ProcessEnv } {
  const root = resolvePath(repo);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CEILING_DIRECTORIES: dirname(root),
    LC_ALL: 'C',
  };
  for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR', 'GIT_EXEC_PATH'])
    delete env[k];
  const args = [
    `--git-dir=${join(root, '.git')}`,
    `--work-tree=${root}`,
    '-c',
    'safe.bareRepository=explicit',
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'core.quotepath=off',
  ];
  return { args, cwd: existsSync(root) ? root : undefined, env };
}

/** git's absolute path from PATH's absolute entries only: never a `git` in the checkout. */
function gitProgram(env: NodeJS.ProcessEnv): string {
  // Without an absolute PATH entry holding git, spawning fails the same way a missing git does.
  return onPath('git', env) ?? '/nonexistent/git';
}

/** Starts git against `repo`'s root (see gitInvocation); `stdio` as for `spawn`. */
function spawnGit(repo: string, args: string[], stdio: StdioOptions): ChildProcess {
  const how = gitInvocation(repo);
  return childProcess().spawn(gitProgram(how.env), [...how.args, ...args], {
    cwd: how.cwd,
    env: how.env,
    stdio,
  });
}

/** A git process's end: its exit code and standard error, or the SourceError of a git that did not start. */
function ended(child: ChildProcess): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) =>
      reject(
        new SourceError(
          `cannot run git: ${e.message}`,
          'Install git and put its folder on the PATH as an absolute path (relative PATH entries are never searched).',
        ),
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stderr: err }));
  });
}

/** Runs git once against `repo`'s root (see gitInvocation) and collects its output. */
export async function git(
  repo: string,
  args: string[],
  input?: string,
): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  const child = spawnGit(repo, args, [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']);
  const out: Buffer[] = [];
  child.stdout!.on('data', (d: Buffer) => out.push(d));
  if (child.stdin) {
    child.stdin.on('error', () => undefined); // git may exit before reading it all
    child.stdin.end(input);
  }
  const { code, stderr } = await ended(child);
  return { code, stdout: Buffer.concat(out), stderr };
}

/**
 * What one run has asked git, so it asks once: each revision's listing, made from ONE resolution of
 * it (`ls-tree` of `rev^{commit}`), and every file of a revision read through that listing's blob
 * id (the config, a file beside it), so all reads of a revision see the same commit. Made per run,
 * never shared between runs: a ref may move between two of them.
 */
export class GitReads {
  private readonly trees = new Map<string, Promise<TreeEntry[]>>();
  private readonly blobs = new Map<string, Promise<string | undefined>>();

  /** The revision's `git ls-tree -r -z --long --full-tree`, once per repository and revision. */
  tree(repo: string, rev: string): Promise<TreeEntry[]> {
    return remembered(this.trees, `${resolvePath(repo)}\0${rev}`, () => listTree(repo, rev));
  }

  /**
   * Starts listing revisions ahead (at the same time as the config is read: a listing does not
   * depend on the filters the config sets). A failure is reported where the listing is awaited.
   */
  prefetchTrees(repo: string, revs: string[]): void {
    for (const rev of revs) this.tree(repo, rev).catch(() => undefined);
  }

  /** Waits for every git read this run started, so none outlives a run that failed early. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.trees.values(), ...this.blobs.values()]);
  }

  /**
   * One file at a revision (the config file), undefined when the revision's listing holds no blob
   * at that path (no process then); each blob read once.
   */
  async fileAt(repo: string, rev: string, path: string): Promise<string | undefined> {
    const want = path.replace(/^\.\//, '');
    const entry = (await this.tree(repo, rev)).find((e) => e.path === want);
    if (entry?.type !== 'blob') return undefined;
    return remembered(this.blobs, `${resolvePath(repo)}\0${entry.oid}`, async () => {
      const r = await git(repo, ['cat-file', 'blob', entry.oid]);
      return r.code === 0 ? r.stdout.toString('utf8').replace(/^\uFEFF/, '') : undefined;
    });
  }
}

function remembered<T>(memo: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let p = memo.get(key);
  if (!p) memo.set(key, (p = make()));
  return p;
}

/**
 * A revision's listing, the name resolved by `ls-tree` itself. When that fails, `rev-parse`
 * (resolveRevision) says why, in the words a missing revision or repository always had.
 */
async function listTree(repo: string, rev: string): Promise<TreeEntry[]> {
  checkRevision(rev);
  const ls = await git(repo, [
    'ls-tree',
    '-r',
    '-z',
    '--long',
    '--full-tree',
    '--end-of-options',
    `${rev}^{commit}`,
  ]);
  if (ls.code === 0) return parseLsTree(ls.stdout);
  await resolveRevision(repo, rev);
  throw new SourceError(`git ls-tree ${rev} failed: ${ls.stderr.trim()}`);
}

/** The commit a revision names, or a SourceError that says what to do. */
export async function resolveRevision(repo: string, rev: string): Promise<string> {
  checkRevision(rev);
  const r = await git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  const sha = r.stdout.toString().trim();
  if (r.code !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
    const notRepo = /not a git repository/i.test(r.stderr) || !existsSync(join(resolvePath(repo), '.git'));
    throw new SourceError(
      notRepo
        ? `${repo} is not a git repository (needed to read revision "${rev}")`
        : `revision "${rev}" not found in ${repo}`,
      notRepo
        ? 'Run the gate at the repository root, pass --repo ROOT, or name a directory (./dir or --base-dir/--head-dir) instead of a revision.'
        : existsSync(rev)
          ? `A directory named ${rev} exists, but sides are revisions unless written as a path: use ./${rev} or --base-dir/--head-dir to read it.`
          : 'Fetch it first (git fetch origin <rev>); in GitHub Actions use actions/checkout with fetch-depth: 0.',
    );
  }
  return sha;
}

export interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
  size: number;
  path: string;
}

/**
 * `ls-tree -r -z --long` records, `<mode> <type> <oid> <size, space-padded>\t<path>\0` (a path may
 * hold spaces and tabs: the first tab ends the fields), read by position: no split per record.
 */
function parseLsTree(out: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  const text = out.toString('utf8');
  for (let at = 0; at < text.length;) {
    const start = at;
    const nul = text.indexOf('\0', start);
    const end = nul < 0 ? text.length : nul;
    const tab = text.indexOf('\t', start);
    at = end + 1;
    if (tab < 0 || tab > end) continue;
    const typeAt = text.indexOf(' ', start) + 1;
    const oidAt = text.indexOf(' ', typeAt) + 1;
    const oidEnd = text.indexOf(' ', oidAt);
    const size = text.slice(oidEnd, tab).trim();
    entries.push({
      mode: text.slice(start, typeAt - 1),
      type: text.slice(typeAt, oidAt - 1),
      oid: text.slice(oidAt, oidEnd),
      size: size === '-' ? 0 : Number(size),
      path: text.slice(tab + 1, end),
    });
  }
  return entries;
}

/**
 * Reads many blobs with `git cat-file --batch`: one process, or one per core for thousands of blobs
 * (each inflates its own consecutive run of ids; their outputs are read in order, so blobs arrive
 * as from one process). Each process's ids come from a file and its output
 * (`<oid> blob <size>\n<content>\n` per blob) goes to a file, all in one private temporary folder
 * (mode 0700, removed after), so git runs to its end on its own — no pipe of 64 KiB waits for this
 * thread, which meanwhile does other work (`started`, called once git runs, e.g. compiles the
 * evaluation). Each output is then read as one buffer: no stream events, chunk joins or small
 * buffers. Each blob is handed to `onBlob` as a view that is only valid during the call.
 */
export async function readBlobs(
  repo: string,
  oids: string[],
  onBlob: (oid: string, bytes: Buffer) => void,
  started: () => unknown = () => undefined,
): Promise<void> {
  if (oids.length === 0) {
    started();
    return;
  }
  const dir = privateFolder();
  let removed: Promise<void> | undefined;
  try {
    const parts = batchesOf([...new Set(oids)]);
    const batches = parts.map((ids, i) => runBatch(repo, dir, ids, i));
    started();
    const paths = await Promise.all(batches.map((b) => b.done));
    const buffers = paths.map((path) => readFileSync(path));
    // The folder goes in the thread pool while this thread splits and decodes the output.
    removed = new Promise((done) => rm(dir, { recursive: true, force: true }, () => done()));
    for (const out of buffers) eachBlob(out, onBlob);
  } finally {
    if (removed) await removed;
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** Blobs per batch process at least: below twice this, one process (a start costs more than it gives). */
const BLOBS_PER_BATCH = 1000;

/**
 * The ids in consecutive runs, one per `cat-file` process: git inflates them on as many cores as
 * there are (at most 4), a run of at least {@link BLOBS_PER_BATCH} ids each.
 */
function batchesOf(ids: string[]): string[][] {
  const n = Math.max(1, Math.min(4, availableParallelism(), Math.floor(ids.length / BLOBS_PER_BATCH)));
  const size = Math.ceil(ids.length / n);
  return Array.from({ length: n }, (_, i) => ids.slice(i * size, (i + 1) * size)).filter((p) => p.length);
}

/** A new folder only this user can read, under the system's temporary folder (TMPDIR). */
function privateFolder(): string {
  try {
    return mkdtempSync(join(tmpdir(), 'upgrade-gate-blobs-'));
  } catch (err) {
    throw new SourceError(
      `cannot make a temporary folder to read git blobs: ${(err as Error).message}`,
      'Point TMPDIR at a writable folder.',
    );
  }
}

/**
 * Starts `cat-file --batch` from `dir/ids-N` to `dir/blobs-N` (both made 0600 here); `done` is the
 * output's path once git has ended.
 */
function runBatch(repo: string, dir: string, oids: string[], n: number): { done: Promise<string> } {
  const [ids, blobs] = [join(dir, `ids-${n}`), join(dir, `blobs-${n}`)];
  writeFileSync(ids, `${oids.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
  const fds = [openSync(ids, 'r'), openSync(blobs, 'wx', 0o600)] as const;
  let child: ChildProcess;
  try {
    child = spawnGit(repo, ['cat-file', '--batch'], [fds[0], fds[1], 'pipe']);
  } finally {
    for (const fd of fds) closeSync(fd); // the child holds its own copies
  }
  const done = ended(child).then((r) => {
    if (r.code !== 0) throw new SourceError(`git cat-file failed: ${r.stderr.trim()}`);
    return blobs;
  });
  done.catch(() => undefined); // awaited by the caller; never an unhandled rejection meanwhile
  return { done };
}

/** The blobs of `git cat-file --batch` output, in order ("<oid> missing" lines have none). */
function eachBlob(out: Buffer, onBlob: (oid: string, bytes: Buffer) => void): void {
  let at = 0;
  while (at < out.length) {
    const nl = out.indexOf(0x0a, at);
    if (nl < 0) return;
    const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(out.toString('latin1', at, nl).trimEnd());
    at = nl + 1;
    if (!m) continue; // "<oid> missing": nothing follows
    const size = Number(m[3]);
    if (at + size > out.length) return;
    onBlob(m[1]!, out.subarray(at, at + size));
    at += size + 1;
  }
}

/** The blobs of a revision the filters keep, and the files they skip. */
async function listRevision(
  repo: string,
  rev: string,
  opts: SnapshotOptions,
  reads: GitReads,
  keep: FileFilter,
): Promise<{ wanted: TreeEntry[]; skipped: SkippedFile[]; listing: TreeEntry[] }> {
  const listing = await reads.tree(repo, rev);
  const skipped: SkippedFile[] = [];
  const wanted: TreeEntry[] = [];
  for (const e of listing) {
    const keeps = keep(e.path);
    if (!keeps) continue;
    if (keeps === 'default-exclude') skipped.push({ path: e.path, reason: 'default-exclude' });
    else if (keeps === 'excluded') skipped.push({ path: e.path, reason: 'excluded', content: e.oid });
    else if (e.mode === '120000') skipped.push({ path: e.path, reason: 'symlink' });
    else if (e.mode === '160000') skipped.push({ path: e.path, reason: 'submodule' });
    else if (e.type !== 'blob') continue;
    else if (e.size > opts.maxFileSize)
      skipped.push({ path: e.path, reason: 'too-large', detail: `${e.size} bytes, cap ${opts.maxFileSize}` });
    else wanted.push(e);
  }
  return { wanted, skipped, listing };
}

/** A revision's snapshot from its listing and the decoded blobs. */
function snapshotOf(
  repo: string,
  rev: string,
  listed: { wanted: TreeEntry[]; skipped: SkippedFile[]; listing: TreeEntry[] },
  maxFileSize: number,
  decoded: Map<string, ReturnType<typeof decodeFile>>,
): Snapshot {
  const files: SourceFile[] = [];
  const skipped = [...listed.skipped];
  for (const e of listed.wanted) {
    const d = decoded.get(e.oid);
    if (!d)
      throw new SourceError(
        `blob ${e.oid} (${e.path}) missing from ${repo}`,
        'The clone may be partial: fetch the revision fully.',
      );
    if ('text' in d) files.push({ path: e.path, text: d.text });
    else skipped.push({ ...d, path: e.path });
  }
  const bytes = new GitFileBytes(listed.listing, maxFileSize, gitInvocation(repo));
  return { label: rev, kind: 'git', files: files.sort(byPath), skipped: skipped.sort(byPath), bytes };
}

/**
 * The matching files of several revisions: one `ls-tree` each and one blob batch (readBlobs) for
 * the blobs of all of them, each distinct blob read and decoded once — a file the same on both sides of
 * a pull request is the same blob, so it is read once and both snapshots hold the same string.
 */
export async function readGitSnapshots(
  repo: string,
  revs: string[],
  opts: SnapshotOptions,
  reads = new GitReads(),
  started?: () => unknown,
): Promise<Snapshot[]> {
  const keep = sidesFileFilter(opts);
  const listed = await Promise.all(revs.map((rev) => listRevision(repo, rev, opts, reads, keep)));
  const decoded = new Map<string, ReturnType<typeof decodeFile>>();
  const firstPath = new Map<string, string>();
  for (const l of listed) for (const e of l.wanted) if (!firstPath.has(e.oid)) firstPath.set(e.oid, e.path);
  await readBlobs(
    repo,
    [...firstPath.keys()],
    (oid, bytes) => {
      const path = firstPath.get(oid);
      if (path !== undefined && !decoded.has(oid)) decoded.set(oid, decodeBytes(path, bytes));
    },
    started,
  );
  return revs.map((rev, i) => snapshotOf(repo, rev, listed[i]!, opts.maxFileSize, decoded));
}

/** The matching files of a revision: one `ls-tree`, one `cat-file --batch` (`started` as for readBlobs). */
export async function readGitSnapshot(
  repo: string,
  rev: string,
  opts: SnapshotOptions,
  reads = new GitReads(),
  started?: () => unknown,
): Promise<Snapshot> {
  const [snapshot] = await readGitSnapshots(repo, [rev], opts, reads, started);
  return snapshot!;
}

/** One file at a revision (the config file), undefined when the revision has no such file. */
export async function readFileAtRevision(
  repo: string,
  rev: string,
  path: string,
  reads = new GitReads(),
): Promise<string | undefined> {
  return reads.fileAt(repo, rev, path);
}
