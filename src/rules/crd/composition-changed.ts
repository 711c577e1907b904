import { schemaChangeRule } from './factories.js';

export const compositionChanged = schemaChangeRule({
  id: 'crd/composition-changed',
  title: 'Schema composition changed',
  defaultSeverity: 'fail',
  description:
    '`allOf`, `anyOf`, `oneOf` or `not` changed: the gate cannot prove the new combination accepts what the old one did.',
  kinds: ['composition-changed'],
  advice:
    'Stored objects may stop validating. Review the change by hand and waive it with a reason when it only loosens validation.',
  docs: {
    why: 'Composition keywords combine sub-schemas; whether a change loosens or tightens validation cannot be decided keyword by keyword, and unknown is not safe.',
    fix: 'Prefer plain properties. When the change only loosens validation, waive the finding with the reason.',
  },
});
