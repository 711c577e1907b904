/**
 * The run context every rule reads: both trees, their pairs, the config, the facts of the run and
 * the analyses computed once. On the ground floor of src/ (docs/architecture.md): it imports only
 * types of the input layers below the analyses (index/, state/, manifests/, sources/).
 */
import type { RuleSeverity } from './finding.js';
import type { ObjectPair, Tree } from './index/types.js';
import type { ClusterState } from './state/types.js';

export interface Waiver {
  rule: string;
  /** `Kind/name` or `Kind/namespace/name`; glob allowed. */
  object?: string;
  /** File path glob. */
  file?: string;
  /** Field path prefix (`v1beta2 ^.spec.foo`). */
  path?: string;
  reason: string;
  /** YYYY-MM-DD; after it the waiver stops applying and says so. */
  expires?: string;
}

export interface CrdOptions {
  unhandled: 'closed' | 'open';
  enumAddition: 'allow' | 'warn' | 'fail';
  /** Oldest Kubernetes version the repo deploys to, `1.30`. */
  kubernetesVersion?: string;
  /** Extra CRD sources (globs, relative to the repo) read from the head side. */
  sources: string[];
  /**
   * Who sees the objects of these CRDs: `consumer` (the repo applies them to its own clusters: with
   * no object to check a tightening warns) or `author` (published to users the gate cannot see: it
   * fails). Unset: consumer when the repo holds custom resources of a changed CRD or a cluster state
   * is given, else author.
   */
  stance?: 'consumer' | 'author';
}

export interface GateConfig {
  /** Severity overrides by rule id. */
  rules: Record<string, RuleSeverity>;
  waivers: Waiver[];
  crd: CrdOptions;
  /** Options owned by the Strimzi pack, validated by its schema section. */
  strimzi: Record<string, unknown>;
  /** Declarations owned by the transitions pack, validated by its schema section. */
  transitions: unknown[];
  /** Options for `--cluster-state` evidence, validated by its schema section. */
  state: Record<string, unknown>;
  paths: string[];
  exclude: string[];
  maxFileSize: number;
  /** Folders (globs) that are deploy units; empty: detected (kustomization roots, Flux and Argo CD paths). */
  deployUnits: string[];
  /** `auto`: render kustomize units when a kustomize is on PATH; `kustomize`: require one; `off`: never. */
  render: 'auto' | 'kustomize' | 'off';
  /** Options owned by the charts pack (`charts.allow`, `charts.credentials`), validated by its schema section. */
  charts?: Record<string, unknown>;
  /** Seconds all kustomize renders of a run may take together; past it, units not yet rendered are not judged. */
  renderBudget: number;
}

/** Options from the run that are not config (CLI flags, event payload). */
export interface RunFacts {
  /** Acknowledged upgrade strategies (`--ack`, PR labels). */
  acks: readonly string[];
  /** Labels on the pull request, when known. */
  labels: readonly string[];
  /** Today's date as YYYY-MM-DD (injected so results are deterministic in tests). */
  today: string;
  /** Strimzi releases from `strimzi.releases`, overlaid on the bundled data. */
  strimziReleases?: readonly StrimziReleaseFacts[];
  /** Live evidence from `--cluster-state` (a kubectl export); absent means judge the files alone. */
  clusterState?: ClusterState;
  /** Chart archives fetched for the chart sources the change touches (`--fetch-charts`); absent: none fetched. */
  charts?: ChartFacts;
}

/**
 * Packs declare the releases they accept by merging into this interface (strimzi/release-types.ts),
 * so the vocabulary names the type without importing the pack.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StrimziReleaseFacts {}

/** The charts pack declares what fetching gave by merging into this interface (charts/types.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ChartFacts {}

/** Evaluates CEL `x-kubernetes-validations` of a schema on a value (see crd/validate/cel.ts). */
export type CelChecker = (
  value: unknown,
  schema: Record<string, unknown>,
  /** `old`: the resource is an update from this value (transition rules run); the target version. */
  options?: { old?: unknown; kubernetesVersion?: string },
) => {
  path: readonly (string | number)[];
  message: string;
  kind: 'schema' | 'pruned' | 'cel' | 'unchecked';
}[];

/** How a CEL rule added to a schema node relates to what the base node accepted (crd/cel-implies.ts). */
export type CelRuleVerdict = 'implied' | 'immutability';

/** Judges a rule added at a node against the base node (undefined: it may reject base-valid objects). */
export type CelRuleJudge = (
  base: Record<string, unknown>,
  head: Record<string, unknown>,
  rule: string,
) => CelRuleVerdict | undefined;

/**
 * Compiles one validation rule of a CRD at its schema node as the API server does on create: the
 * error that rejects the CRD, a reason the gate could not compile it, or its estimated cost.
 */
export type CelRuleCompiler = (
  expr: string,
  schema: Record<string, unknown>,
  /** The resource root or an embedded resource (apiVersion, kind, metadata.name are there). */
  root: boolean,
  kubernetesVersion?: string,
  /** A rule must evaluate to a bool, a messageExpression to a string. */
  kind?: 'rule' | 'messageExpression',
) => { error?: string; unchecked?: string; cost?: number };

export interface Engines {
  /** Present when any file of the run mentions `x-kubernetes-validations`. */
  cel?: CelChecker;
  /** Present with `cel`: parses added rules to tell a tightening from a rewrite. */
  celRule?: CelRuleJudge;
  /** Present with `cel`: compiles and estimates the rules of a CRD (crd/invalid). */
  celCompile?: CelRuleCompiler;
}

/** The inputs of a run, before any analysis. */
export interface RunInput {
  base: Tree;
  head: Tree;
  /** Every object identity on either side, sorted by key. */
  pairs: readonly ObjectPair[];
  config: GateConfig;
  facts: RunFacts;
  /** Engines loaded only when the input needs them (start-up stays cheap otherwise). */
  engines: Engines;
}

/**
 * The analyses of a run, computed once, on first use. Each pack (crd/, strimzi/, transitions/)
 * adds its own properties to this interface by declaration merging (`declare module
 * '../context.js'`), so the ground floor types them without importing any pack.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Analyses {}

export interface RuleContext extends RunInput {
  /** Facts computed once per run and shared by the rules (the CRD schema diff, the Strimzi state, …). */
  analyses: Analyses;
}

/** How each analysis is computed from the context (the packs' `*Analyses` tables, joined in run.ts). */
export type AnalysisDefinitions = { [K in keyof Analyses]: (ctx: RuleContext) => Analyses[K] };

/** The context of a run: every analysis a lazy property, computed on first read and kept. */
export function createContext(input: RunInput, definitions: AnalysisDefinitions): RuleContext {
  const analyses = {} as Analyses;
  const ctx: RuleContext = { ...input, analyses };
  for (const key of Object.keys(definitions) as (keyof Analyses)[]) {
    let done = false;
    let value: unknown;
    Object.defineProperty(analyses, key, {
      enumerable: true,
      get() {
        if (!done) {
          value = definitions[key](ctx);
          done = true;
        }
        return value;
      },
    });
  }
  return ctx;
}
