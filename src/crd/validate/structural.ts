import type { FieldPath } from '../../manifests/types.js';
import { deepEqual } from '../equal.js';
import type { Schema } from '../model.js';
import { formatOk } from './formats.js';
import { OBJECT_META } from './object-meta.js';
import { isRecord } from '../../values.js';

export interface SchemaProblem {
  path: FieldPath;
  message: string;
  /** Set when the value could not be checked (reported as a notice, never as a pass). */
  unchecked?: boolean;
}

/**
 * A nested quantifier (`(a+)+`, `(\w*)*`) backtracks exponentially in JavaScript's engine, while the
 * API server's RE2 runs it in linear time: such a pattern from a PR is not run.
 */
export const BACKTRACKS = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/;

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}
const show = (v: unknown) => (isRecord(v) ? 'an object' : Array.isArray(v) ? 'a list' : JSON.stringify(v));

const regexCache = new Map<string, RegExp | null>();
function regex(p: string): RegExp | null {
  if (!regexCache.has(p)) {
    try {
      regexCache.set(p, new RegExp(p, 'u'));
    } catch {
      regexCache.set(p, null);
    }
  }
  return regexCache.get(p)!;
}

function typeMatches(type: string, v: unknown): boolean {
  switch (type) {
    case 'object':
      return isRecord(v);
    case 'array':
      return Array.isArray(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    default:
      return typeof v === type;
  }
}

/**
 * Validates a value against a structural schema the way the API server does on create — type,
 * enum, bounds, lengths, pattern, format, required, list uniqueness and composition — without
 * generating code from the (untrusted) schema. Messages read like `must be >= 1, got 0`.
 */
export function validateStructural(value: unknown, schema: Schema, root = true): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  check(value, root ? withMeta(schema) : schema, [], out);
  return out;
}

function withMeta(s: Schema): Schema {
  return { ...s, properties: { ...((s.properties as Record<string, Schema>) ?? {}), metadata: OBJECT_META } };
}

function check(v: unknown, s: Schema, path: (string | number)[], out: SchemaProblem[]): void {
  const add = (message: string, at: (string | number)[] = path) => out.push({ path: at, message });
  if (v === null) {
    if (s.nullable !== true && s.type !== undefined) add(`must be ${String(s.type)}, got null`);
    return;
  }
  if (s['x-kubernetes-int-or-string'] === true) {
    if (!(typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v)))) {
      add(`must be an integer or a string, got ${show(v)}`);
      return;
    }
  } else if (typeof s.type === 'string' && !typeMatches(s.type, v)) {
    add(`must be ${s.type}, got ${typeOf(v)} ${show(v)}`);
    return;
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => deepEqual(e, v)))
    add(`must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')}, got ${show(v)}`);
  if (typeof s.format === 'string' && !formatOk(s.format, v))
    add(`must be a valid ${s.format}, got ${show(v)}`);
  if (typeof v === 'string') strings(v, s, add, (message) => out.push({ path, message, unchecked: true }));
  else if (typeof v === 'number') numbers(v, s, add);
  else if (Array.isArray(v)) arrays(v, s, path, out, add);
  else if (isRecord(v)) objects(v, s, path, out, add);
  composition(v, s, path, out, add);
}

type Add = (message: string, at?: (string | number)[]) => void;

function strings(v: string, s: Schema, add: Add, unchecked: Add): void {
  const len = [...v].length;
  const min = num(s.minLength);
  const max = num(s.maxLength);
  if (min !== undefined && len < min) add(`must be at least ${min} characters, got ${len}`);
  if (max !== undefined && len > max) add(`must be at most ${max} characters, got ${len}`);
  if (typeof s.pattern === 'string') {
    if (BACKTRACKS.test(s.pattern)) {
      unchecked(
        `pattern ${s.pattern} has a nested quantifier, which could run for minutes outside RE2; not checked`,
      );
      return;
    }
    const re = regex(s.pattern);
    if (re && !re.test(v)) add(`must match pattern ${s.pattern}, got ${show(v)}`);
  }
}

function numbers(v: number, s: Schema, add: Add): void {
  const min = num(s.minimum);
  const max = num(s.maximum);
  if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min))
    add(`must be ${s.exclusiveMinimum === true ? '>' : '>='} ${min}, got ${v}`);
  if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max))
    add(`must be ${s.exclusiveMaximum === true ? '<' : '<='} ${max}, got ${v}`);
  const m = num(s.multipleOf);
  if (m && Math.abs(v / m - Math.round(v / m)) > 1e-9) add(`must be a multiple of ${m}, got ${v}`);
}

function arrays(v: unknown[], s: Schema, path: (string | number)[], out: SchemaProblem[], add: Add): void {
  const min = num(s.minItems);
  const max = num(s.maxItems);
  if (min !== undefined && v.length < min) add(`must have at least ${min} items, got ${v.length}`);
  if (max !== undefined && v.length > max) add(`must have at most ${max} items, got ${v.length}`);
  const listType = s['x-kubernetes-list-type'];
  const keys = Array.isArray(s['x-kubernetes-list-map-keys'])
    ? (s['x-kubernetes-list-map-keys'] as string[])
    : [];
  if (s.uniqueItems === true || listType === 'set' || listType === 'map') {
    const seen = new Map<string, number>();
    v.forEach((x, i) => {
      const k =
        listType === 'map' && isRecord(x) ? JSON.stringify(keys.map((key) => x[key])) : JSON.stringify(x);
      const first = seen.get(k);
      if (first !== undefined)
        add(
          `duplicate ${listType === 'map' ? `entry for key ${keys.join(', ')}` : 'item'} (same as item ${first})`,
          [...path, i],
        );
      else seen.set(k, i);
    });
  }
  if (isRecord(s.items)) v.forEach((x, i) => check(x, s.items as Schema, [...path, i], out));
}

function objects(
  v: Record<string, unknown>,
  s: Schema,
  path: (string | number)[],
  out: SchemaProblem[],
  add: Add,
): void {
  for (const r of Array.isArray(s.required) ? (s.required as string[]) : []) {
    if (!Object.prototype.hasOwnProperty.call(v, r)) add(`required field ${r} is missing`, [...path, r]);
  }
  const n = Object.keys(v).length;
  const min = num(s.minProperties);
  const max = num(s.maxProperties);
  if (min !== undefined && n < min) add(`must have at least ${min} fields, got ${n}`);
  if (max !== undefined && n > max) add(`must have at most ${max} fields, got ${n}`);
  const props = isRecord(s.properties) ? (s.properties as Record<string, Schema>) : {};
  const extra = isRecord(s.additionalProperties) ? (s.additionalProperties as Schema) : undefined;
  for (const [k, x] of Object.entries(v)) {
    const child = Object.prototype.hasOwnProperty.call(props, k) ? props[k] : extra;
    if (child) check(x, child, [...path, k], out);
  }
}

function composition(v: unknown, s: Schema, path: (string | number)[], out: SchemaProblem[], add: Add): void {
  const ok = (sub: Schema) => {
    const tmp: SchemaProblem[] = [];
    check(v, sub, path, tmp);
    return tmp;
  };
  if (Array.isArray(s.allOf)) for (const sub of s.allOf as Schema[]) out.push(...ok(sub));
  if (Array.isArray(s.anyOf) && !(s.anyOf as Schema[]).some((sub) => ok(sub).length === 0))
    add('must match at least one of the anyOf alternatives');
  if (Array.isArray(s.oneOf)) {
    const passing = (s.oneOf as Schema[]).filter((sub) => ok(sub).length === 0).length;
    if (passing !== 1) add(`must match exactly one of the oneOf alternatives, matches ${passing}`);
  }
  if (isRecord(s.not) && ok(s.not as Schema).length === 0) add('must not match the schema under not');
}
