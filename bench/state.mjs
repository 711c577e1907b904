// Reading a 50 MiB `--cluster-state` export (mostly pods) against the parse-only baseline: js-yaml
// `load` of the same file (issue 9: "read within the benchmark's ratio target", ≤ 1.5). In-process
// medians on the TypeScript build in build/ (npx tsc -p tsconfig.build.json), plus the whole CLI.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, YAML11_SCHEMA } from 'js-yaml';
import { generateClusterState } from './generate.mjs';

const { readClusterState } = await import('../build/state/load.js');

const mib = Number(process.argv[2] ?? 50);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const path = join(tmpdir(), 'upgrade-gate-bench', `state-${mib}.yaml`);
if (!existsSync(path)) generateClusterState(path, mib * 1048576);
const text = readFileSync(path, 'utf8');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (fn) => {
  const t = process.hrtime.bigint();
  const v = fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, v };
};
const base = [];
const gate = [];
let state;
for (let i = 0; i < runs; i++) {
  base.push(time(() => load(text, { schema: YAML11_SCHEMA, maxAliases: 1000 })).ms);
  const g = time(() => readClusterState(text, path));
  gate.push(g.ms);
  state = g.v;
}
const b = median(base);
const g = median(gate);
console.log(
  `state file ${(statSync(path).size / 1048576).toFixed(1)} MiB, ${state.objects.length} objects read, ${state.skipped} skipped: ` +
    `js-yaml load ${b.toFixed(0)} ms, readClusterState ${g.toFixed(0)} ms, ratio ${(g / b).toFixed(3)} (target ≤ 1.5)`,
);

// The whole CLI with the state file, on a small tree, against the same baseline.
const fixture = join(process.cwd(), 'fixtures', 'state-healthy');
if (existsSync(join(process.cwd(), 'build', 'cli.js')) && existsSync(fixture)) {
  const cli = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    const r = spawnSync(
      process.execPath,
      [
        join(process.cwd(), 'build', 'cli.js'),
        '--base',
        join(fixture, 'base'),
        '--head',
        join(fixture, 'head'),
        '--cluster-state',
        path,
        '--format',
        'json',
        '--fail-on',
        'never',
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    if (r.status !== 0) throw new Error(r.stderr);
    cli.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  console.log(`whole CLI with --cluster-state ${median(cli).toFixed(0)} ms (process start-up included)`);
}
