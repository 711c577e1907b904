import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import type { SemanticCheck } from './config/load.js';
import { defaultConfig } from './config/defaults.js';
import type { GateConfig } from './config/types.js';
import { UsageError } from './errors.js';
import { buildTree, pairTrees } from './index/build.js';
import type { Tree } from './index/types.js';
import { splitHelmTemplates } from './manifests/helm.js';
import { parseFile } from './manifests/parse.js';
import type { ParsedFile } from './manifests/types.js';
import { DEFAULT_CONFIG_PATH, type GateOptions } from './options.js';
import type { GateResult } from './report/model.js';
import { evaluateRules } from './rules/evaluate.js';
import { registry } from './rules/registry.js';
import type { Engines, RunFacts } from './rules/types.js';
import { openSnapshot, readFileAtRevision } from './sources/open.js';
import { checkTransitions } from './transitions/declarations.js';
import { loadClusterState } from './state/file.js';
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
  const memo = new Map<string, unknown>();
  const ctx = {
    ...trees,
    pairs: pairTrees(trees.base, trees.head),
    config,
    facts,
    engines,
    memo<T>(key: string, compute: () => T): T {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    },
  };
  const result = evaluateRules(registry, ctx, { base: base.label, head: head.label });
  const plan = memo.get('plan') as GateResult['plan'] | undefined;
  return plan ? { ...result, plan } : result;
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
): Promise<string | undefined> {
  const side = options.configFrom === 'head' ? options.head : options.base;
  const rel = insideRoot(key, path);
  if (options.configFrom === 'file' && options.configPath) {
    const p = resolve(dirname(options.configPath), rel);
    return existsSync(p) ? readFile(p, 'utf8') : undefined;
  }
  if ('dir' in side)
    return existsSync(join(side.dir, rel)) ? readFile(join(side.dir, rel), 'utf8') : undefined;
  return readFileAtRevision(options.repo, side.rev, rel);
}

/** `strimzi.releases`: newer release data than the bundled module. */
async function loadReleases(options: GateOptions, config: GateConfig): Promise<StrimziRelease[] | undefined> {
  const path = config.strimzi.releases;
  if (typeof path !== 'string') return undefined;
  const text = await readBesideConfig(options, 'strimzi.releases', path);
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

/** Reads the config file: an explicit file on disk, or the default path on the chosen side. */
async function loadConfig(options: GateOptions): Promise<GateConfig> {
  const known = registry.map((r) => r.id);
  const side = options.configFrom === 'head' ? options.head : options.base;
  let text: string | undefined;
  let name = options.configPath ?? DEFAULT_CONFIG_PATH;
  if (options.configFrom === 'file' && options.configPath) {
    if (existsSync(options.configPath)) text = await readFile(options.configPath, 'utf8');
  } else if ('dir' in side) {
    const p = join(side.dir, insideRoot('config', name));
    if (existsSync(p)) text = await readFile(p, 'utf8');
  } else {
    text = await readFileAtRevision(options.repo, side.rev, insideRoot('config', name));
    name = `${side.rev}:${name}`;
  }
  if (text === undefined) {
    if (options.configPath) {
      throw new UsageError(
        `config file ${options.configPath} not found (${options.configFrom === 'file' ? 'on disk' : 'dir' in side ? `in ${side.dir}` : `at revision ${side.rev}`})`,
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
  const clusterState = options.clusterState
    ? await loadClusterState(options.clusterState, options.clusterStateDir, options.repo)
    : undefined;
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
  const { celProblems } = await import('./crd/validate/cel.js');
  return { cel: celProblems };
}
