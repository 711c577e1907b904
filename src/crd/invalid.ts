import type { FieldPath } from '../manifests/types.js';
import { isRecord } from '../values.js';
import { crdIdentityProblem, type Crd } from './model.js';
import { compileRe2 } from './validate/re2.js';

/** Something the API server would refuse in a CRD itself, at a path of the CRD object. */
export interface CrdProblem {
  path: FieldPath;
  message: string;
}

/** Keys whose values are data, not schemas: nothing under them is a pattern or a rule. */
const DATA_KEYS = new Set(['default', 'enum', 'example', 'x-kubernetes-list-map-keys']);

const quote = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}…` : s);

/** Patterns RE2 rejects and `x-kubernetes-validations` entries that are not `{rule: string, …}`. */
function schemaProblems(node: unknown, path: FieldPath, out: CrdProblem[], seen: Set<object>): void {
  if (!isRecord(node) && !Array.isArray(node)) return;
  if (seen.has(node) || out.length >= 50) return; // aliases: one visit per node
  seen.add(node);
  if (isRecord(node)) {
    if (typeof node.pattern === 'string') {
      const re = compileRe2(node.pattern);
      if ('error' in re)
        out.push({
          path: [...path, 'pattern'],
          message: `pattern ${quote(node.pattern)} is not valid RE2 (${re.error}): the API server rejects the CRD`,
        });
    }
    const rules = node['x-kubernetes-validations'];
    if (rules !== undefined) {
      if (!Array.isArray(rules))
        out.push({
          path: [...path, 'x-kubernetes-validations'],
          message: 'x-kubernetes-validations must be a list',
        });
      else
        rules.forEach((r, i) => {
          if (!isRecord(r) || typeof r.rule !== 'string')
            out.push({
              path: [...path, 'x-kubernetes-validations', i],
              message:
                'a validation rule must be an object with a string `rule`: the API server rejects the CRD',
            });
        });
    }
  }
  for (const [k, v] of Object.entries(node)) {
    if (!DATA_KEYS.has(k)) schemaProblems(v, [...path, Array.isArray(node) ? Number(k) : k], out, seen);
  }
}

/** Everything wrong with one CRD on its own: its name, its patterns, its validation rules. */
export function crdProblems(crd: Crd): CrdProblem[] {
  const out: CrdProblem[] = [];
  const identity = crdIdentityProblem(crd);
  if (identity) out.push({ path: ['metadata', 'name'], message: identity });
  const seen = new Set<object>();
  for (const v of crd.versions) if (v.schema) schemaProblems(v.schema, v.schemaPath, out, seen);
  return out;
}
