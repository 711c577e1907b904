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

/** How one schema node is reached: CEL compiler, inside a composition, cardinality, root, running total. */
interface Walk {
  compile?: CelRuleCompiler;
  kubernetesVersion?: string;
  inComposition: boolean;
  /** Inside a composition of an `x-kubernetes-int-or-string` node: `anyOf: [{type: integer}, {type: string}]` is its allowed spelling. */
  intOrString?: boolean;
  /** How many times a rule here can run per resource; undefined: an enclosing list or map is unbounded. */
  cardinality: number | undefined;
  root: boolean;
  total: { cost: number; nodes: number };
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
  const walk: Walk = { inComposition: false, cardinality: 1, root: true, total: { cost: 0, nodes: 0 } };
  if (compile) walk.compile = compile;
  if (kubernetesVersion) walk.kubernetesVersion = kubernetesVersion;
  const out = nodeProblems(s, path, walk);
  if (walk.total.cost > STATIC_ESTIMATED_CRD_COST_LIMIT)
    out.push({
      path,
      message: `Forbidden: ${costMessage('x-kubernetes-validations estimated rule & messageExpression cost total for entire OpenAPIv3 schema', walk.total.cost, STATIC_ESTIMATED_CRD_COST_LIMIT)}`,
    });
  return out;
}

function nodeProblems(s: unknown, path: FieldPath, walk: Walk): CrdSchemaProblem[] {
  if (!isRecord(s)) return [];
  if (++walk.total.nodes > CRD_SCHEMA_NODE_BUDGET)
    return walk.total.nodes === CRD_SCHEMA_NODE_BUDGET + 1
      ? [
          {
            path,
            unchecked: true,
            message: `the schema expands to more than ${CRD_SCHEMA_NODE_BUDGET} nodes (aliases); the rest of it is not checked`,
          },
        ]
      : [];
  const out: CrdSchemaProblem[] = [];
  const add = (at: (string | number)[], message: string) => out.push({ path: [...path, ...at], message });
  for (const [k, why] of Object.entries(FORBIDDEN)) if (Object.hasOwn(s, k)) add([k], `Forbidden: ${why}`);
  if (s.uniqueItems === true)
    add(
      ['uniqueItems'],
      'Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic',
    );
  if (walk.inComposition) {
    for (const k of NOT_IN_COMPOSITION)
      if (Object.hasOwn(s, k) && !(k === 'type' && walk.intOrString && INT_OR_STRING_TYPES.has(s.type)))
        add([k], `Forbidden: must not be used inside allOf, anyOf, oneOf or not`);
  } else out.push(...structuralProblems(s, path));
  out.push(...listTypeProblems(s, path));
  if (walk.compile) out.push(...celRuleProblems(s, path, walk));
  out.push(...childProblems(s, path, walk));
  return out;
}

/** The problems of a node's properties, items, additionalProperties and compositions. */
function childProblems(s: Schema, path: FieldPath, walk: Walk): CrdSchemaProblem[] {
  const out: CrdSchemaProblem[] = [];
  const factor = elementFactor(s);
  const cardinality =
    walk.cardinality === undefined || factor === undefined ? undefined : walk.cardinality * factor;
  const child = (sub: unknown, at: (string | number)[], inComposition = walk.inComposition) =>
    out.push(
      ...nodeProblems(sub, [...path, ...at], {
        ...walk,
        inComposition,
        intOrString: inComposition && (walk.intOrString === true || s['x-kubernetes-int-or-string'] === true),
        cardinality,
        root: isRecord(sub) && sub['x-kubernetes-embedded-resource'] === true,
      }),
    );
  if (isRecord(s.properties)) for (const [k, p] of Object.entries(s.properties)) child(p, ['properties', k]);
  if (isRecord(s.items)) child(s.items, ['items']);
  else if (Array.isArray(s.items))
    out.push({
      path: [...path, 'items'],
      message: 'Forbidden: items must be a schema object and not an array',
    });
  if (isRecord(s.additionalProperties)) child(s.additionalProperties, ['additionalProperties']);
  for (const c of COMPOSITIONS) {
    const subs =
      c === 'not' ? (isRecord(s.not) ? [s.not] : []) : Array.isArray(s[c]) ? (s[c] as unknown[]) : [];
    subs.forEach((sub, i) => child(sub, c === 'not' ? [c] : [c, i], true));
  }
  return out;
}

function structuralProblems(s: Schema, path: FieldPath): CrdSchemaProblem[] {
  const out: CrdSchemaProblem[] = [];
  const at = (k: string) => [...path, k];
  if (s.type !== undefined && (typeof s.type !== 'string' || !TYPES.has(s.type)))
    out.push({
      path: at('type'),
      message: `Unsupported value: ${JSON.stringify(s.type)}: supported values: "array", "boolean", "integer", "number", "object", "string"`,
    });
  const free = s['x-kubernetes-int-or-string'] === true || s['x-kubernetes-preserve-unknown-fields'] === true;
  if (s.type === undefined && !free)
    out.push({
      path: at('type'),
      message: 'Required value: must not be empty for specified object fields (non-structural schema)',
    });
  if (isRecord(s.properties) && s.additionalProperties !== undefined && s.additionalProperties !== false)
    out.push({
      path: at('additionalProperties'),
      message: 'Forbidden: additionalProperties and properties are mutual exclusive',
    });
  if (s.type === 'array' && !isRecord(s.items))
    out.push({ path: at('items'), message: 'Required value: must be specified for type array' });
  return out;
}

function listTypeProblems(s: Schema, path: FieldPath): CrdSchemaProblem[] {
  const out: CrdSchemaProblem[] = [];
  const type = s['x-kubernetes-list-type'];
  const keys = s['x-kubernetes-list-map-keys'];
  const at = (...k: (string | number)[]) => [...path, ...k];
  if (type === undefined) {
    if (keys !== undefined)
      out.push({
        path: at('x-kubernetes-list-map-keys'),
        message: 'Forbidden: must not be set if x-kubernetes-list-type is not map',
      });
    return out;
  }
  if (!['atomic', 'set', 'map'].includes(type as string))
    return [
      {
        path: at('x-kubernetes-list-type'),
        message: `Unsupported value: ${JSON.stringify(type)}: supported values: "atomic", "map", "set"`,
      },
    ];
  const items = isRecord(s.items) ? s.items : undefined;
  if (
    type === 'set' &&
    items &&
    !scalar(items) &&
    items['x-kubernetes-map-type'] !== 'atomic' &&
    items.type === 'object'
  )
    out.push({
      path: at('items', 'x-kubernetes-map-type'),
      message: 'Invalid value: items of a set must be scalars or atomic',
    });
  if (type !== 'map') return out;
  if (!Array.isArray(keys) || keys.length === 0)
    return [
      ...out,
      {
        path: at('x-kubernetes-list-map-keys'),
        message: 'Required value: must not be empty if x-kubernetes-list-type is map',
      },
    ];
  if (!items || items.type !== 'object')
    return [
      ...out,
      {
        path: at('items', 'type'),
        message: "Invalid value: must be object if parent array's x-kubernetes-list-type is map",
      },
    ];
  const props = isRecord(items.properties) ? items.properties : {};
  const required = new Set(Array.isArray(items.required) ? items.required : []);
  keys.forEach((k, i) => {
    const p = typeof k === 'string' && Object.hasOwn(props, k) ? props[k] : undefined;
    if (!p)
      out.push({
        path: at('x-kubernetes-list-map-keys', i),
        message: `Invalid value: ${JSON.stringify(k)}: entries must all be names of item properties`,
      });
    else if (!scalar(p))
      out.push({
        path: at('items', 'properties', k as string, 'type'),
        message: "Invalid value: must be a scalar type if parent array's x-kubernetes-list-type is map",
      });
    else if (!required.has(k) && !(isRecord(p) && p.default !== undefined))
      out.push({
        path: at('items', 'properties', k as string),
        message: `Required value: list-map key ${JSON.stringify(k)} must be required or have a default`,
      });
  });
  return out;
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
function celRuleProblems(s: Schema, path: FieldPath, walk: Walk): CrdSchemaProblem[] {
  const rules = s['x-kubernetes-validations'];
  if (!Array.isArray(rules) || !walk.compile) return [];
  const out: CrdSchemaProblem[] = [];
  rules.forEach((r, i) => {
    for (const k of ['rule', 'messageExpression'] as const) {
      if (!isRecord(r) || typeof r[k] !== 'string' || !r[k]) continue;
      const at = [...path, 'x-kubernetes-validations', i, k];
      const got = walk.compile!(r[k], s, walk.root, walk.kubernetesVersion, k);
      if (got.error) out.push({ path: at, message: `Invalid value: ${got.error}` });
      else if (got.unchecked)
        out.push({
          path: at,
          unchecked: true,
          message: `${k} ${JSON.stringify(r[k])} not checked: ${got.unchecked}`,
        });
      if (got.cost === undefined || walk.inComposition) continue;
      // A rule runs once per occurrence of its node; a messageExpression only when its rule fails.
      const cost = k === 'rule' ? got.cost * (walk.cardinality ?? unboundedCardinality(s)) : got.cost;
      walk.total.cost += cost;
      if (cost > STATIC_ESTIMATED_COST_LIMIT)
        out.push({
          path: at,
          message: `Forbidden: ${costMessage(`estimated ${k === 'rule' ? 'rule' : 'messageExpression'} cost`, cost, STATIC_ESTIMATED_COST_LIMIT)}`,
        });
    }
  });
  return out;
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
