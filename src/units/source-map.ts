import { posix } from 'node:path';
import { PATH_SEP, type KubeObject, type Position } from '../manifests/types.js';
import { asRecord, isRecord } from '../values.js';
import type { UnitInputs } from './detect.js';
import { resolveIn } from './kustomization.js';
import { withValue } from './transform.js';

/** The annotation `buildMetadata: [originAnnotations]` makes kustomize write: the resource's file. */
export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

/** Value at a `positions` key (array indexes as digits). */
function valueAtKey(value: unknown, key: string): unknown {
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

/** The resource file kustomize says an object came from, as a repo path. */
function originOf(value: Record<string, unknown>, root: string): string | undefined {
  const text = asRecord(asRecord(value.metadata).annotations)[ORIGIN_ANNOTATION];
  const path = typeof text === 'string' ? /^path:\s*(\S+)\s*$/m.exec(text)?.[1] : undefined;
  return path === undefined ? undefined : resolveIn(root, path);
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
 * Where each field of a rendered object is set: a patch's line when a patch sets the value the
 * rendered object has (outermost patch first), else the resource's own line.
 */
function sourcePositions(
  rendered: Record<string, unknown>,
  src: KubeObject | undefined,
  patches: readonly KubeObject[],
): Map<string, Position> {
  const out = new Map<string, Position>();
  if (src) for (const [k, p] of src.positions) out.set(k, p);
  for (const patch of [...patches].reverse()) {
    for (const [k, p] of patch.positions) {
      if (k === '' || k.startsWith(`metadata${PATH_SEP}name`) || k === 'apiVersion' || k === 'kind') continue;
      const pv = valueAtKey(patch.value, k);
      const setHere = isLeaf(pv) ? valueAtKey(rendered, k) === pv : !out.has(k);
      if (setHere) out.set(k, { ...p, file: patch.file });
    }
  }
  return out;
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
