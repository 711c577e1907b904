import { schemaChangeRule } from './factories.js';

export const fieldRemoved = schemaChangeRule({
  id: 'crd/field-removed',
  title: 'Field removed from a served schema',
  defaultSeverity: 'fail',
  description:
    'A property that exists in a CRD version on the base side is gone from the same version on the head side.',
  kinds: ['field-removed'],
  advice:
    'Stored objects that set it lose it on their next write (the API server prunes unknown fields), and clients and GitOps manifests that still send it are silently changed. Keep the field and mark it deprecated in its description, or remove it only in a new API version with a conversion.',
  docs: {
    why: 'Kubernetes prunes fields that are not in the schema. Every stored object that set the field loses the value the next time it is written, and every manifest in git that still sets it is silently altered on apply: `kubectl apply` and GitOps tools report success while data disappears. Clients generated from the old schema break on read. A field is removed only when the head schema would prune it: under a node that keeps unknown fields, or an item of a list that does (`skipPrune`), the value stays (warning). A map that moves from `x-kubernetes-preserve-unknown-fields` to a typed `additionalProperties` keeps every key: that is a value-type tightening (`crd/type-changed`), not a removal. Nothing is reported again under a field whose type changed, and changes under `.status` (written only by the controller) warn.',
    fix: 'Keep the field (mark it deprecated in its `description`) and stop reading it in the operator, or introduce a new API version without it and convert between the two. A field removed from a parent that keeps unknown fields (`x-kubernetes-preserve-unknown-fields: true`) is a warning: the data stays but is no longer validated.',
  },
});
