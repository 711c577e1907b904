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

const inUnit = (file: string, unit: string | undefined) =>
  unit === undefined || unit === '.' || file === unit || file.startsWith(`${unit}/`);

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
  const unit = gone.unit;
  const note = head.unrendered.find((u) => u.file && inUnit(u.file, unit) && !u.failed);
  if (note?.file) return { kind: 'unseen', source: note.message, file: note.file, line: note.line ?? 1 };
  for (const o of head.objects) {
    if (!inUnit(o.file, unit)) continue;
    const source = chartSource(o);
    if (source) return { kind: 'unseen', source, file: o.file, line: o.line };
  }
  return undefined;
}
