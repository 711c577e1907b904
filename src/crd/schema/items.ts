import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, isNode, PRESERVE, type Comparator, type Node, type Walk, type Where } from './walk.js';

/** `items` and `additionalProperties`: compared as schemas when both sides are schemas. */
export const itemsComparator: Comparator = {
  keywords: ['items', 'additionalProperties'],
  compare(w, b, h, at) {
    if (isNode(b.items) && isNode(h.items))
      w.descend(b.items, h.items, {
        field: `${at.field}[*]`,
        base: [...at.base, 'items'],
        head: [...at.head, 'items'],
        // skipPrune walks a kept list's items as kept too.
        kept: h[PRESERVE] === true || at.kept === true,
      });
    else if (!deepEqual(b.items, h.items))
      add(w, at, 'items', {
        kind: 'unhandled',
        old: b.items,
        new: h.items,
        level: 'fail',
        detail: `items ${show(b.items)} → ${show(h.items)}`,
      });
    additionalProperties(w, b, h, at);
  },
};

/**
 * `additionalProperties` as pruning reads it (`pruning/algorithm.go`): a key not in `properties`
 * is pruned with the `additionalProperties` schema, so a schema keeps every key.
 */
function additionalProperties(w: Walk, b: Node, h: Node, at: Where): void {
  const ba = b.additionalProperties;
  const ha = h.additionalProperties;
  if (isNode(ba) && isNode(ha)) {
    w.descend(ba, ha, {
      field: `${at.field}.*`,
      base: [...at.base, 'additionalProperties'],
      head: [...at.head, 'additionalProperties'],
    });
    return;
  }
  if (deepEqual(ba, ha)) return;
  const detail = `additionalProperties ${show(ba)} → ${show(ha)}`;
  if (ba === undefined && isNode(ha) && b[PRESERVE] === true) {
    // Every key is still kept; only values the new schema rejects break.
    add(w, at, 'additionalProperties', {
      kind: 'type-changed',
      old: ba,
      new: ha,
      level: 'fail',
      ratchetable: true,
      detail: `map values are now typed (${PRESERVE} → additionalProperties ${show(ha)}): every key is kept, values that do not match are rejected`,
    });
    return;
  }
  const kept = h[PRESERVE] === true || at.kept === true;
  const loosened = ha === true || (ba === false && ha !== false) || (ba === undefined && isNode(ha)) || kept;
  add(w, at, 'additionalProperties', {
    kind: loosened ? 'unhandled' : 'field-removed',
    old: ba,
    new: ha,
    level: loosened ? 'notice' : 'fail',
    detail,
  });
}
