import { groupedCount } from '../../message.js';
import { defineRule } from '../define.js';
import type { RuleFinding } from '../../finding.js';

/** What the report says of kustomize units left unrendered (index/unread-units.ts). */
function unrenderedUnitsMessage({ all, unrendered }: { all: number; unrendered: number }): string {
  return `${groupedCount(unrendered)} of ${groupedCount(all)} kustomize deploy units were not rendered: each has the same inputs and settings on both sides, and none of its input files names a kind a check reads wherever it is, a changed CRD validates or the config's transitions match, so it applies the same objects before and after this change and nothing the change touches needs them. A problem already present in one of them (a render error, a duplicate object, an invalid resource) is not reported by this run.`;
}

export const notRendered = defineRule({
  id: 'input/not-rendered',
  title: 'Source not rendered',
  category: 'input',
  defaultSeverity: 'warn',
  description:
    'Part of what a deploy unit applies was not judged as applied: Helm templates (never rendered), remote kustomize resources (never fetched), Helm inflation in a kustomization (never run), or a kustomize unit the real kustomize could not build.',
  docs: {
    why: 'The gate judges what reaches the cluster. What it could not render is not judged, so a problem in it would pass unseen; the report says so instead of staying silent. Remote resources and Helm are left out on purpose: nothing from the pull request is fetched or run. One more notice never counts: in a run with 20 or more kustomize units whose inputs and settings are the same on both sides, how many of those were not rendered because none of their input files names a kind a check reads, a changed CRD validates or a transition matches (docs/performance.md); a problem already present in one of them is then not reported.',
    fix: 'For a kustomize error, fix the kustomization at the line shown (`kubectl kustomize DIR` shows the same error). For a remote base or a Helm chart, vendor the rendered manifests (or the CRDs) into the repository if they should be checked; a Strimzi release URL still gives the operator version. With no kustomize on PATH, install kustomize or kubectl so overlays and patches are applied.',
  },
  check(ctx) {
    const out = ctx.head.unrendered.map((n): RuleFinding => ({
      severity: n.failed ? undefined : 'notice',
      file: n.file,
      line: n.line,
      side: 'head',
      message: n.message,
      unjudged: true,
    }));
    const left = ctx.head.unrenderedUnits;
    if (left) out.push({ severity: 'notice', message: unrenderedUnitsMessage(left) });
    return out;
  },
});
