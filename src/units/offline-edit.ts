import { PATH_SEP, type KubeObject } from '../manifests/types.js';
import { isRecord } from '../values.js';
import type { KustomizationConfig } from './kustomization.js';

/** The node of a kustomization at a path of keys and indexes. */
type NodePath = readonly (string | number)[];

const keyOf = (path: NodePath) => path.join(PATH_SEP);

/**
 * A kustomization value edited by overrides, as kustomize gets it: written anew as JSON (which is
 * YAML), with the same nodes removed as {@link offlineText} removes from the bytes.
 */
export function offlineValue(k: KustomizationConfig): string {
  const v = structuredClone(k.object.value);
  for (const key of HELM_KEYS) delete v[key];
  // Deepest and last first, so that a removal never shifts the index of another.
  const paths = k.remote.flatMap((r) => (r.at ? [r.at] : [])).sort((a, b) => compareDesc(a, b));
  for (const path of paths) {
    let node: unknown = v;
    for (const step of path.slice(0, -1))
      node = isRecord(node) || Array.isArray(node) ? (node as never)[step] : undefined;
    const last = path[path.length - 1]!;
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else if (isRecord(node) && typeof last === 'string') delete node[last];
  }
  return JSON.stringify(v);
}

const compareDesc = (a: NodePath, b: NodePath): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y)
      return typeof x === 'number' && typeof y === 'number' ? y - x : String(y) < String(x) ? -1 : 1;
  }
  return b.length - a.length;
};

/** The kustomization's keys the gate always removes: Helm inflation, which is never run. */
const HELM_KEYS = ['helmCharts', 'helmGlobals'] as const;

/**
 * The bytes kustomize is given for a kustomization: the file as written, with only the nodes that
 * would reach the network or leave the repository (`remote`) and Helm inflation removed. Nothing is
 * re-serialised: a removed block node's lines become empty lines (every other line keeps its bytes
 * and its number, so kustomize's errors name the user's lines); an entry of a one-line flow list
 * (`resources: [a.yaml, https://…]`) is removed by writing that list again, its other entries
 * kept as JSON strings. A layout this cannot edit safely is an error (the unit then fails closed).
 */
export function offlineText(text: string, k: KustomizationConfig): { text: string } | { error: string } {
  const removals: NodePath[] = k.remote.flatMap((r) => (r.at ? [r.at] : []));
  for (const key of HELM_KEYS) if (key in k.object.value) removals.push([key]);
  if (!removals.length) return { text };
  const lines = text.split('\n');
  const edit = new LineEdit(lines, k.object);
  for (const path of outermost(removals)) {
    const why = edit.remove(path);
    if (why) return { error: `${k.file}:${edit.lineOf(path) ?? k.object.line}: ${why}` };
  }
  return { text: edit.result(isEmptied(k.object.value, removals)) };
}

/** The keys of a kustomization that do not make it do anything. */
const TYPE_KEYS = new Set(['apiVersion', 'kind', 'metadata']);

const hasContent = (v: unknown): boolean =>
  v !== null &&
  v !== undefined &&
  v !== '' &&
  (!Array.isArray(v) || v.length > 0) &&
  (!isRecord(v) || Object.keys(v).length > 0);

/**
 * Whether nothing is left of a kustomization once the nodes are removed (a kustomization that only
 * named a remote base): kustomize refuses an empty one ("kustomization.yaml is empty"), so the copy
 * then ends with `resources: []`, an empty unit, as kustomize would build it with the remote base absent.
 */
function isEmptied(value: Record<string, unknown>, removals: readonly NodePath[]): boolean {
  const dropped = new Set(removals.map(keyOf));
  return Object.entries(value).every(([key, v]) => {
    if (TYPE_KEYS.has(key) || dropped.has(key)) return true;
    if (!Array.isArray(v)) return !hasContent(v);
    return v.every((_, i) => dropped.has(keyOf([key, i])));
  });
}

/** The paths without those below another one of them. */
function outermost(paths: readonly NodePath[]): NodePath[] {
  const keys = new Set(paths.map(keyOf));
  return paths.filter(
    (p, i) =>
      paths.findIndex((q) => keyOf(q) === keyOf(p)) === i &&
      !p.some((_, n) => n > 0 && n < p.length && keys.has(keyOf(p.slice(0, n)))),
  );
}

/** Value at a path. */
function valueAt(value: unknown, path: NodePath): unknown {
  let cur = value;
  for (const step of path) {
    if (Array.isArray(cur) && typeof step === 'number') cur = cur[step];
    else if (isRecord(cur) && typeof step === 'string') cur = cur[step];
    else return undefined;
  }
  return cur;
}

class LineEdit {
  private readonly flow = new Map<string, Set<number>>();
  private readonly end: number;

  constructor(
    private readonly lines: string[],
    private readonly obj: KubeObject,
  ) {
    // The document ends at the next `---` or `...` line (a kustomization is one document).
    const from = obj.line;
    const stop = lines.findIndex((l, i) => i >= from && /^(---|\.\.\.)(\s|$)/.test(l));
    this.end = stop < 0 ? lines.length + 1 : stop + 1;
  }

  lineOf(path: NodePath): number | undefined {
    return this.obj.positions.get(keyOf(path))?.line;
  }

  /** The lines of the siblings of a node (same parent, one level below it). */
  private siblingLines(path: NodePath): number[] {
    const parent = keyOf(path.slice(0, -1));
    const out: number[] = [];
    for (const [k, pos] of this.obj.positions) {
      if (k === keyOf(path) || k === '') continue;
      const cut = k.lastIndexOf(PATH_SEP);
      if ((cut < 0 ? '' : k.slice(0, cut)) === (path.length > 1 ? parent : '')) {
        if (path.length === 1 && cut >= 0) continue;
        out.push(pos.line);
      }
    }
    return out;
  }

  /** The first line after a node: its next sibling's, else its parent's end, else the document's end. */
  private endOf(path: NodePath): number {
    const line = this.lineOf(path)!;
    const next = this.siblingLines(path).filter((l) => l > line);
    if (next.length) return Math.min(...next);
    return path.length > 1 ? this.endOf(path.slice(0, -1)) : this.end;
  }

  /** Removes one node; a reason when it cannot be removed line by line. */
  remove(path: NodePath): string | undefined {
    const line = this.lineOf(path);
    if (line === undefined) return 'cannot find the entry to remove';
    const text = this.lines[line - 1] ?? '';
    const last = path[path.length - 1];
    if (this.siblingLines(path).includes(line) || (typeof last === 'number' && !/^\s*-(\s|$)/.test(text))) {
      if (typeof last !== 'number') return 'cannot remove an entry of a flow mapping';
      const parent = keyOf(path.slice(0, -1));
      this.flow.set(parent, (this.flow.get(parent) ?? new Set()).add(last));
      return this.flowFits(path.slice(0, -1));
    }
    const end = this.endOf(path);
    for (let l = line; l < end; l++) this.lines[l - 1] = '';
    // A key on the line of its list item's dash keeps the dash: `- env: x` then `  name: g` reads as `-` then `  name: g`.
    const dash = typeof last === 'string' ? /^(\s*-)\s/.exec(text) : null;
    if (dash) this.lines[line - 1] = dash[1]!;
    return undefined;
  }

  /** Whether a flow list can be written again on its key's line: one line, `key: [...]`, strings only. */
  private flowFits(list: NodePath): string | undefined {
    const values = valueAt(this.obj.value, list);
    const line = this.lineOf(list);
    const key = list[list.length - 1];
    if (!Array.isArray(values) || line === undefined || typeof key !== 'string')
      return 'cannot remove an entry of this list';
    if (!values.every((v) => typeof v === 'string')) return 'cannot rewrite a flow list of non-strings';
    if (!flowLine(key).test(this.lines[line - 1] ?? ''))
      return 'cannot remove an entry of a flow list that spans lines';
    return undefined;
  }

  result(emptied: boolean): string {
    for (const [parent, drop] of this.flow) {
      const list = parent.split(PATH_SEP).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      const line = this.lineOf(list)!;
      const key = list[list.length - 1] as string;
      const kept = (valueAt(this.obj.value, list) as string[]).filter((_, i) => !drop.has(i));
      const m = flowLine(key).exec(this.lines[line - 1]!)!;
      this.lines[line - 1] = `${m[1]}${JSON.stringify(kept)}`;
    }
    if (emptied) return this.emptied();
    return this.lines.join('\n');
  }

  /** The lines with every top-level key but the type's blanked and `resources: []` at the document's end. */
  private emptied(): string {
    const keep = /^(apiVersion|kind|metadata)\s*:|^\s*#|^\s*$/;
    const top = /^[^\s#-]/;
    let inType = false;
    for (let i = this.obj.line - 1; i < this.end - 1; i++) {
      const l = this.lines[i]!;
      if (top.test(l)) inType = keep.test(l);
      if (!inType && !/^\s*(#.*)?$/.test(l)) this.lines[i] = '';
    }
    const at = Math.min(this.end - 1, this.lines.length);
    const tail = at === this.lines.length && this.lines[at - 1] === '' ? at - 1 : at;
    this.lines.splice(tail, 0, 'resources: []');
    return this.lines.join('\n');
  }
}

/** `  key: [a, b]  # comment` on one line; group 1 is everything up to the list. */
function flowLine(key: string): RegExp {
  const k = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(\\s*(?:-\\s+)?(?:${k}|"${k}"|'${k}')\\s*:\\s*)\\[[^\\]\\n]*\\]\\s*(#.*)?\\r?$`);
}
