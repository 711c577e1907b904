import { existsSync, readFileSync } from 'node:fs';
import picomatch from 'picomatch';
import { dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import type { SemanticCheck } from './config/load.js';
import { defaultConfig } from './config/defaults.js';
import type { GateConfig, Engines, RunFacts } from './context.js';
import type { ConfigChange, GateResult } from './result/model.js';
import { evaluateRules } from './result/evaluate.js';
import { createContext } from './context.js';
import { crdAnalyses } from './crd/analysis.js';
import { describeError, UsageError } from './errors.js';
import { buildTree, pairTrees } from './index/build.js';
import type { Tree } from './index/types.js';
import { parseSides, type UnreadPlan } from './index/sides.js';
import { configKinds, UNREAD_MIN_FILES } from './index/unread.js';
import { splitHelmTemplates } from './manifests/helm.js';
import type { ParsedFile, ParseProblem } from './manifests/types.js';
import { DEFAULT_CONFIG_PATH, type GateOptions, type Side } from './options.js';
import { registry } from './rules/registry.js';
import { makeFileFilter } from './sources/globs.js';
import { GitReads, openSnapshots } from './sources/open.js';
import { transitionAnalyses } from './transitions/analysis.js';
import { checkTransitions } from './transitions/declarations.js';
import { withPlan } from './result/plan.js';
import { withCauses } from './result/causes.js';
import { strimziAnalyses } from './strimzi/analysis.js';
import { loadClusterState } from './state/file.js';
import { changedCrdKinds } from './crd/live.js';
import { parseReleasesFile } from './strimzi/release-data.js';
import type { StrimziRelease } from './strimzi/release-types.js';
import type { Snapshot, SnapshotOptions } from './sources/snapshot.js';
import { KUSTOMIZATION_FILE } from './units/kustomization.js';
import { planRenders, prerender } from './units/prerender.js';
import {
  kindsOfChangedCrds,
  leaveUnrendered,
  unitsToLeave,
  UNRENDERED_MIN_UNITS,
} from './index/unread-units.js';
import { readUnits, type UnitOptions } from './units/read.js';
import { findKustomize, kustomizeRenderer, type UnitRenderer } from './units/render.js';

/** Semantic config checks contributed by the rule packs (after the JSON Schema passed). */
export const configChecks: SemanticCheck[] = [checkTransitions];

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

const sortedFiles = (s: Snapshot) =>
  [...s.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** How deploy units are read: the kustomize renderer when one is used. */
export interface UnitEngines {
  renderer?: UnitRenderer;
  /** Why there is no renderer (`render: off`, no binary), said once when a kustomize unit is read without one. */
  why?: string;
  /**
   * Kustomize units (by input key) the same on both sides that nothing the change touches needs:
   * not rendered ahead, and left unrendered when their settings agree too (index/unread-units.ts).
   */
  left?: ReadonlySet<string>;
  /** The config kinds `left` was decided with: a config naming others (a changed config) renders them all. */
  leftFor?: ReadonlySet<string>;
}

/**
 * Parses both sides (a text on both sides is parsed once), reads them as deploy units (a unit
 * with the same inputs on both sides is rendered once) and indexes them.
 */
function buildTrees(
  base: Snapshot,
  head: Snapshot,
  config: GateConfig,
  units: UnitEngines,
): { base: Tree; head: Tree } {
  // Path order everywhere, whatever order a source delivered: the report must not depend on it.
  const baseSplit = splitHelmTemplates(sortedFiles(base));
  const headSplit = splitHelmTemplates(sortedFiles(head));
  const parsed = parseSides(baseSplit.yaml, headSplit.yaml, unreadPlan(base, head, config));
  const opts: UnitOptions = {
    deployUnits: config.deployUnits,
    ...units,
    cache: new Map(),
    ...(units.left?.size && [...configKinds(config.transitions)].every((k) => units.leftFor?.has(k))
      ? { leaveUnrendered: leaveUnrendered([parsed.base, parsed.head], config.deployUnits, units.left) }
      : {}),
  };
  let unrenderedUnits: Tree['unrenderedUnits'];
  const tree = (snap: Snapshot, files: ParsedFile[], helmNotes: ParseProblem[]) => {
    const reading = readUnits(files, snap.files, opts);
    if (reading.kustomizeUnits.unrendered) unrenderedUnits = reading.kustomizeUnits;
    return buildTree(snap, files, [], { ...reading, unrendered: [...helmNotes, ...reading.unrendered] });
  };
  const unread = parsed.unread ? { unread: parsed.unread } : {};
  const baseTree = tree(base, parsed.base, baseSplit.notes);
  const headTree = tree(head, parsed.head, headSplit.notes);
  const left = unrenderedUnits ? { unrenderedUnits } : {};
  return { base: { ...baseTree, ...unread, ...left }, head: { ...headTree, ...unread, ...left } };
}

/**
 * From how many unchanged files (or kustomize units) on some may stay unparsed (unrendered):
 * `fallback`, or `UPGRADE_GATE_UNREAD_MIN=n` for both (0: whatever the count; bench/json-snapshot.mjs
 * compares the reports).
 */
function unreadMin(fallback: number): number {
  const forced = process.env.UPGRADE_GATE_UNREAD_MIN;
  return forced !== undefined && /^\d+$/.test(forced) ? Number(forced) : fallback;
}

/** How unchanged files may be left unparsed (index/unread.ts). */
function unreadPlan(base: Snapshot, head: Snapshot, config: GateConfig): UnreadPlan {
  const kustomization = (s: Snapshot) => s.files.some((f) => KUSTOMIZATION_FILE.test(f.path));
  return {
    minFiles: unreadMin(UNREAD_MIN_FILES),
    config: { kinds: configKinds(config.transitions), crdFile: configCrdFiles(config) },
    hasKustomization: kustomization(base) || kustomization(head),
  };
}

/**
 * The CRD files the config names, always read: those under `crd.sources`, and every one when a
 * waiver may apply to a CRD's own finding (one on a crd/ or input/ rule, or a rule glob).
 */
function configCrdFiles(config: GateConfig): (path: string) => boolean {
  if (config.waivers.some((w) => /[*?[{]|^(crd|input)\//.test(w.rule))) return () => true;
  return config.crd.sources.length ? picomatch([...config.crd.sources], { dot: true }) : () => false;
}

/** The pure part of a run: two snapshots and a config in, a result out. */
export function evaluateSnapshots(
  base: Snapshot,
  head: Snapshot,
  config: GateConfig,
  facts: RunFacts,
  engines: Engines = {},
  units: UnitEngines = {},
): GateResult {
  const trees = buildTrees(base, head, config, units);
  const ctx = createContext(
    { ...trees, pairs: pairTrees(trees.base, trees.head), config, facts, engines },
    { ...crdAnalyses, ...strimziAnalyses, ...transitionAnalyses },
  );
  return withCauses(withPlan(evaluateRules(registry, ctx, { base: base.label, head: head.label }), ctx));
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
    return parseReleasesFile(text);
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
  // The validator (ajv and the config schema) loads only when there is a config file to check.
  const { parseConfig } = await import('./config/load.js');
  return parseConfig(
    text,
    name,
    registry.map((r) => r.id),
    configChecks,
  );
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
  const [base, head] = await openSnapshots(options.base, options.head, repo, snapOpts, reads);
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
  const facts: RunFacts = {
    acks: options.acks,
    labels: options.labels,
    today: options.today ?? todayUtc(),
    ...(strimziReleases ? { strimziReleases } : {}),
    ...(clusterState ? { clusterState } : {}),
  };
  const engines = await loadEngines(base, head);
  const units = await unitEngines(config, base, head);
  const result = evaluateSnapshots(base, head, config, facts, engines, units);
  const configChange = await configChangeOf(
    options,
    head,
    (c) => evaluateSnapshots(base, head, c, facts, engines, units),
    reads,
  );
  return { ...result, sides: headerLabels(options), ...(configChange ? { configChange } : {}) };
}

/**
 * The kustomize renderer, per `render:` (a missing binary with `render: kustomize` is a usage
 * error), with the units of both sides rendered ahead, several at a time.
 */
async function unitEngines(config: GateConfig, base: Snapshot, head: Snapshot): Promise<UnitEngines> {
  if (config.render === 'off') return { why: 'render: off' };
  const bin = findKustomize();
  if (!bin && config.render === 'kustomize')
    throw new UsageError(
      'render: kustomize, but neither kustomize nor kubectl is on PATH',
      'Install kustomize (or kubectl), or set render: auto to read kustomizations without it.',
    );
  if (!bin) return { why: 'neither kustomize nor kubectl is on PATH' };
  const plan = planRenders([base, head], config.deployUnits);
  const leftFor = configKinds(config.transitions);
  const left =
    plan.shared.size >= unreadMin(UNRENDERED_MIN_UNITS)
      ? unitsToLeave(plan, [...kindsOfChangedCrds(base.files, head.files), ...leftFor])
      : new Set<string>();
  const ahead = [...plan.tasks.values()].filter((t) => !left.has(t.key));
  const renderer = kustomizeRenderer(bin, await prerender(bin, ahead));
  return { renderer, ...(left.size ? { left, leftFor } : {}) };
}

/** The sides as the report header names them: the given labels, else the revisions with SHAs shortened. */
function headerLabels(options: GateOptions): { base: string; head: string } {
  const short = (side: Side) =>
    'dir' in side ? side.dir : /^[0-9a-f]{40,64}$/.test(side.rev) ? side.rev.slice(0, 7) : side.rev;
  return options.sideLabels ?? { base: short(options.base), head: short(options.head) };
}

/** Loads the CEL engine (and its protobuf runtime) only when some file has CEL validation rules. */
async function loadEngines(base: Snapshot, head: Snapshot): Promise<Engines> {
  const mentions = (s: Snapshot) => s.files.some((f) => f.text.includes('x-kubernetes-validations'));
  if (!mentions(base) && !mentions(head)) return {};
  // One after the other: both share the CEL runtime's modules.
  const { celProblems } = await import('./crd/validate/cel.js');
  const { celRuleJudge } = await import('./crd/cel-implies.js');
  const { checkRule } = await import('./crd/validate/cel-compile.js');
  return { cel: celProblems, celRule: celRuleJudge(), celCompile: checkRule };
}
