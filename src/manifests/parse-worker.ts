// A parse worker thread (dist/parse-worker.js): reads the files it is given as the main thread
// would (readFileText), sends the readings back on its port in one message, then raises its flag.
import { workerData, type MessagePort } from 'node:worker_threads';
import type { ReadJob } from './parallel.js';
import { readFileText } from './parse.js';
import { toWire } from './wire.js';

const { files, port, done } = workerData as { files: ReadJob[]; port: MessagePort; done: Int32Array };
const transfer: ArrayBuffer[] = [];
const wires = files.map((f) => toWire(f.text, readFileText(f, {}, f.defaults), transfer));
port.postMessage(wires, transfer);
port.close();
Atomics.add(done, 0, 1);
Atomics.notify(done, 0);
