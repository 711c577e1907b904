// `npm run bench`: one row per corpus — files, MiB, objects, parse-only baseline, gate time (the
// whole CLI run, report included), their ratio, and peak RSS; the real GitOps repositories of
// ../shared/corpus/gitops (the newest BENCH_GITOPS_LAST, 20, commits of each judged against their
// parents one at a time: median and worst per PR); cold start against bare Node; last, a table of
// the targets (docs/performance.md) beside what this run measured. Timings are medians of several
// runs; these machines are noisy, so read the ratios.
// Flags: --quick (fewer corpora), --strimzi (Strimzi pairs only), --platform (the platform
// monorepos of issue 20 only), --gitops-large (the 150-overlay GitOps repository of issue 20 only,
// rendered with the real kustomize, and the rendering's share of the run), --no-strimzi, --no-gitops
// (leave out the GitOps example, e.g. when BENCH_CLI is a build that predates `render:`), --floor
// (two more columns: the floor of issue 20 — the baseline's process with its reading and js-yaml
// parse replaced by reading both sides once and the gate's reader parsing each distinct text once,
// bench/floor.mjs on the TypeScript build — and the gate's wall time over it), --warm (one more
// table: each Strimzi pair run 6 times in one process, baseline and gate alike, bench/warm.mjs on
// the TypeScript build — what a run costs once its code is compiled and warm), --instructions
// (three more columns: baseline and gate instructions counted by callgrind, medians of
// BENCH_INSTRUCTION_RUNS runs (3), and their ratio, bench/instructions.mjs; slow, meant with
// --strimzi; skipped with a message when valgrind is not on PATH).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateGitopsRepo, generateMonorepo, generatePlatformRepo } from './generate.mjs';
import { actionRun, freshFiles } from './action-run.mjs';
import { gitRepoOf } from './git-repo.mjs';
import { haveValgrind, instructions } from './instructions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const shared = resolve(root, '..', 'shared');
// BENCH_CLI: measure another build of the CLI (e.g. one rolled up elsewhere) without replacing dist/.
const cli = process.env.BENCH_CLI ? resolve(process.env.BENCH_CLI) : join(root, 'dist', 'cli.js');
// The action's entry beside it (BENCH_CLI's folder, or dist/).
const action = join(dirname(cli), 'index.js');
const rss = join(here, 'rss.mjs');
const work = join(tmpdir(), 'upgrade-gate-bench');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const quick = process.argv.includes('--quick');
const strimziOnly = process.argv.includes('--strimzi');
const gitopsOnly = process.argv.includes('--gitops-large');
const platformOnly = process.argv.includes('--platform') || gitopsOnly;
const noStrimzi = process.argv.includes('--no-strimzi') || platformOnly;
const floor = process.argv.includes('--floor');
const warm = process.argv.includes('--warm');
const counted = process.argv.includes('--instructions') && haveValgrind();
if (process.argv.includes('--instructions') && !counted)
  console.error('  --instructions: valgrind is not on PATH, instructions not counted');
const instructionRuns = Number(process.env.BENCH_INSTRUCTION_RUNS ?? 3);
// Every run starts a Node process: the one running this script. Below the engines' Node 22 the
// figures are not the gate's — Node 20 also reads NODE_EXTRA_CA_CERTS at every start (Node 22 and
// 24 read it on first use): +75 ms a process on a machine that sets it, every ratio pulled to 1.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22)
  console.error(
    `  Node ${process.versions.node} is below the Node 22 package.json requires; run the bench with Node 22 or 24 (the action's)` +
      (process.env.NODE_EXTRA_CA_CERTS ? ': this one also reads NODE_EXTRA_CA_CERTS at every start' : ''),
  );

function timed(args, cwd = root, env = process.env) {
  // An action run's own output and summary files (never this process's, which a runner may own).
  if (env !== process.env) freshFiles({ env });
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', rss, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
  const kb = Number(/__BENCH_RSS__ (\d+)/.exec(r.stderr)?.[1] ?? 0);
  const cpuMs = Number(/__BENCH_CPU__ (\d+)/.exec(r.stderr)?.[1] ?? 0) / 1000;
  return { ms, cpuMs, rssMiB: kb / 1024, stdout: r.stdout };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.name === '.git') continue;
      if (e.isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(e.name)) {
        files++;
        bytes += statSync(p).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

const rows = [];
const warmRows = [];
/** bench/warm.mjs on two directories: first and warm run of the baseline and of the gate, in one process. */
function warmRow(name, baseDir, headDir) {
  const out = execFileSync(process.execPath, [join(here, 'warm.mjs'), baseDir, headDir, '6'], {
    cwd: root,
    encoding: 'utf8',
  });
  const { baseline, gate } = JSON.parse(out);
  return {
    corpus: name,
    'baseline first ms': baseline.first,
    'baseline warm ms': baseline.warm,
    'gate warm ms': gate.warm,
    'warm ratio': (gate.warm / baseline.warm).toFixed(2),
  };
}
/** The action on two directories of one workspace (`base-dir` / `head-dir`), its report where the CLI's goes. */
const actionOn = (workspace, baseDir, headDir) =>
  actionRun(
    dirname(action),
    workspace,
    {
      'INPUT_BASE-DIR': relative(workspace, baseDir),
      'INPUT_HEAD-DIR': relative(workspace, headDir),
      'INPUT_REPORT-JSON': join(work, 'report.json'),
    },
    join(work, 'action'),
  );

function bench(name, baseDir, headDir, gateArgs, how) {
  const size = [sizeOf(baseDir), sizeOf(headDir)].reduce((a, b) => ({
    files: a.files + b.files,
    bytes: a.bytes + b.bytes,
  }));
  // Baseline and gate runs alternate, so drift in the machine's load hits both alike.
  const baseRuns = [];
  const gateRuns = [];
  const floorRuns = [];
  const baseRun = [join(here, 'parse-only.mjs'), baseDir, headDir];
  const gateRun = how?.args ?? [
    cli,
    ...gateArgs,
    '--format',
    'json',
    '--output',
    join(work, 'report.json'),
    '--fail-on',
    'never',
  ];
  for (let i = 0; i < runs; i++) {
    baseRuns.push(timed(baseRun));
    if (floor) floorRuns.push(timed([join(here, 'floor.mjs'), baseDir, headDir]));
    gateRuns.push(timed(gateRun, how?.cwd, how?.env));
  }
  const parsed = JSON.parse(baseRuns[0].stdout);
  const baseline = median(baseRuns.map((x) => x.ms));
  const gate = median(gateRuns.map((x) => x.ms));
  const baseCpu = median(baseRuns.map((x) => x.cpuMs));
  const gateCpu = median(gateRuns.map((x) => x.cpuMs));
  const row = {
    corpus: name,
    files: size.files,
    MiB: (size.bytes / 1048576).toFixed(1),
    docs: parsed.docs,
    'baseline s': (baseline / 1000).toFixed(2),
    'gate s': (gate / 1000).toFixed(2),
    ratio: (gate / baseline).toFixed(2),
    'CPU ratio': (gateCpu / baseCpu).toFixed(2),
    'peak RSS MiB': Math.max(...gateRuns.map((x) => x.rssMiB)).toFixed(0),
  };
  if (counted) {
    const count = (args) => median(Array.from({ length: instructionRuns }, () => instructions(args, root)));
    const base = count(baseRun);
    const gate = median(
      Array.from({ length: instructionRuns }, () =>
        instructions(how?.countArgs ?? gateRun, how?.cwd ?? root, how?.env),
      ),
    );
    row['baseline M instr'] = base.toFixed(0);
    row['gate M instr'] = gate.toFixed(0);
    row['instr ratio'] = (gate / base).toFixed(2);
  }
  if (floor) {
    // The baseline's process, its own reading and parsing swapped for the floor's (both timed inside).
    const inner = (xs) => median(xs.map((x) => JSON.parse(x.stdout).ms));
    const floorMs = baseline - inner(baseRuns) + inner(floorRuns);
    row['floor s'] = (floorMs / 1000).toFixed(2);
    row['gate/floor'] = (gate / floorMs).toFixed(2);
  }
  rows.push(row);
  console.error(`  ${name}: ratio ${row.ratio}`);
  return { gate, gateCpu };
}

mkdirSync(work, { recursive: true });
if (floor || warm) execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run package first`);

// Strimzi releases: every neighbouring pair, and the longest jump.
if (noStrimzi) {
  console.error('  --no-strimzi: Strimzi corpora skipped');
} else if (existsSync(join(shared, 'corpus', 'strimzi'))) {
  const releases = readdirSync(join(shared, 'corpus', 'strimzi'))
    .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const side = (v) => {
    const d = join(work, 'strimzi', v);
    if (!existsSync(d)) {
      mkdirSync(d, { recursive: true });
      for (const part of ['install', 'examples'])
        cpSync(join(shared, 'corpus', 'strimzi', v, part), join(d, part), { recursive: true });
    }
    return d;
  };
  const pairs = releases.slice(1).map((v, i) => [releases[i], v]);
  pairs.push([releases[0], releases[releases.length - 1]]);
  for (const [a, b] of quick ? pairs.slice(-2) : pairs) {
    bench(`strimzi ${a}→${b}`, side(a), side(b), ['--base', side(a), '--head', side(b)]);
    if (warm) warmRows.push(warmRow(`strimzi ${a}→${b}`, side(a), side(b)));
  }
  // The action on the newest pair: the same work, started the runner's way.
  const [a, b] = pairs[pairs.length - 2];
  bench(`action: strimzi ${a}→${b}`, side(a), side(b), [], actionOn(join(work, 'strimzi'), side(a), side(b)));
} else {
  console.error('  ../shared is absent: Strimzi corpora skipped');
}

// The GitOps example (fixtures/gitops): kustomize units rendered with the real kustomize, against
// the same run with `render: off` (structural reading), so the difference is the render cost.
if (!strimziOnly && !platformOnly && !process.argv.includes('--no-gitops')) {
  const g = join(root, 'fixtures', 'gitops');
  const off = join(work, 'render-off.yml');
  writeFileSync(off, 'render: off\n');
  const sides = ['--base', join(g, 'base'), '--head', join(g, 'head')];
  bench('gitops (rendered)', join(g, 'base'), join(g, 'head'), sides);
  bench('gitops (render: off)', join(g, 'base'), join(g, 'head'), [...sides, '--config', off]);
}

/** A generated tree (`dir/base`, `dir/head`, made by `make` when absent), from directories and from git. */
function benchTree(name, dir, make) {
  if (!existsSync(join(dir, 'head'))) make(dir);
  const [base, head] = [join(dir, 'base'), join(dir, 'head')];
  const dirs = bench(`${name} (dirs)`, base, head, ['--base', base, '--head', head]);
  const repo = join(dir, 'repo');
  if (!existsSync(join(repo, '.git'))) gitRepoOf(base, head, repo);
  bench(`${name} (git)`, base, head, ['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD']);
  return dirs;
}

// Generated monorepos, from directories and from a real git repository.
for (const n of strimziOnly || platformOnly ? [] : quick ? [1000] : [1000, 10000])
  benchTree(`monorepo ${n}`, join(work, `mono-${n}`), (d) => generateMonorepo(d, n));

// The platform monorepo of issue 20 (many small files, large CRDs, custom resources of unchanged
// CRDs): 3,000 files a side with 1 % changed, and 20,000 files a side with ONE file changed.
const platforms =
  strimziOnly || gitopsOnly
    ? []
    : quick
      ? [[3000, 30]]
      : [
          [3000, 30],
          [20000, 1],
        ];
for (const [n, changed] of platforms) {
  const what = `platform ${n.toLocaleString('en')}, ${changed === 1 ? 'one file' : `${changed} files`}`;
  benchTree(what, join(work, `platform-${n}-${changed}`), (d) => generatePlatformRepo(d, n, changed));
}

// The GitOps repository of issue 20: 150 kustomize overlays over shared bases, one overlay changed,
// rendered with the real kustomize; the same run with `render: off` says what rendering costs
// (wall time: kustomize's own CPU is in child processes the CPU column does not count).
let renderShare;
if (gitopsOnly) {
  const kubectl = ['kustomize', 'kubectl'].some(
    (b) => spawnSync('sh', ['-c', `command -v ${b}`], { encoding: 'utf8' }).status === 0,
  );
  if (!kubectl) console.error('  --gitops-large: neither kustomize nor kubectl on PATH, skipped');
  else {
    const dir = join(work, 'gitops-150');
    const rendered = benchTree('gitops 150 overlays, one changed', dir, (d) => generateGitopsRepo(d, 150));
    const off = join(work, 'render-off.yml');
    writeFileSync(off, 'render: off\n');
    const sides = ['--base', join(dir, 'base'), '--head', join(dir, 'head')];
    const structural = bench('gitops 150 overlays (render: off)', join(dir, 'base'), join(dir, 'head'), [
      ...sides,
      '--config',
      off,
    ]);
    renderShare = Math.max(0, 1 - structural.gate / rendered.gate);
  }
}

// The real GitOps repositories (../shared/corpus/gitops): the newest BENCH_GITOPS_LAST commits (20)
// of each, every one judged against its parent with the real kustomize, one at a time, as a PR is.
let corpusTimes;
if (!strimziOnly && !platformOnly && !quick && existsSync(join(shared, 'corpus', 'gitops'))) {
  const out = join(work, 'gitops-corpus.jsonl');
  const last = process.env.BENCH_GITOPS_LAST ?? '20';
  const clones = join(work, 'gitops-clones');
  execFileSync(
    process.execPath,
    [
      join(here, 'gitops-corpus.mjs'),
      '--cli',
      cli,
      '--out',
      out,
      '--last',
      last,
      '--jobs',
      '1',
      '--clones',
      clones,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  corpusTimes = readFileSync(out, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l).ms);
}

console.table(rows);
if (warmRows.length) {
  console.log('Warm runs (bench/warm.mjs: the same pair run 6 times in one process; medians of runs 2-6):');
  console.table(warmRows);
}
if (renderShare !== undefined)
  console.log(
    `gitops 150 (dirs): rendering is ${(renderShare * 100).toFixed(0)} % of the gate's wall time (1 − render: off / rendered)`,
  );

// The CRD diff against parsing the same CRDs (in-process, on the TypeScript build).
if (!platformOnly && existsSync(join(shared, 'corpus', 'strimzi', '1.0.0'))) {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  process.stdout.write(
    execFileSync(
      process.execPath,
      [join(here, 'crd-diff.mjs'), join(shared, 'corpus', 'strimzi'), '0.51.0', '1.0.0'],
      { encoding: 'utf8' },
    ),
  );
  process.stdout.write(
    execFileSync(
      process.execPath,
      [join(here, 'validate-crs.mjs'), join(shared, 'corpus', 'strimzi'), '1.0.0', '5000'],
      {
        encoding: 'utf8',
      },
    ),
  );
}

// A 50 MiB --cluster-state export of mostly pods, read against js-yaml load of the same file.
if (!quick && !strimziOnly && !platformOnly) {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'ignore' });
  process.stdout.write(
    execFileSync(process.execPath, [join(here, 'state.mjs'), '50'], { cwd: root, encoding: 'utf8' }),
  );
}

// Cold start: dist/cli.js --version against bare Node on the same machine.
const coldRuns = 10;
const bare = median(Array.from({ length: coldRuns }, () => timed(['-e', '0']).ms));
const version = median(Array.from({ length: coldRuns }, () => timed([cli, '--version']).ms));
console.log(
  `cold start: node dist/cli.js --version ${version.toFixed(0)} ms, bare node -e 0 ${bare.toFixed(0)} ms, ratio ${(version / bare).toFixed(2)} (target ≤ 1.15)`,
);
// The action's start: a run on two empty directories, against the CLI's run on the same.
const empty = join(work, 'empty');
for (const side of ['base', 'head']) mkdirSync(join(empty, side), { recursive: true });
const emptyAction = actionOn(empty, join(empty, 'base'), join(empty, 'head'));
const emptyCli = [cli, '--base', join(empty, 'base'), '--head', join(empty, 'head'), '--format', 'json'];
const startAction = median(
  Array.from({ length: coldRuns }, () => timed(emptyAction.args, emptyAction.cwd, emptyAction.env).ms),
);
const startCli = median(Array.from({ length: coldRuns }, () => timed(emptyCli).ms));
console.log(
  `action start: node dist/index.js on two empty directories ${startAction.toFixed(0)} ms, the CLI on the same ${startCli.toFixed(0)} ms, ratio to bare node ${(startAction / bare).toFixed(2)} and ${(startCli / bare).toFixed(2)}`,
);

// The targets (docs/performance.md), each beside what this run measured.
const targetRows = [];
const target = (what, measured, limit, unit = '×') =>
  targetRows.push({
    target: what,
    measured: unit === '×' ? measured.toFixed(2) : `${measured.toFixed(unit === 'MiB' ? 0 : 2)} ${unit}`,
    limit: unit === '×' ? `≤ ${limit.toFixed(2)}` : `≤ ${limit} ${unit}`,
    met: measured <= limit ? 'yes' : 'NO',
  });
const ratioOf = (test) => rows.filter((r) => test(r.corpus)).map((r) => Number(r.ratio));
const strimziRatios = ratioOf((c) => c.startsWith('strimzi'));
if (strimziRatios.length)
  target('Strimzi release pair, worst (× parse-only)', Math.max(...strimziRatios), 1.5);
const oneFile = ratioOf((c) => c.startsWith('platform 20,000, one file'));
if (oneFile.length) target('20,000 files, one changed, worst (× parse-only)', Math.max(...oneFile), 0.5);
if (corpusTimes?.length) {
  target(`GitOps corpus PR, median of ${corpusTimes.length}`, median(corpusTimes) / 1000, 2, 's');
  target('GitOps corpus PR, worst', Math.max(...corpusTimes) / 1000, 10, 's');
}
if (rows.length) target('peak RSS', Math.max(...rows.map((r) => Number(r['peak RSS MiB']))), 1024, 'MiB');
target('cold start (× bare node)', version / bare, 1.15);
console.table(targetRows);
