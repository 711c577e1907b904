import type { RuleContext } from '../../context.js';
import { crdPairs, noCrds, type CrdPair } from '../../crd/analysis.js';
import { crdFinding } from '../../crd/findings.js';
import { crdProblems } from '../../crd/invalid.js';
import { isCrd, readCrd, type Crd } from '../../crd/model.js';
import { kindConflicts } from '../../crd/validate/validate.js';
import { defineRule, type RuleReport } from '../define.js';

type MessageId = 'problem' | 'alreadyProblem' | 'kindClaimed' | 'alreadyKindClaimed';

const ALREADY = ' Already present before this PR.';
const KIND_CLAIMED =
  'kind {{kind}} is also claimed by {{rival}} ({{rivalFile}}): the API server accepts one CRD per kind, so custom resources of it are not validated against either here.';

/** The head CRD's own problems; one the base CRD already had is a warning. */
function ownProblems(p: CrdPair & { head: Crd }): RuleReport<MessageId>[] {
  const problems = crdProblems(p.head);
  // A CRD whose file is the same on both sides is one value: its problems are found once.
  const baseProblems = !p.base ? [] : p.base.obj.value === p.head.obj.value ? problems : crdProblems(p.base);
  const before = new Set(baseProblems.map((x) => x.message));
  return problems.map((x) => {
    const old = before.has(x.message);
    return crdFinding<MessageId>(
      p,
      [...x.path],
      { messageId: old ? 'alreadyProblem' : 'problem', data: { problem: x.message } },
      old ? 'warn' : undefined,
    );
  });
}

/** A head CRD whose kind an earlier CRD of another name claims too; unchanged since base is a warning. */
function kindClaim(
  p: CrdPair & { head: Crd },
  conflicts: Map<string, Crd[]>,
  ctx: RuleContext,
): RuleReport<MessageId>[] {
  const head = p.head;
  const key = `${head.group}/${String(head.names.kind ?? '')}`;
  const first = conflicts.get(key)?.[0];
  if (!first || first.name === head.name) return [];
  const existed = crdPairs(ctx).some(
    (q) => q.base?.name === head.name && q.base.obj.digest === head.obj.digest,
  );
  return [
    crdFinding<MessageId>(
      p,
      ['spec', 'names', 'kind'],
      {
        messageId: existed ? 'alreadyKindClaimed' : 'kindClaimed',
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
    'The head CRD itself would be rejected or ignored by the API server: name not `<plural>.<group>`, a kind claimed by two CRDs, a pattern RE2 cannot compile, a malformed validation rule.',
  messages: {
    problem: '{{problem}}.',
    alreadyProblem: `{{problem}}.${ALREADY}`,
    kindClaimed: KIND_CLAIMED,
    alreadyKindClaimed: KIND_CLAIMED + ALREADY,
  },
  docs: {
    why: 'The API server refuses a CRD whose name is not `<plural>.<group>` or whose schema has a pattern RE2 cannot compile, and accepts only one CRD per group and kind. The gate validates custom resources against the CRD the API server would use: a second, lenient CRD for the same kind, or one under a wrong name, must not decide the verdict.',
    fix: 'Name the CRD `<plural>.<group>`, keep one CRD per group and kind, write patterns in RE2 syntax (no lookaround or backreferences), and give every `x-kubernetes-validations` entry a string `rule`.',
  },
  skip: noCrds,
  check(ctx) {
    // Kinds claimed by two different CRDs on the head side: `group/kind` → the claimants.
    const conflicts = kindConflicts(ctx.head.objects.filter(isCrd).map(readCrd));
    return crdPairs(ctx).flatMap((p) =>
      p.head
        ? [...ownProblems({ ...p, head: p.head }), ...kindClaim({ ...p, head: p.head }, conflicts, ctx)]
        : [],
    );
  },
});
