import { add, type Comparator } from './walk.js';

/** `nullable` true → false: stored nulls no longer validate. */
export const nullableComparator: Comparator = {
  keywords: ['nullable'],
  compare(w, b, h, at) {
    if (b.nullable === true && h.nullable !== true)
      add(w, at, 'nullable', {
        kind: 'nullable-removed',
        old: true,
        new: h.nullable,
        level: 'fail',
        detail: 'nullable true → false: stored nulls no longer validate',
      });
  },
};
