import type { FieldPath } from '../../manifests/types.js';
import { deepEqual } from '../equal.js';
import type { Schema } from '../model.js';
import { formatOk } from './formats.js';
import { OBJECT_META } from './object-meta.js';
import { compileRe2 } from './re2.js';
import { isRecord } from '../../values.js';

export interface SchemaProblem {
  path: FieldPath;
  message: string;
  /** Set when the value could not be checked (reported as a notice, never as a pass). */
  unchecked?: boolean;
}

/**
 * Work budget of one resource's validation: schema nodes visited, counting every `anyOf` / `oneOf` /
 * `allOf` branch tried on every item. Aliases and compositions can make a small file ask for
 * billions of checks; past the budget the rest is "not checked", located, never a hang.
 */
export const VALIDATION_BUDGET = 200_000;

interface Work {
  left: number;
  out: SchemaProblem[];
  /** Set once the budget ran out (reported once). */
  over?: boolean;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}
/** A value for a message, cut short: a PR's megabyte string never lands in a report whole. */
export function show(v: unknown): string {
  if (isRecord(v)) return 'an object';
  if (Array.isArray(v)) return 'a list';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

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
export function validateStructural(
  value: unknown,
  schema: Schema,
  root = true,
  budget = VALIDATION_BUDGET,
): SchemaProblem[] {
  const work: Work = { left: budget, out: [] };
  check(value, root ? withMeta(schema) : schema, [], work.out, work);
  return work.out;
}

function withMeta(s: Schema): Schema {
  return { ...s, properties: { ...((s.properties as Record<string, Schema>) ?? {}), metadata: OBJECT_META } };
}

function check(v: unknown, s: Schema, path: (string | number)[], out: SchemaProblem[], work: Work): void {
  if (work.over) return;
  if (--work.left < 0) {
    work.over = true;
    work.out.push({
      path,
      unchecked: true,
      message: `validation stopped here: over its work budget of ${VALIDATION_BUDGET} checks (compositions × items); the rest of the resource is not checked`,
    });
    return;
  }
  if (!isRecord(s)) return;
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
    add(`must be one of ${cut(s.enum.map((e) => show(e)).join(', '))}, got ${show(v)}`);
  if (typeof s.format === 'string' && !formatOk(s.format, v))
    add(`must be a valid ${s.format}, got ${show(v)}`);
  if (typeof v === 'string') strings(v, s, add, (message) => out.push({ path, message, unchecked: true }));
  else if (typeof v === 'number') numbers(v, s, add);
  else if (Array.isArray(v)) arrays(v, s, path, out, add, work);
  else if (isRecord(v)) objects(v, s, path, out, add, work);
  composition(v, s, path, out, add, work);
}

type Add = (message: string, at?: (string | number)[]) => void;

function strings(v: string, s: Schema, add: Add, unchecked: Add): void {
  const len = [...v].length;
  const min = num(s.minLength);
  const max = num(s.maxLength);
  if (min !== undefined && len < min) add(`must be at least ${min} characters, got ${len}`);
  if (max !== undefined && len > max) add(`must be at most ${max} characters, got ${len}`);
  if (typeof s.pattern === 'string') {
    // RE2, as the API server: linear in the value's length whatever the pattern.
    const re = compileRe2(s.pattern);
    if ('error' in re)
      unchecked(
        `pattern ${cut(JSON.stringify(s.pattern))} is not valid RE2 (${re.error}); the API server rejects the CRD; not checked`,
      );
    else if (!re.test(v)) add(`must match pattern ${cut(JSON.stringify(s.pattern))}, got ${show(v)}`);
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

function arrays(
  v: unknown[],
  s: Schema,
  path: (string | number)[],
  out: SchemaProblem[],
  add: Add,
  work: Work,
): void {
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
  if (isRecord(s.items)) v.forEach((x, i) => check(x, s.items as Schema, [...path, i], out, work));
}

function objects(
  v: Record<string, unknown>,
  s: Schema,
  path: (string | number)[],
  out: SchemaProblem[],
  add: Add,
  work: Work,
): void {
  for (const r of Array.isArray(s.required) ? (s.required as unknown[]) : []) {
    if (typeof r === 'string' && !Object.hasOwn(v, r)) add(`required field ${r} is missing`, [...path, r]);
  }
  const n = Object.keys(v).length;
  const min = num(s.minProperties);
  const max = num(s.maxProperties);
  if (min !== undefined && n < min) add(`must have at least ${min} fields, got ${n}`);
  if (max !== undefined && n > max) add(`must have at most ${max} fields, got ${n}`);
  const props = isRecord(s.properties) ? (s.properties as Record<string, Schema>) : {};
  const extra = isRecord(s.additionalProperties) ? (s.additionalProperties as Schema) : undefined;
  for (const [k, x] of Object.entries(v)) {
    const child = Object.hasOwn(props, k) ? props[k] : extra;
    if (child) check(x, child, [...path, k], out, work);
  }
}

function composition(
  v: unknown,
  s: Schema,
  path: (string | number)[],
  out: SchemaProblem[],
  add: Add,
  work: Work,
): void {
  const ok = (sub: Schema) => {
    const tmp: SchemaProblem[] = [];
    check(v, sub, path, tmp, work);
    return tmp;
  };
  // Once the budget is spent, branches look clean without being checked: no verdict from them.
  const addIf = (message: string) => work.over || add(message);
  if (Array.isArray(s.allOf)) for (const sub of s.allOf as Schema[]) out.push(...ok(sub));
  if (Array.isArray(s.anyOf) && !(s.anyOf as Schema[]).some((sub) => ok(sub).length === 0))
    addIf('must match at least one of the anyOf alternatives');
  if (Array.isArray(s.oneOf)) {
    const passing = (s.oneOf as Schema[]).filter((sub) => ok(sub).length === 0).length;
    if (passing !== 1) addIf(`must match exactly one of the oneOf alternatives, matches ${passing}`);
  }
  if (isRecord(s.not) && ok(s.not as Schema).length === 0) addIf('must not match the schema under not');
}
