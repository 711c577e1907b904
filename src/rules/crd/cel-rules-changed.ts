import { schemaChangeRule } from './factories.js';

export const celRulesChanged = schemaChangeRule({
  id: 'crd/cel-rules-changed',
  title: 'CEL validation rule added or changed',
  defaultSeverity: 'fail',
  description:
    'An `x-kubernetes-validations` rule was added or its expression changed (removed rules only loosen).',
  kinds: ['cel-rules-changed'],
  advice:
    'Stored objects that violate the new rule are rejected on their next update. Make sure every existing object passes, or guard the rule with `oldSelf` so it only applies to changes.',
  docs: {
    why: 'A new CEL rule applies to every update of every stored object. Objects that violate it become impossible to update, including their status. A rule that uses `oldSelf` is a transition rule and is never ratcheted. None of crdify, kapp or OLM check CEL changes.',
    fix: 'Check existing objects against the rule first (`crd/custom-resource-invalid` does it for the objects in the repo), or write it as a transition rule. With `crd.kubernetesVersion` 1.30+, rules without `oldSelf` are ratcheted: warning.',
  },
});
