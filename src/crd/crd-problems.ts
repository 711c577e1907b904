import type { FieldPath } from '../manifests/types.js';
import { isRecord } from '../values.js';
import type { CelRuleCompiler } from '../context.js';
import type { Crd, Schema } from './model.js';
import { elementFactor, unboundedCardinality } from './validate/cel-sizes.js';

/**
 * What the API server refuses in a CRD itself, beyond its name (k8s.io/apiextensions-apiserver
 * pkg/apis/apiextensions/validation and pkg/apiserver/schema: structural schemas, forbidden
 * keywords, list types, CEL rules and their estimated cost, storage versions). Pure functions, one
 * problem per finding, at the path of the CRD object where the fix goes. CEL is compiled by the
 * `compile` the caller passes (the engine is loaded lazily, never from here).
 */
export interface CrdSchemaProblem {
  path: FieldPath;
  message: string;
  /** The gate could not check this part (said, never a verdict). */
  unchecked?: true;
}

/** Per-expression and per-CRD limits of the API server's static CEL cost estimate. */
export const STATIC_ESTIMATED_COST_LIMIT = 10_000_000;
export const STATIC_ESTIMATED_CRD_COST_LIMIT = 100_000_000;

/** How one schema node is reached: inside a composition, cardinality, root. */
interface Place {
  inComposition: boolean;
  /** Inside a composition of an `x-kubernetes-int-or-string` node: `anyOf: [{type: integer}, {type: string}]` is its allowed spelling. */
  intOrString?: boolean;
  /** How many times a rule here can run per resource; undefined: an enclosing list or map is unbounded. */
  cardinality: number | undefined;
  root: boolean;
}

/**
 * One schema's walk: the CEL compiler, the problems found, the running totals, and the path of the
 * node being visited — one stack, pushed and popped on the way down and copied only into a problem,
 * so a schema of thousands of nodes costs no array per node.
 */
interface Walk {
  compile?: CelRuleCompiler;
  kubernetesVersion?: string;
  path: (string | number)[];
  out: CrdSchemaProblem[];
  total: { cost: number; nodes: number };
}

/** A problem at the current node (or below it, at `at`). */
function add(walk: Walk, message: string, ...at: (string | number)[]): void {
  walk.out.push({ path: [...walk.path, ...at], message });
}

/** Schema nodes one CRD schema's walk visits at most (aliases can make a small file a huge tree). */
export const CRD_SCHEMA_NODE_BUDGET = 200_000;

const TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean']);
/** Keywords the API server forbids in a CRD schema (JSONSchemaProps fields it rejects). */
const FORBIDDEN: Record<string, string> = {
  $ref: '$ref is forbidden',
  $schema: '$schema is forbidden',
  id: 'id is forbidden',
  definitions: 'definitions are forbidden',
  dependencies: 'dependencies are forbidden',
  patternProperties: 'patternProperties are forbidden',
  additionalItems: 'additionalItems are forbidden',
};
/** Forbidden inside allOf / anyOf / oneOf / not (structural schemas, "value validation"). */
const NOT_IN_COMPOSITION = [
  'type',
  'default',
  'additionalProperties',
  'nullable',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-int-or-string',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
];
const INT_OR_STRING_TYPES = new Set<unknown>(['integer', 'string']);
const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf', 'not'] as const;
const scalar = (s: unknown) =>
  isRecord(s) && typeof s.type === 'string' && !['object', 'array'].includes(s.type);

/** Every problem of one schema node and below (the whole schema when called from outside). */
export function schemaProblems(
  s: unknown,
  path: FieldPath,
  compile?: CelRuleCompiler,
  kubernetesVersion?: string,
): CrdSchemaProblem[] {
  const walk: Walk = { path: [...path], out: [], total: { cost: 0, nodes: 0 } };
  if (compile) walk.compile = compile;
  if (kubernetesVersion) walk.kubernetesVersion = kubernetesVersion;
  nodeProblems(s, walk, { inComposition: false, cardinality: 1, root: true });
  if (walk.total.cost > STATIC_ESTIMATED_CRD_COST_LIMIT)
    walk.out.push({
      path,
      message: `Forbidden: ${costMessage('x-kubernetes-validations estimated rule & messageExpression cost total for entire OpenAPIv3 schema', walk.total.cost, STATIC_ESTIMATED_CRD_COST_LIMIT)}`,
    });
  return walk.out;
}

function nodeProblems(s: unknown, walk: Walk, place: Place): void {
  if (!isRecord(s)) return;
  if (++walk.total.nodes > CRD_SCHEMA_NODE_BUDGET) {
    if (walk.total.nodes === CRD_SCHEMA_NODE_BUDGET + 1)
      walk.out.push({
        path: [...walk.path],
        unchecked: true,
        message: `the schema expands to more than ${CRD_SCHEMA_NODE_BUDGET} nodes (aliases); the rest of it is not checked`,
      });
    return;
  }
  for (const k in FORBIDDEN) if (Object.hasOwn(s, k)) add(walk, `Forbidden: ${FORBIDDEN[k]}`, k);
  if (s.uniqueItems === true)
    add(
      walk,
      'Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic',
      'uniqueItems',
    );
  if (place.inComposition) {
    for (const k of NOT_IN_COMPOSITION)
      if (Object.hasOwn(s, k) && !(k === 'type' && place.intOrString && INT_OR_STRING_TYPES.has(s.type)))
        add(walk, `Forbidden: must not be used inside allOf, anyOf, oneOf or not`, k);
  } else structuralProblems(s, walk);
  listTypeProblems(s, walk);
  if (walk.compile) celRuleProblems(s, walk, place);
  childProblems(s, walk, place);
}

/** The problems of a node's properties, items, additionalProperties and compositions. */
function childProblems(s: Schema, walk: Walk, place: Place): void {
  const factor = elementFactor(s);
  const cardinality =
    place.cardinality === undefined || factor === undefined ? undefined : place.cardinality * factor;
  const intOrString = place.intOrString === true || s['x-kubernetes-int-or-string'] === true;
  const depth = walk.path.length;
  const child = (sub: unknown, inComposition: boolean) => {
    nodeProblems(sub, walk, {
      inComposition,
      intOrString: inComposition && intOrString,
      cardinality,
      root: isRecord(sub) && sub['x-kubernetes-embedded-resource'] === true,
    });
    walk.path.length = depth;
  };
  if (isRecord(s.properties))
    for (const [k, p] of Object.entries(s.properties)) {
      walk.path.push('properties', k);
      child(p, place.inComposition);
    }
  if (isRecord(s.items)) {
    walk.path.push('items');
    child(s.items, place.inComposition);
  } else if (Array.isArray(s.items))
    add(walk, 'Forbidden: items must be a schema object and not an array', 'items');
  if (isRecord(s.additionalProperties)) {
    walk.path.push('additionalProperties');
    child(s.additionalProperties, place.inComposition);
  }
  for (const c of COMPOSITIONS) {
    if (c === 'not') {
      if (isRecord(s.not)) {
        walk.path.push(c);
        child(s.not, true);
      }
    } else if (Array.isArray(s[c]))
      (s[c] as unknown[]).forEach((sub, i) => {
        walk.path.push(c, i);
        child(sub, true);
      });
  }
}

function structuralProblems(s: Schema, walk: Walk): void {
  if (s.type !== undefined && (typeof s.type !== 'string' || !TYPES.has(s.type)))
    add(
      walk,
      `Unsupported value: ${JSON.stringify(s.type)}: supported values: "array", "boolean", "integer", "number", "object", "string"`,
      'type',
    );
  const free = s['x-kubernetes-int-or-string'] === true || s['x-kubernetes-preserve-unknown-fields'] === true;
  if (s.type === undefined && !free)
    add(
      walk,
      'Required value: must not be empty for specified object fields (non-structural schema)',
      'type',
    );
  if (isRecord(s.properties) && s.additionalProperties !== undefined && s.additionalProperties !== false)
    add(walk, 'Forbidden: additionalProperties and properties are mutual exclusive', 'additionalProperties');
  if (s.type === 'array' && !isRecord(s.items))
    add(walk, 'Required value: must be specified for type array', 'items');
}

function listTypeProblems(s: Schema, walk: Walk): void {
  const type = s['x-kubernetes-list-type'];
  const keys = s['x-kubernetes-list-map-keys'];
  if (type === undefined) {
    if (keys !== undefined)
      add(
        walk,
        'Forbidden: must not be set if x-kubernetes-list-type is not map',
        'x-kubernetes-list-map-keys',
      );
    return;
  }
  if (!['atomic', 'set', 'map'].includes(type as string)) {
    add(
      walk,
      `Unsupported value: ${JSON.stringify(type)}: supported values: "atomic", "map", "set"`,
      'x-kubernetes-list-type',
    );
    return;
  }
  const items = isRecord(s.items) ? s.items : undefined;
  if (
    type === 'set' &&
    items &&
    !scalar(items) &&
    items['x-kubernetes-map-type'] !== 'atomic' &&
    items.type === 'object'
  )
    add(walk, 'Invalid value: items of a set must be scalars or atomic', 'items', 'x-kubernetes-map-type');
  if (type !== 'map') return;
  if (!Array.isArray(keys) || keys.length === 0) {
    add(
      walk,
      'Required value: must not be empty if x-kubernetes-list-type is map',
      'x-kubernetes-list-map-keys',
    );
    return;
  }
  if (!items || items.type !== 'object') {
    add(
      walk,
      "Invalid value: must be object if parent array's x-kubernetes-list-type is map",
      'items',
      'type',
    );
    return;
  }
  listMapKeyProblems(items, keys, walk);
}

/** Each key of a list-map names a scalar item property that is required or defaulted. */
function listMapKeyProblems(items: Schema, keys: unknown[], walk: Walk): void {
  const props = isRecord(items.properties) ? items.properties : {};
  const required = new Set(Array.isArray(items.required) ? items.required : []);
  keys.forEach((k, i) => {
    const p = typeof k === 'string' && Object.hasOwn(props, k) ? props[k] : undefined;
    if (!p)
      add(
        walk,
        `Invalid value: ${JSON.stringify(k)}: entries must all be names of item properties`,
        'x-kubernetes-list-map-keys',
        i,
      );
    else if (!scalar(p))
      add(
        walk,
        "Invalid value: must be a scalar type if parent array's x-kubernetes-list-type is map",
        'items',
        'properties',
        k as string,
        'type',
      );
    else if (!required.has(k) && !(isRecord(p) && p.default !== undefined))
      add(
        walk,
        `Required value: list-map key ${JSON.stringify(k)} must be required or have a default`,
        'items',
        'properties',
        k as string,
      );
  });
}

/** `estimated rule cost exceeds budget by factor of 2.5x (…)`, worded as the API server words it. */
export function costMessage(what: string, cost: number, limit: number): string {
  const factor = cost / limit;
  const shown =
    factor > 100
      ? 'more than 100'
      : factor < 1.5
        ? factor.toFixed(6)
        : (Math.round(factor * 10) / 10).toFixed(1);
  return `${what} exceeds budget by factor of ${shown}x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}

/** Each rule and messageExpression compiled at the node; estimated costs checked and added to the total. */
function celRuleProblems(s: Schema, walk: Walk, place: Place): void {
  const rules = s['x-kubernetes-validations'];
  if (!Array.isArray(rules) || !walk.compile) return;
  rules.forEach((r, i) => {
    for (const k of ['rule', 'messageExpression'] as const) {
      if (!isRecord(r) || typeof r[k] !== 'string' || !r[k]) continue;
      const at = ['x-kubernetes-validations', i, k];
      const got = walk.compile!(r[k], s, place.root, walk.kubernetesVersion, k);
      if (got.error) add(walk, `Invalid value: ${got.error}`, ...at);
      else if (got.unchecked)
        walk.out.push({
          path: [...walk.path, ...at],
          unchecked: true,
          message: `${k} ${JSON.stringify(r[k])} not checked: ${got.unchecked}`,
        });
      if (got.cost === undefined || place.inComposition) continue;
      // A rule runs once per occurrence of its node; a messageExpression only when its rule fails.
      const cost = k === 'rule' ? got.cost * (place.cardinality ?? unboundedCardinality(s)) : got.cost;
      walk.total.cost += cost;
      if (cost > STATIC_ESTIMATED_COST_LIMIT)
        add(
          walk,
          `Forbidden: ${costMessage(`estimated ${k === 'rule' ? 'rule' : 'messageExpression'} cost`, cost, STATIC_ESTIMATED_COST_LIMIT)}`,
          ...at,
        );
    }
  });
}

/** Exactly one version is the storage version (apiextensions validation). */
export function storageVersionProblems(crd: Crd): CrdSchemaProblem[] {
  const storage = crd.versions.filter((v) => v.storage);
  if (storage.length === 1) return [];
  return [
    {
      path: ['spec', 'versions'],
      message:
        storage.length === 0
          ? 'Invalid value: must have exactly one version marked as storage version'
          : `Invalid value: must have exactly one version marked as storage version, got ${storage.map((v) => v.name).join(', ')}`,
    },
  ];
}

/** Every problem of the CRD's schemas and versions (the name is `crd/invalid`'s own check). */
export function crdSchemaProblems(
  crd: Crd,
  compile?: CelRuleCompiler,
  kubernetesVersion?: string,
): CrdSchemaProblem[] {
  const out = storageVersionProblems(crd);
  const seen = new Set<unknown>();
  for (const v of crd.versions) {
    if (!v.schema || seen.has(v.schema)) continue;
    seen.add(v.schema);
    out.push(...schemaProblems(v.schema, v.schemaPath, compile, kubernetesVersion));
  }
  return out;
}
