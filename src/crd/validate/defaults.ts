import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';
import { anywhere, fieldSchema, propsWithDefaults } from './schema-index.js';

const copy = (v: unknown): unknown => structuredClone(v);

/**
 * The value as the API server stores it before validating: `default`s applied at every depth (a
 * field absent, or null on a non-nullable field, takes its default), and a null on a non-nullable
 * field without a default dropped (k8s structuraldefaulting.Default and
 * PruneNonNullableNullsWithoutDefaults). The manifest's value is never touched: what changes is copied.
 */
export function applyDefaults(value: unknown, schema: Schema): unknown {
  return defaulted(value, schema);
}

/** Copy on write: a value with nothing to default is returned as it is (most are). */
function defaulted(v: unknown, s: Schema | undefined): unknown {
  if (!isRecord(s) || (!anywhere(s, 'default') && !hasNull(v))) return v;
  if (Array.isArray(v)) {
    const items = isRecord(s.items) ? (s.items as Schema) : undefined;
    if (!items) return v;
    const out = v.map((x) => defaulted(x, items));
    return out.some((x, i) => x !== v[i]) ? out : v;
  }
  if (!isRecord(v)) return v;
  let out: Record<string, unknown> | undefined;
  const set = (k: string, x: unknown) => ((out ??= { ...v })[k] = x);
  const props = isRecord(s.properties) ? (s.properties as Record<string, Schema>) : {};
  for (const [k, x] of Object.entries(v)) {
    const p = Object.hasOwn(props, k) ? props[k] : undefined;
    if (x !== null || !isRecord(p) || p.nullable === true) continue;
    if (p.default !== undefined) set(k, copy(p.default));
    else delete (out ??= { ...v })[k];
  }
  for (const [k, p] of propsWithDefaults(s)) if (!Object.hasOwn(v, k)) set(k, copy(p.default));
  const current: Record<string, unknown> = out ?? v;
  for (const [k, x] of Object.entries(current)) {
    const d = defaulted(x, fieldSchema(s, k));
    if (d !== x) set(k, d);
  }
  return out ?? v;
}

const nulls = new WeakMap<object, boolean>();

/** Whether a value holds a null anywhere (cached per object). */
function hasNull(v: unknown): boolean {
  if (v === null) return true;
  if (typeof v !== 'object') return false;
  let known = nulls.get(v);
  if (known === undefined) nulls.set(v, (known = Object.values(v).some(hasNull)));
  return known;
}
