import { STRIMZI_OPERATOR_IMAGE as OPERATOR_IMAGE } from '../state/wanted.js';
import { asRecord, valueAt } from '../values.js';

/** The operator image pinned by digest alone (or by a tag that is not a release): its version is unknown. */
const OPERATOR_UNVERSIONED = /(?:^|\/)strimzi\/operator(?:[:@][^/]*)?$/;

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

/** Strimzi operator containers whose image names no release (`strimzi/operator@sha256:…`, `:latest`). */
export function unversionedOperatorContainers(
  deployment: Record<string, unknown>,
): { index: number; image: string }[] {
  const out: { index: number; image: string }[] = [];
  containersOf(deployment).forEach((c, index) => {
    const image = String(asRecord(c).image ?? '');
    if (!OPERATOR_IMAGE.test(image) && OPERATOR_UNVERSIONED.test(image)) out.push({ index, image });
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

/** The operator container's `STRIMZI_FEATURE_GATES` value and where it is, when set literally. */
export function featureGatesEnv(
  deployment: Record<string, unknown>,
): { value: string; path: (string | number)[] } | undefined {
  for (const { index } of operatorContainers(deployment)) {
    const env = asRecord(containersOf(deployment)[index]).env;
    const list = Array.isArray(env) ? env.map(asRecord) : [];
    const at = list.findIndex((e) => e.name === 'STRIMZI_FEATURE_GATES' && typeof e.value === 'string');
    if (at >= 0)
      return {
        value: list[at]!.value as string,
        path: ['spec', 'template', 'spec', 'containers', index, 'env', at, 'value'],
      };
  }
  return undefined;
}
