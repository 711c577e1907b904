import { isRecord } from '../../values.js';
import type { Schema } from '../model.js';

/**
 * The sizes the API server's CEL cost estimator reads from a CRD schema (k8s.io/apiserver
 * pkg/cel/common/schemas.go `SchemaDeclType`, pkg/cel/limits.go): the largest a string, list or
 * map can be (`maxLength` × 4 bytes per rune, `maxItems`, `maxProperties`, else what fits in a
 * 3 MiB request given the smallest serialized element), the smallest serialized size of a value,
 * and the cardinality (how often a rule at a node can run) that `maxItems`/`maxProperties` of the
 * enclosing lists and maps bound (apiextensions validation `extractMaxElements`).
 */
export const MAX_REQUEST_BYTES = 3 * 1024 * 1024;
const MAX_DURATION_JSON = 32;
const MAX_DATETIME_JSON = 32;
const MIN_DURATION_JSON = 3;
const DATE_JSON = 12;
const MIN_DATETIME_JSON = 21;
const MIN_STRING = 2;
const MIN_BOOL = 4;
const MIN_NUMBER = 1;

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : undefined;
const props = (s: Schema): Record<string, unknown> => (isRecord(s.properties) ? s.properties : {});
export const intOrString = (s: Schema) => s['x-kubernetes-int-or-string'] === true;
/** A map: an object whose values are typed by `additionalProperties`. */
export const mapValues = (s: Schema): Schema | undefined =>
  s.type === 'object' && isRecord(s.additionalProperties) ? s.additionalProperties : undefined;

const minSizes = new WeakMap<object, number>();

/** The smallest a value of the schema serializes to in JSON (`""`, `{}` plus required fields …). */
export function minSerializedSize(s: Schema): number {
  const known = minSizes.get(s);
  if (known !== undefined) return known;
  minSizes.set(s, 2); // a cycle through aliases: the object's own braces
  let size: number;
  if (intOrString(s)) size = 1;
  else if (s.type === 'string')
    size =
      s.format === 'duration'
        ? MIN_DURATION_JSON
        : s.format === 'date'
          ? DATE_JSON
          : s.format === 'date-time'
            ? MIN_DATETIME_JSON
            : MIN_STRING;
  else if (s.type === 'boolean') size = MIN_BOOL;
  else if (s.type === 'integer' || s.type === 'number') size = MIN_NUMBER;
  else if (s.type === 'object' && !mapValues(s)) size = objectMinSize(s);
  else size = 2;
  minSizes.set(s, size);
  return size;
}

function objectMinSize(s: Schema): number {
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  let size = 2;
  for (const [name, p] of Object.entries(props(s)))
    if (required.has(name) && isRecord(p) && p.default === undefined)
      size += name.length + minSerializedSize(p) + 4;
  return size;
}

/** The largest size (runes, bytes, items, entries) a value of the schema can have, or undefined when CEL has none. */
export function maxElements(s: Schema): number | undefined {
  const maxLength = num(s.maxLength);
  if (intOrString(s)) return maxLength !== undefined ? maxLength * 4 : MAX_REQUEST_BYTES - 2;
  if (s.type === 'array')
    return isRecord(s.items)
      ? (num(s.maxItems) ?? Math.floor((MAX_REQUEST_BYTES - 2) / (minSerializedSize(s.items) + 1)))
      : undefined;
  const values = mapValues(s);
  if (values)
    return num(s.maxProperties) ?? Math.floor((MAX_REQUEST_BYTES - 2) / (minSerializedSize(values) + 6));
  if (s.type !== 'string') return undefined;
  switch (s.format) {
    case 'byte':
      return maxLength ?? MAX_REQUEST_BYTES - 2;
    case 'duration':
      return MAX_DURATION_JSON;
    case 'date':
      return DATE_JSON;
    case 'date-time':
      return MAX_DATETIME_JSON;
  }
  if (maxLength !== undefined) return maxLength * 4;
  if (Array.isArray(s.enum) && s.enum.length)
    return Math.max(0, ...s.enum.map((e) => (typeof e === 'string' ? e.length : 0)));
  return MAX_REQUEST_BYTES - 2;
}

/** Whether CEL sees a value of the schema as a fixed-size scalar (bool, int, double, timestamp, duration). */
export function isScalar(s: Schema): boolean {
  if (intOrString(s)) return false;
  if (s.type === 'integer' || s.type === 'number' || s.type === 'boolean') return true;
  return s.type === 'string' && ['date', 'date-time', 'duration'].includes(String(s.format));
}

/**
 * How many times the children of a node can occur per occurrence of the node: 1 for an object's
 * fields, `maxItems`/`maxProperties` for a list or map, undefined (unbounded) when those are unset.
 */
export function elementFactor(s: Schema): number | undefined {
  if (s.type === 'array') return num(s.maxItems);
  if (s.type === 'object' && s.additionalProperties !== undefined && s.additionalProperties !== false)
    return num(s.maxProperties);
  return 1;
}

/** The cardinality the API server assumes when an enclosing list or map is unbounded. */
export function unboundedCardinality(s: Schema): number {
  return Math.floor(MAX_REQUEST_BYTES / (minSerializedSize(s) + 1));
}

const ESCAPES: Record<string, string> = { underscores: '__', dot: '.', dash: '-', slash: '/' };
/** A property name as CEL spells it (`foo__dash__bar` is `foo-bar`, `__in__` is `in`). */
const unescape = (field: string) => field.replace(/__([a-z]+)__/g, (_, w: string) => ESCAPES[w] ?? w);

/** The field a CEL select names, through the schema (root resources also have apiVersion, kind, metadata). */
export function selectField(s: Schema, name: string, root: boolean): Schema | undefined {
  const p = props(s);
  const field = unescape(name);
  if (Object.hasOwn(p, field) && isRecord(p[field])) return p[field];
  if (root && (field === 'apiVersion' || field === 'kind')) return { type: 'string' };
  if (root && field === 'metadata')
    return { type: 'object', properties: { name: { type: 'string' }, generateName: { type: 'string' } } };
  return undefined;
}
