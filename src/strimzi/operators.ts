import { lineOf, objectRef } from '../manifests/locate.js';
import type { FieldPath, KubeObject } from '../manifests/types.js';
import type { Tree } from '../index/types.js';
import {
  operatorContainers,
  unversionedOperatorContainers,
  watchedNamespaces,
} from './operator-deployment.js';
import type { OperatorSource, UnresolvedOperator } from './state.js';
import { asRecord } from '../values.js';

const CHART = 'strimzi-kafka-operator';
const RELEASE_URL = /strimzi-kafka-operator\/releases\/download\/v?(\d+\.\d+\.\d+)\//;
/** An exact release (`0.45.0`, `v0.45.0`, `=0.45.0`, `0.45.0@sha256:…`): the tag counts, not the digest. */
const EXACT = /^[=v]?(\d+\.\d+\.\d+)(?:@sha256:[0-9a-f]{64})?$/;
const exact = (v: unknown) => (typeof v === 'string' ? EXACT.exec(v.trim())?.[1] : undefined);

/** Where the gate looks for the operator version (said when it finds none). */
export const OPERATOR_PLACES =
  'the cluster-operator Deployment image, kustomize images:/helmCharts:/release URLs, Flux HelmRelease (chart or chartRef OCIRepository), Argo CD Application sources, OLM Subscription/ClusterServiceVersion, Chart.yaml dependencies';

/** The OLM package Strimzi publishes (proc-upgrade-cluster-operator-olm-no-upgrade-path.adoc@1.2.0:76). */
const OLM_PACKAGE = 'strimzi-kafka-operator';
/** Its ClusterServiceVersions are named `strimzi-cluster-operator.v0.45.0`. */
const CSV_NAME = /^strimzi-cluster-operator\.v?(\d+\.\d+\.\d+)$/;

interface Found {
  out: OperatorSource[];
  unresolved: UnresolvedOperator[];
  /** The namespace an object is applied in (kustomize's `namespace:` included). */
  nsOf: (obj: KubeObject) => string;
}

/** Records a version found at `path` of `obj`, or says why the value written there names no release. */
function record(
  acc: Found,
  obj: KubeObject,
  via: OperatorSource['via'],
  path: FieldPath,
  written: unknown,
  what: string,
): void {
  const version = exact(written);
  const line = lineOf(obj, path);
  if (version) {
    const deployment = via === 'deployment';
    acc.out.push({
      version,
      via,
      file: obj.file,
      line,
      ref: objectRef(obj),
      watches: deployment ? watchedNamespaces(obj.value, acc.nsOf(obj)) : '*',
      ...(deployment ? { obj } : {}),
    });
    return;
  }
  const why =
    written === undefined || written === ''
      ? `${what} has no version (the newest release at sync time)`
      : `${what} is ${JSON.stringify(written)}, not one release`;
  acc.unresolved.push({ file: obj.file, line, ref: objectRef(obj), why });
}

function fromDeployment(acc: Found, obj: KubeObject): void {
  for (const c of operatorContainers(obj.value))
    record(
      acc,
      obj,
      'deployment',
      ['spec', 'template', 'spec', 'containers', c.index, 'image'],
      c.version,
      '',
    );
  for (const c of unversionedOperatorContainers(obj.value))
    acc.unresolved.push({
      file: obj.file,
      line: lineOf(obj, ['spec', 'template', 'spec', 'containers', c.index, 'image']),
      ref: objectRef(obj),
      why: `the operator image ${c.image} names no release (a digest alone does not say which)`,
    });
}

function fromKustomization(acc: Found, obj: KubeObject): void {
  const list = (k: string) => (Array.isArray(obj.value[k]) ? (obj.value[k] as unknown[]) : []);
  list('images').forEach((im, i) => {
    const r = asRecord(im);
    if (!/strimzi\/operator$/.test(String(r.name ?? ''))) return;
    if (r.newTag === undefined && r.digest !== undefined)
      acc.unresolved.push({
        file: obj.file,
        line: lineOf(obj, ['images', i, 'digest']),
        ref: objectRef(obj),
        why: 'the operator image is pinned by digest alone, which names no release',
      });
    else if (r.newTag !== undefined)
      record(acc, obj, 'kustomize', ['images', i, 'newTag'], r.newTag, 'images[].newTag');
  });
  list('resources').forEach((r, i) => {
    const v = RELEASE_URL.exec(String(r))?.[1];
    if (v) record(acc, obj, 'kustomize', ['resources', i], v, '');
  });
  list('helmCharts').forEach((c, i) => {
    if (asRecord(c).name === CHART)
      record(
        acc,
        obj,
        'kustomize',
        ['helmCharts', i, 'version'],
        asRecord(c).version,
        'helmCharts[].version',
      );
  });
}

/** A Flux HelmRelease: `spec.chart.spec` of the chart, or `spec.chartRef` to an OCIRepository of it. */
function fromHelmRelease(acc: Found, obj: KubeObject, tree: Tree): void {
  const spec = asRecord(obj.value.spec);
  const chart = asRecord(asRecord(spec.chart).spec);
  if (chart.chart === CHART) {
    record(
      acc,
      obj,
      'helmrelease',
      ['spec', 'chart', 'spec', 'version'],
      chart.version,
      'spec.chart.spec.version',
    );
    return;
  }
  const ref = asRecord(spec.chartRef);
  if (ref.kind !== 'OCIRepository') return;
  const ns = typeof ref.namespace === 'string' ? ref.namespace : obj.namespace;
  const repo = tree.objects.find(
    (o) =>
      o.kind === 'OCIRepository' &&
      o.group === 'source.toolkit.fluxcd.io' &&
      o.name === ref.name &&
      o.namespace === ns &&
      String(asRecord(o.value.spec).url ?? '').endsWith(`/${CHART}`),
  );
  if (!repo) return;
  // Flux picks the digest first, then semver, then tag; a digest beside a tag: the tag names the release.
  const r = asRecord(asRecord(repo.value.spec).ref);
  if (r.semver !== undefined)
    record(acc, repo, 'helmrelease', ['spec', 'ref', 'semver'], r.semver, 'ref.semver');
  else if (r.tag !== undefined) record(acc, repo, 'helmrelease', ['spec', 'ref', 'tag'], r.tag, 'ref.tag');
  else record(acc, repo, 'helmrelease', ['spec', 'ref'], undefined, 'ref (digest only or empty)');
}

/** An Argo CD Application: every Helm source of the chart (`chart:`, or an OCI `repoURL` ending in it). */
function fromApplication(acc: Found, obj: KubeObject): void {
  const spec = asRecord(obj.value.spec);
  const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])];
  sources.forEach((s, i) => {
    const src = asRecord(s);
    const oci = /^oci:\/\//.test(String(src.repoURL ?? '')) && String(src.repoURL).endsWith(`/${CHART}`);
    if (src.chart !== CHART && !oci) return;
    const path =
      i === 0 ? ['spec', 'source', 'targetRevision'] : ['spec', 'sources', i - 1, 'targetRevision'];
    record(acc, obj, 'argocd', path, src.targetRevision, 'targetRevision');
  });
}

/**
 * An OLM Subscription to the Strimzi package: `status.installedCSV` (what OLM installed, when the
 * export carries it) or `spec.startingCSV` names the release (proc-upgrade-cluster-operator-olm-no-
 * upgrade-path.adoc@1.2.0:38-42 reads installedCSV); a channel alone (`stable`, `strimzi-0.45.x`)
 * follows whatever the catalog publishes on it, so the version is unknown and said with the channel.
 */
function fromSubscription(acc: Found, obj: KubeObject): void {
  const spec = asRecord(obj.value.spec);
  if (spec.name !== OLM_PACKAGE) return;
  const installed = asRecord(obj.value.status).installedCSV;
  const [path, csv] =
    installed !== undefined
      ? [['status', 'installedCSV'], installed]
      : [['spec', 'startingCSV'], spec.startingCSV];
  if (csv !== undefined) {
    const version = CSV_NAME.exec(String(csv).trim())?.[1];
    record(acc, obj, 'olm', path, version ?? csv, path.join('.'));
    return;
  }
  const channel = typeof spec.channel === 'string' ? spec.channel : undefined;
  acc.unresolved.push({
    file: obj.file,
    line: lineOf(obj, channel ? ['spec', 'channel'] : ['spec', 'name']),
    ref: objectRef(obj),
    why: channel
      ? `the OLM Subscription follows channel "${channel}" without startingCSV: OLM installs and upgrades to whatever the catalog publishes on it, not one release`
      : "the OLM Subscription names no channel and no startingCSV: OLM installs the default channel's newest release",
  });
}

/** A Strimzi ClusterServiceVersion kept in the repository: its `spec.version`. */
function fromCsv(acc: Found, obj: KubeObject): void {
  const fromName = CSV_NAME.exec(obj.name)?.[1];
  if (!fromName) return;
  const version = asRecord(obj.value.spec).version;
  if (version !== undefined) record(acc, obj, 'olm', ['spec', 'version'], version, 'spec.version');
  else record(acc, obj, 'olm', ['metadata', 'name'], fromName, '');
}

/**
 * The operator version from whichever the repo uses: the cluster-operator Deployment image
 * (`…/strimzi/operator:X.Y.Z`, also `@sha256:` pinned), a kustomization's `images:`, `helmCharts:` or
 * release URL in `resources:`, a Flux HelmRelease of the strimzi-kafka-operator chart (directly or by
 * `chartRef` to an OCIRepository), an Argo CD Application source, an OLM Subscription (startingCSV or
 * installedCSV) or ClusterServiceVersion, or a Chart.yaml dependency. Places
 * that name the operator without naming one release are returned as `unresolved`, with why.
 */
export function operatorsOf(tree: Tree, nsOf: (obj: KubeObject) => string = (o) => o.namespace): Found {
  const acc: Found = { out: [], unresolved: [], nsOf };
  // Kustomizations are configuration (tree.configs), read here for `images:`, `helmCharts:` and release URLs.
  for (const obj of [...tree.objects, ...tree.configs]) {
    if (obj.kind === 'Deployment') fromDeployment(acc, obj);
    else if (obj.kind === 'Kustomization' && obj.group.startsWith('kustomize.config.k8s.io'))
      fromKustomization(acc, obj);
    else if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io')
      fromHelmRelease(acc, obj, tree);
    else if (obj.kind === 'Application' && obj.group === 'argoproj.io') fromApplication(acc, obj);
    else if (obj.kind === 'Subscription' && obj.group === 'operators.coreos.com') fromSubscription(acc, obj);
    else if (obj.kind === 'ClusterServiceVersion' && obj.group === 'operators.coreos.com') fromCsv(acc, obj);
  }
  acc.out.push(...chartDependencies(tree));
  return { out: acc.out, unresolved: acc.unresolved, nsOf };
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
