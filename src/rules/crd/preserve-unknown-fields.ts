import { schemaChangeRule } from './factories.js';

export const preserveUnknownFields = schemaChangeRule({
  id: 'crd/preserve-unknown-fields',
  title: 'Unknown fields now pruned',
  defaultSeverity: 'fail',
  description:
    '`x-kubernetes-preserve-unknown-fields: true` was removed: fields not in the schema are now pruned.',
  kinds: ['preserve-unknown-removed'],
  advice:
    'Every stored field that the schema does not list is deleted on the next write — silent data loss. Describe the fields in the schema first, or keep preserve-unknown-fields.',
  docs: {
    why: 'Under `x-kubernetes-preserve-unknown-fields: true` the API server stores whatever clients send. Removing it turns on pruning: every field that the schema does not describe disappears from stored objects the next time they are written, and from every manifest applied afterwards, with no error. Dropping the marker while adding a typed `additionalProperties` keeps every key (pruning recurses into `additionalProperties`): reported once by `crd/type-changed` as a value-type tightening, not here.',
    fix: 'List the fields users set in the schema before turning pruning on, or keep the marker.',
  },
});
