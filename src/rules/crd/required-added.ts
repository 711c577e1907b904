import { schemaChangeRule } from './factories.js';

export const requiredAdded = schemaChangeRule({
  id: 'crd/required-added',
  title: 'Field made required',
  defaultSeverity: 'fail',
  description:
    'A field of an existing object became required (a new required field under a new optional parent is fine).',
  kinds: ['required-added'],
  advice:
    'Every stored object and manifest without it is rejected on its next update. Make it optional with a default, or require it only in a new API version.',
  docs: {
    why: "Existing objects do not have the field. After the change their next update is rejected, and so is every unchanged manifest in git on its next sync. A required field under a parent object that is itself new and optional breaks nobody, so that passes (crd-schema-checker's rule).",
    fix: 'Make the field optional and give it a `default` in the schema, or make it required only in a new API version. A required field that has a default is a warning: new objects get the default, but objects stored before may still lack it.',
  },
});
