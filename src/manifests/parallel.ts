import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { MessagePort, Worker } from 'node:worker_threads';
import { workerThreads } from '../builtins.js';
import type { SourceFile } from '../sources/snapshot.js';
import type { TypeDefaults } from './kube.js';
import { readFileText, type FileReading } from './parse.js';
import { fromWire, type WireFile } from './wire.js';

/** Below this many bytes to parse, threads cost more (start-up, copies) than they save. */
const PARALLEL_BYTES = 4 * 1024 * 1024;
/** Hosted runners have 4 cores: at most this many threads besides the main one. */
const MAX_WORKERS = 3;
/** How long the main thread waits for the workers before it reads their files itself. */
const WAIT_MS = 120_000;

/** The worker script beside this module (the bundle's dist/parse-worker.js); absent when run from source. */
function workerScript(): string | undefined {
  try {
    const path = fileURLToPath(new URL('./parse-worker.js', import.meta.url));
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Fewer cores than this: no threads unless asked (measured on 2 busy cores: they cost more than they gave). */
const MIN_CORES = 4;

/**
 * How many worker threads to use for `bytes` of text: none below the size threshold or with fewer
 * than {@link MIN_CORES} cores. `UPGRADE_GATE_PARSE_WORKERS` overrides it (0: never; n: n threads
 * whatever the size — bench/json-snapshot.mjs checks the output is the same byte for byte).
 */
function workerCount(bytes: number): number {
  const forced = process.env.UPGRADE_GATE_PARSE_WORKERS;
  if (forced !== undefined && /^\d+$/.test(forced)) return Math.min(Number(forced), 16);
  const cores = availableParallelism();
  if (bytes < PARALLEL_BYTES || cores < MIN_CORES) return 0;
  return Math.min(MAX_WORKERS, cores - 1, Math.floor(bytes / (PARALLEL_BYTES / 2)));
}

/** A file to read, and the type its documents may omit (kustomization files). */
export interface ReadJob extends SourceFile {
  defaults?: TypeDefaults | undefined;
}

/** Files in `parts` runs of consecutive files with about equal bytes. */
function split(files: ReadJob[], parts: number, total: number): ReadJob[][] {
  const out: ReadJob[][] = [[]];
  let bytes = 0;
  for (const f of files) {
    if (bytes >= (total / parts) * out.length && out.length < parts) out.push([]);
    out[out.length - 1]!.push(f);
    bytes += f.text.length;
  }
  while (out.length < parts) out.push([]);
  return out;
}

interface Running {
  worker: Worker;
  port: MessagePort;
  files: ReadJob[];
}

function start(script: string, files: ReadJob[], done: Int32Array): Running {
  const { MessageChannel, Worker } = workerThreads();
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(script, {
    workerData: { files, port: port2, done },
    transferList: [port2],
  });
  worker.unref();
  return { worker, port: port1, files };
}

/** Each worker's readings, waiting for all of them; a worker that does not answer: undefined. */
function collect(running: Running[], done: Int32Array): (WireFile[] | undefined)[] {
  const deadline = Date.now() + WAIT_MS;
  for (let seen = Atomics.load(done, 0); seen < running.length; seen = Atomics.load(done, 0)) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    Atomics.wait(done, 0, seen, left);
  }
  return running.map((r) => {
    const got = workerThreads().receiveMessageOnPort(r.port)?.message as WireFile[] | undefined;
    r.port.close();
    void r.worker.terminate();
    return got?.length === r.files.length ? got : undefined;
  });
}

/**
 * Every file read as {@link readFileText} reads it (with its `defaults`), in order; large inputs across worker threads
 * (the main thread reads a share too). The readings are the same whichever thread made them: values
 * are cloned, event positions move as ints. A file with a `__proto__` key stays on this thread
 * (that key's own-property form is what the parser makes, and no copy has to keep it).
 */
export function readFiles(files: ReadJob[]): FileReading[] {
  let total = 0;
  for (const f of files) total += f.text.length;
  const script = workerScript();
  const workers = script ? workerCount(total) : 0;
  if (workers === 0) return files.map((f) => readFileText(f, {}, f.defaults));
  const here = files.filter((f) => f.text.includes('__proto__'));
  const away = here.length ? files.filter((f) => !f.text.includes('__proto__')) : files;
  const [own = [], ...shares] = split(away, workers + 1, total);
  const done = new Int32Array(new SharedArrayBuffer(4));
  const running = shares.map((s) => start(script!, s, done));
  const byPath = new Map<ReadJob, FileReading>();
  for (const f of [...here, ...own]) byPath.set(f, readFileText(f, {}, f.defaults));
  collect(running, done).forEach((wires, k) => {
    const share = running[k]!.files;
    share.forEach((f, i) =>
      byPath.set(f, wires ? fromWire(f.text, wires[i]!) : readFileText(f, {}, f.defaults)),
    );
  });
  return files.map((f) => byPath.get(f)!);
}
