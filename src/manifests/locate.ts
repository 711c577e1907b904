import { pathKey, type FieldPath, type KubeObject, type Position } from './types.js';

/** Position of a field, or of its nearest ancestor present in the file. */
export function locate(obj: KubeObject, path: FieldPath): Position & { exact: boolean } {
  for (let n = path.length; n >= 0; n--) {
    const pos = obj.positions.get(pathKey(path.slice(0, n)));
    if (pos) return { ...pos, exact: n === path.length };
  }
  return { line: obj.line, exact: false };
}

/** Line of a field, or of its nearest ancestor present in the file. */
export function lineOf(obj: KubeObject, path: FieldPath): number {
  return locate(obj, path).line;
}

/** File and line that set a field (a kustomize patch's, else the object's own), or of its nearest ancestor. */
export function whereOf(obj: KubeObject, path: FieldPath): { file: string; line: number } {
  const pos = locate(obj, path);
  return { file: pos.file ?? obj.file, line: pos.line };
}

/** Value at a path, undefined when any step is missing. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let cur: unknown = value;
  for (const step of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) {
      if (typeof step !== 'number') return undefined;
      cur = cur[step];
    } else {
      if (!Object.prototype.hasOwnProperty.call(cur, step)) return undefined;
      cur = (cur as Record<string, unknown>)[step as string];
    }
  }
  return cur;
}

/** `Kind/namespace/name` as users read it. */
export function objectRef(obj: Pick<KubeObject, 'kind' | 'namespace' | 'name'>): string {
  return obj.namespace ? `${obj.kind}/${obj.namespace}/${obj.name}` : `${obj.kind}/${obj.name}`;
}
