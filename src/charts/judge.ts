/**
 * Judges each chart change with what fetching gave: the CRDs each side has installed by the chart
 * (its `crds/` as the release's CRD policy applies them), what is left unjudged and why. Pure: the
 * archives come in `RunFacts.charts`.
 */
import type { ChartFacts } from '../context.js';
import { parseFile } from '../manifests/parse.js';
import type { KubeObject } from '../manifests/types.js';
import { withValue } from '../units/transform.js';
import { chartChanges, type ChartChange } from './changes.js';
import { crdsOf, hasTemplates, templatedCrdFiles, type ChartCrd } from './crds.js';
import type { ChartSource, SideObjects } from './sources.js';
import { locationKey, type ChartFetches, type FetchedChart } from './types.js';

export interface ChartJudgement {
  change: ChartChange;
  /** `strimzi-kafka-operator 0.45.0 → 0.49.0` */
  title: string;
  /** What was judged, as the report says it. */
  judged: string[];
  /** What was not judged, each with why (a non-empty list makes the change unjudged). */
  notJudged: string[];
  /** What would judge it (`--fetch-charts`, `charts.allow`). */
  remedy?: string;
  /** CRDs of the new chart's crds/ that differ from the installed ones and that the policy does not apply. */
  notUpgraded: { crds: string[]; said: string; files: string[] };
  /** The CRDs the chart leaves installed on each side, placed at the release's lines. */
  objects: { base: KubeObject[]; head: KubeObject[] };
  /** Templates were not rendered (helm absent): a notice, not a reason to warn, unless they define CRDs. */
  templatesUnrendered?: string;
}

const sideOf = (s: ChartSource | undefined) =>
  s?.location ? `${s.location.chart} ${s.location.version ?? '(no version)'}` : undefined;

function titleOf(c: ChartChange): string {
  const [b, h] = [sideOf(c.base), sideOf(c.head)];
  if (!b) return `${h ?? c.head?.ref ?? '?'} (added)`;
  if (!h) return `${b} (removed)`;
  if (c.base?.location?.chart === c.head?.location?.chart)
    return `${c.head!.location!.chart} ${c.base!.location!.version ?? '(no version)'} → ${c.head!.location!.version ?? '(no version)'}`;
  return `${b} → ${h}`;
}

/** The chart one side's source names, or why there is none. */
function chartFor(
  source: ChartSource | undefined,
  facts: ChartFetches | undefined,
): { chart?: FetchedChart; why?: string; remedy?: string } {
  if (!source) return {};
  if (!source.location) return { why: source.unknown ?? 'the chart’s location could not be read' };
  if (!facts)
    return {
      why: 'charts are not fetched',
      remedy: 'run with --fetch-charts (the action’s fetch-charts input)',
    };
  if (source.location.version === undefined)
    return { why: 'no version is written (the newest at sync time), so there is no one chart to judge' };
  const out = facts.outcomes.get(locationKey(source.location));
  const where = `${source.location.repo} (${source.location.chart} ${source.location.version})`;
  if (!out) return { why: `${where} was not fetched` };
  if ('untrusted' in out)
    return {
      why: `${source.location.repo} is not named on the base revision, so it was never contacted`,
      remedy: `allow it in the base config (charts.allow: [${JSON.stringify(source.location.repo)}]) or add its repository on the base branch first`,
    };
  if ('error' in out) return { why: `could not fetch ${where}: ${out.error}` };
  return { chart: out.chart };
}

/** A chart CRD placed at the line of the release that installs it, in its unit, naming its chart file. */
const placed = (c: ChartCrd, s: ChartSource): KubeObject =>
  Object.assign(
    withValue(c.object, c.object.value, {
      file: s.at.version.file,
      line: s.at.version.line,
      positions: new Map(),
      ...(s.installer.unit !== undefined ? { unit: s.installer.unit } : {}),
    }),
    { origin: `${c.file} in ${c.chart}` },
  );

/**
 * The documents of `helm template` output with the template each came from (its `# Source:
 * <chart>/templates/x.yaml` line, helm@v3.16 pkg/action/action.go), so a finding names the file.
 */
export function renderedDocuments(yaml: string): { file: string; text: string }[] {
  return yaml
    .split(/^---[ \t]*$/m)
    .filter((d) => d.trim())
    .map((text) => ({ file: /^# Source: [^/\n]+\/(.+)$/m.exec(text)?.[1]?.trim() ?? 'templates/', text }));
}

/** CRDs a render gave (helm template), when one was made for this side's source. */
function renderedCrds(
  facts: ChartFetches | undefined,
  side: 'base' | 'head',
  s: ChartSource,
  chart: FetchedChart,
): ChartCrd[] | string | undefined {
  const r = facts?.rendered?.get(`${side} ${s.id}`);
  if (!r) return undefined;
  if ('error' in r) return `helm template failed: ${r.error}`;
  return renderedDocuments(r.yaml).flatMap(({ file, text }) =>
    parseFile({ path: file, text })
      .objects.filter((o) => o.kind === 'CustomResourceDefinition')
      .map((object) => ({ object, file: `${file} (rendered)`, chart: `${chart.name} ${chart.version}` })),
  );
}

/** The chart's CRDs (crds/, and rendered templated CRDs), with what is left unjudged. */
function installedCrds(
  chart: FetchedChart,
  facts: ChartFetches | undefined,
  side: 'base' | 'head',
  s: ChartSource,
) {
  const own = crdsOf(chart);
  const notJudged = own.problems.map((p) => `${p} in ${chart.name} ${chart.version}`);
  const templated = templatedCrdFiles(chart);
  const rendered = templated.length ? renderedCrds(facts, side, s, chart) : undefined;
  const crds = [...own.crds, ...(Array.isArray(rendered) ? rendered : [])];
  if (templated.length && !Array.isArray(rendered))
    notJudged.push(
      `templated CRDs ${templated.join(', ')} in ${chart.name} ${chart.version} (${typeof rendered === 'string' ? rendered : (facts?.noHelm ?? 'not rendered')})`,
    );
  return { crds, notJudged };
}

const names = (list: readonly ChartCrd[]) => new Map(list.map((c) => [c.object.name, c]));

/** What the head side has installed after the change, as the policy applies the new chart's CRDs. */
function afterUpgrade(change: ChartChange, from: ChartCrd[], to: ChartCrd[]) {
  const policy = change.head!.crds.upgrade;
  const old = names(from);
  const differs = (c: ChartCrd) => old.get(c.object.name)?.object.digest !== c.object.digest;
  if (policy === 'CreateReplace') return { crds: to, notUpgraded: [] as ChartCrd[] };
  if (policy === 'Create')
    return {
      crds: [...from, ...to.filter((c) => !old.has(c.object.name))],
      notUpgraded: to.filter((c) => old.has(c.object.name) && differs(c)),
    };
  return { crds: from, notUpgraded: to.filter(differs) };
}

/** Every scalar of a values text by its path (`crds.enabled`), for comparing the sides. */
function flatValues(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, path: string) => {
    if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, path ? `${path}.${k}` : k);
    else out.set(path, JSON.stringify(v));
  };
  try {
    walk(JSON.parse(text) as unknown, '');
  } catch {
    out.set('', text);
  }
  return out;
}

/**
 * Whether a values change may change the CRDs a chart installs: a setting whose path names CRDs
 * (`crds.enabled`, `installCRDs`, `crds.keep`) differs, or the values could not be compared.
 */
function crdSettingsChanged(change: ChartChange): boolean {
  const [a, b] = [flatValues(change.base?.values ?? ''), flatValues(change.head?.values ?? '')];
  if (a.has('') || b.has('')) return true;
  for (const k of new Set([...a.keys(), ...b.keys()]))
    if (/crd/i.test(k) && a.get(k) !== b.get(k)) return true;
  return false;
}

function judgeOne(change: ChartChange, facts: ChartFetches | undefined): ChartJudgement {
  const j: ChartJudgement = {
    change,
    title: titleOf(change),
    judged: [],
    notJudged: [],
    notUpgraded: { crds: [], said: change.head?.crds.said ?? '', files: [] },
    objects: { base: [], head: [] },
  };
  // The same chart at the same version with other values: its crds/ (never templated) are the same
  // on both sides, and no setting that names CRDs changed; templates are never rendered without helm.
  const fetched = change.head && facts ? chartFor(change.head, facts).chart : undefined;
  if (
    change.aspects.length === 1 &&
    change.aspects[0] === 'values' &&
    !crdSettingsChanged(change) &&
    !(fetched && templatedCrdFiles(fetched).length)
  ) {
    j.judged.push(
      'the same chart and version on both sides, so its crds/ are the same; no inline values setting that names CRDs changed (values read from ConfigMaps, Secrets or files are not compared)',
    );
    j.templatesUnrendered = facts?.rendered ? undefined : (facts?.noHelm ?? 'helm is not run');
    return j;
  }
  const [b, h] = [chartFor(change.base, facts), chartFor(change.head, facts)];
  for (const x of [b, h]) if (x.why && !j.notJudged.includes(x.why)) j.notJudged.push(x.why);
  j.remedy = h.remedy ?? b.remedy;
  if ((change.base && !b.chart) || (change.head && !h.chart)) return j;
  const from = b.chart && installedCrds(b.chart, facts, 'base', change.base!);
  const to = h.chart && installedCrds(h.chart, facts, 'head', change.head!);
  for (const x of [from, to])
    for (const n of x?.notJudged ?? []) if (!j.notJudged.includes(n)) j.notJudged.push(n);
  const installedBase = from && change.base!.crds.install !== 'Skip' ? from.crds : [];
  let installedHead: ChartCrd[] = installedBase;
  if (!change.base) installedHead = to && change.head!.crds.install !== 'Skip' ? to.crds : [];
  else if (change.head && to) {
    const after = afterUpgrade(change, installedBase, to.crds);
    installedHead = after.crds;
    j.notUpgraded.crds = after.notUpgraded.map((c) => c.object.name);
    j.notUpgraded.files = after.notUpgraded.map((c) => `${c.file} in ${h.chart!.name} ${h.chart!.version}`);
  }
  j.objects.base = installedBase.map((c) => placed(c, change.base!));
  j.objects.head = installedHead.map((c) => placed(c, change.head ?? change.base!));
  describeJudged(j, change, b.chart, h.chart, from?.crds, to?.crds, facts);
  return j;
}

function describeJudged(
  j: ChartJudgement,
  change: ChartChange,
  from: FetchedChart | undefined,
  to: FetchedChart | undefined,
  a: ChartCrd[] | undefined,
  b: ChartCrd[] | undefined,
  facts: ChartFetches | undefined,
): void {
  const count = (n: number) => `${n} CRD${n === 1 ? '' : 's'}`;
  const files = (chart: FetchedChart, list: ChartCrd[]) =>
    `${count(list.length)} in crds/ of ${chart.name} ${chart.version}`;
  const said = change.head ? change.head.crds.said : change.base!.crds.said;
  if (from && a) j.judged.push(files(from, a));
  if (to && b && to !== from) j.judged.push(files(to, b));
  if (j.judged.length) j.judged[j.judged.length - 1] += ` (applied as ${said})`;
  if (a && b && from && to && from !== to) {
    const [old, kept] = [names(a), names(b)];
    const changed = b.filter(
      (c) => old.has(c.object.name) && old.get(c.object.name)!.object.digest !== c.object.digest,
    );
    const added = b.filter((c) => !old.has(c.object.name));
    if (changed.length) j.judged.push(`changed in ${to.version}: ${changed.map((c) => c.file).join(', ')}`);
    if (added.length) j.judged.push(`new in ${to.version}: ${added.map((c) => c.file).join(', ')}`);
    // Removed from the chart between the versions: named with the file they came from.
    for (const c of a)
      if (!kept.has(c.object.name))
        j.judged.push(
          `${c.file} in ${from.name} ${from.version} (${c.object.name}) is gone from ${to!.version}`,
        );
  }
  const chart = to ?? from;
  if (chart && hasTemplates(chart) && !facts?.rendered)
    j.templatesUnrendered = facts?.noHelm ?? 'helm is not on PATH';
  if (change.aspects.includes('values') && j.templatesUnrendered)
    j.notJudged.push(`the values change (templates are not rendered: ${j.templatesUnrendered})`);
}

/** Every chart change of a run, judged. */
export function judgeCharts(
  base: SideObjects,
  head: SideObjects,
  facts: ChartFacts | undefined,
): ChartJudgement[] {
  return chartChanges(base, head).map((c) => judgeOne(c, facts as ChartFetches | undefined));
}
