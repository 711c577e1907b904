import { lineOf, objectRef, whereOf } from '../manifests/locate.js';
import type { FieldPath, KubeObject } from '../manifests/types.js';
import type { Tree } from '../index/types.js';
import type { RuleContext } from '../context.js';
import { operatorContainers, watchedNamespaces } from './operator-deployment.js';
import type { ReleaseData } from './release-data.js';
import { asRecord, valueAt } from '../values.js';

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
  via: 'deployment' | 'kustomize' | 'helmrelease' | 'argocd' | 'chart';
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

export interface StrimziSide {
  operators: OperatorSource[];
  clusters: KafkaCluster[];
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

const CHART = 'strimzi-kafka-operator';
const RELEASE_URL = /strimzi-kafka-operator\/releases\/download\/v?(\d+\.\d+\.\d+)\//;
const semver = (v: unknown) =>
  typeof v === 'string' && /^v?\d+\.\d+\.\d+$/.test(v) ? v.replace(/^v/, '') : undefined;

/**
 * The operator version from whichever the repo uses: the cluster-operator Deployment image
 * (`…/strimzi/operator:X.Y.Z`), a kustomization's `images:` or release URL in `resources:`, a Flux
 * HelmRelease or Argo CD Application of the strimzi-kafka-operator chart, or a Chart.yaml dependency.
 */
function operatorsOf(tree: Tree): OperatorSource[] {
  const out: OperatorSource[] = [];
  const add = (obj: KubeObject, version: string | undefined, via: OperatorSource['via'], path: FieldPath) => {
    if (version)
      out.push({
        version,
        via,
        file: obj.file,
        line: lineOf(obj, path),
        ref: objectRef(obj),
        watches: via === 'deployment' ? watchedNamespaces(obj.value, obj.namespace) : '*',
        ...(via === 'deployment' ? { obj } : {}),
      });
  };
  // Kustomizations are configuration (tree.configs), read here for their `images:` and release URLs.
  for (const obj of [...tree.objects, ...tree.configs]) {
    const spec = asRecord(obj.value.spec);
    if (obj.kind === 'Deployment') {
      for (const c of operatorContainers(obj.value))
        add(obj, c.version, 'deployment', ['spec', 'template', 'spec', 'containers', c.index, 'image']);
    } else if (obj.kind === 'Kustomization' && obj.group.startsWith('kustomize.config.k8s.io')) {
      const images = Array.isArray(obj.value.images) ? obj.value.images : [];
      images.forEach((im, i) => {
        if (/strimzi\/operator$/.test(String(asRecord(im).name ?? '')))
          add(obj, semver(asRecord(im).newTag), 'kustomize', ['images', i, 'newTag']);
      });
      const resources = Array.isArray(obj.value.resources) ? obj.value.resources : [];
      resources.forEach((r, i) => add(obj, RELEASE_URL.exec(String(r))?.[1], 'kustomize', ['resources', i]));
    } else if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io') {
      const chart = asRecord(asRecord(spec.chart).spec);
      if (chart.chart === CHART)
        add(obj, semver(chart.version), 'helmrelease', ['spec', 'chart', 'spec', 'version']);
    } else if (obj.kind === 'Application' && obj.group === 'argoproj.io') {
      const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])];
      sources.forEach((s, i) => {
        if (asRecord(s).chart === CHART)
          add(
            obj,
            semver(asRecord(s).targetRevision),
            'argocd',
            i === 0 ? ['spec', 'source', 'targetRevision'] : ['spec', 'sources', i - 1, 'targetRevision'],
          );
      });
    }
  }
  return [...out, ...chartDependencies(tree)];
}

/** `dependencies:` of Chart.yaml files (not Kubernetes objects, so read from the snapshot). */
function chartDependencies(tree: Tree): OperatorSource[] {
  const out: OperatorSource[] = [];
  for (const f of tree.snapshot.files) {
    if (!/(^|\/)Chart\.ya?ml$/.test(f.path) || !f.text.includes(CHART)) continue;
    const lines = f.text.split('\n');
    // A small, bounded scan: "- name: strimzi-kafka-operator" followed by "version: X.Y.Z".
    lines.forEach((l, i) => {
      if (!new RegExp(`name:\\s*["']?${CHART}["']?\\s*$`).test(l)) return;
      // The list item that holds this name: from its "- " line to the next item or a dedent.
      let start = i;
      while (start > 0 && !/^\s*-\s/.test(lines[start]!)) start--;
      const indent = /^(\s*)/.exec(lines[start]!)![1]!.length;
      for (let k = start; k < lines.length; k++) {
        const line = lines[k]!;
        if (
          k > start &&
          line.trim() &&
          (/^\s*-\s/.test(line)
            ? /^(\s*)/.exec(line)![1]!.length <= indent
            : /^(\s*)/.exec(line)![1]!.length <= indent)
        )
          break;
        const m = /^\s*-?\s*version:\s*["']?v?(\d+\.\d+\.\d+)["']?\s*$/.exec(line);
        if (m) {
          out.push({ version: m[1]!, via: 'chart', file: f.path, line: k + 1, ref: f.path, watches: '*' });
          return;
        }
      }
    });
  }
  return out;
}

function sideOf(tree: Tree): StrimziSide {
  return {
    operators: operatorsOf(tree),
    clusters: tree.objects
      .filter((o) => o.kind === 'Kafka' && o.group === 'kafka.strimzi.io')
      .map((obj) => ({
        obj,
        ref: objectRef(obj),
        version: field(obj, ['spec', 'kafka', 'version']),
        metadataVersion: field(obj, ['spec', 'kafka', 'metadataVersion']),
      })),
  };
}

/** The Strimzi state of both sides: operators and Kafka clusters as the files say. */
export function readStrimziState(base: Tree, head: Tree): StrimziState {
  return { base: sideOf(base), head: sideOf(head) };
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
  return { why: 'no cluster-operator Deployment found; set strimzi.operatorVersion' };
}

/** The release facts of this run (bundled, overlaid by `strimzi.releases`). */
export const releasesOf = (ctx: RuleContext): ReleaseData => ctx.analyses.strimziReleases;

export function noStrimzi(ctx: RuleContext): string | undefined {
  const s = strimziState(ctx);
  return s.head.clusters.length || s.head.operators.length
    ? undefined
    : 'no Strimzi operator or Kafka cluster on the head side';
}
