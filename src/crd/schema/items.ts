import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, isNode, type Comparator } from './walk.js';

/** `items` and `additionalProperties`: compared as schemas when both sides are schemas. */
export const itemsComparator: Comparator = {
  keywords: ['items', 'additionalProperties'],
  compare(w, b, h, at) {
    if (isNode(b.items) && isNode(h.items))
      w.descend(b.items, h.items, {
        field: `${at.field}[*]`,
        base: [...at.base, 'items'],
        head: [...at.head, 'items'],
      });
    else if (!deepEqual(b.items, h.items))
      add(w, at, 'items', {
        kind: 'unhandled',
        old: b.items,
        new: h.items,
        level: 'fail',
        detail: `items ${show(b.items)} → ${show(h.items)}`,
      });
    const ba = b.additionalProperties;
    const ha = h.additionalProperties;
    if (isNode(ba) && isNode(ha)) {
      w.descend(ba, ha, {
        field: `${at.field}.*`,
        base: [...at.base, 'additionalProperties'],
        head: [...at.head, 'additionalProperties'],
      });
    } else if (!deepEqual(ba, ha)) {
      const loosened = ha === true || (ba === false && ha !== false);
      add(w, at, 'additionalProperties', {
        kind: loosened ? 'unhandled' : 'field-removed',
        old: ba,
        new: ha,
        level: loosened ? 'notice' : 'fail',
        detail: `additionalProperties ${show(ba)} → ${show(ha)}`,
      });
    }
  },
};
