/**
 * A CRD that leaves one source is not always removed from the cluster (issue 33): another source of
 * the head side may still install it (another file or unit: a move), or a source the gate could not
 * read may (a Helm chart it did not inflate, a remote resource, a chart an Argo CD Application or a
 * Flux HelmRelease now points at).
 */
import type { KubeObject } from '../manifests/types.js';
import type { Tree } from '../index/types.js';
import { asRecord } from '../values.js';

export type CrdWhereabouts =
  | { kind: 'moved'; to: KubeObject }
  | { kind: 'unseen'; source: string; file: string; line: number }
  | undefined;

const dirOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');
/** Whether `file` sits in `dir` or a folder above it (the kustomization that includes it, or its parents'). */
const above = (file: string, dir: string) => {
  const d = dirOf(file);
  return d === '' || dir === d || dir.startsWith(`${d}/`);
};
/** Notes of sources that can install objects and were not read: Helm charts not inflated, remote resources. */
const INSTALLS = /^(Helm charts? .* not inflated|remote resource not rendered)/;

/** A chart source an Argo CD Application or a Flux HelmRelease of the head side installs. */
function chartSource(obj: KubeObject): string | undefined {
  const spec = asRecord(obj.value.spec);
  if (obj.kind === 'Application' && obj.group === 'argoproj.io') {
    const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])].map(asRecord);
    const chart = sources.find((s) => typeof s.chart === 'string' && s.chart);
    return chart ? `the Helm chart ${String(chart.chart)} of Argo CD Application ${obj.name}` : undefined;
  }
  if (obj.kind === 'HelmRelease' && obj.group === 'helm.toolkit.fluxcd.io') {
    const chart = asRecord(asRecord(spec.chart).spec).chart ?? asRecord(spec.chartRef).name;
    return `the Helm chart ${typeof chart === 'string' ? chart : '?'} of Flux HelmRelease ${obj.name}`;
  }
  return undefined;
}

/** Whether an Argo CD Application applies the folder `unit` (one of its sources' `path`). */
function appliesUnit(obj: KubeObject, unit: string | undefined): boolean {
  if (unit === undefined || obj.kind !== 'Application') return false;
  const spec = asRecord(obj.value.spec);
  const sources = [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])].map(asRecord);
  return sources.some(
    (s) => typeof s.path === 'string' && s.path.replace(/^\.\//, '').replace(/\/$/, '') === unit,
  );
}

/**
 * Where a CRD removed from `gone`'s source still comes from on the head side: a CRD of the same name
 * elsewhere (moved), else the first source of the same deploy unit the gate did not read (unseen).
 */
export function whereaboutsOf(gone: KubeObject, head: Tree): CrdWhereabouts {
  const to = head.objects.find(
    (o) =>
      o.kind === 'CustomResourceDefinition' && o.group === 'apiextensions.k8s.io' && o.name === gone.name,
  );
  if (to) return { kind: 'moved', to };
  const dir = dirOf(gone.file);
  const note = head.unrendered.find(
    (u) => u.file && !u.failed && INSTALLS.test(u.message) && above(u.file, dir),
  );
  if (note?.file) return { kind: 'unseen', source: note.message, file: note.file, line: note.line ?? 1 };
  // A chart beside it (a HelmRelease in the same folder tree), or of the Application that applies its
  // unit; not when the CRD came from a chart the gate read (its `origin`): the new version was read too.
  if (gone.origin) return undefined;
  for (const o of head.objects) {
    const source = chartSource(o);
    if (source && (above(o.file, dir) || appliesUnit(o, gone.unit)))
      return { kind: 'unseen', source, file: o.file, line: o.line };
  }
  return undefined;
}
