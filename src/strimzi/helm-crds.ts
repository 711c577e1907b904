import { objectRef } from '../manifests/locate.js';
import type { KubeObject } from '../manifests/types.js';
import type { Tree } from '../index/types.js';
import type { ReleaseData } from './release-data.js';
import type { StrimziRelease } from './release-types.js';
import { compareDotted } from './releases.js';
import type { OperatorSource } from './state.js';
import { asRecord } from '../values.js';

/**
 * Whether a Helm install of the operator leaves its CRDs as they were on upgrade, and why. Every
 * Strimzi chart ships its CRDs only in crds/ (strimzi-operator-facts.json helmChart.crdPlacement),
 * which `helm upgrade` never updates (chart README.md@1.2.0:49): a Flux HelmRelease updates them only
 * with `spec.upgrade.crds: CreateReplace` (its default is Skip); kustomize `helmCharts:` renders them
 * only with `includeCRDs: true`; Argo CD renders them unless the source sets `helm.skipCrds: true`.
 */
export function crdsSkippedBy(source: OperatorSource, tree: Tree): string | undefined {
  const obj = installerOf(source, tree);
  if (!obj) return undefined;
  const spec = asRecord(obj.value.spec);
  if (obj.kind === 'HelmRelease') {
    const crds = asRecord(spec.upgrade).crds;
    return crds === 'CreateReplace'
      ? undefined
      : `its HelmRelease upgrades with spec.upgrade.crds: ${typeof crds === 'string' ? crds : 'Skip (the default)'}, which never updates CRDs`;
  }
  if (obj.kind === 'Kustomization') {
    const charts = Array.isArray(obj.value.helmCharts) ? obj.value.helmCharts.map(asRecord) : [];
    const chart = charts.find((c) => c.name === 'strimzi-kafka-operator');
    return chart && chart.includeCRDs !== true
      ? 'its kustomize helmCharts: entry does not set includeCRDs: true, so the CRDs are never rendered'
      : undefined;
  }
  if (obj.kind === 'Application') {
    const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])].map(asRecord);
    return sources.some((s) => asRecord(s.helm).skipCrds === true)
      ? 'its Argo CD source sets helm.skipCrds: true'
      : undefined;
  }
  return undefined;
}

/** The object that installs the chart: the source's own, or the HelmRelease whose chartRef names its OCIRepository. */
export function installerOf(source: OperatorSource, tree: Tree): KubeObject | undefined {
  const own = tree.objects.find((o) => objectRef(o) === source.ref);
  if (!own || own.kind !== 'OCIRepository') return own;
  return tree.objects.find((o) => {
    const ref = asRecord(asRecord(o.value.spec).chartRef);
    const ns = typeof ref.namespace === 'string' ? ref.namespace : o.namespace;
    return (
      o.kind === 'HelmRelease' &&
      ref.kind === 'OCIRepository' &&
      ref.name === own.name &&
      ns === own.namespace
    );
  });
}

/** Whether the head tree has the Strimzi CRDs from anywhere else (CRD objects, a release URL). */
export function otherCrdSource(tree: Tree): boolean {
  return tree.objects.some(
    (o) =>
      // A CRD from the chart itself (src/charts/) is no other source.
      (o.kind === 'CustomResourceDefinition' &&
        o.origin === undefined &&
        o.name.endsWith('.kafka.strimzi.io')) ||
      (o.kind === 'Kustomization' &&
        Array.isArray(o.value.resources) &&
        o.value.resources.some((r) => /strimzi-kafka-operator\/releases\/download\//.test(String(r)))),
  );
}

/**
 * Releases in (from, to] whose operator breaks on the CRDs of `from` (0.23.0, 0.49.0, 1.0.0 in the
 * bundled data), each with the kinds it reads at versions the old CRDs do not serve.
 */
export function crdBreaksBetween(
  data: ReleaseData,
  from: StrimziRelease,
  to: StrimziRelease,
): { release: StrimziRelease; unserved: string[] }[] {
  return data.releases
    .filter(
      (r) =>
        r.crdUpdateRequired &&
        compareDotted(r.version, from.version) > 0 &&
        compareDotted(r.version, to.version) <= 0,
    )
    .map((release) => ({
      release,
      unserved: Object.entries(release.operatorReads)
        .filter(([kind, v]) => from.apiVersions[kind] && !from.apiVersions[kind]!.served.includes(v))
        .map(([kind, v]) => `${kind} ${v}`),
    }));
}
