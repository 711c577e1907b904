import { isNode, PRESERVE, type Comparator } from './walk.js';

/** `properties`: a removed field breaks stored objects; fields on both sides are compared. Added fields are fine. */
export const propertiesComparator: Comparator = {
  keywords: ['properties'],
  compare(w, b, h, at) {
    const bp = isNode(b.properties) ? b.properties : {};
    const hp = isNode(h.properties) ? h.properties : {};
    for (const key of Object.keys(bp).sort()) {
      const field = `${at.field}.${key}`;
      const bChild = bp[key];
      const hChild = hp[key];
      if (!(key in hp)) {
        // Pruning keeps unknown keys of a node that preserves them, or of an item of a kept list.
        const kept = h[PRESERVE] === true || at.kept === true;
        w.out.push({
          version: w.version,
          field,
          keyword: 'properties',
          kind: 'field-removed',
          basePath: [...at.base, 'properties', key],
          headPath: isNode(h.properties) ? [...at.head, 'properties'] : at.head,
          old: key,
          level: kept ? 'warn' : 'fail',
          detail: kept
            ? `field ${key} removed from the schema; its parent keeps unknown fields, so stored values stay but are no longer validated`
            : `field ${key} removed`,
        });
      } else if (isNode(bChild) && isNode(hChild)) {
        w.descend(bChild, hChild, {
          field,
          base: [...at.base, 'properties', key],
          head: [...at.head, 'properties', key],
        });
      }
    }
  },
};
