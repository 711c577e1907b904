import { deepEqual } from '../equal.js';
import { add, isNode, PRESERVE, type Comparator, type Node, type Where } from './walk.js';

const KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'not'] as const;

/**
 * `allOf`, `anyOf`, `oneOf`, `not`: a change fails unless it provably accepts every object the old
 * schema did. The one change judged here is a `oneOf` whose branches every stored object still
 * matches exactly once (see {@link oneOfKeepsObjects}); rewrites that change nothing are removed
 * before any comparator runs ({@link normalComposition}).
 */
export const compositionComparator: Comparator = {
  keywords: KEYWORDS,
  compare(w, b, h, at) {
    for (const k of KEYWORDS) {
      if (deepEqual(b[k], h[k])) continue;
      const why = onlyLoosens(k, b, h) ?? (k === 'oneOf' ? oneOfKeepsObjects(b, h, at) : undefined);
      add(
        w,
        at,
        k,
        {
          kind: 'composition-changed',
          old: b[k],
          new: h[k],
          level: why ? 'notice' : 'fail',
          detail: why ? `${k} changed: ${why}` : `${k} changed`,
        },
        h[k] !== undefined,
      );
    }
  },
};

/**
 * Why a composition change only drops checks, or undefined: the keyword removed, an `anyOf` that
 * keeps every old branch, an `allOf` whose branches were all there before. (Structural schemas keep
 * pruning and defaults out of compositions, so they only ever validate.)
 */
function onlyLoosens(k: string, b: Node, h: Node): string | undefined {
  if (h[k] === undefined) return 'removed, which only drops checks';
  const [old, now] = [branches(b[k]), branches(h[k])];
  if (!old || !now) return undefined;
  const within = (xs: Node[], ys: Node[]) => xs.every((x) => ys.some((y) => deepEqual(x, y)));
  if (k === 'anyOf' && within(old, now))
    return 'every old branch is kept, so whatever matched one still does';
  if (k === 'allOf' && within(now, old)) return 'every branch left was there before, so it only drops checks';
  return undefined;
}

const branches = (v: unknown): Node[] | undefined =>
  Array.isArray(v) && v.every(isNode) ? (v as Node[]) : undefined;
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * Whether the base node prunes unknown fields: the API server drops every field its schema does not
 * name before it validates (apiextensions-apiserver pkg/apiserver/customresource_handler.go@v1.30.0,
 * `unstructuredSchemaCoercer.apply` → `structuralpruning.PruneWithOptions`, on every decode, from a
 * request or from etcd), so no stored object holds a field the base schema does not name.
 */
const prunes = (b: Node, at: Where) =>
  b[PRESERVE] !== true &&
  (b.additionalProperties === undefined || b.additionalProperties === false) &&
  b['x-kubernetes-embedded-resource'] !== true &&
  at.kept !== true;

/**
 * A branch no stored object can match: it requires a field the base schema does not name (pruned)
 * and the head gives no default (defaulting also runs on every decode, before validation).
 */
function impossible(branch: Node, b: Node, h: Node, at: Where): boolean {
  const known = isNode(b.properties) ? b.properties : {};
  const head = isNode(h.properties) ? h.properties : {};
  const defaulted = (f: string) => isNode(head[f]) && (head[f] as Node).default !== undefined;
  return prunes(b, at) && strings(branch.required).some((f) => !Object.hasOwn(known, f) && !defaulted(f));
}

/** An empty schema, or one with only a description: it accepts every value. */
const anything = (v: unknown) => isNode(v) && Object.keys(v).every((k) => k === 'description');

/** A branch every stored object matches: empty property schemas and fields the base already required. */
function always(branch: Node, b: Node): boolean {
  const required = new Set(strings(b.required));
  return Object.entries(branch).every(([k, v]) =>
    k === 'properties'
      ? isNode(v) && Object.values(v).every(anything)
      : k === 'required'
        ? strings(v).every((f) => required.has(f)) && strings(v).length === (v as unknown[]).length
        : k === 'description',
  );
}

/** Whether two lists of branches are equal as multisets. */
function sameBranches(x: Node[], y: Node[]): boolean {
  if (x.length !== y.length) return false;
  const left = [...y];
  return x.every((n) => {
    const i = left.findIndex((m) => deepEqual(m, n));
    return i >= 0 && left.splice(i, 1).length === 1;
  });
}

/**
 * Why every object the base schema accepted still matches exactly one `oneOf` branch of the head, or
 * undefined. Branches that require a field the base does not name match no stored object (pruning);
 * of the others, either exactly one matches every object (empty property schemas, fields the base
 * required) and no other can, or they are the base's branches unchanged.
 */
function oneOfKeepsObjects(b: Node, h: Node, at: Where): string | undefined {
  const head = branches(h.oneOf);
  if (!head?.length) return undefined;
  const dead = head.filter((x) => impossible(x, b, h, at));
  const live = head.filter((x) => !dead.includes(x));
  const base = branches(b.oneOf);
  const newFields = [...new Set(dead.flatMap((x) => strings(x.required)))].join(', ');
  const pruned = dead.length
    ? `; the branches that require ${newFields}, which the base schema does not have, match no stored object (unknown fields are pruned before validation)`
    : '';
  if (live.length === 1 && always(live[0]!, b))
    return `every stored object matches the branch that only names fields (and requires what the base already required)${pruned}`;
  if (base?.length && sameBranches(live, base))
    return `the base's branches are kept${pruned}, so every stored object still matches exactly one`;
  return undefined;
}

const INT_OR_STRING: Node[] = [{ type: 'integer' }, { type: 'string' }];
const isIntOrStringAnyOf = (v: unknown) => {
  const list = branches(v);
  return !!list && sameBranches(list, INT_OR_STRING);
};

/** Keywords an `allOf` branch can hand to its node when the node lacks them or has the same value. */
const FOLDABLE = new Set([
  'enum',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'required',
]);

/** The node with one `allOf` branch folded in, or undefined when a keyword would conflict. */
function fold(node: Node, branch: Node): Node | undefined {
  const out: Node = { ...node };
  for (const [k, v] of Object.entries(branch)) {
    if (!FOLDABLE.has(k)) return undefined;
    if (k === 'required') out.required = [...new Set([...strings(node.required), ...strings(v)])];
    else if (out[k] === undefined) out[k] = v;
    else if (!deepEqual(out[k], v)) return undefined;
  }
  return out;
}

/**
 * The node without composition that changes nothing, so that rewrites compare equal and the
 * keywords they move are judged by their own comparators:
 * - with `x-kubernetes-int-or-string: true`, `anyOf: [{type: integer}, {type: string}]` (also inside
 *   an `allOf`) only restates the marker: the API server validates the marker as `type: [integer,
 *   string]` (apiextensions-apiserver pkg/apiserver/validation/validation.go@v1.30.0,
 *   `ConvertJSONSchemaPropsWithPostProcess`), which is what controller-gen writes for `IntOrString`;
 * - an `allOf` branch of plain value keywords (`enum`, `pattern`, bounds, `required`) is the same
 *   check as those keywords on the node (every branch of an `allOf` must pass), when the node does
 *   not already set them differently.
 */
export function normalComposition(node: Node): Node {
  if (node.allOf === undefined && node.anyOf === undefined) return node;
  let out: Node = { ...node };
  const intOrString = out['x-kubernetes-int-or-string'] === true;
  if (intOrString && isIntOrStringAnyOf(out.anyOf)) delete out.anyOf;
  const all = branches(out.allOf);
  if (!all) return out;
  const kept: Node[] = [];
  for (const branch of all) {
    if (intOrString && Object.keys(branch).length === 1 && isIntOrStringAnyOf(branch.anyOf)) continue;
    const folded = fold(out, branch);
    if (folded) out = folded;
    else kept.push(branch);
  }
  if (kept.length) out.allOf = kept;
  else delete out.allOf;
  return out;
}
