import { add, type Comparator } from './walk.js';

const K = 'x-kubernetes-preserve-unknown-fields';

/** `x-kubernetes-preserve-unknown-fields` true → false: pruning deletes stored data. */
export const preserveUnknownFieldsComparator: Comparator = {
  keywords: [K],
  compare(w, b, h, at) {
    if (b[K] === true && h[K] !== true)
      add(w, at, K, {
        kind: 'preserve-unknown-removed',
        old: true,
        new: h[K],
        level: 'fail',
        detail: `${K} true → false: unknown fields are now pruned, silently deleting stored data`,
      });
  },
};
