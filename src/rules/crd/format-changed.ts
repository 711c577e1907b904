import { ENFORCED_STRING_FORMATS } from '../../crd/schema/pattern.js';
import { schemaChangeRule } from './factories.js';

const STRINGS = ENFORCED_STRING_FORMATS.map((f) => `\`${f}\``).join(', ');

export const formatChanged = schemaChangeRule({
  id: 'crd/format-changed',
  title: 'Format added or changed',
  defaultSeverity: 'fail',
  description: 'A field got a `format` (date-time, int32, uri, …), or its format changed.',
  kinds: ['format-changed'],
  advice:
    'Stored values that do not match the new format are rejected on their next update. Keep the old format, or change it in a new API version.',
  docs: {
    why: `The API server checks only some formats (\`apiextensions-apiserver/pkg/apiserver/validation/formats.go\`) and strips every other one before validating, so only these restrict: on strings (or no type) ${STRINGS} (names compared without \`-\`, so \`date-time\` is \`datetime\`; \`quantity\` only on recent API servers, \`k8s-short-name\` / \`k8s-long-name\` from 1.34); on integers \`int32\` (values outside −2³¹…2³¹−1 rejected; \`int64\` accepts every integer); on numbers \`float\` (outside ±3.4028235e38 rejected; \`double\` accepts all). Any other format (\`int-or-string\`, \`int32\` on a string, a format on a boolean, object or array) is no tightening and passes. Values stored under the old schema that do not match an enforced format are rejected on update.`,
    fix: 'Keep the old format, or move to the new one in a new API version.',
  },
});
