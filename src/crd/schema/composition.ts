import { wholeValue } from './walk.js';

/** `allOf`, `anyOf`, `oneOf`, `not`: any change fails (the gate does not reason about composition). */
export const compositionComparator = wholeValue(
  ['allOf', 'anyOf', 'oneOf', 'not'],
  'composition-changed',
  'fail',
);
