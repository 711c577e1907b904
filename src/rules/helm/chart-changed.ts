import { defineRule, type RuleReport } from '../define.js';
import type { ChartJudgement } from '../../charts/judge.js';

type Message = 'judged' | 'unjudged';

const list = (items: readonly string[]) => items.join('; ');

function report(j: ChartJudgement): RuleReport<Message> {
  const c = j.change;
  const src = c.head ?? c.base!;
  const data = {
    title: j.title,
    ref: src.ref,
    aspects: c.aspects.join(', '),
    from: src.location ? ` from ${src.location.repo}` : '',
    judged: j.judged.length ? ` Judged: ${list(j.judged)}.` : '',
    notJudged: list(j.notJudged),
    remedy: j.remedy ? ` To judge it, ${j.remedy}.` : '',
    templates: j.templatesUnrendered
      ? ` Templates not rendered (${j.templatesUnrendered}): what they install besides crds/ is not judged.`
      : '',
  };
  const where = { file: c.at.file, line: c.at.line, side: c.side, object: src.ref };
  return j.notJudged.length
    ? { ...where, messageId: 'unjudged', data, unjudged: true }
    : { ...where, severity: 'notice', messageId: 'judged', data };
}

export const chartChanged = defineRule<Message>({
  id: 'helm/chart-changed',
  title: 'Helm chart changed',
  category: 'helm',
  defaultSeverity: 'warn',
  description:
    'A chart source (Flux HelmRelease, Argo CD Application, kustomize helmCharts) whose version, repository or values change: a notice saying what was judged, a warning when part of it was not judged (charts not fetched, a repository the base does not name, unreachable, templated CRDs without helm).',
  docs: {
    why: 'Most operator upgrades in GitOps repositories are chart bumps. The CRDs inside the chart change with it, and a chart the gate did not open would otherwise read as a pass. With `--fetch-charts` (the action’s `fetch-charts` input, on by default) the gate fetches both versions from repositories the base revision names and judges the chart’s `crds/` as the release’s CRD policy applies them, with every CRD rule; what it could not judge is said here, at the line that changes the chart (docs/charts.md).',
    fix: 'Run with `--fetch-charts`; allow a repository the pull request introduces with `charts.allow` in the base config (or add it on the base branch first); for templated CRDs, install helm on the runner or vendor the CRDs into the repository.',
  },
  messages: {
    judged: 'Chart {{title}} ({{ref}}{{from}}; {{aspects}} changed).{{judged}}{{templates}}',
    unjudged:
      'Chart {{title}} ({{ref}}{{from}}; {{aspects}} changed) not fully judged: {{notJudged}}.{{judged}}{{remedy}}{{templates}}',
  },
  check(ctx) {
    return ctx.analyses.charts.map(report);
  },
});
