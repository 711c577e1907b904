import { noDeclarations, transitionAnalysis } from '../../transitions/analysis.js';
import { changeFinding } from '../../transitions/findings.js';
import type { Rule } from '../types.js';
import type { RuleFinding } from '../../finding.js';

export const strategyRequired: Rule = {
  id: 'transition/strategy-required',
  title: 'Upgrade strategy must be acknowledged',
  category: 'transition',
  defaultSeverity: 'fail',
  description:
    'A declared transition needs a special upgrade strategy; passes once the PR carries its acknowledgement (label or `--ack`).',
  docs: {
    why: 'Some upgrades are only safe with special handling — the aerospike-operator must recreate persistent volumes when crossing 4.2. The gate stops the PR until someone says they read the steps.',
    fix: "Follow the steps in the message, then acknowledge: add the strategy's PR label (`acknowledge.label`), or pass `--ack <strategy>` (action input `ack`).",
    cases: [
      ['4.1.0.1 → 4.2.0.3 without acknowledgement', 'fail'],
      ['the same with the PR label `upgrade-strategy/recreate-pvcs`', 'pass'],
      ['the same with `--ack recreate-pvcs`', 'pass'],
      ['a strategy with `severity: warn`', 'warn'],
      ['4.0.0.4 → 4.1.0.1 (no strategy needed)', 'pass'],
    ],
  },
  skip: noDeclarations,
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const v of transitionAnalysis(ctx).changes) {
      const name = v.entry?.strategy;
      if (!name || !v.entry?.allow) continue;
      const s = v.c.decl.strategies?.[name] ?? {};
      const label = s.acknowledge?.label;
      const by = ctx.facts.acks.includes(name)
        ? `--ack ${name}`
        : label && ctx.facts.labels.includes(label)
          ? `the PR label ${label}`
          : undefined;
      const steps = (s.steps ?? []).map((x, i) => `${i + 1}. ${x}`).join(' ');
      if (by) {
        out.push(changeFinding(v, `upgrade strategy ${name} acknowledged by ${by}.`, 'notice'));
        continue;
      }
      out.push(
        changeFinding(
          v,
          `needs upgrade strategy ${name}${s.description ? ` (${s.description})` : ''}.${steps ? ` Steps: ${steps}` : ''} Acknowledge it ${label ? `with the PR label ${label} or ` : ''}with --ack ${name} once done.`,
          s.severity === 'warn' ? 'warn' : undefined,
        ),
      );
    }
    return out;
  },
};
