import type { ParseProblem } from './types.js';
import type { SourceFile } from '../sources/snapshot.js';

/**
 * Splits out files under a Helm chart's `templates/` (a folder beside a `Chart.yaml`) that are Go
 * templates (hold `{{`): they are not YAML until rendered. Plain YAML there is read like any other
 * file, so a `Chart.yaml` added beside it hides nothing. One note per chart says how many were skipped.
 */
export function splitHelmTemplates(files: readonly SourceFile[]): {
  yaml: SourceFile[];
  notes: ParseProblem[];
} {
  const templated = helmTemplateFiles(files);
  if (!templated.length) return { yaml: [...files], notes: [] };
  const skip = new Set(templated.map((t) => t.file));
  const skipped = new Map<string, number>();
  for (const t of templated) skipped.set(t.chart, (skipped.get(t.chart) ?? 0) + 1);
  const yaml = files.filter((f) => !skip.has(f));
  const notes = [...skipped]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([chart, n]) => ({
      file: `${chart}Chart.yaml`,
      line: 1,
      message: `Helm chart ${chart || './'}: ${n} file${n === 1 ? '' : 's'} under templates/ skipped (Go templates are not YAML until rendered; render the chart into the repo to have them checked)`,
    }));
  return { yaml, notes };
}

/**
 * The files a Helm chart holds as Go templates (under `templates/` beside a `Chart.yaml`, holding
 * `{{`), with their chart folder: what splitHelmTemplates leaves unread.
 */
export function helmTemplateFiles(files: readonly SourceFile[]): { file: SourceFile; chart: string }[] {
  const charts = new Set<string>();
  for (const f of files) {
    const m = /^(.*\/)?Chart\.ya?ml$/.exec(f.path);
    if (m) charts.add(m[1] ?? '');
  }
  const out: { file: SourceFile; chart: string }[] = [];
  if (!charts.size) return out;
  for (const f of files) {
    const chart = chartOf(f.path, charts);
    if (chart !== undefined && f.text.includes('{{')) out.push({ file: f, chart });
  }
  return out;
}

function chartOf(path: string, charts: ReadonlySet<string>): string | undefined {
  for (const chart of charts) {
    if (path.startsWith(`${chart}templates/`)) return chart;
  }
  return undefined;
}
