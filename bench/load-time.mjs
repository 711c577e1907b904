// What loading modules costs: each run is a fresh process that imports one module (with the
// modules it imports) and prints how long the import took; runs of the given modules alternate.
// Prints the median per module. For comparing builds of one chunk:
//
//   node bench/load-time.mjs 21 /tmp/before/dist/chunk-evaluation.js dist/chunk-evaluation.js
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [runs, ...modules] = process.argv.slice(2);
if (!Number(runs) || !modules.length) throw new Error('usage: node bench/load-time.mjs RUNS MODULE...');
const times = modules.map(() => []);
for (let i = 0; i < Number(runs); i++)
  modules.forEach((m, k) => {
    const url = pathToFileURL(resolve(m)).href;
    const code = `const t = performance.now(); await import(${JSON.stringify(url)});
process.stderr.write('__LOAD_MS__ ' + (performance.now() - t) + String.fromCharCode(10));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    const ms = /__LOAD_MS__ (\S+)/.exec(r.stderr)?.[1];
    if (!ms) throw new Error(`${m}: no time printed: ${r.stderr.slice(-1000)}`);
    times[k].push(Number(ms));
  });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
modules.forEach((m, k) => console.log(`${m}: ${median(times[k]).toFixed(1)} ms`));
