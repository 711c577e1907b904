/**
 * What a run needs once both sides are read: parsing, indexing, deploy units, the rule packs and
 * the engines. Its own chunk in the CLI (rollup.config.mjs), imported by run.ts while git reads the
 * sides' blobs, so compiling it overlaps git's work instead of preceding it.
 */
import { picomatch } from './sources/picomatch-load.js';
import type { SemanticCheck } from './config/load.js';
import type { ChartFacts, GateConfig, Engines, RunFacts } from './context.js';
import type { GateResult } from './result/model.js';
import { evaluateRules } from './result/evaluate.js';
import { createContext } from './context.js';
import { crdAnalyses } from './crd/analysis.js';
import { UsageError } from './errors.js';
import { buildTree, pairTrees } from './index/build.js';
import type { ObjectPair, Tree } from './index/types.js';
import { parseSides, type UnreadPlan } from './index/sides.js';
import { configKinds, UNREAD_MIN_FILES } from './index/unread.js';
import { splitHelmTemplates } from './manifests/helm.js';
import type { KubeObject, ParsedFile, ParseProblem } from './manifests/types.js';
import { registry } from './rules/registry.js';
import { transitionAnalyses } from './transitions/analysis.js';
import { checkTransitions } from './transitions/declarations.js';
import { withPlan } from './result/plan.js';
import { withCauses } from './result/causes.js';
import { strimziAnalyses } from './strimzi/analysis.js';
import { chartAnalyses } from './charts/analysis.js';
import { byPath, type Snapshot } from './sources/snapshot.js';
import { KUSTOMIZATION_FILE } from './units/kustomization.js';
import { planRenders, prerender } from './units/prerender.js';
import {
  kindsOfChangedCrds,
  leaveUnrendered,
  unitsToLeave,
  UNRENDERED_MIN_UNITS,
} from './index/unread-units.js';
import { redactSecrets, type SecretValues } from './units/overridden-unit.js';
import { readUnits, type UnitOptions, type UnitReading } from './units/read.js';
import { chartObjects } from './charts/install.js';
import { chartCrdKinds } from './charts/crds.js';
import { findKustomize, kustomizeRenderer, RenderBudget, type UnitRenderer } from './units/render.js';

// What run.ts uses of the packs, reached through this chunk only.
export { registry } from './rules/registry.js';
export { loadClusterState } from './state/file.js';
export { changedCrdKinds } from './crd/live.js';
export { parseReleasesFile } from './strimzi/release-data.js';

/** The ids of the rules a config may name. */
export const ruleIds = (): string[] => registry.map((r) => r.id);

/** Semantic config checks contributed by the rule packs (after the JSON Schema passed). */
export const configChecks: SemanticCheck[] = [checkTransitions];

const sortedFiles = (s: Snapshot) => [...s.files].sort(byPath);

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
  charts?: ChartFacts,
  secrets: SecretValues = new Map(),
): { base: Tree; head: Tree } {
  // Path order everywhere, whatever order a source delivered: the report must not depend on it.
  const baseSplit = splitHelmTemplates(sortedFiles(base));
  const headSplit = splitHelmTemplates(sortedFiles(head));
  const plan = unreadPlan(base, head, config);
  // Fetched charts bring CRDs no file shows: every custom resource may be one of theirs.
  const parsed = parseSides(baseSplit.yaml, headSplit.yaml, charts ? { ...plan, minFiles: Infinity } : plan);
  const opts: UnitOptions = {
    deployUnits: config.deployUnits,
    ...units,
    cache: new Map(),
    secrets,
    ...(units.left?.size && [...configKinds(config.transitions)].every((k) => units.leftFor?.has(k))
      ? { leaveUnrendered: leaveUnrendered([parsed.base, parsed.head], config.deployUnits, units.left) }
      : {}),
  };
  let unrenderedUnits: Tree['unrenderedUnits'];
  const read = (snap: Snapshot, files: ParsedFile[]) => {
    const reading = readUnits(files, snap.files, opts, snap.bytes);
    if (reading.kustomizeUnits.unrendered) unrenderedUnits = reading.kustomizeUnits;
    return reading;
  };
  const [baseReading, headReading] = [read(base, parsed.base), read(head, parsed.head)];
  // The CRDs of the charts the change touches, fetched at the edge (charts/install.ts).
  const fromCharts = chartObjects(baseReading, headReading, charts);
  const tree = (
    snap: Snapshot,
    files: ParsedFile[],
    helmNotes: ParseProblem[],
    reading: UnitReading,
    extra: KubeObject[],
  ) =>
    buildTree(snap, files, [], {
      ...reading,
      objects: extra.length ? [...reading.objects, ...extra] : reading.objects,
      unrendered: [...helmNotes, ...reading.unrendered],
    });
  const unread = parsed.unread ? { unread: parsed.unread } : {};
  const baseTree = tree(base, parsed.base, baseSplit.notes, baseReading, fromCharts.base);
  const headTree = tree(head, parsed.head, headSplit.notes, headReading, fromCharts.head);
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
  return config.crd.sources.length ? picomatch()([...config.crd.sources], { dot: true }) : () => false;
}

/**
 * The base paired with itself, each object marked `changed` where the change edits it: rules that
 * look only at what changed look at the same objects, on the base, as in the run itself.
 */
function baselinePairs(base: Tree, pairs: readonly ObjectPair[]): ObjectPair[] {
  const edited = new Set(pairs.flatMap((p) => (p.status === 'changed' && p.base ? [p.base] : [])));
  return pairTrees(base, base).map((p) => ({
    ...p,
    status: p.base && edited.has(p.base) ? 'changed' : 'unchanged',
  }));
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
  const secrets: SecretValues = new Map();
  const trees = buildTrees(base, head, config, units, facts.charts, secrets);
  const analyses = { ...crdAnalyses, ...strimziAnalyses, ...transitionAnalyses, ...chartAnalyses };
  const ctx = createContext(
    { ...trees, pairs: pairTrees(trees.base, trees.head), config, facts, engines },
    analyses,
  );
  // What the base says of itself, read as this run read it: a finding it also gives is already present.
  const baseline = () =>
    createContext(
      {
        base: trees.base,
        head: trees.base,
        pairs: baselinePairs(trees.base, ctx.pairs),
        config,
        facts,
        engines,
      },
      analyses,
    );
  const labels = { base: base.label, head: head.label };
  const result = withCauses(withPlan(evaluateRules(registry, ctx, labels, baseline), ctx));
  // A value a Flux postBuild took from a Secret judges its object, never shows in a message.
  return secrets.size ? { ...result, findings: redactSecrets(result.findings, secrets) } : result;
}

/**
 * The kustomize renderer, per `render:` (a missing binary with `render: kustomize` is a usage
 * error), with the units of both sides rendered ahead, several at a time.
 */
export async function unitEngines(
  config: GateConfig,
  base: Snapshot,
  head: Snapshot,
  charts?: ChartFacts,
): Promise<UnitEngines> {
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
      ? unitsToLeave(plan, [
          ...kindsOfChangedCrds(base.files, head.files),
          ...leftFor,
          ...chartCrdKinds(charts),
        ])
      : new Set<string>();
  const ahead = [...plan.tasks.values()].filter((t) => !left.has(t.key));
  const budget = new RenderBudget(config.renderBudget);
  const renderer = kustomizeRenderer(bin, await prerender(bin, ahead, budget), budget);
  return { renderer, ...(left.size ? { left, leftFor } : {}) };
}

/** Loads the CEL engine (and its protobuf runtime) only when some file has CEL validation rules. */
export async function loadEngines(base: Snapshot, head: Snapshot): Promise<Engines> {
  const mentions = (s: Snapshot) => s.files.some((f) => f.text.includes('x-kubernetes-validations'));
  if (!mentions(base) && !mentions(head)) return {};
  // One after the other: both share the CEL runtime's modules.
  const { celProblems } = await import('./crd/validate/cel.js');
  const { celRuleJudge } = await import('./crd/cel-implies.js');
  const { checkRule } = await import('./crd/validate/cel-compile.js');
  return { cel: celProblems, celRule: celRuleJudge(), celCompile: checkRule };
}
