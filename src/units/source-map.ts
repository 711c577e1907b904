import { posix } from 'node:path';
import { PATH_SEP, type KubeObject, type Position } from '../manifests/types.js';
import { asRecord, isRecord } from '../values.js';
import type { UnitInputs } from './detect.js';
import { resolveIn } from './kustomization.js';
import { ORIGIN_PREFIX } from './render.js';
import { withValue } from './transform.js';

/** The annotation `buildMetadata: [originAnnotations]` makes kustomize write: the resource's file. */
export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

/** Value at a `positions` key (array indexes as digits). */
export function valueAtKey(value: unknown, key: string): unknown {
  if (key === '') return value;
  let cur = value;
  for (const step of key.split(PATH_SEP)) {
    if (Array.isArray(cur) && /^\d+$/.test(step)) cur = cur[Number(step)];
    else if (isRecord(cur) && Object.prototype.hasOwnProperty.call(cur, step)) cur = cur[step];
    else return undefined;
  }
  return cur;
}

const isLeaf = (v: unknown) => v === null || typeof v !== 'object';

/**
 * The resource file kustomize says an object came from, as a repo path: the renderer builds a
 * wrapper beside the repository's files (units/render.ts), so origins read `../repo/<path>`.
 */
function originOf(value: Record<string, unknown>, root: string): string | undefined {
  const text = asRecord(asRecord(value.metadata).annotations)[ORIGIN_ANNOTATION];
  const path = typeof text === 'string' ? /^path:\s*(\S+)\s*$/m.exec(text)?.[1] : undefined;
  if (path === undefined) return undefined;
  return path.startsWith(ORIGIN_PREFIX)
    ? resolveIn('', path.slice(ORIGIN_PREFIX.length))
    : resolveIn(root, path);
}

/** The value without the origin annotation the gate asked for (and an annotations map left empty). */
function withoutOrigin(value: Record<string, unknown>): Record<string, unknown> {
  const meta = asRecord(value.metadata);
  const { [ORIGIN_ANNOTATION]: _origin, ...annotations } = asRecord(meta.annotations);
  const { annotations: _all, ...rest } = meta;
  return {
    ...value,
    metadata: Object.keys(annotations).length ? { ...rest, annotations } : rest,
  };
}

/** The object of a resource file a rendered object came from: same kind, and its name inside the rendered one. */
function sourceObject(rendered: KubeObject, candidates: readonly KubeObject[]): KubeObject | undefined {
  const same = candidates.filter((c) => c.kind === rendered.kind && c.group === rendered.group);
  if (same.length <= 1) return same[0];
  return (
    same.find((c) => c.name === rendered.name) ??
    same.filter((c) => rendered.name.includes(c.name)).sort((a, b) => b.name.length - a.name.length)[0]
  );
}

/** Strategic-merge patches that target an object: same kind, and a name it was rendered from. */
function patchesFor(src: KubeObject, rendered: KubeObject, patches: readonly KubeObject[]): KubeObject[] {
  return patches.filter(
    (p) =>
      p.kind === src.kind &&
      (p.name === src.name || p.name === rendered.name || (p.name !== '' && rendered.name.includes(p.name))),
  );
}

/**
 * Positions of a rendered object: the few fields patches set, over the resource's own positions,
 * which are read lazily (a large CRD's are not copied).
 */
export class LayeredPositions implements ReadonlyMap<string, Position> {
  constructor(
    private readonly top: ReadonlyMap<string, Position>,
    private readonly below: ReadonlyMap<string, Position>,
  ) {}
  get(key: string): Position | undefined {
    return this.top.get(key) ?? this.below.get(key);
  }
  has(key: string): boolean {
    return this.top.has(key) || this.below.has(key);
  }
  private merged(): Map<string, Position> {
    return new Map([...this.below, ...this.top]);
  }
  get size(): number {
    return this.merged().size;
  }
  forEach(cb: (value: Position, key: string, map: ReadonlyMap<string, Position>) => void): void {
    this.merged().forEach((v, k) => cb(v, k, this));
  }
  entries(): MapIterator<[string, Position]> {
    return this.merged().entries();
  }
  keys(): MapIterator<string> {
    return this.merged().keys();
  }
  values(): MapIterator<Position> {
    return this.merged().values();
  }
  [Symbol.iterator](): MapIterator<[string, Position]> {
    return this.merged()[Symbol.iterator]();
  }
}

/**
 * Where each field of a rendered object is set: a patch's line when a patch sets the value the
 * rendered object has (outermost patch first), else the resource's own line.
 */
function sourcePositions(
  rendered: Record<string, unknown>,
  src: KubeObject | undefined,
  patches: readonly KubeObject[],
): ReadonlyMap<string, Position> {
  const below = src?.positions ?? new Map<string, Position>();
  const top = new Map<string, Position>();
  for (const patch of [...patches].reverse()) {
    for (const [k, p] of patch.positions) {
      if (k === '' || k.startsWith(`metadata${PATH_SEP}name`) || k === 'apiVersion' || k === 'kind') continue;
      const pv = valueAtKey(patch.value, k);
      const setHere = isLeaf(pv) ? valueAtKey(rendered, k) === pv : !below.has(k) && !top.has(k);
      if (setHere) top.set(k, { ...p, file: patch.file });
    }
  }
  return top.size ? new LayeredPositions(top, below) : below;
}

export interface SourceIndex {
  /** Objects of every file of the side, by path. */
  objectsByFile: ReadonlyMap<string, readonly KubeObject[]>;
}

/**
 * Points rendered objects back at their sources: file and line of the resource, field positions
 * from the resource and from the patches that set them. Objects kustomize generated (config maps
 * from generators) point at the root kustomization.
 */
export function mapToSources(
  rendered: readonly KubeObject[],
  root: string,
  inputs: UnitInputs,
  index: SourceIndex,
): KubeObject[] {
  const depthOf = new Map(inputs.chain.map((c) => [c.config.dir, c.depth]));
  // Outermost kustomization's patches first: they are applied last and win.
  const patchFiles = inputs.chain
    .flatMap((c) => c.config.patchFiles.filter((p) => !p.json6902))
    .sort((a, b) => (depthOf.get(posix.dirname(a.file)) ?? 0) - (depthOf.get(posix.dirname(b.file)) ?? 0));
  const patches = patchFiles.flatMap((p) => index.objectsByFile.get(p.file) ?? []);
  const rootFile = inputs.chain.find((c) => c.depth === 0)?.config.file ?? root;
  return rendered.map((r) => {
    const origin = originOf(r.value, root);
    const src = origin === undefined ? undefined : sourceObject(r, index.objectsByFile.get(origin) ?? []);
    const value = withoutOrigin(r.value);
    return withValue(r, value, {
      file: src?.file ?? origin ?? rootFile,
      line: src?.line ?? 1,
      positions: sourcePositions(value, src, src ? patchesFor(src, r, patches) : []),
    });
  });
}
