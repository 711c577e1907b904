/** The objects chart changes add to each side before indexing (evaluation.ts buildTrees). */
import type { ChartFacts } from '../context.js';
import type { KubeObject } from '../manifests/types.js';
import { judgeCharts } from './judge.js';
import type { SideObjects } from './sources.js';

const crdNames = (side: SideObjects) =>
  new Set(side.objects.filter((o) => o.kind === 'CustomResourceDefinition').map((o) => o.name));

/**
 * The CRDs each side has installed by the charts the change touches, placed at the release's
 * lines. A CRD the side already holds as a file (vendored beside the chart) is left to the file.
 */
export function chartObjects(
  base: SideObjects,
  head: SideObjects,
  facts: ChartFacts | undefined,
): { base: KubeObject[]; head: KubeObject[] } {
  const out = { base: [] as KubeObject[], head: [] as KubeObject[] };
  if (!facts) return out;
  const own = { base: crdNames(base), head: crdNames(head) };
  for (const j of judgeCharts(base, head, facts))
    for (const side of ['base', 'head'] as const)
      for (const o of j.objects[side]) {
        if (own[side].has(o.name)) continue;
        own[side].add(o.name);
        out[side].push(o);
      }
  return out;
}
