import type { Tree } from '../../index/types.js';
import {
  isKustomizeConfig,
  isRemote,
  lineAt,
  readKustomization,
  REFERENCE_KEYS,
  resolveIn,
} from '../../units/kustomization.js';

/** A file a kustomization names that the gate did not read. */
export interface UnreadReference {
  /** The kustomization, and the line of the reference. */
  file: string;
  line: number;
  /** The repository path it names. */
  path: string;
}

/**
 * Files named by a kustomization's `resources`, `bases`, `components`, `crds` or patches that the
 * gate did not read: kustomize reads them whatever their name (`crd.txt`, `patch.txt`), so one
 * that no include glob matches would be applied (or would change what is applied) unjudged. A
 * reference to a folder (a base) counts as read when the gate read a file below it. Generator
 * inputs (`configMapGenerator` files) are data, not manifests, and are not counted.
 */
export function unreadReferences(tree: Tree): UnreadReference[] {
  const kustomizations = tree.configs.filter(isKustomizeConfig);
  // Without a kustomization nothing refers to a path: no set of every path (6,000 files: ~5 ms).
  if (!kustomizations.length) return [];
  const read = new Set<string>();
  const dirs = new Set<string>();
  for (const path of [
    ...tree.snapshot.files.map((f) => f.path),
    ...tree.snapshot.skipped.map((s) => s.path),
  ]) {
    read.add(path);
    for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) dirs.add(path.slice(0, i));
  }
  const out: UnreadReference[] = [];
  for (const obj of kustomizations) {
    const dir = obj.file.includes('/') ? obj.file.slice(0, obj.file.lastIndexOf('/')) : '';
    for (const key of REFERENCE_KEYS) {
      const list: unknown = obj.value[key];
      if (!Array.isArray(list)) continue;
      list.forEach((ref: unknown, i) => {
        if (typeof ref !== 'string' || isRemote(ref)) return;
        const path = resolveIn(dir, ref);
        if (path === undefined || path === '' || read.has(path) || dirs.has(path)) return;
        out.push({ file: obj.file, line: lineAt(obj, [key, i]), path });
      });
    }
    for (const p of readKustomization(obj).patchFiles)
      if (!read.has(p.file)) out.push({ file: obj.file, line: p.line, path: p.file });
  }
  return out;
}
