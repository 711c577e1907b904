import { schemaChangeRule } from './factories.js';

const PRUNED =
  'Every stored field that the schema does not list is deleted on the next write — silent data loss. Describe the fields in the schema first, or keep preserve-unknown-fields.';
const VALIDATED =
  'Objects that stored something else under that name are rejected on their next update, and manifests that set it must now match its schema. Check what your objects hold under it before applying this CRD.';

export const preserveUnknownFields = schemaChangeRule({
  id: 'crd/preserve-unknown-fields',
  title: 'Unknown fields now pruned or validated',
  defaultSeverity: 'fail',
  description:
    '`x-kubernetes-preserve-unknown-fields: true` was removed (fields not in the schema are now pruned), or a validated field was added under it (warn).',
  kinds: ['preserve-unknown-removed', 'preserved-field-validated'],
  advice: (c) => (c.kind === 'preserved-field-validated' ? VALIDATED : PRUNED),
  docs: {
    why: 'Under `x-kubernetes-preserve-unknown-fields: true` the API server stores whatever clients send. Removing it turns on pruning: every field that the schema does not describe disappears from stored objects the next time they are written, and from every manifest applied afterwards, with no error. Dropping the marker while adding a typed `additionalProperties` keeps every key (pruning recurses into `additionalProperties`): reported once by `crd/type-changed` as a value-type tightening, not here. A field that becomes a scalar (`type: boolean`, `string`, `integer`, `number`) has no fields to prune: a stored value of another type is what breaks, reported by `crd/type-changed`. Keeping the marker but adding a property under it (with a type or any other validation) is a warning: clients could store anything under that name before, and those values are now validated against the new schema on their next write.',
    fix: 'List the fields users set in the schema before turning pruning on, or keep the marker. Before adding a validated field under a node that keeps unknown fields, check what stored objects hold under that name (`kubectl get <kind> -A -o yaml`).',
  },
});
