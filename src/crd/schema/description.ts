import { wholeValue } from './walk.js';

/** Keywords that only document a field. */
export const descriptionComparator = wholeValue(
  ['description', 'title', 'example', 'externalDocs'],
  'description-changed',
  'notice',
);
