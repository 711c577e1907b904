import { show } from '../changes.js';
import { add, isNode, PRESERVE, type Comparator } from './walk.js';

const SCALARS = new Set(['boolean', 'string', 'integer', 'number']);

/**
 * `x-kubernetes-preserve-unknown-fields` true → false: pruning deletes stored data — unless a typed
 * `additionalProperties` keeps every key (the items comparator reports that) or the node is an item
 * of a list that keeps unknown fields. A node that becomes a scalar has no fields to prune: what
 * breaks there is a stored value of another type, which the type comparator reports (a notice here,
 * so the one cause is reported once, in words that fit it).
 */
export const preserveUnknownFieldsComparator: Comparator = {
  keywords: [PRESERVE],
  compare(w, b, h, at) {
    if (b[PRESERVE] !== true || h[PRESERVE] === true) return;
    if (isNode(h.additionalProperties) || at.kept) return;
    if (typeof h.type === 'string' && SCALARS.has(h.type)) {
      add(w, at, PRESERVE, {
        kind: 'preserve-unknown-removed',
        old: true,
        new: h[PRESERVE],
        level: 'notice',
        detail: `${PRESERVE} removed from a field that is now a ${h.type}: a scalar has no fields to prune; stored values that are not a ${h.type} are rejected on their next update (type ${show(b.type)} → ${show(h.type)})`,
      });
      return;
    }
    add(w, at, PRESERVE, {
      kind: 'preserve-unknown-removed',
      old: true,
      new: h[PRESERVE],
      level: 'fail',
      detail: `${PRESERVE} true → false: unknown fields are now pruned, silently deleting stored data`,
    });
  },
};
