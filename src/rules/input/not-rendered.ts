import { groupedCount } from '../../message.js';
import { defineRule } from '../define.js';
import type { RuleFinding } from '../../finding.js';

/** What the report says of kustomize units left unrendered (index/unread-units.ts). */
function unrenderedUnitsMessage({ all, unrendered }: { all: number; unrendered: number }): string {
  return `${groupedCount(unrendered)} of ${groupedCount(all)} kustomize deploy units were read without kustomize instead of rendered: each has the same inputs and settings on both sides, and none of its input files names Strimzi or Kafka, a CRD, a kind a changed CRD validates or the config's transitions match, or a field that composes values (replacements, vars, plugins), so it applies the same objects before and after this change; its objects are read as its files write them (namespace, prefixes and images applied, patches not), as context for what the change touches. A render error already present in one of them is not reported by this run.`;
}

export const notRendered = defineRule({
  id: 'input/not-rendered',
  title: 'Source not rendered',
  category: 'input',
  defaultSeverity: 'fail',
  description:
    "Part of what a deploy unit applies was not judged as applied: Helm templates (never rendered), remote kustomize references (never fetched), Helm inflation in a kustomization (never run), or a kustomize unit that could not be rendered (a kustomize error, a timeout, output over a limit, a file the gate could not copy, the render budget spent). A unit the pull request breaks fails at its kustomization line with kustomize's whole error; one that fails the same way on the base warns; the rest are notices.",
  docs: {
    why: 'The gate judges what reaches the cluster. What it could not render is not judged, so a problem in it would pass unseen: a unit the change touches that cannot be rendered fails (never a fallback that passes), and the rest is said instead of staying silent. A unit that fails without a Helm chart or remote resource the gate leaves out (a patch of an object the chart makes) warns instead: kustomize’s error may be the gate’s own doing, and the unit is said to be not judged. Remote references and Helm are left out on purpose: nothing from the pull request is fetched or run, and kustomize runs with every proxy pointed at a closed port and git limited to local files. The render budget (`renderBudget`, 120 s by default) bounds a run: a changed unit not rendered in time fails, an unchanged one is a notice. One more notice never counts: of the kustomize units whose inputs and settings are the same on both sides, how many were read without kustomize instead of rendered because none of their input files names Strimzi or Kafka, a CRD, a kind a changed CRD validates or a transition matches, or a field that composes values (docs/performance.md); their objects are read as their files write them, and a render error already present in one of them is then not reported.',
    fix: 'For a kustomize error, fix the kustomization at the line shown (`kubectl kustomize DIR` shows the same error). A generator over 2,000 keys or 1 MiB of inputs is refused before kustomize runs: split it. A run past its render budget: raise `renderBudget` in the config. For a remote base or a Helm chart, vendor the rendered manifests (or the CRDs) into the repository if they should be checked; a Strimzi release URL still gives the operator version. With no kustomize on PATH, install kustomize or kubectl so overlays and patches are applied.',
  },
  check(ctx) {
    // The same failure on the base (same kustomization, same words) is already present: it warns.
    // Past the render budget, a unit with the same inputs on the base (unchanged) is a notice.
    const before = new Set(
      ctx.base.unrendered.filter((n) => n.failed).map((n) => `${n.file}\u0000${n.message}`),
    );
    const unchanged = new Set(ctx.base.unrendered.flatMap((n) => (n.inputs ? [n.inputs] : [])));
    const severityOf = (n: (typeof ctx.head.unrendered)[number]): RuleFinding['severity'] => {
      if (!n.failed) return 'notice';
      if (n.budget) return n.inputs && unchanged.has(n.inputs) ? 'notice' : undefined;
      // Failed without a Helm chart or remote resource the gate never inflates or fetches: not judged.
      if (n.cut) return 'warn';
      return before.has(`${n.file}\u0000${n.message}`) ? 'warn' : undefined;
    };
    const out = ctx.head.unrendered.map((n): RuleFinding => ({
      severity: severityOf(n),
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
