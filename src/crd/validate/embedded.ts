import type { Schema } from '../model.js';
import { isRecord } from '../../values.js';
import { OBJECT_META } from './object-meta.js';
import { anywhere, fieldSchema } from './schema-index.js';
import type { Problem } from './schema-check.js';
import { validateStructural } from './structural.js';

/**
 * Objects under `x-kubernetes-embedded-resource: true` are validated as Kubernetes objects
 * (apiextensions-apiserver schema/objectmeta): `apiVersion` and `kind` must not be empty, and
 * `metadata` is checked as ObjectMeta.
 */
export function embeddedProblems(value: unknown, schema: Schema): Problem[] {
  const out: Problem[] = [];
  const walk = (v: unknown, s: Schema | undefined, path: (string | number)[]) => {
    if (!isRecord(s) || !anywhere(s, 'x-kubernetes-embedded-resource')) return;
    if (Array.isArray(v)) {
      const items = isRecord(s.items) ? (s.items as Schema) : undefined;
      v.forEach((x, i) => walk(x, items, [...path, i]));
      return;
    }
    if (!isRecord(v)) return;
    if (s['x-kubernetes-embedded-resource'] === true && path.length) {
      for (const k of ['apiVersion', 'kind'])
        if (typeof v[k] !== 'string' || !v[k])
          out.push({ kind: 'schema', path: [...path, k], message: 'Required value: must not be empty' });
      if (v.metadata !== undefined)
        for (const p of validateStructural(v.metadata, OBJECT_META, { root: false }))
          out.push({
            kind: p.unchecked ? 'unchecked' : 'schema',
            path: [...path, 'metadata', ...p.path],
            message: p.message,
          });
    }
    for (const [k, x] of Object.entries(v)) walk(x, fieldSchema(s, k), [...path, k]);
  };
  walk(value, schema, []);
  return out;
}
