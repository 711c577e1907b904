import { isNode, PRESERVE, type Comparator, type Node, type Walk, type Where } from './walk.js';

/** Keywords that document a property without validating anything. */
const DOCUMENTING = new Set(['description', 'title', 'example', 'externalDocs']);

/**
 * A validated property added to a node that kept unknown fields on base: whatever clients stored
 * under that name was kept unvalidated, and is now checked against the new schema on its next write.
 */
function addedUnderPreserve(w: Walk, b: Node, hp: Node, bp: Node, at: Where): void {
  if (b[PRESERVE] !== true) return;
  for (const key of Object.keys(hp).sort()) {
    const child = hp[key];
    if (key in bp || !isNode(child) || Object.keys(child).every((k) => DOCUMENTING.has(k))) continue;
    w.out.push({
      version: w.version,
      field: `${at.field}.${key}`,
      keyword: 'properties',
      kind: 'preserved-field-validated',
      basePath: at.base,
      headPath: [...at.head, 'properties', key],
      new: key,
      level: 'warn',
      detail: `field ${key} added under a node that keeps unknown fields (${PRESERVE}): values stored under ${key} were kept unvalidated and are now validated against its schema`,
    });
  }
}

/**
 * `properties`: a removed field breaks stored objects; fields on both sides are compared. Added
 * fields are fine, except under a node that kept unknown fields (values already stored under the name).
 */
export const propertiesComparator: Comparator = {
  keywords: ['properties'],
  compare(w, b, h, at) {
    const bp = isNode(b.properties) ? b.properties : {};
    const hp = isNode(h.properties) ? h.properties : {};
    addedUnderPreserve(w, b, hp, bp, at);
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
