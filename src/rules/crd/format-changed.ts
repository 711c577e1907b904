import { schemaChangeRule } from './factories.js';

export const formatChanged = schemaChangeRule({
  id: 'crd/format-changed',
  title: 'Format added or changed',
  defaultSeverity: 'fail',
  description: 'A field got a `format` (date-time, int32, uri, …), or its format changed.',
  kinds: ['format-changed'],
  advice:
    'Stored values that do not match the new format are rejected on their next update. Keep the old format, or change it in a new API version.',
  docs: {
    why: 'Formats the API server knows are validated; values stored under the old schema may not match the new format and are rejected on update.',
    fix: 'Keep the old format, or move to the new one in a new API version.',
  },
});
