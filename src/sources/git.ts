import { childProcess } from '../builtins.js';
import { existsSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { decodeFile } from './decode.js';
import { onPath } from './executable.js';
import { SourceError } from './errors.js';
import { checkRevision } from './revision.js';
import { makeFileFilter } from './globs.js';
import type { SkippedFile, Snapshot, SnapshotOptions, SourceFile } from './snapshot.js';

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

/** Runs git once against `repo`'s root (see gitInvocation) and collects its output. */
export function git(
  repo: string,
  args: string[],
  input?: string,
): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  const how = gitInvocation(repo);
  return new Promise((resolve, reject) => {
    const child = childProcess().spawn(gitProgram(how.env), [...how.args, ...args], {
      cwd: how.cwd,
      env: how.env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout!.on('data', (d: Buffer) => out.push(d));
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) =>
      reject(
        new SourceError(
          `cannot run git: ${e.message}`,
          'Install git and put its folder on the PATH as an absolute path (relative PATH entries are never searched).',
        ),
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: err }));
    if (child.stdin) {
      child.stdin.on('error', () => undefined); // git may exit before reading it all
      child.stdin.end(input);
    }
  });
}

/**
 * What one run has asked git, so it asks once: each revision's commit (the config is read from the
 * base before the trees are listed, and again beside the head's when it changed) and each file read
 * at a revision. Made per run, never shared between runs: a ref may move between two of them.
 */
export class GitReads {
  private readonly commits = new Map<string, Promise<string>>();
  private readonly files = new Map<string, Promise<string | undefined>>();
  private readonly trees = new Map<string, Promise<{ code: number; stdout: Buffer; stderr: string }>>();

  /** {@link resolveRevision}, once per repository and revision. */
  commit(repo: string, rev: string): Promise<string> {
    return remembered(this.commits, `${resolvePath(repo)}\0${rev}`, () => resolveRevision(repo, rev));
  }

  /** The revision's `git ls-tree -r -z --long --full-tree`, once per repository and revision. */
  tree(repo: string, rev: string): Promise<{ code: number; stdout: Buffer; stderr: string }> {
    return remembered(this.trees, `${resolvePath(repo)}\0${rev}`, async () =>
      git(repo, ['ls-tree', '-r', '-z', '--long', '--full-tree', await this.commit(repo, rev)]),
    );
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
    await Promise.allSettled([...this.commits.values(), ...this.files.values(), ...this.trees.values()]);
  }

  /** {@link readFileAtRevision}, once per repository, revision and path. */
  fileAt(repo: string, rev: string, path: string): Promise<string | undefined> {
    return remembered(this.files, `${resolvePath(repo)}\0${rev}\0${path}`, () =>
      readFileAtRevision(repo, rev, path, this),
    );
  }
}

function remembered<T>(memo: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let p = memo.get(key);
  if (!p) memo.set(key, (p = make()));
  return p;
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

interface TreeEntry {
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
 * Reads many blobs with ONE `git cat-file --batch` process, run to its end (`spawnSync`): all ids are
 * written to its input, and its whole output (`<oid> blob <size>\n<content>\n` per blob)
 * arrives as one buffer, so reading it costs no stream events, chunk joins or small
 * buffers — a pipe hands a flushed blob over in pieces. Each blob is handed to `onBlob` as a view
 * that is only valid during the call: the caller decodes it.
 */
export function readBlobs(
  repo: string,
  oids: string[],
  onBlob: (oid: string, bytes: Uint8Array) => void,
): Promise<void> {
  if (oids.length === 0) return Promise.resolve();
  const how = gitInvocation(repo);
  const r = childProcess().spawnSync(gitProgram(how.env), [...how.args, 'cat-file', '--batch'], {
    cwd: how.cwd,
    env: how.env,
    input: `${[...new Set(oids)].join('\n')}\n`,
    // No cap beyond the listing's: every blob asked for is under the file size cap already.
    maxBuffer: Infinity,
  });
  if (r.error) return Promise.reject(new SourceError(`cannot run git: ${r.error.message}`));
  if (r.status !== 0)
    return Promise.reject(new SourceError(`git cat-file failed: ${r.stderr.toString().trim()}`));
  eachBlob(r.stdout, onBlob);
  return Promise.resolve();
}

/** The blobs of `git cat-file --batch` output, in order ("<oid> missing" lines have none). */
function eachBlob(out: Buffer, onBlob: (oid: string, bytes: Uint8Array) => void): void {
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

const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The blobs of a revision the filters keep, and the files they skip. */
async function listRevision(
  repo: string,
  rev: string,
  opts: SnapshotOptions,
  reads: GitReads,
): Promise<{ wanted: TreeEntry[]; skipped: SkippedFile[] }> {
  const ls = await reads.tree(repo, rev);
  if (ls.code !== 0) throw new SourceError(`git ls-tree ${rev} failed: ${ls.stderr.trim()}`);
  const keep = makeFileFilter(opts);
  const skipped: SkippedFile[] = [];
  const wanted: TreeEntry[] = [];
  for (const e of parseLsTree(ls.stdout)) {
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
  return { wanted, skipped };
}

/** A revision's snapshot from its listing and the decoded blobs. */
function snapshotOf(
  repo: string,
  rev: string,
  listed: { wanted: TreeEntry[]; skipped: SkippedFile[] },
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
  return { label: rev, kind: 'git', files: files.sort(byPath), skipped: skipped.sort(byPath) };
}

/**
 * The matching files of several revisions: one `ls-tree` each and ONE `cat-file --batch` for the
 * blobs of all of them, each distinct blob read and decoded once — a file the same on both sides of
 * a pull request is the same blob, so it is read once and both snapshots hold the same string.
 */
export async function readGitSnapshots(
  repo: string,
  revs: string[],
  opts: SnapshotOptions,
  reads = new GitReads(),
): Promise<Snapshot[]> {
  const listed = await Promise.all(revs.map((rev) => listRevision(repo, rev, opts, reads)));
  const decoded = new Map<string, ReturnType<typeof decodeFile>>();
  const firstPath = new Map<string, string>();
  for (const l of listed) for (const e of l.wanted) if (!firstPath.has(e.oid)) firstPath.set(e.oid, e.path);
  await readBlobs(repo, [...firstPath.keys()], (oid, bytes) => {
    const path = firstPath.get(oid);
    if (path !== undefined && !decoded.has(oid)) decoded.set(oid, decodeFile(path, bytes));
  });
  return revs.map((rev, i) => snapshotOf(repo, rev, listed[i]!, decoded));
}

/** The matching files of a revision: one `ls-tree`, one `cat-file --batch`. */
export async function readGitSnapshot(
  repo: string,
  rev: string,
  opts: SnapshotOptions,
  reads = new GitReads(),
): Promise<Snapshot> {
  const [snapshot] = await readGitSnapshots(repo, [rev], opts, reads);
  return snapshot!;
}

/** One file at a revision (the config file), undefined when the revision has no such file. */
export async function readFileAtRevision(
  repo: string,
  rev: string,
  path: string,
  reads = new GitReads(),
): Promise<string | undefined> {
  const sha = await reads.commit(repo, rev);
  const r = await git(repo, ['cat-file', 'blob', `${sha}:${path.replace(/^\.\//, '')}`]);
  if (r.code !== 0) return undefined;
  return r.stdout.toString('utf8').replace(/^\uFEFF/, '');
}
