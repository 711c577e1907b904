import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';

const contains = new Map<string, WeakMap<object, boolean>>();

/**
 * Whether a schema node or any node below it sets `keyword` (cached per schema object), so that a walk
 * looking for defaults, embedded resources or validation rules skips the subtrees that have none.
 */
export function anywhere(s: unknown, keyword: string): boolean {
  if (!isRecord(s)) return false;
  let cache = contains.get(keyword);
  if (!cache) contains.set(keyword, (cache = new WeakMap()));
  const known = cache.get(s);
  if (known !== undefined) return known;
  cache.set(s, false); // a cycle (YAML aliases) counts as "not below"
  const below = (x: unknown): boolean =>
    isRecord(x) ? Object.values(x).some((c) => anywhere(c, keyword)) : false;
  const found =
    Object.hasOwn(s, keyword) ||
    below(s.properties) ||
    anywhere(s.items, keyword) ||
    anywhere(s.additionalProperties, keyword);
  cache.set(s, found);
  return found;
}

const defaultedProps = new WeakMap<object, [string, Schema][]>();

/** The properties of a schema node that have a `default` (cached). */
export function propsWithDefaults(s: Schema): [string, Schema][] {
  let out = defaultedProps.get(s);
  if (!out) {
    const props = isRecord(s.properties) ? (s.properties as Record<string, Schema>) : {};
    out = Object.entries(props).filter(([, p]) => isRecord(p) && p.default !== undefined);
    defaultedProps.set(s, out);
  }
  return out;
}

/** The schema of field `k` of an object: own properties only, else `additionalProperties`. */
export function fieldSchema(s: Schema | undefined, k: string): Schema | undefined {
  const props = s && isRecord(s.properties) ? (s.properties as Record<string, Schema>) : {};
  if (Object.hasOwn(props, k) && isRecord(props[k])) return props[k];
  return s && isRecord(s.additionalProperties) ? (s.additionalProperties as Schema) : undefined;
}
