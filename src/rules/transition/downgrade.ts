import { defineRule } from '../define.js';
import { noDeclarations, transitionAnalysis } from '../../transitions/analysis.js';
import { changeFinding, MOVE } from '../../transitions/findings.js';
import { compareVersions } from '../../transitions/versions.js';

export const downgrade = defineRule({
  id: 'transition/downgrade',
  title: 'Version lowered',
  category: 'transition',
  defaultSeverity: 'fail',
  description:
    'A declared version field moves to a lower version (per `downgrade: deny | warn | allow`, default deny).',
  messages: {
    lowered: `${MOVE}the version is lowered. Downgrades are not supported by this declaration: roll forward instead, or follow the documented downgrade procedure.`,
  },
  docs: {
    why: 'Most operators and data stores do not support going back: on-disk formats and stored state have moved on. A revert PR that lowers a version is the classic way to turn an incident into an outage.',
    fix: "Roll forward with a fix instead, or follow the operator's documented downgrade procedure and set `downgrade: warn` for that declaration.",
  },
  skip: noDeclarations,
  check(ctx) {
    return transitionAnalysis(ctx)
      .changes.filter((v) => compareVersions(v.to, v.from) < 0 && (v.c.decl.downgrade ?? 'deny') !== 'allow')
      .map((v) =>
        changeFinding(v, { messageId: 'lowered' }, v.c.decl.downgrade === 'warn' ? 'warn' : undefined),
      );
  },
});
