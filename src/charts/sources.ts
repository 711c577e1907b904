/**
 * Chart sources: every place a side installs a Helm chart from a repository — a Flux HelmRelease
 * (`spec.chart.spec` from a HelmRepository, or `spec.chartRef` to an OCIRepository), an Argo CD
 * Application Helm source (`spec.source`, `spec.sources[]`), a kustomize `helmCharts:` entry — with
 * where its version, repository and values are written and the CRD policy it installs with. Pure.
 */
import { lineOf, objectRef } from '../manifests/locate.js';
import type { FieldPath, KubeObject } from '../manifests/types.js';
import { asRecord } from '../values.js';

/** How Helm treats the chart's `crds/` folder on install and on upgrade. */
export type CrdPolicy = 'Skip' | 'Create' | 'CreateReplace';

/** Where a chart archive comes from. */
export interface ChartLocation {
  /** `http`: a Helm repository (index.yaml); `oci`: a registry reference. */
  kind: 'http' | 'oci';
  /** The repository URL as the base side would be allowed to name it (no trailing slash). */
  repo: string;
  /** The chart's name (for `oci`, the last segment of the reference). */
  chart: string;
  /** The version or tag written (undefined: none, the newest at sync time). */
  version?: string;
}

/** A place in a file. */
export interface Where {
  file: string;
  line: number;
}

export interface ChartSource {
  /** The same install on both sides: unit, installer and source index. */
  id: string;
  via: 'HelmRelease' | 'Application' | 'helmCharts';
  /** `HelmRelease/ns/name`, `Application/ns/name` or the kustomization file. */
  ref: string;
  /** The object that installs the chart (the HelmRelease, Application or Kustomization). */
  installer: KubeObject;
  location?: ChartLocation;
  /** Why the location could not be read (an unknown source kind, a missing HelmRepository). */
  unknown?: string;
  at: { version: Where; repo: Where; values?: Where };
  /** The values as written (inline and references), for comparing the sides. */
  values: string;
  /** Inline values (what a `helm template` would be given). */
  inlineValues: Record<string, unknown>;
  crds: { install: CrdPolicy; upgrade: CrdPolicy; said: string };
  releaseName: string;
  namespace: string;
}

/** A side as the sources need it: what is applied, and the kustomizations (configuration). */
export interface SideObjects {
  objects: readonly KubeObject[];
  configs: readonly KubeObject[];
}

const trim = (url: string) => url.trim().replace(/\/+$/, '');
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const at = (obj: KubeObject, path: FieldPath): Where => ({ file: obj.file, line: lineOf(obj, path) });
const stable = (v: unknown) => JSON.stringify(v ?? null);

/** A repository URL as a location of `chart`: `oci://…` a registry, `http(s)://…` a Helm repository. */
export function locationOf(repo: string, chart: string, version: string | undefined): ChartLocation {
  const r = trim(repo);
  if (/^oci:\/\//i.test(r)) return { kind: 'oci', repo: r, chart, version };
  if (/^https?:\/\//i.test(r)) return { kind: 'http', repo: r, chart, version };
  // Argo CD writes an OCI Helm repository without a scheme (`registry-1.docker.io/bitnamicharts`).
  return { kind: 'oci', repo: `oci://${r}`, chart, version };
}

const FLUX_SOURCE = 'source.toolkit.fluxcd.io';

function findSource(objects: readonly KubeObject[], kind: string, name: unknown, ns: string) {
  return objects.find(
    (o) => o.kind === kind && o.group === FLUX_SOURCE && o.name === name && o.namespace === ns,
  );
}

/** Flux's CRD policy: `spec.install.crds` (default Create) and `spec.upgrade.crds` (default Skip). */
function fluxCrds(spec: Record<string, unknown>): ChartSource['crds'] {
  const policy = (v: unknown, dflt: CrdPolicy): CrdPolicy =>
    v === 'Skip' || v === 'Create' || v === 'CreateReplace' ? v : dflt;
  const install = policy(asRecord(spec.install).crds, 'Create');
  const upgrade = policy(asRecord(spec.upgrade).crds, 'Skip');
  const written = str(asRecord(spec.upgrade).crds);
  return {
    install,
    upgrade,
    said: `spec.upgrade.crds: ${upgrade}${written === undefined ? ' (the default)' : ''}`,
  };
}

/** A Flux HelmRelease: `spec.chart.spec` from a HelmRepository, or `spec.chartRef` to an OCIRepository. */
function fromHelmRelease(obj: KubeObject, objects: readonly KubeObject[]): ChartSource {
  const spec = asRecord(obj.value.spec);
  const base = {
    id: `${obj.unit ?? ''}//${objectRef(obj)}`,
    via: 'HelmRelease' as const,
    ref: objectRef(obj),
    installer: obj,
    values: stable([spec.values, spec.valuesFrom]),
    inlineValues: asRecord(spec.values),
    crds: fluxCrds(spec),
    releaseName: str(spec.releaseName) ?? obj.name,
    namespace: str(spec.targetNamespace) ?? obj.namespace,
  };
  const valuesAt = spec.values !== undefined || spec.valuesFrom !== undefined;
  const values = valuesAt
    ? { values: at(obj, ['spec', spec.values !== undefined ? 'values' : 'valuesFrom']) }
    : {};
  const chartRef = asRecord(spec.chartRef);
  if (spec.chartRef !== undefined) {
    const ns = str(chartRef.namespace) ?? obj.namespace;
    const repo =
      chartRef.kind === 'OCIRepository' ? findSource(objects, 'OCIRepository', chartRef.name, ns) : undefined;
    const here = at(obj, ['spec', 'chartRef']);
    if (!repo)
      return {
        ...base,
        unknown: `spec.chartRef names ${String(chartRef.kind)}/${String(chartRef.name)}, not an OCIRepository of this side`,
        at: { version: here, repo: here, ...values },
      };
    const rspec = asRecord(repo.value.spec);
    const url = trim(str(rspec.url) ?? '');
    const ref = asRecord(rspec.ref);
    const tag = str(ref.tag) ?? str(ref.semver) ?? str(ref.digest);
    const tagKey = ref.tag !== undefined ? 'tag' : ref.semver !== undefined ? 'semver' : 'digest';
    return {
      ...base,
      location: {
        kind: 'oci',
        repo: url.replace(/\/[^/]*$/, ''),
        chart: url.replace(/^.*\//, ''),
        version: tag,
      },
      at: { version: at(repo, ['spec', 'ref', tagKey]), repo: at(repo, ['spec', 'url']), ...values },
    };
  }
  const chart = asRecord(asRecord(spec.chart).spec);
  const sourceRef = asRecord(chart.sourceRef);
  const version = at(obj, ['spec', 'chart', 'spec', chart.version !== undefined ? 'version' : 'chart']);
  const ns = str(sourceRef.namespace) ?? obj.namespace;
  const repo =
    sourceRef.kind === 'HelmRepository'
      ? findSource(objects, 'HelmRepository', sourceRef.name, ns)
      : undefined;
  const sourceAt = at(obj, ['spec', 'chart', 'spec', 'sourceRef']);
  if (!repo)
    return {
      ...base,
      unknown:
        sourceRef.kind === 'HelmRepository'
          ? `spec.chart.spec.sourceRef names HelmRepository ${String(sourceRef.name)}, which is not on this side`
          : sourceRef.kind === 'GitRepository' || sourceRef.kind === 'Bucket'
            ? `the chart is read from a ${sourceRef.kind}, not a chart repository: charts are fetched from Helm and OCI repositories only (a chart folder of this repository is judged as files: its crds/ as manifests, its templates not rendered)`
            : `the chart comes from ${String(sourceRef.kind ?? 'an unnamed source')}, not a Helm repository`,
      at: { version, repo: sourceAt, ...values },
    };
  const rspec = asRecord(repo.value.spec);
  const url = str(rspec.url) ?? '';
  const oci = rspec.type === 'oci' || /^oci:\/\//i.test(url);
  return {
    ...base,
    location: {
      ...locationOf(
        oci && !/^oci:/i.test(url) ? `oci://${url}` : url,
        String(chart.chart ?? ''),
        str(chart.version),
      ),
    },
    at: { version, repo: at(repo, ['spec', 'url']), ...values },
  };
}

/** Every Helm source of an Argo CD Application (`spec.source`, `spec.sources[]`). */
function fromApplication(obj: KubeObject): ChartSource[] {
  const spec = asRecord(obj.value.spec);
  const list: [unknown, FieldPath][] = [[spec.source, ['spec', 'source']]];
  if (Array.isArray(spec.sources)) spec.sources.forEach((s, i) => list.push([s, ['spec', 'sources', i]]));
  const out: ChartSource[] = [];
  for (const [s, path] of list) {
    const src = asRecord(s);
    const repoURL = str(src.repoURL);
    // A chart source names a chart, or is an `oci://` reference to one; a git path is not a chart.
    if (!repoURL || (src.chart === undefined && !/^oci:\/\//i.test(repoURL))) continue;
    const helm = asRecord(src.helm);
    const chart = str(src.chart);
    const loc = chart ? locationOf(repoURL, chart, str(src.targetRevision)) : undefined;
    const location = loc ?? {
      kind: 'oci' as const,
      repo: trim(repoURL).replace(/\/[^/]*$/, ''),
      chart: trim(repoURL).replace(/^.*\//, ''),
      version: str(src.targetRevision),
    };
    const skip = helm.skipCrds === true;
    out.push({
      id: `${obj.unit ?? ''}//${objectRef(obj)}#${path.join('.')}`,
      via: 'Application',
      ref: objectRef(obj),
      installer: obj,
      location,
      at: {
        version: at(obj, [...path, 'targetRevision']),
        repo: at(obj, [...path, 'repoURL']),
        ...(src.helm !== undefined ? { values: at(obj, [...path, 'helm']) } : {}),
      },
      values: stable([helm.values, helm.valuesObject, helm.parameters, helm.valueFiles, helm.fileParameters]),
      inlineValues: asRecord(helm.valuesObject),
      crds: skip
        ? { install: 'Skip', upgrade: 'Skip', said: 'helm.skipCrds: true' }
        : {
            install: 'CreateReplace',
            upgrade: 'CreateReplace',
            said: 'Argo CD applies the chart’s crds/ (helm.skipCrds unset)',
          },
      releaseName: str(helm.releaseName) ?? obj.name,
      namespace: str(asRecord(spec.destination).namespace) ?? obj.namespace,
    });
  }
  return out;
}

/** Every `helmCharts:` entry of a kustomization. */
function fromKustomization(obj: KubeObject): ChartSource[] {
  const charts = Array.isArray(obj.value.helmCharts) ? obj.value.helmCharts : [];
  return charts.flatMap((c, i): ChartSource[] => {
    const h = asRecord(c);
    const name = str(h.name);
    if (!name) return [];
    const repo = str(h.repo);
    const path: FieldPath = ['helmCharts', i];
    const include = h.includeCRDs === true;
    return [
      {
        id: `${obj.file}#${name}#${str(h.releaseName) ?? ''}`,
        via: 'helmCharts',
        ref: obj.file,
        installer: obj,
        ...(repo
          ? { location: locationOf(repo, name, str(h.version)) }
          : { unknown: 'the entry has no repo: (a chart from kustomize’s local chart home)' }),
        at: {
          version: at(obj, [...path, h.version !== undefined ? 'version' : 'name']),
          repo: at(obj, [...path, repo ? 'repo' : 'name']),
          ...(h.valuesInline !== undefined || h.valuesFile !== undefined
            ? { values: at(obj, [...path, h.valuesInline !== undefined ? 'valuesInline' : 'valuesFile']) }
            : {}),
        },
        values: stable([h.valuesInline, h.valuesFile, h.additionalValuesFiles, h.valuesMerge]),
        inlineValues: asRecord(h.valuesInline),
        crds: include
          ? { install: 'CreateReplace', upgrade: 'CreateReplace', said: 'includeCRDs: true' }
          : { install: 'Skip', upgrade: 'Skip', said: 'includeCRDs unset (kustomize leaves crds/ out)' },
        releaseName: str(h.releaseName) ?? name,
        namespace: str(h.namespace) ?? str(obj.value.namespace) ?? '',
      },
    ];
  });
}

/** Every chart source of a side, in object order. */
export function chartSources(side: SideObjects): ChartSource[] {
  const out: ChartSource[] = [];
  for (const obj of side.objects) {
    if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io')
      out.push(fromHelmRelease(obj, side.objects));
    else if (obj.kind === 'Application' && obj.group === 'argoproj.io') out.push(...fromApplication(obj));
  }
  for (const obj of side.configs)
    if (obj.kind === 'Kustomization' && obj.group.startsWith('kustomize.config.k8s.io'))
      out.push(...fromKustomization(obj));
  return out;
}

/** A written repository URL as locations name it: no trailing slash, `oci://` for a scheme-less OCI one. */
function written(url: string, oci: boolean): string {
  const u = trim(url);
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(u) || !oci ? u : `oci://${u}`;
}

/**
 * The repository URLs a side names (HelmRepository and OCIRepository URLs, Argo CD `repoURL`s,
 * kustomize `helmCharts[].repo`): on the base side, the ones a run may contact.
 */
export function namedRepositories(side: SideObjects): Set<string> {
  const out = new Set<string>();
  for (const o of side.objects) {
    const spec = asRecord(o.value.spec);
    if (o.group === FLUX_SOURCE && (o.kind === 'HelmRepository' || o.kind === 'OCIRepository')) {
      const url = str(spec.url);
      if (url) out.add(written(url, o.kind === 'OCIRepository' || spec.type === 'oci'));
    } else if (o.kind === 'Application' && o.group === 'argoproj.io') {
      const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])];
      for (const s of sources) {
        const url = str(asRecord(s).repoURL);
        if (url) out.add(written(url, asRecord(s).chart !== undefined && !/^https?:/i.test(url)));
      }
    }
  }
  for (const o of side.configs) {
    const charts = Array.isArray(o.value.helmCharts) ? o.value.helmCharts : [];
    for (const c of charts) {
      const url = str(asRecord(c).repo);
      if (url) out.add(written(url, false));
    }
  }
  return out;
}

/** Whether a location is one the base names (its repository, or the chart's own reference) or `allow` admits. */
export function trusted(loc: ChartLocation, named: ReadonlySet<string>, allow: readonly string[]): boolean {
  const full = `${loc.repo}/${loc.chart}`;
  if (named.has(loc.repo) || named.has(full)) return true;
  return allow.some(
    (prefix) =>
      full === trim(prefix) ||
      full.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) ||
      loc.repo === trim(prefix),
  );
}
