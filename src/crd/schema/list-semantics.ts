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
    // Towards `atomic`: uniqueness is only checked for set and map lists, so nothing stored is
    // rejected or pruned; only server-side apply's merging changes (a warning).
    const atomic = (x: unknown) => x === undefined || x === 'atomic';
    const loosened =
      atomic(h['x-kubernetes-list-type']) &&
      atomic(h['x-kubernetes-map-type']) &&
      h['x-kubernetes-list-map-keys'] === undefined;
    add(w, at, k, {
      kind: 'list-semantics-changed',
      old: b[k],
      new: h[k],
      level: loosened ? 'warn' : 'fail',
      detail: `${changed.map((c) => `${c} ${show(b[c])} → ${show(h[c])}`).join(', ')}${loosened ? ' (now atomic: nothing is rejected or pruned, only how server-side apply merges it changes)' : ''}`,
    });
  },
};
