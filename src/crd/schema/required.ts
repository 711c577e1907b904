import { add, isNode, type Comparator } from './walk.js';

/** `required`: a field that becomes required breaks every object without it. */
export const requiredComparator: Comparator = {
  keywords: ['required'],
  compare(w, b, h, at) {
    const hp = isNode(h.properties) ? h.properties : {};
    const bReq = new Set(Array.isArray(b.required) ? (b.required as string[]) : []);
    for (const r of Array.isArray(h.required) ? (h.required as string[]) : []) {
      if (bReq.has(r)) continue;
      const child = hp[r];
      const defaulted = isNode(child) && child.default !== undefined;
      add(w, at, 'required', {
        kind: 'required-added',
        new: r,
        level: defaulted ? 'warn' : 'fail',
        detail: `field ${r} is now required${defaulted ? ' (it has a default, so new objects get it; existing ones may still lack it)' : ''}`,
      });
    }
  },
};
