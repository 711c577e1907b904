/**
 * Node built-ins a run needs only sometimes, loaded when first used: a run that never spawns a
 * process or starts a thread does not load `child_process` (with `net`, `dgram`) or
 * `worker_threads`, nothing loads `fs/promises` (with `readline`), and a run that hashes nothing
 * does not load `crypto` (49 internal modules, ~7 ms: most runs decide what changed without a
 * digest, src/index/same-content.ts). Loaded with `require`, which
 * hands over the module object as it is: an ESM `import` of a built-in builds its namespace, and
 * so reads every export, lazy ones included. (`process.getBuiltinModule` would do, from Node 22.3;
 * `engines` allows 22.0.)
 */
import { createRequire } from 'node:module';
import type * as ChildProcess from 'node:child_process';
import type * as Crypto from 'node:crypto';
import type * as FsPromises from 'node:fs/promises';
import type * as WorkerThreads from 'node:worker_threads';

const load = createRequire(import.meta.url);

/**
 * A module required on first use and kept: a built-in, or a package the bundles require from a file
 * beside them (re2js, semver, picomatch: their loaders say why; every bundle is in dist/, so a
 * `./x.cjs` specifier resolves there). A digest per object calls {@link crypto} thousands of times.
 */
export function requiredOnce<T>(specifier: string): () => T {
  let module: T | undefined;
  return () => (module ??= load(specifier) as T);
}

export const childProcess = requiredOnce<typeof ChildProcess>('node:child_process');
export const crypto = requiredOnce<typeof Crypto>('node:crypto');
export const fsPromises = requiredOnce<typeof FsPromises>('node:fs/promises');
export const workerThreads = requiredOnce<typeof WorkerThreads>('node:worker_threads');
