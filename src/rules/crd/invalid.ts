import type { RuleContext } from '../../context.js';
import { crdPairs, noCrds, type CrdPair } from '../../crd/analysis.js';
import { crdFinding } from '../../crd/findings.js';
import { crdSchemaProblems } from '../../crd/crd-problems.js';
import { crdProblems } from '../../crd/invalid.js';
import { isCrd, readCrd, type Crd } from '../../crd/model.js';
import { kindClaimants, kindConflicts } from '../../crd/validate/validate.js';
import { defineRule, type RuleReport } from '../define.js';
import { sameContent } from '../../index/same-content.js';

type MessageId = 'problem' | 'alreadyProblem' | 'kindClaimed' | 'alreadyKindClaimed' | 'kindTaken';

const ALREADY = ' Already present before this PR.';
const KIND_CLAIMED =
  'kind {{kind}} is also claimed by {{rival}} ({{rivalFile}}): the API server accepts one CRD per kind, the one established first, so custom resources of it are validated against both here.';
const KIND_TAKEN =
  "kind {{kind}} is already claimed by {{rival}} ({{rivalFile}}), which the cluster has: the API server refuses this CRD's names (NamesAccepted False), and custom resources of the kind stay validated against {{rival}}.";

/** Everything the API server would refuse in one CRD: name, patterns, schema, CEL (compiled and estimated). */
function problemsOf(
  crd: Crd,
  ctx: RuleContext,
): { path: (string | number)[]; message: string; unchecked?: true }[] {
  const schema = crdSchemaProblems(crd, ctx.engines.celCompile, ctx.config.crd.kubernetesVersion);
  return [...crdProblems(crd), ...schema].map((x) => ({ ...x, path: [...x.path] }));
}

/**
 * The head CRD's own problems. One the base CRD already had (same place, same words) was accepted
 * by the cluster that holds it, or never applied: not this PR's doing, a warning.
 */
function ownProblems(p: CrdPair & { head: Crd }, ctx: RuleContext): RuleReport<MessageId>[] {
  const sig = (x: { path: (string | number)[]; message: string }) =>
    `${x.path.join('\u0000')}\u0001${x.message}`;
  const head = problemsOf(p.head, ctx);
  // The base is read only to classify the head's problems: a head without any (every released CRD)
  // never pays for it, and an unchanged CRD (same text on both sides: one value) has the same ones.
  if (!head.length || !p.base) return head.map((x) => problemFinding(p, x, false));
  const same = p.base.obj.value === p.head.obj.value || sameContent(p.base.obj, p.head.obj);
  const base = same ? head : problemsOf(p.base, ctx);
  const before = new Set(base.map(sig));
  return head.map((x) => problemFinding(p, x, before.has(sig(x))));
}

/** One problem of the head CRD; `old`: the base CRD had it too (a warning). */
function problemFinding(
  p: CrdPair,
  x: { path: (string | number)[]; message: string; unchecked?: true },
  old: boolean,
): RuleReport<MessageId> {
  const f = crdFinding<MessageId>(
    p,
    x.path,
    {
      messageId: old ? 'alreadyProblem' : 'problem',
      data: { problem: x.message },
      ...(old ? { present: true as const } : {}),
    },
    x.unchecked ? 'notice' : old ? 'warn' : undefined,
  );
  return x.unchecked ? { ...f, unjudged: true } : f;
}

/**
 * A head CRD whose kind another CRD claims too. The one the cluster already has (the base's claimant,
 * `established`) keeps the kind and the newcomer fails; when the base cannot tell, every claimant
 * after the first in path order is reported, a warning when unchanged since base.
 */
function kindClaim(
  p: CrdPair & { head: Crd },
  conflicts: Map<string, Crd[]>,
  established: Map<string, Set<string>>,
  ctx: RuleContext,
): RuleReport<MessageId>[] {
  const head = p.head;
  const key = `${head.group}/${String(head.names.kind ?? '')}`;
  const claimants = conflicts.get(key);
  if (!claimants) return [];
  const before = established.get(key);
  const holders = claimants.filter((c) => before?.has(c.name));
  if (holders.length && holders.length < claimants.length) {
    if (before!.has(head.name)) return [];
    const rival = holders[0]!;
    return [
      crdFinding<MessageId>(p, ['spec', 'names', 'kind'], {
        messageId: 'kindTaken',
        data: { kind: key, rival: rival.name, rivalFile: rival.obj.file },
      }),
    ];
  }
  const first = claimants[0]!;
  if (first.name === head.name) return [];
  const existed = crdPairs(ctx).some((q) => q.base?.name === head.name && sameContent(q.base.obj, head.obj));
  return [
    crdFinding<MessageId>(
      p,
      ['spec', 'names', 'kind'],
      {
        messageId: existed ? 'alreadyKindClaimed' : 'kindClaimed',
        ...(existed ? { present: true as const } : {}),
        data: { kind: key, rival: first.name, rivalFile: first.obj.file },
      },
      existed ? 'warn' : undefined,
    ),
  ];
}

export const crdInvalid = defineRule({
  id: 'crd/invalid',
  title: 'CRD the API server would reject',
  category: 'crd',
  defaultSeverity: 'fail',
  description:
    "The head CRD itself would be rejected or ignored by the API server: name not `<plural>.<group>`, a kind claimed by two CRDs, a non-structural schema, a `type` typo, a forbidden keyword, a list-map key neither required nor defaulted, a pattern RE2 cannot compile, CEL that does not compile in the environment of `crd.kubernetesVersion` (syntax, a function or syntax that version lacks, a field the schema does not declare, an operator on the wrong types, a rule that is not a bool, a messageExpression that is not a string; see docs/cel.md) or whose estimated cost exceeds the API server's budget, not exactly one storage version.",
  messages: {
    problem: '{{problem}}.',
    alreadyProblem: `{{problem}}.${ALREADY}`,
    kindClaimed: KIND_CLAIMED,
    alreadyKindClaimed: KIND_CLAIMED + ALREADY,
    kindTaken: KIND_TAKEN,
  },
  docs: {
    why: 'The API server refuses a CRD whose name is not `<plural>.<group>`, whose schema is not structural or uses a forbidden keyword, has a pattern RE2 cannot compile, a validation rule that does not compile or whose estimated cost (per rule, times how often it can run, and per CRD) exceeds its static budget; it accepts only one CRD per group and kind, the one established first, and refuses the names of a later one. The gate validates custom resources against the CRD the API server would use: the claimant the cluster already has (on the base side), else every claimant; a second, lenient CRD for the same kind, or one under a wrong name, never decides the verdict.',
    fix: 'Name the CRD `<plural>.<group>`, keep one CRD per group and kind, write patterns in RE2 syntax (no lookaround or backreferences), give every `x-kubernetes-validations` entry a string `rule` that compiles, and bound the lists, maps and strings a costly rule walks with `maxItems`, `maxProperties` and `maxLength`. A problem the base CRD already had is a warning: the PR did not introduce it.',
  },
  skip: noCrds,
  check(ctx) {
    // Kinds claimed by two different CRDs on the head side: `group/kind` → the claimants.
    const conflicts = kindConflicts(ctx.head.objects.filter(isCrd).map(readCrd));
    // Who holds each kind in the cluster already: read only when two CRDs claim one.
    const established = conflicts.size
      ? kindClaimants(ctx.base.objects.filter(isCrd).map(readCrd))
      : new Map();
    return crdPairs(ctx).flatMap((p) =>
      p.head
        ? [
            ...ownProblems({ ...p, head: p.head }, ctx),
            ...kindClaim({ ...p, head: p.head }, conflicts, established, ctx),
          ]
        : [],
    );
  },
});
