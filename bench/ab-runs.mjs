// Alternating A/B of whole CLI runs: two builds, N rounds (A B, then B A, …), medians of wall (the
// parent's clock around each child) and CPU (the child's own user + system time at exit, from
// bench/rss.mjs, the bench's own --import hook).
//
//   node bench/ab-runs.mjs 21 /tmp/before/cli.js dist/cli.js -- --base X --head Y \
//     --format json --output /tmp/x.json --fail-on never
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const [rounds, a, b, sep, ...args] = process.argv.slice(2);
if (!rounds || !a || !b || sep !== '--')
  throw new Error('usage: node bench/ab-runs.mjs N CLI_A CLI_B -- ARGS…');
const hook = join(dirname(fileURLToPath(import.meta.url)), 'rss.mjs');
const runs = { A: { wall: [], cpu: [] }, B: { wall: [], cpu: [] } };
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

for (let i = 0; i < Number(rounds); i++)
  for (const [k, cli] of i % 2
    ? [
        ['B', b],
        ['A', a],
      ]
    : [
        ['A', a],
        ['B', b],
      ]) {
    const t = performance.now();
    const r = spawnSync(process.execPath, ['--import', hook, cli, ...args], { encoding: 'utf8' });
    runs[k].wall.push(performance.now() - t);
    runs[k].cpu.push(Number(/__BENCH_CPU__ (\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1000);
  }
for (const [k, cli] of [
  ['A', a],
  ['B', b],
])
  console.log(
    `${k} ${cli}: wall median ${median(runs[k].wall).toFixed(1)} ms, CPU median ${median(runs[k].cpu).toFixed(1)} ms (n=${runs[k].wall.length})`,
  );
const change = (f) => (((median(runs.B[f]) - median(runs.A[f])) / median(runs.A[f])) * 100).toFixed(1);
console.log(`B against A: wall ${change('wall')} %, CPU ${change('cpu')} %`);
