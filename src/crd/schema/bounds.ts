import { show } from '../changes.js';
import { enumPasses } from './pattern.js';
import { numberText } from '../validate/exact-numbers.js';
import { add, type Comparator, type Node, type Walk, type Where } from './walk.js';

const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'];
const FLAGS = ['exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems'];
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Numeric and size bounds, exclusive flags, `uniqueItems` and `multipleOf`: added or tightened restricts. */
export const boundsComparator: Comparator = {
  keywords: [...LOWER_BOUNDS, ...UPPER_BOUNDS, ...FLAGS, 'multipleOf'],
  compare(w, b, h, at) {
    for (const k of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
      const n = num(h[k]);
      // A base enum whose every value is within the new bound: nothing the base accepted breaks.
      if (n !== undefined && enumPasses(b, (v) => within(k, n, v))) continue;
      const lower = LOWER_BOUNDS.includes(k);
      boundChange(w, at, k, num(b[k]), n, lower ? (o, x) => x > o : (o, x) => x < o);
    }
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

/** Whether an enum value is within a bound (undefined for bounds on lists and maps). */
function within(k: string, bound: number, v: unknown): boolean | undefined {
  const size = typeof v === 'string' ? [...v].length : undefined;
  if (k === 'minLength') return size !== undefined && size >= bound;
  if (k === 'maxLength') return size !== undefined && size <= bound;
  // An enum value past 2^53 is exact (a bigint, validate/exact.ts): compared exactly with the bound.
  const n = typeof v === 'number' || typeof v === 'bigint' ? v : undefined;
  if (k === 'minimum') return n !== undefined && n >= bound;
  if (k === 'maximum') return n !== undefined && n <= bound;
  return undefined;
}

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
      detail: o === undefined ? `${k} added: ${numberText(n)}` : `${k} ${numberText(o)} → ${numberText(n)}`,
    });
  }
}
