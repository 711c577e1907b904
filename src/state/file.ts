import { fsPromises } from '../builtins.js';
import { isAbsolute, relative, resolve } from 'node:path';
import { git } from '../sources/git.js';
import { UsageError } from '../errors.js';
import { readClusterState } from './load.js';
import { StateFileError, type ClusterState } from './types.js';
import type { CustomKinds } from './wanted.js';

/** Larger than any export the gate should read in one string (V8 caps strings near 512 MiB). */
export const MAX_STATE_FILE = 256 * 1024 * 1024;

const HINT =
  'Export it with: kubectl get crd,kafka,kafkanodepool,kafkarebalance,deploy,pods -A -o yaml > state.yaml';

/**
 * `--cluster-state FILE`: the edge that reads the file; a bad file is a usage error (exit 2) with its
 * line. A relative `path` is read from `dir` when given (the action: the workspace); messages and
 * evidence name the file as given. Its commit time is asked of the repository at `repo` (its root),
 * never of whatever repository git would find beside the file.
 */
export async function loadClusterState(
  path: string,
  dir?: string,
  custom?: CustomKinds,
  repo = dir ?? '.',
): Promise<ClusterState> {
  const file = dir ? resolve(dir, path) : path;
  let size: number;
  try {
    const s = await fsPromises().stat(file);
    if (!s.isFile()) throw new UsageError(`cluster state file ${path} is not a file`, HINT);
    size = s.size;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(
      `cluster state file ${path} cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      HINT,
    );
  }
  if (size > MAX_STATE_FILE)
    throw new UsageError(
      `cluster state file ${path} is ${(size / 1048576).toFixed(0)} MiB, more than ${MAX_STATE_FILE / 1048576} MiB`,
      'Export only the kinds the gate reads (crd, kafka, kafkanodepool, kafkarebalance, deploy, pods), or one namespace.',
    );
  const [text, committed] = await Promise.all([fsPromises().readFile(file, 'utf8'), commitTime(file, repo)]);
  try {
    return { ...readClusterState(text, path, custom), ...(committed ? { committed } : {}) };
  } catch (err) {
    if (err instanceof StateFileError)
      throw new UsageError(
        `cluster state file ${path}${err.line ? `:${err.line}` : ''}: ${err.message}`,
        HINT,
      );
    throw err;
  }
}

/**
 * The commit time of `file` when git tracks it unchanged (a scheduled job that commits its export):
 * an upper bound of when it was exported. In a shallow clone the oldest fetched commit seems to add
 * every file, so a commit on the shallow boundary says nothing. Git runs against `repo`'s root with
 * an explicit git dir (a folder in the PR that looks like a repository is never used, so its
 * fsmonitor or hooks never run); a file outside `repo`, or any git failure, means no commit time.
 */
async function commitTime(file: string, repo: string): Promise<string | undefined> {
  const rel = relative(resolve(repo), resolve(file));
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const name = ['--', `:(literal)${rel}`];
  try {
    const [status, log, shallow] = await Promise.all([
      git(repo, ['status', '--porcelain', '--ignored', ...name]),
      git(repo, ['log', '-1', '--format=%ct %H', ...name]),
      git(repo, ['rev-parse', '--path-format=absolute', '--git-path', 'shallow']),
    ]);
    const [seconds, sha] = log.stdout.toString().trim().split(' ');
    if (status.code || log.code || status.stdout.length || !Number(seconds) || !sha) return undefined;
    const boundary = await fsPromises()
      .readFile(shallow.stdout.toString().trim(), 'utf8')
      .catch(() => '');
    if (boundary.split('\n').includes(sha)) return undefined;
    return new Date(Number(seconds) * 1000).toISOString();
  } catch {
    return undefined;
  }
}
