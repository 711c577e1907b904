import type { FieldPath } from '../../manifests/types.js';
import type { Schema } from '../model.js';
import type { Problem } from './schema-check.js';
import { isRecord } from '../../values.js';

const ROOT_KEYS = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * Fields the API server would silently drop: not in the schema and not under
 * `x-kubernetes-preserve-unknown-fields` (or an `additionalProperties` map).
 */
export function prunedFields(value: unknown, schema: Schema): Problem[] {
  const out: Problem[] = [];
  const walk = (v: unknown, s: Schema | undefined, path: (string | number)[], root: boolean) => {
    if (!isRecord(s)) return;
    // Unknown fields are kept under preserve-unknown-fields, but its typed properties are still pruned.
    const preserve = s['x-kubernetes-preserve-unknown-fields'] === true;
    if (Array.isArray(v)) {
      const items = s.items as Schema | undefined;
      v.forEach((x, i) => walk(x, items, [...path, i], false));
      return;
    }
    if (!isRecord(v)) return;
    const props = (isRecord(s.properties) ? s.properties : {}) as Record<string, Schema>;
    const extra = s.additionalProperties;
    const embedded = s['x-kubernetes-embedded-resource'] === true;
    for (const [k, child] of Object.entries(v)) {
      if ((root || embedded) && ROOT_KEYS.has(k)) continue;
      // Own properties only: `constructor`, `toString` or `__proto__` are field names like any other.
      if (Object.hasOwn(props, k)) walk(child, props[k], [...path, k], false);
      else if (isRecord(extra)) walk(child, extra as Schema, [...path, k], false);
      else if (extra !== true && !preserve) {
        out.push({
          kind: 'pruned',
          path: [...path, k] as FieldPath,
          message: `unknown field "${k}": the API server would prune it (silently drop its value)`,
        });
      }
    }
  };
  walk(value, schema, [], true);
  return out;
}
