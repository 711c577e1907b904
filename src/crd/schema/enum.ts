import { deepEqual } from '../equal.js';
import { jsonOf } from '../validate/exact-numbers.js';
import { add, type Comparator } from './walk.js';

/** `enum`: added or a value removed restricts; values added extend. */
export const enumComparator: Comparator = {
  keywords: ['enum'],
  compare(w, b, h, at) {
    if (deepEqual(b.enum, h.enum)) return;
    const be = Array.isArray(b.enum) ? b.enum.map((x) => jsonOf(x)) : undefined;
    const he = Array.isArray(h.enum) ? h.enum.map((x) => jsonOf(x)) : undefined;
    if (!he) return;
    if (!be) {
      add(w, at, 'enum', {
        kind: 'enum-restricted',
        new: h.enum,
        level: 'fail',
        ratchetable: true,
        detail: `enum added: only ${he.join(', ')} allowed now`,
      });
      return;
    }
    const removed = be.filter((x) => !he.includes(x));
    const added = he.filter((x) => !be.includes(x));
    if (removed.length)
      add(w, at, 'enum', {
        kind: 'enum-restricted',
        old: b.enum,
        new: h.enum,
        level: 'fail',
        ratchetable: true,
        detail: `enum values removed: ${removed.join(', ')}`,
      });
    if (added.length)
      add(w, at, 'enum', {
        kind: 'enum-extended',
        old: b.enum,
        new: h.enum,
        level: 'warn',
        detail: `enum values added: ${added.join(', ')}`,
      });
  },
};
