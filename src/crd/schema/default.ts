import { show } from '../changes.js';
import { deepEqual } from '../equal.js';
import { add, type Comparator } from './walk.js';

/**
 * `default`: added warns (new objects get it); changed fails (objects without the field read the
 * new value: defaulting also runs on read from etcd); removed warns (`schema/defaulting` applies
 * defaults only to absent fields: stored values stay, new objects get none).
 */
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
        {
          kind,
          old: b.default,
          level: 'warn',
          detail: `default ${show(b.default)} removed: stored values stay, objects created without the field no longer get it`,
        },
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
