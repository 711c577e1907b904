import { defineRule } from '../define.js';
import { crdPairs, crdsLeftUnread } from '../../crd/analysis.js';
import { isCrd, type Crd } from '../../crd/model.js';
import type { Problem } from '../../crd/validate/validate.js';
import { baseSelf } from '../../index/base-self.js';
import { sameContent } from '../../index/same-content.js';
import { objectRef, whereOf } from '../../manifests/locate.js';
import type { KubeObject } from '../../manifests/types.js';
import type { RuleContext } from '../../context.js';
import type { RuleFinding } from '../../finding.js';

/** At most this many findings per object; the rest are counted. */
const PER_OBJECT = 20;

const showPath = (p: readonly (string | number)[]) =>
  p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') || '(object)';
const sig = (p: Problem) => `${p.path.join('\u0000')}\u0001${p.message}`;

function sideCrds(ctx: RuleContext, side: 'base' | 'head'): Map<string, Crd[]> {
  return ctx.analyses.crdsByKind[side];
}

export const customResourceInvalid = defineRule({
  id: 'crd/custom-resource-invalid',
  title: 'Custom resource invalid against its CRD',
  category: 'crd',
  defaultSeverity: 'fail',
  description:
    'A custom resource in the head tree does not validate against its head CRD: schema (after defaults), fields the API server would prune, CEL rules in the Kubernetes environment of `crd.kubernetesVersion` (transition rules when the resource exists on both sides), or an API version no longer served.',
  docs: {
    why: 'A CRD change breaks the custom resources in the same repo first: a field removed from the schema is silently pruned from the manifest on apply, a new bound or CEL rule rejects it, a removed version makes `kubectl apply` fail with "no matches for kind". The gate checks every changed resource, or every resource of a changed CRD, offline, the way the API server would on create.',
    fix: 'Fix the resource at the line shown (move the field where the schema expects it, add the required field, use a served apiVersion), or change the CRD. A resource that was already invalid before the PR is a warning; a resource defined in several files is compared with its own copy on the base side, the one in the same file.',
  },
  skip(ctx) {
    // None of the CRDs left unparsed is one a changed resource is of, but they are there.
    return sideCrds(ctx, 'head').size || crdsLeftUnread(ctx)
      ? undefined
      : 'no CustomResourceDefinition on the head side';
  },
  check(ctx) {
    const head = sideCrds(ctx, 'head');
    const base = sideCrds(ctx, 'base');
    const changedCrds = new Set(
      crdPairs(ctx)
        .filter((p) => p.pair.status !== 'unchanged')
        .map((p) => p.head?.name ?? p.base?.name),
    );
    const out: RuleFinding[] = [];
    // Every head object, duplicates included: each one would be applied.
    for (const cr of ctx.head.objects) {
      if (isCrd(cr)) continue;
      const copies = head.get(`${cr.group}/${cr.kind}`);
      if (!copies) continue;
      const old = baseSelf(ctx.base, ctx.head, cr);
      // Judge the change: nothing new can break an unchanged resource of an unchanged CRD.
      if (!copies.some((c) => changedCrds.has(c.name)) && old && sameContent(old, cr)) continue;
      // A resource on both sides is applied as an update from its base self: transition rules run.
      const from = new Map<Problem, string>();
      const problems = checkedAgainst(cr, copies, ctx, old, from);
      if (!problems.length) continue;
      out.push(...findings(cr, from, problems, old ? beforeProblems(old, base, ctx) : undefined));
    }
    return out;
  },
});

/**
 * One resource's problems against every copy of its CRD, or every claimant of its kind
 * (deduplicated), from the run's one validation; `from`: the CRD each problem was found against.
 */
function checkedAgainst(
  cr: KubeObject,
  copies: Crd[],
  ctx: RuleContext,
  old?: KubeObject,
  from?: Map<Problem, string>,
): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const crd of copies)
    for (const p of ctx.analyses.crdValidation(cr, crd, old))
      if (!seen.has(sig(p)) && seen.add(sig(p))) {
        out.push(p);
        from?.set(p, crd.name);
      }
  return out;
}

function beforeProblems(cr: KubeObject, base: Map<string, Crd[]>, ctx: RuleContext): Set<string> | undefined {
  const copies = base.get(`${cr.group}/${cr.kind}`);
  return copies ? new Set(checkedAgainst(cr, copies, ctx).map(sig)) : undefined;
}

function findings(
  cr: KubeObject,
  from: Map<Problem, string>,
  problems: Problem[],
  before: Set<string> | undefined,
): RuleFinding[] {
  const out: RuleFinding[] = [];
  const counted = problems.filter((p) => p.kind !== 'unchecked');
  for (const p of problems.slice(0, PER_OBJECT)) {
    const old = before?.has(sig(p));
    const notice = p.kind === 'unchecked';
    const crd = from.get(p);
    out.push({
      severity: notice ? 'notice' : old ? 'warn' : undefined,
      ...(notice ? { unjudged: true as const } : {}),
      ...(old && !notice ? { present: true as const } : {}),
      // The file and line that set the field: a kustomize or Flux / Argo CD patch's, else the resource's.
      ...whereOf(cr, p.path),
      side: 'head',
      object: objectRef(cr),
      path: `${cr.version} ${showPath(p.path)}`,
      message: `${showPath(p.path)}: ${p.message}. ${
        notice
          ? ''
          : old
            ? 'Already invalid before this PR.'
            : before
              ? `This PR makes it invalid against CRD ${crd}.`
              : `Invalid against CRD ${crd} in this PR.`
      }`.trim(),
    });
  }
  if (counted.length > PER_OBJECT) {
    out.push({
      file: cr.file,
      line: cr.line,
      side: 'head',
      object: objectRef(cr),
      message: `${counted.length - PER_OBJECT} more problems in ${objectRef(cr)} not listed.`,
    });
  }
  return out;
}
