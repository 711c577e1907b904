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

export const childProcess = (): typeof ChildProcess => load('node:child_process') as typeof ChildProcess;
export const crypto = (): typeof Crypto => load('node:crypto') as typeof Crypto;
export const fsPromises = (): typeof FsPromises => load('node:fs/promises') as typeof FsPromises;
export const workerThreads = (): typeof WorkerThreads => load('node:worker_threads') as typeof WorkerThreads;
