import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, type Comparator } from './walk.js';

const LIST_SEMANTICS = ['x-kubernetes-list-type', 'x-kubernetes-list-map-keys', 'x-kubernetes-map-type'];

/**
 * List and map semantics (merge behaviour of server-side apply, uniqueness of items and keys);
 * unset means `atomic`. One change of a list or map is one finding, whatever keywords it took.
 */
export const listSemanticsComparator: Comparator = {
  keywords: LIST_SEMANTICS,
  compare(w, b, h, at) {
    const changed = LIST_SEMANTICS.filter((k) => {
      const dflt = k === 'x-kubernetes-list-map-keys' ? undefined : 'atomic';
      return !deepEqual(b[k] ?? dflt, h[k] ?? dflt);
    });
    if (!changed.length) return;
    const k = changed[0]!;
    add(w, at, k, {
      kind: 'list-semantics-changed',
      old: b[k],
      new: h[k],
      level: 'fail',
      detail: changed.map((c) => `${c} ${show(b[c])} → ${show(h[c])}`).join(', '),
    });
  },
};
