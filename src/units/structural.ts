import type { KubeObject } from '../manifests/types.js';
import type { KustomizationConfig } from './kustomization.js';
import { applyKustomization } from './transform.js';

/**
 * A kustomize unit read without kustomize: the objects of its resources, each kustomization's
 * `namespace`, `namePrefix`/`nameSuffix` and `images:` applied from the innermost outwards.
 * Components add their resources and apply their settings to everything included before them.
 * Patches are not applied (only the real kustomize merges them).
 */
export function structuralObjects(
  root: KustomizationConfig,
  all: ReadonlyMap<string, KustomizationConfig>,
  objectsOf: (file: string) => readonly KubeObject[],
): KubeObject[] {
  const seen = new Set<string>();
  const build = (k: KustomizationConfig): KubeObject[] => {
    if (seen.has(k.dir)) return [];
    seen.add(k.dir);
    let objs: KubeObject[] = [];
    for (const r of k.resources) {
      const sub = all.get(r);
      objs.push(...(sub ? build(sub) : objectsOf(r)));
    }
    for (const c of k.components) {
      const comp = all.get(c);
      if (!comp || seen.has(comp.dir)) continue;
      seen.add(comp.dir);
      objs.push(...comp.resources.flatMap((r) => (all.has(r) ? [] : objectsOf(r))));
      objs = objs.map((o) => applyKustomization(o, comp));
    }
    return objs.map((o) => applyKustomization(o, k));
  };
  return build(root);
}
