import type { CelRuleJudge } from '../context.js';
import type { FieldPath } from '../manifests/types.js';
import { show, type SchemaChange } from './changes.js';
import { deepEqual } from './equal.js';
import type { Schema } from './model.js';
import { boundsComparator } from './schema/bounds.js';
import { compositionComparator, normalComposition } from './schema/composition.js';
import { defaultComparator } from './schema/default.js';
import { descriptionComparator } from './schema/description.js';
import { enumComparator } from './schema/enum.js';
import { itemsComparator } from './schema/items.js';
import { listSemanticsComparator } from './schema/list-semantics.js';
import { nullableComparator } from './schema/nullable.js';
import { formatComparator, patternComparator } from './schema/pattern.js';
import { preserveUnknownFieldsComparator } from './schema/preserve-unknown-fields.js';
import { propertiesComparator } from './schema/properties.js';
import { requiredComparator } from './schema/required.js';
import { typeComparator } from './schema/type.js';
import { validationsComparator } from './schema/validations.js';
import { add, type Comparator, type Node, type Walk, type Where } from './schema/walk.js';

/** One comparator per keyword family, in the order their changes are reported. */
const COMPARATORS: readonly Comparator[] = [
  typeComparator,
  propertiesComparator,
  itemsComparator,
  requiredComparator,
  enumComparator,
  boundsComparator,
  defaultComparator,
  patternComparator,
  formatComparator,
  nullableComparator,
  preserveUnknownFieldsComparator,
  listSemanticsComparator,
  validationsComparator,
  compositionComparator,
  descriptionComparator,
];

/** Every keyword some comparator judges; any other key that differs is unhandled. */
const HANDLED = new Set(COMPARATORS.flatMap((c) => c.keywords));

/**
 * Compares one version's schema on the base and head sides, keyword by keyword. Whatever differs
 * and no comparator judges is an `unhandled` change: never silently ignored.
 */
export function diffSchemas(
  version: string,
  base: Schema,
  head: Schema,
  basePath: FieldPath,
  headPath: FieldPath,
  celRule?: CelRuleJudge,
): SchemaChange[] {
  const walk: Walk = { version, out: [], descend: (b, h, at) => diffNode(walk, b, h, at), celRule };
  diffNode(walk, base, head, { field: '^', base: basePath, head: headPath });
  return statusOnlyWarns(underTypeChange(walk.out));
}

const under = (field: string, parent: string) =>
  field === parent || field.startsWith(`${parent}.`) || field.startsWith(`${parent}[`);

/** One cause, one finding: nothing else is reported at or under a field whose type changed. */
function underTypeChange(changes: SchemaChange[]): SchemaChange[] {
  const changed = changes.filter(
    (c) => c.kind === 'type-changed' && c.keyword === 'type' && c.level === 'fail',
  );
  if (!changed.length) return changes;
  return changes.filter((c) => changed.includes(c) || !changed.some((t) => under(c.field, t.field)));
}

/** `status` is written by the controller that ships with the CRD, never by users: its changes warn. */
function statusOnlyWarns(changes: SchemaChange[]): SchemaChange[] {
  return changes.map((c) =>
    c.level === 'fail' && under(c.field, '^.status')
      ? { ...c, level: 'warn', detail: `${c.detail} (status: written only by the controller)` }
      : c,
  );
}

/** The keywords only {@link descriptionComparator} reads: documentation. */
const DOCS = new Set(descriptionComparator.keywords);

/**
 * Whether two nodes differ in documentation only (every other key deepEqual, as the comparators
 * and the unhandled check compare them). Every comparator but the description one reads only other
 * keys and reports nothing when those are equal, so such a node is the description comparator's alone:
 * most of a release's changed nodes are a reworded description.
 */
function docsOnly(b: Node, h: Node): boolean {
  for (const k in b) if (Object.hasOwn(b, k) && !DOCS.has(k) && !deepEqual(b[k], h[k])) return false;
  for (const k in h)
    if (Object.hasOwn(h, k) && !Object.hasOwn(b, k) && !DOCS.has(k) && !deepEqual(b[k], h[k])) return false;
  return true;
}

function diffNode(w: Walk, base: Node, head: Node, at: Where): void {
  // Equal subtrees cost one comparison and are never walked.
  if (deepEqual(base, head)) return;
  // Composition that restates the node's own keywords is compared as those keywords.
  const b = normalComposition(base);
  const h = normalComposition(head);
  if (deepEqual(b, h)) return;
  if (docsOnly(b, h)) return descriptionComparator.compare(w, b, h, at);
  for (const c of COMPARATORS) c.compare(w, b, h, at);
  // Anything else that differs: unknown is not safe.
  for (const k of new Set([...Object.keys(b), ...Object.keys(h)])) {
    if (HANDLED.has(k) || deepEqual(b[k], h[k])) continue;
    add(
      w,
      at,
      k,
      {
        kind: 'unhandled',
        old: b[k],
        new: h[k],
        level: 'fail',
        detail: `${k} ${show(b[k])} → ${show(h[k])} (a change the gate cannot classify)`,
      },
      h[k] !== undefined,
    );
  }
}
