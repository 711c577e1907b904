import { defineRule } from '../define.js';

export const crdsNotUpgraded = defineRule<'skipped'>({
  id: 'helm/crds-not-upgraded',
  title: 'Chart CRDs not upgraded',
  category: 'helm',
  defaultSeverity: 'warn',
  description:
    'A chart bump whose crds/ change while the release’s CRD policy does not apply them (Flux upgrade.crds Skip or Create, kustomize without includeCRDs, Argo CD helm.skipCrds): the cluster keeps the old CRDs.',
  docs: {
    why: 'Helm installs `crds/` on first install only and never upgrades them; Flux skips them on upgrade by default (`spec.upgrade.crds: Skip`) and `Create` only adds new ones. The new chart’s workloads then run against the old CRDs: new fields are pruned, new versions are not served.',
    fix: 'Set `spec.upgrade.crds: CreateReplace` on the HelmRelease (`includeCRDs: true` on a kustomize helmCharts entry, no `helm.skipCrds` on an Argo CD source), or apply the new CRDs another way in the same change.',
  },
  messages: {
    skipped:
      'Chart {{title}}: {{count}} in crds/ differ from the installed ones and will NOT be upgraded ({{said}}; Helm never upgrades crds/): {{files}}.',
  },
  check(ctx) {
    return ctx.analyses.charts
      .filter((j) => j.notUpgraded.crds.length)
      .map((j) => ({
        file: j.change.at.file,
        line: j.change.at.line,
        side: j.change.side,
        object: (j.change.head ?? j.change.base!).ref,
        messageId: 'skipped' as const,
        data: {
          title: j.title,
          count: `${j.notUpgraded.crds.length} CRD${j.notUpgraded.crds.length === 1 ? '' : 's'}`,
          said: j.notUpgraded.said,
          files: j.notUpgraded.files.join(', '),
        },
      }));
  },
});
