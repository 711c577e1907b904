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
    why: 'A new or changed regular expression can reject values that are already stored; the gate cannot prove one pattern accepts everything the other did, so any change fails. Removing a pattern loosens validation and passes.',
    fix: 'Keep the old pattern, or introduce the new one in a new API version. With `crd.kubernetesVersion` 1.30+, ratcheting lets unchanged values through: warning.',
  },
});
