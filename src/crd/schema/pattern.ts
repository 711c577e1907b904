import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, type Comparator } from './walk.js';

/** A string keyword where added or changed restricts and removed loosens. */
function restricting(k: 'pattern' | 'format'): Comparator {
  return {
    keywords: [k],
    compare(w, b, h, at) {
      if (h[k] === undefined || deepEqual(b[k], h[k])) return;
      add(w, at, k, {
        kind: k === 'pattern' ? 'pattern-changed' : 'format-changed',
        old: b[k],
        new: h[k],
        level: 'fail',
        ratchetable: k === 'pattern',
        detail: b[k] === undefined ? `${k} added: ${show(h[k])}` : `${k} ${show(b[k])} → ${show(h[k])}`,
      });
    },
  };
}

export const patternComparator = restricting('pattern');
export const formatComparator = restricting('format');
