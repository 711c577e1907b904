import { posix } from 'node:path';
import type { KubeObject } from '../manifests/types.js';
import type { Tree } from '../index/types.js';

interface Claim {
  /** The kustomization's file, its folder and the `namespace:` it sets (undefined: none). */
  file: string;
  dir: string;
  namespace?: string;
}

const dirOf = (file: string) => posix.dirname(file);
const isKustomization = (o: KubeObject) =>
  o.kind === 'Kustomization' && o.group.startsWith('kustomize.config.k8s.io');

/**
 * The namespace kustomize gives each object, read structurally (nothing rendered): a kustomization's
 * `namespace:` applies to the files it lists in `resources:` and to everything under a folder it
 * lists there (a nested kustomization), the outermost kustomization winning as kustomize applies it
 * last. Objects no kustomization with a `namespace:` reaches keep `metadata.namespace`. Remote
 * resources, components and patches are not followed.
 */
export function kustomizeNamespaces(tree: Tree): (obj: KubeObject) => string {
  const kustomizations = tree.objects.filter(isKustomization).map((k): Claim => ({
    file: k.file,
    dir: dirOf(k.file),
    namespace: typeof k.value.namespace === 'string' && k.value.namespace ? k.value.namespace : undefined,
  }));
  if (!kustomizations.some((k) => k.namespace)) return (obj) => obj.namespace;
  const listed = new Map<string, { files: Set<string>; dirs: string[] }>();
  for (const k of tree.objects.filter(isKustomization)) {
    const resources = Array.isArray(k.value.resources) ? k.value.resources : [];
    const files = new Set<string>();
    const dirs: string[] = [];
    for (const r of resources) {
      if (typeof r !== 'string' || /^[a-z]+:\/\//i.test(r) || r.includes('?')) continue;
      const p = posix.normalize(posix.join(dirOf(k.file), r)).replace(/\/$/, '');
      if (tree.snapshot.files.some((f) => f.path === p)) files.add(p);
      else dirs.push(p);
    }
    listed.set(k.file, { files, dirs });
  }
  /** The kustomizations that include a file (directly, or through a folder resource). */
  const includers = (file: string) =>
    kustomizations.filter((k) => {
      const l = listed.get(k.file)!;
      return l.files.has(file) || l.dirs.some((d) => file.startsWith(`${d}/`));
    });
  const resolve = (file: string, seen: Set<string>): string | undefined => {
    for (const k of includers(file)) {
      if (seen.has(k.file)) continue;
      const outer = resolve(k.file, new Set([...seen, k.file]));
      if (outer ?? k.namespace) return outer ?? k.namespace;
    }
    return undefined;
  };
  const cache = new Map<string, string | undefined>();
  return (obj) => {
    if (!cache.has(obj.file)) cache.set(obj.file, resolve(obj.file, new Set()));
    return cache.get(obj.file) ?? obj.namespace;
  };
}
