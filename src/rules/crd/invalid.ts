import { crdPairs } from '../../crd/analysis.js';
import { crdFinding, crdRule } from '../../crd/findings.js';
import { crdProblems } from '../../crd/invalid.js';
import { isCrd, readCrd } from '../../crd/model.js';
import { kindConflicts } from '../../crd/validate/validate.js';
import type { RuleContext } from '../types.js';

/** Kinds claimed by two different CRDs on the head side: `group/kind` → CRD names. */
const headConflicts = (ctx: RuleContext) =>
  ctx.memo('crd-kind-conflicts', () => kindConflicts(ctx.head.objects.filter(isCrd).map(readCrd)));

export const crdInvalid = crdRule(
  {
    id: 'crd/invalid',
    title: 'CRD the API server would reject',
    defaultSeverity: 'fail',
    description:
      'The head CRD itself would be rejected or ignored by the API server: name not `<plural>.<group>`, a kind claimed by two CRDs, a pattern RE2 cannot compile, a malformed validation rule.',
    docs: {
      why: 'The API server refuses a CRD whose name is not `<plural>.<group>` or whose schema has a pattern RE2 cannot compile, and accepts only one CRD per group and kind. The gate validates custom resources against the CRD the API server would use: a second, lenient CRD for the same kind, or one under a wrong name, must not decide the verdict.',
      fix: 'Name the CRD `<plural>.<group>`, keep one CRD per group and kind, write patterns in RE2 syntax (no lookaround or backreferences), and give every `x-kubernetes-validations` entry a string `rule`.',
      cases: [
        ['a CRD named `widgets.example.com` for plural `widgets`, group `example.com`', 'pass'],
        ['a CRD named `widgets.evil.com` for group `example.com`', 'fail'],
        ['a second CRD claiming the kind of an existing one', 'fail'],
        ['a pattern with a lookahead `(?=…)`', 'fail'],
        ['`x-kubernetes-validations: [null]`', 'fail'],
        ['the same problem already on the base side', 'warn'],
      ],
    },
  },
  (p, ctx) => {
    if (!p.head) return [];
    const before = new Set(p.base ? crdProblems(p.base).map((x) => x.message) : []);
    const out = crdProblems(p.head).map((x) =>
      crdFinding(
        p,
        [...x.path],
        `${x.message}.${before.has(x.message) ? ' Already present before this PR.' : ''}`,
        before.has(x.message) ? 'warn' : undefined,
      ),
    );
    const key = `${p.head.group}/${String(p.head.names.kind ?? '')}`;
    const rivals = headConflicts(ctx).get(key);
    if (rivals && rivals[0]!.name !== p.head.name) {
      const first = rivals[0]!;
      const existed = crdPairs(ctx).some(
        (q) => q.base?.name === p.head!.name && q.base.obj.digest === p.head!.obj.digest,
      );
      out.push(
        crdFinding(
          p,
          ['spec', 'names', 'kind'],
          `kind ${key} is also claimed by ${first.name} (${first.obj.file}): the API server accepts one CRD per kind, so custom resources of it are not validated against either here.${existed ? ' Already present before this PR.' : ''}`,
          existed ? 'warn' : undefined,
        ),
      );
    }
    return out;
  },
);
