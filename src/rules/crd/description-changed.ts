import { defineRule } from '../define.js';
import { schemaChangeRule } from './factories.js';
import type { RuleFinding } from '../../finding.js';
import { changeFinding } from '../../crd/findings.js';
import { crdPairs } from '../../crd/analysis.js';

const base = schemaChangeRule({
  id: 'crd/description-changed',
  title: 'Documentation changed',
  defaultSeverity: 'off',
  description:
    "A field's description, title, example or externalDocs changed (off by default: documentation never breaks anyone).",
  kinds: ['description-changed'],
  advice: 'Documentation only: nothing breaks.',
  docs: {
    why: 'It never breaks anything, which is why it is off by default (kapp and crdify fail on it by default). Turn it on to review documentation changes of an API you publish.',
    fix: 'Nothing to fix.',
  },
});

/** Documentation changes are notices in the diff; when the rule is on they count at its severity. */
export const descriptionChanged = defineRule({
  ...base,
  check(ctx) {
    const out: RuleFinding[] = [];
    for (const p of crdPairs(ctx))
      for (const c of p.changes)
        if (c.kind === 'description-changed')
          out.push(changeFinding(p, c, 'Documentation only: nothing breaks.'));
    return out;
  },
});
