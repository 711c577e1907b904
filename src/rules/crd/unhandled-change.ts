import { changeFinding } from '../../crd/findings.js';
import { schemaChangeRule } from './factories.js';
import { crdPairs } from '../../crd/analysis.js';
import type { Rule } from '../types.js';
import type { RuleFinding } from '../../finding.js';

const base = schemaChangeRule({
  id: 'crd/unhandled-change',
  title: 'Schema change the gate cannot classify',
  defaultSeverity: 'fail',
  description:
    'A schema keyword changed that no check understands; fails while `crd.unhandled` is `closed` (the default).',
  kinds: ['unhandled'],
  advice: 'Unknown is not safe: review it by hand, then waive it with a reason or set `crd.unhandled: open`.',
  docs: {
    why: 'Every keyword of a schema either has a check or lands here, so nothing changes silently. A change the gate cannot judge might break stored objects.',
    fix: 'Review the change. If it is safe, waive the finding with the reason; `crd.unhandled: open` reports such changes as notices instead.',
    cases: [
      ['changes only known keywords', 'pass'],
      ['changes `x-kubernetes-foo: 1` to `2`', 'fail'],
      ['changes an unknown keyword with `crd.unhandled: open`', 'pass'],
    ],
  },
});

/** `crd.unhandled: open` turns unclassified changes into notices. */
export const unhandledChange: Rule = {
  ...base,
  evaluate(ctx) {
    if (ctx.config.crd.unhandled === 'closed') return base.evaluate(ctx);
    const out: RuleFinding[] = [];
    for (const p of crdPairs(ctx))
      for (const c of p.changes)
        if (c.kind === 'unhandled' && c.level !== 'notice')
          out.push(changeFinding(p, c, 'Reported as a notice because crd.unhandled is open.', 'notice'));
    return out;
  },
};
