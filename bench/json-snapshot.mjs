// The correctness guard for performance work: runs a build of the CLI with `--format json` on every
// fixture under fixtures/, every pair of Strimzi releases in ../shared/corpus/strimzi (install +
// examples, as the bench reads them, and the Helm charts), every neighbouring pair of each operator
// in ../shared/corpus/crd-history, and the generated monorepo from directories and from git; writes
// each report (and the exit status and stderr) to OUT/<name>.json. Run it with the build before a
// change and with the build after it, then `diff -r BEFORE AFTER`: every byte must be the same.
//
//   node bench/json-snapshot.mjs dist/cli.js /tmp/before      (BENCH_CLI-style: any rolled-up cli.js)
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMonorepo, generateMovedFiles, generatePlatformRepo } from './generate.mjs';
import { gitRepoOf } from './git-repo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const shared = resolve(root, '..', 'shared', 'corpus');
const [cliArg, outArg] = process.argv.slice(2);
if (!cliArg || !outArg) throw new Error('usage: node bench/json-snapshot.mjs CLI OUT_DIR');
const cli = resolve(cliArg);
const out = resolve(outArg);
const work = join(tmpdir(), 'upgrade-gate-snapshot');
mkdirSync(out, { recursive: true });
mkdirSync(work, { recursive: true });
// The report of each run in this process's own folder (two snapshot runs at once never collide),
// and its path kept out of what is compared (stderr names it).
const reports = mkdtempSync(join(tmpdir(), 'upgrade-gate-snapshot-report-'));

// The checkout's and the scratch folder's own paths (reports name the trees they read) written as
// <repo>/ and <work>/, so runs from two worktrees or with another TMPDIR compare byte for byte.
const portable = (text) => text.split(`${root}/`).join('<repo>/').split(`${work}/`).join('<work>/');

const byVersion = (a, b) => a.localeCompare(b, 'en', { numeric: true });
let count = 0;

function snapshot(name, args, cwd = root) {
  const report = join(reports, 'report.json');
  const r = spawnSync(
    process.execPath,
    [cli, ...args, '--format', 'json', '--output', report, '--fail-on', 'never', '--today', '2026-01-01'],
    { cwd, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const text = r.status === 2 || !existsSync(report) ? '' : readFileSync(report, 'utf8');
  const stderr = r.stderr.split(report).join('REPORT');
  writeFileSync(join(out, `${name}.json`), portable(`exit ${r.status}\n${stderr}\n${text}`));
  spawnSync('rm', ['-f', report]);
  count++;
}

// Fixtures, with their config.yml and args.json as the golden test passes them.
const fixtures = join(root, 'fixtures');
for (const name of readdirSync(fixtures).sort()) {
  const dir = join(fixtures, name);
  if (!existsSync(join(dir, 'base')) || !existsSync(join(dir, 'head'))) continue;
  const args = ['--base', join(dir, 'base'), '--head', join(dir, 'head')];
  if (existsSync(join(dir, 'config.yml'))) args.push('--config', join(dir, 'config.yml'));
  if (existsSync(join(dir, 'args.json')))
    args.push(...JSON.parse(readFileSync(join(dir, 'args.json'), 'utf8')));
  snapshot(`fixture-${name}`, args);
}

// Strimzi: every pair of releases (older → newer), install + examples; neighbouring pairs also
// with the Helm charts.
const strimzi = join(shared, 'strimzi');
if (existsSync(strimzi)) {
  // Release folders only (`upstream-upgrade-docs/` beside them holds Strimzi's tests and docs).
  const releases = readdirSync(strimzi)
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
    .sort(byVersion);
  const side = (v) => {
    const d = join(work, 'strimzi', v);
    if (!existsSync(d)) {
      for (const part of ['install', 'examples'])
        cpSync(join(strimzi, v, part), join(d, part), { recursive: true });
    }
    return d;
  };
  releases.forEach((a, i) => {
    for (const b of releases.slice(i + 1))
      snapshot(`strimzi-${a}-${b}`, ['--base', side(a), '--head', side(b)]);
    const b = releases[i + 1];
    if (b && existsSync(join(strimzi, a, 'helm-charts')) && existsSync(join(strimzi, b, 'helm-charts')))
      snapshot(`strimzi-helm-${a}-${b}`, [
        '--base',
        join(strimzi, a, 'helm-charts'),
        '--head',
        join(strimzi, b, 'helm-charts'),
      ]);
  });
}

// CRD histories: every neighbouring pair of tags of each operator.
const history = join(shared, 'crd-history');
if (existsSync(history)) {
  for (const op of readdirSync(history).sort()) {
    if (!existsSync(join(history, op)) || op.endsWith('.md')) continue;
    const tags = readdirSync(join(history, op)).sort(byVersion);
    tags.slice(1).forEach((b, i) => {
      const a = tags[i];
      snapshot(`crd-${op}-${a}-${b}`, ['--base', join(history, op, a), '--head', join(history, op, b)]);
    });
  }
}

// Generated corpora: both monorepo shapes of the bench, from directories and from git, and a tree
// where files moved between the sides (content the same, path not).
const generated = [
  ['mono-500', (d) => generateMonorepo(d, 500)],
  ['platform-600', (d) => generatePlatformRepo(d, 600, 12)],
];
for (const [name, make] of generated) {
  const d = join(work, name);
  if (!existsSync(join(d, 'head'))) make(d);
  snapshot(`${name}-dirs`, ['--base', join(d, 'base'), '--head', join(d, 'head')]);
  if (!existsSync(join(d, 'repo', '.git'))) gitRepoOf(join(d, 'base'), join(d, 'head'), join(d, 'repo'));
  snapshot(`${name}-git`, ['--repo', join(d, 'repo'), '--base', 'HEAD~1', '--head', 'HEAD']);
}
const moved = join(work, 'moved');
if (!existsSync(join(moved, 'head'))) generateMovedFiles(moved, 300);
snapshot('moved-dirs', ['--base', join(moved, 'base'), '--head', join(moved, 'head')]);

console.log(`${count} runs written to ${out}`);
