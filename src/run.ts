import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SemanticCheck } from './config/load.js';
import { defaultConfig } from './config/defaults.js';
import type { GateConfig, Engines, RunFacts } from './context.js';
import type { GateResult } from './result/model.js';
import { evaluateRules } from './result/evaluate.js';
import { createContext } from './context.js';
import { crdAnalyses } from './crd/analysis.js';
import { UsageError } from './errors.js';
import { buildTree, pairTrees } from './index/build.js';
import type { Tree } from './index/types.js';
import { splitHelmTemplates } from './manifests/helm.js';
import { parseFile } from './manifests/parse.js';
import type { ParsedFile } from './manifests/types.js';
import { DEFAULT_CONFIG_PATH, type GateOptions } from './options.js';
import { registry } from './rules/registry.js';
import { isDirectorySide, openSnapshot, readFileAtRevision } from './sources/open.js';
import { transitionAnalyses } from './transitions/analysis.js';
import { checkTransitions } from './transitions/declarations.js';
import { withPlan } from './result/plan.js';
import { strimziAnalyses } from './strimzi/analysis.js';
import { loadClusterState } from './state/file.js';
import { changedCrdKinds } from './crd/live.js';
import { parseReleasesFile } from './strimzi/release-data.js';
import type { StrimziRelease } from './strimzi/release-types.js';
import type { Snapshot, SnapshotOptions } from './sources/snapshot.js';

/** Semantic config checks contributed by the rule packs (after the JSON Schema passed). */
export const configChecks: SemanticCheck[] = [checkTransitions];

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

const sortedFiles = (s: Snapshot) =>
  [...s.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** Parses both sides (a file with the same text on both sides is parsed once) and indexes them. */
function buildTrees(base: Snapshot, head: Snapshot): { base: Tree; head: Tree } {
  // Path order everywhere, whatever order a source delivered: the report must not depend on it.
  const baseSplit = splitHelmTemplates(sortedFiles(base));
  const headSplit = splitHelmTemplates(sortedFiles(head));
  const baseParsed = new Map<string, { text: string; parsed: ParsedFile }>();
  const baseFiles = baseSplit.yaml.map((f) => {
    const parsed = parseFile(f);
    baseParsed.set(f.path, { text: f.text, parsed });
    return parsed;
  });
  const headFiles = headSplit.yaml.map((f) => {
    const same = baseParsed.get(f.path);
    return same && same.text === f.text ? same.parsed : parseFile(f);
  });
  return {
    base: buildTree(base, baseFiles, baseSplit.notes),
    head: buildTree(head, headFiles, headSplit.notes),
  };
}

/** The pure part of a run: two snapshots and a config in, a result out. */
export function evaluateSnapshots(
  base: Snapshot,
  head: Snapshot,
  config: GateConfig,
  facts: RunFacts,
  engines: Engines = {},
): GateResult {
  const trees = buildTrees(base, head);
  const ctx = createContext(
    { ...trees, pairs: pairTrees(trees.base, trees.head), config, facts, engines },
    { ...crdAnalyses, ...strimziAnalyses, ...transitionAnalyses },
  );
  return withPlan(evaluateRules(registry, ctx, { base: base.label, head: head.label }), ctx);
}

/** A file next to the config: the same revision or directory, so a PR cannot swap it either. */
async function readBesideConfig(options: GateOptions, path: string): Promise<string | undefined> {
  const side = options.configFrom === 'head' ? options.head : options.base;
  if (options.configFrom === 'file' && options.configPath) {
    const p = resolve(dirname(options.configPath), path);
    return existsSync(p) ? readFile(p, 'utf8') : undefined;
  }
  if (isDirectorySide(side))
    return existsSync(join(side, path)) ? readFile(join(side, path), 'utf8') : undefined;
  return readFileAtRevision(options.repo, side, path);
}

/** `strimzi.releases`: newer release data than the bundled module. */
async function loadReleases(options: GateOptions, config: GateConfig): Promise<StrimziRelease[] | undefined> {
  const path = config.strimzi.releases;
  if (typeof path !== 'string') return undefined;
  const text = await readBesideConfig(options, path);
  if (text === undefined)
    throw new UsageError(
      `strimzi.releases: ${path} not found beside the config`,
      'Commit the file on the base branch, or remove the key.',
    );
  try {
    return parseReleasesFile(text);
  } catch (err) {
    throw new UsageError(
      `strimzi.releases: ${path}: ${(err as Error).message}`,
      'The format is the one of src/strimzi/releases-data.ts, as JSON.',
    );
  }
}

/** Reads the config file: an explicit file on disk, or the default path on the chosen side. */
async function loadConfig(options: GateOptions): Promise<GateConfig> {
  const known = registry.map((r) => r.id);
  const side = options.configFrom === 'head' ? options.head : options.base;
  let text: string | undefined;
  let name = options.configPath ?? DEFAULT_CONFIG_PATH;
  if (options.configFrom === 'file' && options.configPath) {
    if (existsSync(options.configPath)) text = await readFile(options.configPath, 'utf8');
  } else if (isDirectorySide(side)) {
    const p = join(side, name);
    if (existsSync(p)) text = await readFile(p, 'utf8');
  } else {
    text = await readFileAtRevision(options.repo, side, name);
    name = `${side}:${name}`;
  }
  if (text === undefined) {
    if (options.configPath) {
      throw new UsageError(
        `config file ${options.configPath} not found (${options.configFrom === 'file' ? 'on disk' : isDirectorySide(side) ? `in ${side}` : `at revision ${side}`})`,
        'Check the path, or leave the option out to run with the defaults.',
      );
    }
    return defaultConfig();
  }
  // The validator (ajv and the config schema) loads only when there is a config file to check.
  const { parseConfig } = await import('./config/load.js');
  return parseConfig(text, name, known, configChecks);
}

export async function runGate(options: GateOptions): Promise<GateResult> {
  const config = await loadConfig(options);
  const include = [...config.paths, ...options.paths];
  const snapOpts: SnapshotOptions = {
    // Extra CRD sources are read even when `paths` would leave them out.
    paths: include.length ? [...include, ...config.crd.sources, ...options.crdPaths] : [],
    exclude: [...config.exclude, ...options.exclude],
    maxFileSize: options.maxFileSize ?? config.maxFileSize,
  };
  const repo = resolve(options.repo);
  const [base, head] = await Promise.all([
    openSnapshot(options.base, repo, snapOpts),
    openSnapshot(options.head, repo, snapOpts),
  ]);
  // Read after the snapshots: it keeps the custom resources of the CRDs this change touches.
  const clusterState = options.clusterState
    ? await loadClusterState(options.clusterState, options.clusterStateDir, changedCrdKinds(base, head))
    : undefined;
  const strimziReleases = await loadReleases(options, config);
  const facts: RunFacts = {
    acks: options.acks,
    labels: options.labels,
    today: options.today ?? todayUtc(),
    ...(strimziReleases ? { strimziReleases } : {}),
    ...(clusterState ? { clusterState } : {}),
  };
  return evaluateSnapshots(base, head, config, facts, await loadEngines(base, head));
}

/** Loads the CEL engine (and its protobuf runtime) only when some file has CEL validation rules. */
async function loadEngines(base: Snapshot, head: Snapshot): Promise<Engines> {
  const mentions = (s: Snapshot) => s.files.some((f) => f.text.includes('x-kubernetes-validations'));
  if (!mentions(base) && !mentions(head)) return {};
  // One after the other: both share the CEL runtime's modules.
  const { celProblems } = await import('./crd/validate/cel.js');
  const { celRuleJudge } = await import('./crd/cel-implies.js');
  return { cel: celProblems, celRule: celRuleJudge() };
}
