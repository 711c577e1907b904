import { digestOf } from '../manifests/kube.js';
import type { KubeObject } from '../manifests/types.js';
import { asRecord, isRecord } from '../values.js';
import type { ImageOverride, KustomizationConfig } from './kustomization.js';

/** Kinds kustomize and Flux never put in a namespace. */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'CustomResourceDefinition',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'APIService',
  'IngressClass',
  'RuntimeClass',
  'CSIDriver',
  'ClusterIssuer',
]);

/** Kinds kustomize's name prefix and suffix leave alone. */
const KEEPS_NAME = new Set(['CustomResourceDefinition', 'APIService', 'Namespace']);

export const isClusterScoped = (kind: string) => CLUSTER_SCOPED.has(kind);

/** The kinds of {@link isClusterScoped}, sorted. */
export const clusterScopedKinds = (): string[] => [...CLUSTER_SCOPED].sort();

/** The same object with another value (and the name and namespace read from it), unit or place. */
export function withValue(
  obj: KubeObject,
  value: Record<string, unknown>,
  change: Partial<Pick<KubeObject, 'unit' | 'file' | 'line' | 'positions'>> = {},
): KubeObject {
  const meta = asRecord(value.metadata);
  let digest: string | undefined;
  const u = change.unit ?? obj.unit;
  // Fields one by one: spreading `obj` would compute its lazy digest.
  return {
    apiVersion: obj.apiVersion,
    kind: obj.kind,
    group: obj.group,
    version: obj.version,
    name: typeof meta.name === 'string' ? meta.name : obj.name,
    namespace: typeof meta.namespace === 'string' ? meta.namespace : '',
    file: change.file ?? obj.file,
    line: change.line ?? obj.line,
    value,
    positions: change.positions ?? obj.positions,
    ...(u === undefined ? {} : { unit: u }),
    // Exact integers by path: validation puts one back only where the value still holds its double.
    ...(obj.exact ? { exact: obj.exact } : {}),
    get digest() {
      return (digest ??= digestOf(value, obj.exact));
    },
  };
}

/** `repo/name:tag` with kustomize's `images:` override applied (matched on the name without tag or digest). */
export function overrideImage(image: string, images: readonly ImageOverride[]): string {
  const at = image.indexOf('@');
  const colon = image.lastIndexOf(':');
  const nameEnd = at >= 0 ? at : colon > image.lastIndexOf('/') ? colon : image.length;
  const name = image.slice(0, nameEnd);
  const im = images.find((i) => i.name === name);
  if (!im) return image;
  const rest = image.slice(nameEnd);
  const suffix = im.digest ? `@${im.digest}` : im.newTag !== undefined ? `:${im.newTag}` : rest;
  return `${im.newName ?? name}${suffix}`;
}

/** Every `image` of `containers` / `initContainers` lists anywhere in the value, overridden. */
function overrideImages(v: unknown, images: readonly ImageOverride[]): unknown {
  if (Array.isArray(v)) return v.map((x) => overrideImages(x, images));
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) {
    if ((k === 'containers' || k === 'initContainers') && Array.isArray(x))
      out[k] = x.map((c) =>
        isRecord(c) && typeof c.image === 'string' ? { ...c, image: overrideImage(c.image, images) } : c,
      );
    else out[k] = overrideImages(x, images);
  }
  return out;
}

/** What one kustomization does to the objects it includes: namespace, name prefix/suffix, images. */
export function applyKustomization(obj: KubeObject, k: KustomizationConfig): KubeObject {
  if (!k.namespace && !k.namePrefix && !k.nameSuffix && !k.images.length) return obj;
  const meta = { ...asRecord(obj.value.metadata) };
  if (k.namespace && !isClusterScoped(obj.kind)) meta.namespace = k.namespace;
  if ((k.namePrefix || k.nameSuffix) && !KEEPS_NAME.has(obj.kind) && typeof meta.name === 'string')
    meta.name = `${k.namePrefix ?? ''}${meta.name}${k.nameSuffix ?? ''}`;
  const value = { ...obj.value, metadata: meta };
  return withValue(
    obj,
    k.images.length ? (overrideImages(value, k.images) as Record<string, unknown>) : value,
  );
}

/** Flux `targetNamespace` (force) and Argo CD's destination namespace (only where none is set). */
export function applyUnitNamespace(obj: KubeObject, force?: string, fallback?: string): KubeObject {
  const ns = force ?? (obj.namespace ? undefined : fallback);
  if (!ns || isClusterScoped(obj.kind) || obj.namespace === ns) return obj;
  return withValue(obj, { ...obj.value, metadata: { ...asRecord(obj.value.metadata), namespace: ns } });
}
