import { add, isNode, PRESERVE, type Comparator } from './walk.js';

/**
 * `x-kubernetes-preserve-unknown-fields` true → false: pruning deletes stored data — unless a typed
 * `additionalProperties` keeps every key (the items comparator reports that) or the node is an item
 * of a list that keeps unknown fields.
 */
export const preserveUnknownFieldsComparator: Comparator = {
  keywords: [PRESERVE],
  compare(w, b, h, at) {
    if (b[PRESERVE] !== true || h[PRESERVE] === true) return;
    if (isNode(h.additionalProperties) || at.kept) return;
    add(w, at, PRESERVE, {
      kind: 'preserve-unknown-removed',
      old: true,
      new: h[PRESERVE],
      level: 'fail',
      detail: `${PRESERVE} true → false: unknown fields are now pruned, silently deleting stored data`,
    });
  },
};
