import { schemaChangeRule } from './factories.js';

export const patternChanged = schemaChangeRule({
  id: 'crd/pattern-changed',
  title: 'Pattern added or changed',
  defaultSeverity: 'fail',
  description: 'A string field got a `pattern`, or its pattern changed.',
  kinds: ['pattern-changed'],
  advice:
    'Stored values that do not match the new pattern are rejected on their next update. Keep the old pattern, or check the new one in the operator first.',
  docs: {
    why: 'A new or narrowed regular expression can reject values that are already stored. The gate compares the two patterns token by token on RE2 syntax (re2js must compile both): the same pattern written differently (a character class reordered or with a redundant member), a widened class, a relaxed quantifier or an added top-level alternative accepts everything the old one did and passes; so does a pattern that every value of the base `enum` matches. Anything it cannot prove looser is a tightening. Removing a pattern loosens validation and passes.',
    fix: 'Keep the old pattern, or introduce the new one in a new API version. With `crd.kubernetesVersion` 1.30+, ratcheting lets unchanged values through: warning.',
  },
});
