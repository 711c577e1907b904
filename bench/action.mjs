// The action started as the runner starts it (`node DIST/index.js`, inputs and files in the
// environment, no token: no API call), for builds side by side: on two empty directories, on a
// Strimzi pair from directories (`base-dir`/`head-dir`) and from git (`base: HEAD~1`), with the
// CLI of the first build and the parse-only baseline on the same sides.
//
//   node bench/action.mjs [--instructions] [--runs N] DIST [DIST ...]
//
// Wall time: N alternating runs (default 21), medians of wall and of CPU (user + sys of the
// process). --instructions: callgrind counts instead (bench/instructions.mjs, medians of 3). Needs
// the Strimzi corpus of ../shared (copied where `npm run bench -- --strimzi` copies it).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionRun, freshFiles } from './action-run.mjs';
import { gitRepoOf } from './git-repo.mjs';
import { instructions } from './instructions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '..', '..', 'shared');
const args = process.argv.slice(2);
const counted = args.includes('--instructions');
const runs = Number(args[args.indexOf('--runs') + 1] || 21);
const dists = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs').map((d) => resolve(d));
if (!dists.length)
  throw new Error('usage: node bench/action.mjs [--instructions] [--runs N] DIST [DIST ...]');

const work = join(tmpdir(), 'upgrade-gate-bench', 'action');
const [a, b] = ['1.0.0', '1.2.0'];
const side = (v) => {
  const d = join(work, 'strimzi', v);
  if (!existsSync(d))
    for (const part of ['install', 'examples'])
      cpSync(join(shared, 'corpus', 'strimzi', v, part), join(d, part), { recursive: true });
  return d;
};
for (const d of [join(work, 'strimzi', 'empty-base'), join(work, 'strimzi', 'empty-head')])
  mkdirSync(d, { recursive: true });
const repo = join(work, 'git');
if (!existsSync(join(repo, '.git'))) gitRepoOf(side(a), side(b), repo);

const cases = [
  ['two empty directories', 'empty-base', 'empty-head'],
  [`strimzi ${a}→${b} (dirs)`, a, b],
];
const rows = [];
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

/** Wall and CPU of the node process alone, as bash's `time` reports them (starting bash is not counted). */
function timed(run) {
  freshFiles(run);
  const quoted = run.args.map((x) => `'${x}'`).join(' ');
  const r = spawnSync(
    'bash',
    ['-c', `TIMEFORMAT='%R %U %S'; time '${process.execPath}' ${quoted} >/dev/null 2>&1`],
    {
      cwd: run.cwd,
      env: run.env,
      encoding: 'utf8',
    },
  );
  const [real, u, s] = r.stderr.trim().split(/\s+/).slice(-3).map(Number);
  return { wall: real * 1000, cpu: (u + s) * 1000 };
}

function measure(name, variants) {
  const row = { run: name };
  if (counted) {
    for (const [label, run] of variants)
      row[`${label} M instr`] = median(
        [0, 1, 2].map(() => instructions(run.countArgs ?? run.args, run.cwd, run.env)),
      ).toFixed(0);
  } else {
    const got = variants.map(() => ({ wall: [], cpu: [] }));
    for (let i = 0; i < runs; i++)
      variants.forEach(([, run], j) => {
        const { wall, cpu } = timed(run);
        got[j].wall.push(wall);
        got[j].cpu.push(cpu);
      });
    variants.forEach(([label], j) => {
      row[`${label} ms`] = median(got[j].wall).toFixed(0);
      row[`${label} CPU ms`] = median(got[j].cpu).toFixed(0);
    });
  }
  rows.push(row);
  console.error(`  ${name}: done`);
}

const workspace = join(work, 'strimzi');
for (const [name, base, head] of cases) {
  const [bd, hd] = [join(workspace, base), join(workspace, head)];
  measure(name, [
    ...dists.map((d, i) => [
      `action ${i + 1}`,
      actionRun(d, workspace, { 'INPUT_BASE-DIR': base, 'INPUT_HEAD-DIR': head }, work),
    ]),
    [
      'CLI 1',
      { args: [join(dists[0], 'cli.js'), '--base', bd, '--head', hd, '--format', 'json'], cwd: workspace },
    ],
    ['baseline', { args: [join(here, 'parse-only.mjs'), bd, hd], cwd: workspace }],
  ]);
}
measure(`strimzi ${a}→${b} (git)`, [
  ...dists.map((d, i) => [
    `action ${i + 1}`,
    actionRun(d, repo, { INPUT_BASE: 'HEAD~1', INPUT_HEAD: 'HEAD' }, work),
  ]),
  [
    'CLI 1',
    {
      args: [
        join(dists[0], 'cli.js'),
        '--repo',
        repo,
        '--base',
        'HEAD~1',
        '--head',
        'HEAD',
        '--format',
        'json',
      ],
      cwd: repo,
    },
  ],
]);
dists.forEach((d, i) => console.log(`action ${i + 1}: ${d}`));
console.table(rows);
