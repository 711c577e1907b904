import type { FieldPath } from '../../manifests/types.js';
import type { Schema } from '../model.js';
import { formatOk } from './formats.js';
import { enumEqual, exactBounds, jsonOf, numberText } from './exact-numbers.js';
import { DEFAULT_KUBERNETES_MINOR } from './kubernetes-version.js';
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
  /** The Kubernetes minor version whose formats are checked. */
  minor: number;
  /** Set once the budget ran out (reported once). */
  over?: boolean;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  // A double past ±(2^53−1) is a float64 for the API server, not a JSON integer (go-openapi's
  // IsFloat64AJSONInteger); an int64 it holds exactly is a bigint here (exact.ts).
  if (typeof v === 'number') return Number.isSafeInteger(v) ? 'integer' : 'number';
  if (typeof v === 'bigint') return 'integer';
  return typeof v;
}
/** A value for a message, cut short: a PR's megabyte string never lands in a report whole. */
export function show(v: unknown): string {
  if (isRecord(v)) return 'an object';
  if (Array.isArray(v)) return 'a list';
  const text = jsonOf(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
/** A path as the API server names it in a message (`spec.ports[1].port`; the root is `body`). */
const bodyPath = (path: readonly (string | number)[]) =>
  path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') || 'body';

function typeMatches(type: string, v: unknown): boolean {
  switch (type) {
    case 'object':
      return isRecord(v);
    case 'array':
      return Array.isArray(v);
    case 'integer':
      return Number.isSafeInteger(v) || typeof v === 'bigint';
    case 'number':
      return typeof v === 'number' || typeof v === 'bigint';
    default:
      return typeof v === type;
  }
}

/**
 * Validates a value against a structural schema the way the API server does on create — type,
 * enum, bounds, lengths, pattern, format, required, list uniqueness and composition — without
 * generating code from the (untrusted) schema. Messages are worded as the API server words them
 * (kube-openapi's validator through apiextensions: `Invalid value: 0: spec.replicas in body should
 * be greater than or equal to 1`). Options: `root` (the resource root: `metadata` typed as ObjectMeta),
 * `budget` (checks before "not checked"), `minor` (the Kubernetes minor whose formats are checked).
 */
export function validateStructural(
  value: unknown,
  schema: Schema,
  { root = true, budget = VALIDATION_BUDGET, minor = DEFAULT_KUBERNETES_MINOR } = {},
): SchemaProblem[] {
  const work: Work = { left: budget, out: [], minor };
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
  // The path as a message names it, built only when a message needs it (most nodes have none).
  const body = () => bodyPath(path);
  const wrongType = (want: string) =>
    add(`Invalid value: "${typeOf(v)}": ${body()} in body must be of type ${want}: "${typeOf(v)}"`);
  if (v === null) {
    if (s.nullable !== true && s.type !== undefined) wrongType(String(s.type));
    return;
  }
  if (s['x-kubernetes-int-or-string'] === true) {
    if (!(typeof v === 'string' || Number.isSafeInteger(v) || typeof v === 'bigint')) {
      wrongType('integer,string');
      return;
    }
  } else if (typeof s.type === 'string' && !typeMatches(s.type, v)) {
    wrongType(s.type);
    return;
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => enumEqual(e, v)))
    add(`Unsupported value: ${show(v)}: supported values: ${cut(s.enum.map((e) => show(e)).join(', '))}`);
  if (typeof s.format === 'string' && !formatOk(s.format, v, work.minor))
    add(`Invalid value: ${show(v)}: ${body()} in body must be of type ${s.format}: ${show(v)}`);
  if (typeof v === 'string')
    strings(v, s, body, add, (message) => out.push({ path, message, unchecked: true }));
  else if (typeof v === 'number') numbers(v, s, body, add);
  else if (typeof v === 'bigint')
    exactBounds(v, s, (should) => add(`Invalid value: ${v}: ${body()} in body should be ${should}`));
  else if (Array.isArray(v)) arrays(v, s, path, out, add, work);
  else if (isRecord(v)) objects(v, s, path, out, add, work);
  composition(v, s, path, out, add, work);
}

type Add = (message: string, at?: (string | number)[]) => void;

/** Code points of a string: its length less one per surrogate pair. */
function codePoints(v: string): number {
  let n = v.length;
  for (let i = 0; i < v.length - 1; i++) {
    const c = v.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const lo = v.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) [n, i] = [n - 1, i + 1];
    }
  }
  return n;
}

function strings(v: string, s: Schema, body: () => string, add: Add, unchecked: Add): void {
  const min = num(s.minLength);
  const max = num(s.maxLength);
  // Characters as the API server counts them (code points), only when a bound asks.
  const len = min === undefined && max === undefined ? 0 : codePoints(v);
  if (min !== undefined && len < min)
    add(`Invalid value: ${show(v)}: ${body()} in body should be at least ${min} chars long`);
  if (max !== undefined && len > max) add(`Too long: may not be more than ${max} bytes`);
  if (typeof s.pattern === 'string') {
    // RE2, as the API server: linear in the value's length whatever the pattern.
    const re = compileRe2(s.pattern);
    if ('error' in re)
      unchecked(
        `pattern ${cut(JSON.stringify(s.pattern))} is not valid RE2 (${re.error}); the API server rejects the CRD; not checked`,
      );
    else if (!re.test(v))
      add(`Invalid value: ${show(v)}: ${body()} in body should match '${cut(s.pattern)}'`);
  }
}

function numbers(v: number, s: Schema, body: () => string, add: Add): void {
  const min = num(s.minimum);
  const max = num(s.maximum);
  const invalid = (should: string) =>
    add(`Invalid value: ${numberText(v)}: ${body()} in body should be ${should}`);
  if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min))
    invalid(`greater than ${s.exclusiveMinimum === true ? '' : 'or equal to '}${numberText(min)}`);
  if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max))
    invalid(`less than ${s.exclusiveMaximum === true ? '' : 'or equal to '}${numberText(max)}`);
  const m = num(s.multipleOf);
  if (m && Math.abs(v / m - Math.round(v / m)) > 1e-9) invalid(`a multiple of ${numberText(m)}`);
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
  if (min !== undefined && v.length < min)
    add(`Invalid value: ${v.length}: ${bodyPath(path)} in body should have at least ${min} items`);
  if (max !== undefined && v.length > max) add(`Too many: ${v.length}: must have at most ${max} items`);
  const listType = s['x-kubernetes-list-type'];
  const keys = Array.isArray(s['x-kubernetes-list-map-keys'])
    ? (s['x-kubernetes-list-map-keys'] as string[])
    : [];
  if (s.uniqueItems === true || listType === 'set' || listType === 'map') {
    const seen = new Map<string, number>();
    v.forEach((x, i) => {
      const k = listType === 'map' && isRecord(x) ? jsonOf(keys.map((key) => x[key])) : jsonOf(x);
      const first = seen.get(k);
      if (first !== undefined)
        add(
          `Duplicate value: ${listType === 'map' && isRecord(x) ? cut(jsonOf(Object.fromEntries(keys.map((key) => [key, x[key]])))) : show(x)}`,
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
    if (typeof r === 'string' && !Object.hasOwn(v, r)) add('Required value', [...path, r]);
  }
  const n = Object.keys(v).length;
  const min = num(s.minProperties);
  const max = num(s.maxProperties);
  if (min !== undefined && n < min)
    add(`Invalid value: ${n}: ${bodyPath(path)} in body should have at least ${min} properties`);
  if (max !== undefined && n > max) add(`Too many: ${n}: must have at most ${max} items`);
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
    addIf(`Invalid value: ${show(v)}: ${bodyPath(path)} in body must validate at least one schema (anyOf)`);
  if (Array.isArray(s.oneOf)) {
    const passing = (s.oneOf as Schema[]).filter((sub) => ok(sub).length === 0).length;
    if (passing !== 1)
      addIf(
        `Invalid value: ${show(v)}: ${bodyPath(path)} in body must validate one and only one schema (oneOf), validates ${passing}`,
      );
  }
  if (isRecord(s.not) && ok(s.not as Schema).length === 0)
    addIf(`Invalid value: ${show(v)}: ${bodyPath(path)} in body must not validate the schema (not)`);
}
