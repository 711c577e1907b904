import { show } from '../changes.js';
import { add, type Comparator, type Node, type Walk, type Where } from './walk.js';

const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'];
const FLAGS = ['exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems'];
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Numeric and size bounds, exclusive flags, `uniqueItems` and `multipleOf`: added or tightened restricts. */
export const boundsComparator: Comparator = {
  keywords: [...LOWER_BOUNDS, ...UPPER_BOUNDS, ...FLAGS, 'multipleOf'],
  compare(w, b, h, at) {
    for (const k of LOWER_BOUNDS) boundChange(w, at, k, num(b[k]), num(h[k]), (o, n) => n > o);
    for (const k of UPPER_BOUNDS) boundChange(w, at, k, num(b[k]), num(h[k]), (o, n) => n < o);
    for (const k of FLAGS) {
      if (h[k] === true && b[k] !== true)
        add(w, at, k, {
          kind: 'bounds-tightened',
          old: b[k],
          new: true,
          level: 'fail',
          ratchetable: true,
          detail: `${k} ${show(b[k])} → true`,
        });
    }
    multipleOf(w, b, h, at);
  },
};

function multipleOf(w: Walk, b: Node, h: Node, at: Where): void {
  const bm = num(b.multipleOf);
  const hm = num(h.multipleOf);
  if (hm !== undefined && (bm === undefined || (bm !== hm && bm % hm !== 0))) {
    add(w, at, 'multipleOf', {
      kind: 'bounds-tightened',
      old: bm,
      new: hm,
      level: 'fail',
      ratchetable: true,
      detail: `multipleOf ${show(bm)} → ${hm}`,
    });
  }
}

function boundChange(
  w: Walk,
  at: Where,
  k: string,
  o: number | undefined,
  n: number | undefined,
  tighter: (o: number, n: number) => boolean,
): void {
  if (n === undefined || o === n) return;
  if (o === undefined || tighter(o, n)) {
    add(w, at, k, {
      kind: 'bounds-tightened',
      old: o,
      new: n,
      level: 'fail',
      ratchetable: true,
      detail: o === undefined ? `${k} added: ${n}` : `${k} ${o} → ${n}`,
    });
  }
}
