/**
 * What a chart installs as CRDs, read from its files: `crds/` (plain YAML Helm never templates; also
 * a subchart's `charts/<name>/crds/`), and the templates that define CRDs (judged only when rendered).
 */
import { parseFile } from '../manifests/parse.js';
import type { KubeObject } from '../manifests/types.js';
import type { ChartFacts } from '../context.js';
import { asRecord } from '../values.js';
import type { ChartFetches, FetchedChart } from './types.js';

/** A CRD file of `crds/` (Helm reads `*.yaml`, `*.yml`, `*.json` there: pkg/chart/loader in helm@v3.16). */
const CRD_FILE = /^(charts\/[^/]+\/)*crds\/.+\.(ya?ml|json)$/;
const TEMPLATE = /^(charts\/[^/]+\/)*templates\/.+\.(ya?ml|tpl)$/;
const DEFINES_CRD = /^\s*kind:\s*["']?CustomResourceDefinition\b/m;

/** A CRD object of a chart, with the chart file it comes from. */
export interface ChartCrd {
  object: KubeObject;
  /** `crds/045-Crd-kafkamirrormaker.yaml` */
  file: string;
  /** `strimzi-kafka-operator 0.45.0` */
  chart: string;
}

const parsed = new WeakMap<FetchedChart, { crds: ChartCrd[]; problems: string[] }>();

/** The objects of the chart's `crds/` files (parsed once per chart), and files that would not parse. */
export function crdsOf(chart: FetchedChart): { crds: ChartCrd[]; problems: string[] } {
  const done = parsed.get(chart);
  if (done) return done;
  const crds: ChartCrd[] = [];
  const problems: string[] = [];
  for (const f of chart.files) {
    if (!CRD_FILE.test(f.path)) continue;
    const p = parseFile({ path: f.path, text: f.text });
    for (const pr of p.problems) problems.push(`${f.path}:${pr.line}: ${pr.message}`);
    for (const o of p.objects)
      crds.push({ object: o, file: f.path, chart: `${chart.name} ${chart.version}` });
  }
  const out = { crds, problems };
  parsed.set(chart, out);
  return out;
}

/** Template files that define a CRD (cert-manager's `templates/crd-*.yaml`): Go templates, judged only when rendered. */
export function templatedCrdFiles(chart: FetchedChart): string[] {
  return chart.files.filter((f) => TEMPLATE.test(f.path) && DEFINES_CRD.test(f.text)).map((f) => f.path);
}

/** Whether the chart has templates at all. */
export const hasTemplates = (chart: FetchedChart): boolean => chart.files.some((f) => TEMPLATE.test(f.path));

/**
 * The kinds (and list kinds) of every fetched chart's CRDs: their resources in kustomize units the
 * same on both sides must still be rendered (index/unread-units.ts), since no file shows the CRDs.
 */
export function chartCrdKinds(facts: ChartFacts | undefined): string[] {
  const out = new Set<string>();
  for (const o of (facts as ChartFetches | undefined)?.outcomes.values() ?? [])
    if ('chart' in o)
      for (const c of crdsOf(o.chart).crds) {
        const names = asRecord(asRecord(c.object.value.spec).names);
        for (const k of [names.kind, names.listKind]) if (typeof k === 'string') out.add(k);
      }
  return [...out];
}
