import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import { defaultConfig } from './config/defaults.js';
import type { GateConfig, RunFacts } from './context.js';
import type { ConfigChange, GateResult } from './result/model.js';
import { describeError, UsageError } from './errors.js';
import { DEFAULT_CONFIG_PATH, type GateOptions, type Side } from './options.js';
import { makeFileFilter } from './sources/globs.js';
import { GitReads, openSnapshots } from './sources/open.js';
import type { StrimziRelease } from './strimzi/release-types.js';
import type { Snapshot, SnapshotOptions } from './sources/snapshot.js';

/** The evaluation side of a run (src/evaluation.ts): a chunk of its own, loaded once per process. */
type Evaluation = typeof import('./evaluation.js');
let evaluation: Promise<Evaluation> | undefined;
function loadEvaluation(): Promise<Evaluation> {
  if (!evaluation) {
    evaluation = import('./evaluation.js');
    evaluation.catch(() => undefined); // reported where awaited
  }
  return evaluation;
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A path from the config, kept inside its root: no `..` out of it, no absolute path. */
function insideRoot(key: string, path: string): string {
  const n = normalize(path);
  if (isAbsolute(path) || n === '..' || n.startsWith('../') || path.includes('\0'))
    throw new UsageError(
      `${key}: ${JSON.stringify(path)} is outside the repository`,
      'Give a path relative to the repository root, without "..".',
    );
  return n;
}

/** A file next to the config: the same revision or directory, so a PR cannot swap it either. */
async function readBesideConfig(
  options: GateOptions,
  key: string,
  path: string,
  reads: GitReads,
): Promise<string | undefined> {
  const side = options.configFrom === 'head' ? options.head : options.base;
  const rel = insideRoot(key, path);
  if (options.configFrom === 'file' && options.configPath) {
    const p = resolve(dirname(options.configPath), rel);
    return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
  }
  if ('dir' in side)
    return existsSync(join(side.dir, rel)) ? readFileSync(join(side.dir, rel), 'utf8') : undefined;
  return reads.fileAt(options.repo, side.rev, rel);
}

/** `strimzi.releases`: newer release data than the bundled module. */
async function loadReleases(
  options: GateOptions,
  config: GateConfig,
  reads: GitReads,
): Promise<StrimziRelease[] | undefined> {
  const path = config.strimzi.releases;
  if (typeof path !== 'string') return undefined;
  const text = await readBesideConfig(options, 'strimzi.releases', path, reads);
  if (text === undefined)
    throw new UsageError(
      `strimzi.releases: ${path} not found beside the config`,
      'Commit the file on the base branch, or remove the key.',
    );
  try {
    return (await loadEvaluation()).parseReleasesFile(text);
  } catch (err) {
    // The parser's own words may quote the file: only its first line, cut short, and no quoted text.
    const why = ((err as Error).message.split('\n')[0] ?? '').replace(/".*"/g, '…').slice(0, 160);
    throw new UsageError(
      `strimzi.releases: ${path}: ${why}`,
      'The format is the one of src/strimzi/releases-data.ts, as JSON.',
    );
  }
}

/** The config file's text on one side (or on disk for `file`), and the name errors give it. */
async function readConfigText(
  options: GateOptions,
  from: GateOptions['configFrom'],
  reads: GitReads,
): Promise<{ text?: string; name: string; where: string }> {
  const side = from === 'head' ? options.head : options.base;
  const name = options.configPath ?? DEFAULT_CONFIG_PATH;
  if (from === 'file' && options.configPath)
    return {
      text: existsSync(options.configPath) ? readFileSync(options.configPath, 'utf8') : undefined,
      name,
      where: 'on disk',
    };
  if ('dir' in side) {
    const p = join(side.dir, insideRoot('config', name));
    return { text: existsSync(p) ? readFileSync(p, 'utf8') : undefined, name, where: `in ${side.dir}` };
  }
  return {
    text: await reads.fileAt(options.repo, side.rev, insideRoot('config', name)),
    name: `${side.rev}:${name}`,
    where: `at revision ${side.rev}`,
  };
}

async function parseConfigText(text: string, name: string): Promise<GateConfig> {
  // The validator (ajv and the config schema) loads only when there is a config file to check;
  // the rule ids it checks names against come with the evaluation.
  const [{ parseConfig }, { ruleIds, configChecks }] = await Promise.all([
    import('./config/load.js'),
    loadEvaluation(),
  ]);
  return parseConfig(text, name, ruleIds(), configChecks);
}

/** Reads the config file: an explicit file on disk, or the default path on the chosen side. */
async function loadConfig(options: GateOptions, reads: GitReads): Promise<GateConfig> {
  const { text, name, where } = await readConfigText(options, options.configFrom, reads);
  if (text === undefined) {
    if (options.configPath) {
      throw new UsageError(
        `config file ${options.configPath} not found (${where})`,
        'Check the path, or leave the option out to run with the defaults.',
      );
    }
    return defaultConfig();
  }
  return parseConfigText(text, name);
}

/**
 * Files the head snapshot reads that a changed config's `paths`/`exclude` would leave out: a PR
 * widening `exclude` (or narrowing `paths`) says which manifests stop being checked after the merge.
 */
function leftOutBy(config: GateConfig, options: GateOptions, head: Snapshot): string[] {
  const include = [...config.paths, ...options.paths];
  const keep = makeFileFilter({
    paths: include.length ? [...include, ...config.crd.sources, ...options.crdPaths] : [],
    exclude: [...config.exclude, ...options.exclude],
  });
  return head.files.filter((f) => keep(f.path) !== true).map((f) => f.path);
}

/**
 * When the config is read from the base and the PR changes it: the change takes effect after the
 * merge, and this is what the result would be with it (one notice in the reports).
 */
async function configChangeOf(
  options: GateOptions,
  head: Snapshot,
  evaluate: (config: GateConfig) => GateResult,
  reads: GitReads,
): Promise<ConfigChange | undefined> {
  if (options.configFrom !== 'base') return undefined;
  const [before, after] = await Promise.all([
    readConfigText(options, 'base', reads),
    readConfigText(options, 'head', reads),
  ]);
  if (before.text === after.text) return undefined;
  const path = options.configPath ?? DEFAULT_CONFIG_PATH;
  try {
    const config = after.text === undefined ? defaultConfig() : await parseConfigText(after.text, after.name);
    const r = evaluate(config);
    const leftOut = leftOutBy(config, options, head);
    return { path, result: r.result, summary: r.summary, ...(leftOut.length ? { leftOut } : {}) };
  } catch (err) {
    return { path, error: describeError(err) };
  }
}

/**
 * Starts the git reads every run with revision sides makes, so they overlap the config's read
 * instead of following it: each side's listing, and the head's config when it is compared.
 */
function prefetchGit(options: GateOptions, reads: GitReads): void {
  const revs = [options.base, options.head].flatMap((side) => ('rev' in side ? [side.rev] : []));
  reads.prefetchTrees(resolve(options.repo), revs);
  if (options.configFrom === 'base' && 'rev' in options.head)
    readConfigText(options, 'head', reads).catch(() => undefined);
}

export async function runGate(options: GateOptions): Promise<GateResult> {
  // Each revision resolved and listed once, each file beside the config read once, in this run.
  const reads = new GitReads();
  prefetchGit(options, reads);
  try {
    return await gateRun(options, reads);
  } finally {
    await reads.settled();
  }
}

async function gateRun(options: GateOptions, reads: GitReads): Promise<GateResult> {
  const config = await loadConfig(options, reads);
  const include = [...config.paths, ...options.paths];
  const snapOpts: SnapshotOptions = {
    // Extra CRD sources are read even when `paths` would leave them out.
    paths: include.length ? [...include, ...config.crd.sources, ...options.crdPaths] : [],
    exclude: [...config.exclude, ...options.exclude],
    maxFileSize: options.maxFileSize ?? config.maxFileSize,
  };
  const repo = resolve(options.repo);
  // The evaluation compiles while git reads the blobs (openSnapshots calls it once they are under way).
  const [base, head] = await openSnapshots(options.base, options.head, repo, snapOpts, reads, loadEvaluation);
  const { loadClusterState, changedCrdKinds, loadEngines, unitEngines, evaluateSnapshots } =
    await loadEvaluation();
  // Read after the snapshots: it keeps the custom resources of the CRDs this change touches.
  const clusterState = options.clusterState
    ? await loadClusterState(
        options.clusterState,
        options.clusterStateDir,
        changedCrdKinds(base, head),
        options.repo,
      )
    : undefined;
  const strimziReleases = await loadReleases(options, config, reads);
  const charts =
    options.fetchCharts && mayChangeCharts(base, head)
      ? await fetchChartsOf(options, config, base, head)
      : undefined;
  const facts: RunFacts = {
    acks: options.acks,
    labels: options.labels,
    today: options.today ?? todayUtc(),
    ...(strimziReleases ? { strimziReleases } : {}),
    ...(clusterState ? { clusterState } : {}),
    ...(charts ? { charts } : {}),
  };
  const engines = await loadEngines(base, head);
  const units = await unitEngines(config, base, head, charts);
  const result = evaluateSnapshots(base, head, config, facts, engines, units);
  const configChange = await configChangeOf(
    options,
    head,
    (c) => evaluateSnapshots(base, head, c, facts, engines, units),
    reads,
  );
  return { ...result, sides: headerLabels(options), ...(configChange ? { configChange } : {}) };
}

/** Text naming a chart source: a Flux HelmRelease or OCIRepository, an Argo CD object, kustomize helmCharts. */
const CHART_TEXT = /helm\.toolkit\.fluxcd\.io|OCIRepository|HelmRepository|argoproj\.io|helmCharts/;

/**
 * Whether a file that could hold a chart source differs between the sides: without one, no chart
 * changes and the fetching code is not even loaded (a source another file patches is still named,
 * as not fetched, by helm/chart-changed).
 */
function mayChangeCharts(base: Snapshot, head: Snapshot): boolean {
  const before = new Map(base.files.map((f) => [f.path, f.text]));
  for (const f of head.files) {
    if (before.get(f.path) !== f.text && CHART_TEXT.test(f.text)) return true;
    before.delete(f.path);
  }
  return [...before.values()].some((t) => CHART_TEXT.test(t));
}

/** The chart archives the change needs (charts/fetch.ts): loaded only when fetching is on. */
async function fetchChartsOf(options: GateOptions, config: GateConfig, base: Snapshot, head: Snapshot) {
  const { fetchCharts } = await import('./charts/fetch.js');
  return fetchCharts(base, head, {
    config,
    env: process.env,
    ...(options.chartCache ? { cacheRoot: options.chartCache } : {}),
  });
}

/** The sides as the report header names them: the given labels, else the revisions with SHAs shortened. */
function headerLabels(options: GateOptions): { base: string; head: string } {
  const short = (side: Side) =>
    'dir' in side ? side.dir : /^[0-9a-f]{40,64}$/.test(side.rev) ? side.rev.slice(0, 7) : side.rev;
  return options.sideLabels ?? { base: short(options.base), head: short(options.head) };
}
