import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, type Comparator } from './walk.js';

const LIST_SEMANTICS = ['x-kubernetes-list-type', 'x-kubernetes-list-map-keys', 'x-kubernetes-map-type'];

/** List and map semantics (merge behaviour of server-side apply); unset means `atomic`. */
export const listSemanticsComparator: Comparator = {
  keywords: LIST_SEMANTICS,
  compare(w, b, h, at) {
    for (const k of LIST_SEMANTICS) {
      const dflt = k === 'x-kubernetes-list-map-keys' ? undefined : 'atomic';
      if (!deepEqual(b[k] ?? dflt, h[k] ?? dflt))
        add(w, at, k, {
          kind: 'list-semantics-changed',
          old: b[k],
          new: h[k],
          level: 'fail',
          detail: `${k} ${show(b[k])} → ${show(h[k])}`,
        });
    }
  },
};
