import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, type Comparator } from './walk.js';

/** `type`, and the int-or-string / embedded-resource extensions that widen or narrow it. */
export const typeComparator: Comparator = {
  keywords: ['type', 'x-kubernetes-int-or-string', 'x-kubernetes-embedded-resource'],
  compare(w, b, h, at) {
    const bt = b['x-kubernetes-int-or-string'] === true ? 'int-or-string' : b.type;
    const ht = h['x-kubernetes-int-or-string'] === true ? 'int-or-string' : h.type;
    if (!deepEqual(bt, ht)) {
      const widened =
        ht === undefined ||
        (bt !== undefined && ht === 'int-or-string' && (bt === 'integer' || bt === 'string')) ||
        (bt === 'integer' && ht === 'number');
      add(w, at, 'type', {
        kind: 'type-changed',
        old: bt,
        new: ht,
        level: widened ? 'notice' : 'fail',
        detail: `type ${show(bt)} → ${show(ht)}`,
      });
    }
    const k = 'x-kubernetes-embedded-resource';
    if (!deepEqual(b[k], h[k])) {
      add(w, at, k, {
        kind: 'type-changed',
        old: b[k],
        new: h[k],
        level: 'fail',
        detail: `${k} ${show(b[k])} → ${show(h[k])}`,
      });
    }
  },
};
