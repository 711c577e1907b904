import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';
import { fieldSchema } from './typed-values.js';

const copy = (v: unknown): unknown => structuredClone(v);

/**
 * The value as the API server stores it before validating: `default`s applied at every depth (a
 * field absent, or null on a non-nullable field, takes its default), and a null on a non-nullable
 * field without a default dropped (k8s structuraldefaulting.Default and
 * PruneNonNullableNullsWithoutDefaults). Returns a new value; the manifest's is not touched.
 */
export function applyDefaults(value: unknown, schema: Schema): unknown {
  return defaulted(copy(value), schema);
}

function defaulted(v: unknown, s: Schema | undefined): unknown {
  if (!isRecord(s)) return v;
  if (Array.isArray(v)) {
    const items = isRecord(s.items) ? (s.items as Schema) : undefined;
    return v.map((x) => defaulted(x, items));
  }
  if (!isRecord(v)) return v;
  const props = isRecord(s.properties) ? (s.properties as Record<string, Schema>) : {};
  for (const [k, p] of Object.entries(props)) {
    if (!isRecord(p)) continue;
    const has = Object.hasOwn(v, k);
    if (has && v[k] === null && p.nullable !== true) {
      if (p.default !== undefined) v[k] = copy(p.default);
      else delete v[k];
    } else if (!has && p.default !== undefined) v[k] = copy(p.default);
  }
  for (const [k, x] of Object.entries(v)) v[k] = defaulted(x, fieldSchema(s, k));
  return v;
}
