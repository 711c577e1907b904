import { schemaChangeRule } from './factories.js';

export const boundsTightened = schemaChangeRule({
  id: 'crd/bounds-tightened',
  title: 'Validation bounds tightened',
  defaultSeverity: 'fail',
  description:
    'A minimum, maximum, exclusive bound, multipleOf, min/maxLength, min/maxItems, min/maxProperties or uniqueItems was added or tightened.',
  kinds: ['bounds-tightened'],
  advice:
    'Stored objects and manifests outside the new bound are rejected on their next update. Loosen the bound, or tighten it only in a new API version.',
  docs: {
    why: 'Values that were valid are stored. After the change the next update of such an object fails, and so does the operator writing its status; GitOps syncs of unchanged manifests start failing.',
    fix: 'Keep the old bound and validate in the operator with a clear condition, or tighten only in a new API version. With `crd.kubernetesVersion` 1.30 or later, ratcheting lets unchanged values through: warning.',
  },
});
