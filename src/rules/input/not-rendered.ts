import { defineRule } from '../define.js';
import type { RuleFinding } from '../../finding.js';

export const notRendered = defineRule({
  id: 'input/not-rendered',
  title: 'Source not rendered',
  category: 'input',
  defaultSeverity: 'warn',
  description:
    'Part of what a deploy unit applies was not judged as applied: Helm templates (never rendered), remote kustomize resources (never fetched), Helm inflation in a kustomization (never run), or a kustomize unit the real kustomize could not build.',
  docs: {
    why: 'The gate judges what reaches the cluster. What it could not render is not judged, so a problem in it would pass unseen; the report says so instead of staying silent. Remote resources and Helm are left out on purpose: nothing from the pull request is fetched or run.',
    fix: 'For a kustomize error, fix the kustomization at the line shown (`kubectl kustomize DIR` shows the same error). For a remote base or a Helm chart, vendor the rendered manifests (or the CRDs) into the repository if they should be checked; a Strimzi release URL still gives the operator version. With no kustomize on PATH, install kustomize or kubectl so overlays and patches are applied.',
  },
  check(ctx) {
    return ctx.head.unrendered.map((n): RuleFinding => ({
      severity: n.failed ? undefined : 'notice',
      file: n.file,
      line: n.line,
      side: 'head',
      message: n.message,
      unjudged: true,
    }));
  },
});
