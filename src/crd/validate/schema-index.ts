import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';

/** The keywords the validators ask about, found in one walk (a bit each). */
const WALKED = ['default', 'x-kubernetes-validations', 'x-kubernetes-embedded-resource'] as const;
const ALL_WALKED = (1 << WALKED.length) - 1;
const walkedBelow = new WeakMap<object, number>();

/** Which of {@link WALKED} a node or a node below it sets, as bits (cached per schema object with children). */
function walkedMask(s: Record<string, unknown>): number {
  let mask = 0;
  for (let i = 0; i < WALKED.length; i++) if (Object.hasOwn(s, WALKED[i]!)) mask |= 1 << i;
  const props = isRecord(s.properties) ? s.properties : undefined;
  const { items, additionalProperties: extra } = s;
  // Most nodes are leaves: nothing below, no cycle possible; their own keys are the answer, cheaper
  // to read again than to cache.
  if (mask === ALL_WALKED || !(props || isRecord(items) || isRecord(extra))) return mask;
  const known = walkedBelow.get(s);
  if (known !== undefined) return known;
  walkedBelow.set(s, 0); // a cycle (YAML aliases) counts as "not below"
  if (props)
    for (const k in props) {
      if (mask === ALL_WALKED) break;
      const p = props[k];
      if (isRecord(p) && Object.hasOwn(props, k)) mask |= walkedMask(p);
    }
  if (mask !== ALL_WALKED && isRecord(items)) mask |= walkedMask(items);
  if (mask !== ALL_WALKED && isRecord(extra)) mask |= walkedMask(extra);
  walkedBelow.set(s, mask);
  return mask;
}

/**
 * Whether a schema node or any node below it (properties, items, additionalProperties) sets
 * `keyword`, so that a walk looking for defaults, validation rules or embedded resources skips the
 * subtrees that have none. The three are found in one walk, cached per schema object.
 */
export function anywhere(s: unknown, keyword: (typeof WALKED)[number]): boolean {
  return isRecord(s) && (walkedMask(s) & (1 << WALKED.indexOf(keyword))) !== 0;
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
