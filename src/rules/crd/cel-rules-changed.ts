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
    why: 'A new CEL rule applies to every update of every stored object. Objects that violate it become impossible to update, including their status. A rule that uses `oldSelf` is a transition rule and is never ratcheted. None of crdify, kapp or OLM check CEL changes. The gate parses each added rule and reads it against the base node: a rule that every object the base schema accepted passes is no tightening and passes — a rewrite (whitespace, parentheses, `message`, `messageExpression`, `reason`, `fieldPath`), a guard added (`!has(self.x) || …`), "exactly one" relaxed to "not both", a rule that only constrains fields or enum values added in the same change, or one that says what a base `required` said (decided by a truth table over the rule\'s boolean structure, `all()` read as monotone in its body). `self == oldSelf` only makes a value immutable: a warning (existing objects still validate; updates that change it are refused).',
    fix: 'Check existing objects against the rule first (`crd/custom-resource-invalid` does it for the objects in the repo), or write it as a transition rule. With `crd.kubernetesVersion` 1.30+, rules without `oldSelf` are ratcheted: warning.',
  },
});
