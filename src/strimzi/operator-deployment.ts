import { STRIMZI_OPERATOR_IMAGE as OPERATOR_IMAGE } from '../state/wanted.js';
import { asRecord, valueAt } from '../values.js';

/** A Deployment's containers, as written (a file's object or a live one). */
function containersOf(deployment: Record<string, unknown>): unknown[] {
  const containers = valueAt(deployment, ['spec', 'template', 'spec', 'containers']);
  return Array.isArray(containers) ? containers : [];
}

/** The Strimzi operator containers of a Deployment: their index and the version their image names. */
export function operatorContainers(
  deployment: Record<string, unknown>,
): { index: number; version: string }[] {
  const out: { index: number; version: string }[] = [];
  containersOf(deployment).forEach((c, index) => {
    const m = OPERATOR_IMAGE.exec(String(asRecord(c).image ?? ''));
    if (m) out.push({ index, version: m[1]! });
  });
  return out;
}

/**
 * The namespaces an operator Deployment manages, from `STRIMZI_NAMESPACE`: a list, `*`, or (set from
 * the downward API, or unset) its own namespace; `*` when that is unknown too.
 */
export function watchedNamespaces(deployment: Record<string, unknown>, namespace: string): '*' | string[] {
  const own: '*' | string[] = namespace ? [namespace] : '*';
  for (const c of containersOf(deployment)) {
    const env = asRecord(c).env;
    for (const e of Array.isArray(env) ? env.map(asRecord) : []) {
      if (e.name !== 'STRIMZI_NAMESPACE') continue;
      if (typeof e.value !== 'string') return own;
      if (e.value.trim() === '*') return '*';
      const list = e.value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return list.length ? list : own;
    }
  }
  return own;
}
