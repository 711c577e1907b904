import { defineRule } from '../define.js';
import { noDeclarations, transitionAnalysis } from '../../transitions/analysis.js';
import { changeFinding, MOVE } from '../../transitions/findings.js';
import { compareVersions } from '../../transitions/versions.js';
import type { RuleReport } from '../define.js';

export const notAllowed = defineRule({
  id: 'transition/not-allowed',
  title: 'Version transition not allowed',
  category: 'transition',
  defaultSeverity: 'fail',
  description:
    'A declared version field moves to (or from) a version outside `allowed`, or no `transitions` entry allows the move.',
  messages: {
    notAllowed: `${MOVE}{{to}} is not an allowed version (allowed: {{allowed}}). Choose one of them.`,
    fromNotAllowed: `${MOVE}the current version {{from}} is not in the allowed list: check the upgrade path by hand. Already present on the base revision.`,
    denied: `${MOVE}this move matches a transition entry with allow: false.`,
    noEntry: `${MOVE}no transitions entry allows this move. Go through an allowed intermediate version, one PR per step.`,
  },
  docs: {
    why: 'Operators support a fixed set of versions and of moves between them (the aerospike-operator whitelists both). A move outside them is refused by the operator at reconcile time — after merge, when rolling back is hardest.',
    fix: 'Pick a version from `allowed`, or go through an allowed intermediate version in separate PRs. If the declaration is out of date, change it in its own PR (the config is read from the base branch).',
  },
  skip: noDeclarations,
  check(ctx) {
    const { changes, notices } = transitionAnalysis(ctx);
    const out: RuleReport<'notAllowed' | 'fromNotAllowed' | 'denied' | 'noEntry'>[] = [...notices];
    for (const v of changes) {
      const allowed = v.c.allowed;
      const has = (x: typeof v.to) => allowed!.some((a) => compareVersions(a, x) === 0);
      if (allowed && !has(v.to)) {
        out.push(
          changeFinding(v, {
            messageId: 'notAllowed',
            data: { allowed: allowed.map((a) => a.raw).join(', ') },
          }),
        );
      } else if (allowed && !has(v.from)) {
        out.push(changeFinding(v, { messageId: 'fromNotAllowed' }, 'warn'));
      }
      if (v.c.entries.length && (!v.entry || !v.entry.allow)) {
        out.push(changeFinding(v, { messageId: v.entry ? 'denied' : 'noEntry' }));
      }
    }
    return out;
  },
});
