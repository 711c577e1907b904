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

/** Patterns RE2 rejects and malformed `x-kubernetes-validations` entries of one schema node. */
function nodeProblems(node: Record<string, unknown>, path: FieldPath, out: CrdProblem[]): void {
  if (typeof node.pattern === 'string') {
    const re = compileRe2(node.pattern);
    if ('error' in re)
      out.push({
        path: [...path, 'pattern'],
        message: `pattern ${quote(node.pattern)} is not valid RE2 (${re.error}): the API server rejects the CRD`,
      });
  }
  const rules = node['x-kubernetes-validations'];
  if (rules === undefined) return;
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
          message: 'a validation rule must be an object with a string `rule`: the API server rejects the CRD',
        });
    });
}

/** Keys of a schema node whose value maps names to schemas. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions', 'dependencies']);

/**
 * Patterns RE2 rejects and `x-kubernetes-validations` entries that are not `{rule: string, …}`,
 * anywhere below `node`. `path` is one stack, pushed and popped on the way down (copied only into
 * a problem), so a large unchanged schema costs no array per node.
 */
function schemaProblems(
  node: unknown,
  path: (string | number)[],
  out: CrdProblem[],
  seen: Set<object>,
  names = false,
): void {
  if (typeof node !== 'object' || node === null) return;
  if (seen.has(node) || out.length >= 50) return; // aliases: one visit per node
  seen.add(node);
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const sub: unknown = node[i];
      if (typeof sub !== 'object' || sub === null) continue;
      path.push(i);
      schemaProblems(sub, path, out, seen);
      path.pop();
    }
    return;
  }
  if (!isRecord(node)) return;
  // A map of names to schemas (`properties` …) is no schema node: a property may be named
  // `x-kubernetes-validations` (a schema of schemas), and that is a name, not the extension.
  if (!names) nodeProblems(node, path, out);
  for (const k in node) {
    const sub = node[k];
    // Most values of a schema node (type, description, format) are scalars: no call for them.
    if (typeof sub !== 'object' || sub === null || !Object.hasOwn(node, k) || DATA_KEYS.has(k)) continue;
    path.push(k);
    schemaProblems(sub, path, out, seen, !names && NAME_MAPS.has(k));
    path.pop();
  }
}

/** Everything wrong with one CRD on its own: its name, its patterns, its validation rules. */
export function crdProblems(crd: Crd): CrdProblem[] {
  const out: CrdProblem[] = [];
  const identity = crdIdentityProblem(crd);
  if (identity) out.push({ path: ['metadata', 'name'], message: identity });
  const seen = new Set<object>();
  for (const v of crd.versions) if (v.schema) schemaProblems(v.schema, [...v.schemaPath], out, seen);
  return out;
}
