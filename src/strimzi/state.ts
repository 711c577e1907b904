import { objectRef, whereOf } from '../manifests/locate.js';
import type { FieldPath, KubeObject } from '../manifests/types.js';
import type { Tree } from '../index/types.js';
import type { RuleContext } from '../context.js';
import { OPERATOR_PLACES, operatorsOf } from './operators.js';
import { templatedOperators } from './templated-operators.js';
import type { ReleaseData } from './release-data.js';
import { valueAt } from '../values.js';

export interface StrimziState {
  base: StrimziSide;
  head: StrimziSide;
}

declare module '../context.js' {
  interface Analyses {
    /** Operators and Kafka clusters of both sides. */
    strimzi: StrimziState;
    /** The release facts of this run (bundled, overlaid by `strimzi.releases`). */
    strimziReleases: ReleaseData;
  }
}

/** A version-like field as written: its value, whether YAML typed it as a number, and its line. */
export interface VersionField {
  raw: unknown;
  /** The value as a string (what Strimzi reads), or undefined when unset. */
  value?: string;
  isNumber: boolean;
  line: number;
  /** The file that sets it, when not the object's own (a kustomize patch). */
  file?: string;
  path: FieldPath;
}

/** Where a side says which Strimzi operator it runs. */
export interface OperatorSource {
  version: string;
  via: 'deployment' | 'kustomize' | 'helmrelease' | 'argocd' | 'chart' | 'olm';
  file: string;
  line: number;
  /** `Kind/ns/name` of the object, or the chart file. */
  ref: string;
  /** The object, for the cluster-operator Deployment (its image maps are checked). */
  obj?: KubeObject;
  /** Namespaces whose clusters it manages (`STRIMZI_NAMESPACE`); '*' for all or unknown. */
  watches: '*' | string[];
}

export interface KafkaCluster {
  obj: KubeObject;
  ref: string;
  version: VersionField;
  metadataVersion: VersionField;
  /** Set when live state (`--cluster-state`) supplied a version: which evidence, said in findings. */
  evidence?: string;
}

/** A place that names the Strimzi operator but no single release of it (a digest, a range, no version). */
export interface UnresolvedOperator {
  file: string;
  line: number;
  ref: string;
  why: string;
}

export interface StrimziSide {
  operators: OperatorSource[];
  unresolved: UnresolvedOperator[];
  /** Places inside Helm chart templates (never rendered) that name the operator: said, never read. */
  templated: UnresolvedOperator[];
  clusters: KafkaCluster[];
  /** KafkaNodePools, with the namespace kustomize gives them. */
  pools: KubeObject[];
}

function located(obj: KubeObject, path: FieldPath): { line: number; file?: string } {
  const at = whereOf(obj, path);
  return at.file === obj.file ? { line: at.line } : at;
}

function field(obj: KubeObject, path: FieldPath): VersionField {
  const cur = valueAt(obj.value, path);
  return {
    raw: cur,
    value: cur === undefined || cur === null ? undefined : String(cur),
    isNumber: typeof cur === 'number',
    ...located(obj, path),
    path,
  };
}

/** The Strimzi state of one side: its operators (and places naming none) and its Kafka clusters. */
export function strimziSide(tree: Tree): StrimziSide {
  // Namespaces are as kustomize gives them: the deploy units (src/units/) rendered or read them so.
  const { out, unresolved } = operatorsOf(tree);
  const strimzi = (kind: string) =>
    tree.objects.filter((o) => o.kind === kind && o.group === 'kafka.strimzi.io');
  return {
    operators: out,
    unresolved,
    templated: templatedOperators(tree),
    clusters: strimzi('Kafka').map((obj) => ({
      obj,
      ref: objectRef(obj),
      version: field(obj, ['spec', 'kafka', 'version']),
      metadataVersion: field(obj, ['spec', 'kafka', 'metadataVersion']),
    })),
    pools: strimzi('KafkaNodePool'),
  };
}

/** The Strimzi state of both sides: operators and Kafka clusters as the files say. */
export function readStrimziState(base: Tree, head: Tree): StrimziState {
  return { base: strimziSide(base), head: strimziSide(head) };
}

/** The Strimzi state of both sides, extracted once per run. */
export const strimziState = (ctx: RuleContext): StrimziState => ctx.analyses.strimzi;

/** The operator version for a side: `strimzi.operatorVersion` in config, else the one Deployment found. */
export function operatorVersion(
  ctx: RuleContext,
  side: StrimziSide,
  namespace?: string,
): { version?: string; why?: string } {
  const configured = ctx.config.strimzi.operatorVersion;
  if (typeof configured === 'string') return { version: configured };
  // Operators matched to the namespace when there are several; ambiguity is said, never guessed.
  const all = side.operators;
  const watching =
    namespace === undefined || all.length < 2
      ? all
      : all.filter((o) => o.watches === '*' || o.watches.includes(namespace));
  const versions = [...new Set((watching.length ? watching : all).map((o) => o.version))];
  if (versions.length === 1) return { version: versions[0] };
  if (versions.length > 1)
    return {
      why: `several cluster-operator versions (${versions.join(', ')}) in one tree; set strimzi.operatorVersion`,
    };
  const said = (list: UnresolvedOperator[]) => list.map((u) => `${u.ref} (${u.file}:${u.line}): ${u.why}`);
  const unresolved = said(side.unresolved);
  if (unresolved.length)
    return {
      why: `no operator version can be read: ${unresolved.join('; ')}. Pin one release there, or set strimzi.operatorVersion in the config`,
    };
  const templated = said(side.templated);
  if (templated.length)
    return {
      why: `the operator is installed from a Helm chart template the gate skipped: ${templated.join('; ')}. Render the chart into the repository (or install the operator outside a template), or set strimzi.operatorVersion in the config`,
    };
  return {
    why: `no Strimzi operator found (looked at ${OPERATOR_PLACES}). Set strimzi.operatorVersion in the config`,
  };
}

/**
 * Why the rules that need the head operator's release cannot judge: no Strimzi at all, or no head
 * cluster (nor the tree, without clusters) has an operator version the release data knows.
 */
export function operatorUnknown(ctx: RuleContext): string | undefined {
  const none = noStrimzi(ctx);
  if (none) return none;
  const { head } = strimziState(ctx);
  const data = releasesOf(ctx);
  const namespaces = head.clusters.length ? head.clusters.map((c) => c.obj.namespace) : [undefined];
  const found = namespaces.map((ns) => operatorVersion(ctx, head, ns));
  if (found.some((f) => f.version && data.release(f.version))) return undefined;
  const version = found.find((f) => f.version)?.version;
  const names = head.clusters.map((c) => c.ref).join(', ');
  return `the Strimzi operator version${names ? ` for ${names}` : ''} is unknown: ${version ? `Strimzi ${version} is not in the bundled release data` : found[0]!.why}`;
}

/** The release facts of this run (bundled, overlaid by `strimzi.releases`). */
export const releasesOf = (ctx: RuleContext): ReleaseData => ctx.analyses.strimziReleases;

export function noStrimzi(ctx: RuleContext): string | undefined {
  const s = strimziState(ctx);
  return s.head.clusters.length || s.head.operators.length || s.head.unresolved.length
    ? undefined
    : 'no Strimzi operator or Kafka cluster on the head side';
}
