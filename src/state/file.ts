import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { readClusterState } from './load.js';
import { StateFileError, type ClusterState } from './types.js';

/** Larger than any export the gate should read in one string (V8 caps strings near 512 MiB). */
export const MAX_STATE_FILE = 256 * 1024 * 1024;

const HINT =
  'Export it with: kubectl get crd,kafka,kafkanodepool,kafkarebalance,deploy,pods -A -o yaml > state.yaml';

/**
 * `--cluster-state FILE`: the edge that reads the file; a bad file is a usage error (exit 2) with its
 * line. A relative `path` is read from `dir` when given (the action: the workspace); messages and
 * evidence name the file as given.
 */
export async function loadClusterState(path: string, dir?: string): Promise<ClusterState> {
  const file = dir ? resolve(dir, path) : path;
  let size: number;
  try {
    const s = await stat(file);
    if (!s.isFile()) throw new UsageError(`--cluster-state ${path} is not a file`, HINT);
    size = s.size;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(
      `--cluster-state ${path} cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      HINT,
    );
  }
  if (size > MAX_STATE_FILE)
    throw new UsageError(
      `--cluster-state ${path} is ${(size / 1048576).toFixed(0)} MiB, more than ${MAX_STATE_FILE / 1048576} MiB`,
      'Export only the kinds the gate reads (crd, kafka, kafkanodepool, kafkarebalance, deploy, pods), or one namespace.',
    );
  const text = await readFile(file, 'utf8');
  try {
    return readClusterState(text, path);
  } catch (err) {
    if (err instanceof StateFileError)
      throw new UsageError(`--cluster-state ${path}${err.line ? `:${err.line}` : ''}: ${err.message}`, HINT);
    throw err;
  }
}
