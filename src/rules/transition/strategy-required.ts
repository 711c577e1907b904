import { defineRule } from '../define.js';
import { noDeclarations, transitionAnalysis } from '../../transitions/analysis.js';
import { changeFinding, MOVE } from '../../transitions/findings.js';
import type { RuleReport } from '../define.js';

export const strategyRequired = defineRule({
  id: 'transition/strategy-required',
  title: 'Upgrade strategy must be acknowledged',
  category: 'transition',
  defaultSeverity: 'fail',
  description:
    'A declared transition needs a special upgrade strategy; passes once the PR carries its acknowledgement (label or `--ack`).',
  messages: {
    acknowledged: `${MOVE}upgrade strategy {{name}} acknowledged by {{by}}.`,
    /** `description`, `steps` and `label` are empty when the strategy does not set them. */
    needed: `${MOVE}needs upgrade strategy {{name}}{{description}}.{{steps}} Acknowledge it {{label}}with --ack {{name}} once done.`,
  },
  docs: {
    why: 'Some upgrades are only safe with special handling — the aerospike-operator must recreate persistent volumes when crossing 4.2. The gate stops the PR until someone says they read the steps.',
    fix: "Follow the steps in the message, then acknowledge: add the strategy's PR label (`acknowledge.label`), or pass `--ack <strategy>` (action input `ack`).",
  },
  skip: noDeclarations,
  check(ctx) {
    const out: RuleReport<'acknowledged' | 'needed'>[] = [];
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
        out.push(changeFinding(v, { messageId: 'acknowledged', data: { name, by } }, 'notice'));
        continue;
      }
      out.push(
        changeFinding(
          v,
          {
            messageId: 'needed',
            data: {
              name,
              description: s.description ? ` (${s.description})` : '',
              steps: steps ? ` Steps: ${steps}` : '',
              label: label ? `with the PR label ${label} or ` : '',
            },
          },
          s.severity === 'warn' ? 'warn' : undefined,
        ),
      );
    }
    return out;
  },
});
