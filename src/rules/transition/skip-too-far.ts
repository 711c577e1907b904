import { defineRule } from '../define.js';
import { noDeclarations, transitionAnalysis } from '../../transitions/analysis.js';
import { changeFinding, MOVE } from '../../transitions/findings.js';
import { firstDifference } from '../../transitions/versions.js';
import type { RuleReport } from '../define.js';

const LEVELS = ['major', 'minor', 'patch'] as const;

export const skipTooFar = defineRule({
  id: 'transition/skip-too-far',
  title: 'Version step too large',
  category: 'transition',
  defaultSeverity: 'fail',
  description:
    'A declared version field jumps further than `maxSkip` allows in one change (e.g. more than one minor version).',
  messages: {
    tooFar: `${MOVE}a {{level}} step of {{step}}, more than maxSkip.{{level}} = {{limit}}. Upgrade one step at a time, each in its own PR.`,
  },
  docs: {
    why: 'Many systems only migrate state one release at a time (Kubernetes itself allows one minor version per control-plane upgrade). Skipping releases skips their migrations.',
    fix: 'Upgrade one step per PR: each intermediate version in its own change, rolled out before the next.',
  },
  skip: noDeclarations,
  check(ctx) {
    const out: RuleReport<'tooFar'>[] = [];
    for (const v of transitionAnalysis(ctx).changes) {
      const max = v.c.decl.maxSkip;
      const d = firstDifference(v.from, v.to);
      if (!max || !d || d.step <= 0 || d.index > 2) continue;
      const level = LEVELS[d.index]!;
      const limit = max[level];
      if (limit === undefined || d.step <= limit) continue;
      out.push(changeFinding(v, { messageId: 'tooFar', data: { level, step: d.step, limit } }));
    }
    return out;
  },
});
