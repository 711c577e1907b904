import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, type Comparator } from './walk.js';

/** `default`: added warns (new objects get it); changed or removed fails. */
export const defaultComparator: Comparator = {
  keywords: ['default'],
  compare(w, b, h, at) {
    if (deepEqual(b.default, h.default)) return;
    const kind = 'default-changed';
    if (b.default === undefined)
      add(w, at, 'default', {
        kind,
        new: h.default,
        level: 'warn',
        detail: `default added: ${show(h.default)}`,
      });
    else if (h.default === undefined)
      add(
        w,
        at,
        'default',
        { kind, old: b.default, level: 'fail', detail: `default ${show(b.default)} removed` },
        false,
      );
    else
      add(w, at, 'default', {
        kind,
        old: b.default,
        new: h.default,
        level: 'fail',
        detail: `default ${show(b.default)} → ${show(h.default)}`,
      });
  },
};
