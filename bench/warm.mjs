// How much of a run is first-run cost: the gate (runGate of the TypeScript build in build/,
// `npx tsc -p tsconfig.build.json`) and the parse-only baseline (js-yaml loadAll), each run RUNS
// times in ONE process on the same two directories. The first run pays for compiling and warming
// the code it meets for the first time (lazy compilation, inline caches, tier-up); the later runs
// pay for the work alone. Module loading and the report's rendering are outside both figures.
// The gate keeps a few caches by text across runs in a process (RE2 programs, parsed CEL, CEL
// programs, plain-scalar resolutions), so its warm figure is a lower bound of its work.
// Usage: node bench/warm.mjs BASE_DIR HEAD_DIR [RUNS]; prints one JSON line.
import { parseOnly } from './parse-only-walk.mjs';

const [base, head, n = '6'] = process.argv.slice(2);
const runs = Number(n);
const { runGate } = await import('../build/run.js');
const { defaultOptions } = await import('../build/options.js');

async function timesOf(run) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await run();
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const rest = ms.slice(1).sort((a, b) => a - b);
  return { first: Math.round(ms[0]), warm: Math.round(rest[Math.floor(rest.length / 2)]) };
}

const baseline = await timesOf(() => parseOnly([base, head]));
const options = defaultOptions({ base: { dir: base }, head: { dir: head }, format: 'json' });
const gate = await timesOf(() => runGate(options));
process.stdout.write(JSON.stringify({ baseline, gate }) + '\n');
