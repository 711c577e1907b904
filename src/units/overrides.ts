/**
 * The overrides a Flux Kustomization or an Argo CD Application puts on what it applies (issue 34),
 * read with the lines that set them. Flux's kustomize-controller edits the path's kustomization
 * in place before the build (fluxcd/pkg kustomize/kustomize_generator.go: `namespace` from
 * `targetNamespace`, `namePrefix`, `nameSuffix` set; `patches` and `components` appended;
 * `images` merged by name), then substitutes `postBuild` variables and sets `commonMetadata` on
 * each built object. Argo CD edits it the same way with `kustomize edit` (argo-cd
 * util/kustomize/kustomize.go: `set namespace`, `set nameprefix`/`namesuffix`, `set image`,
 * `add label`/`annotation`, `add component`, `set replicas`; `patches` appended).
 */
import { crypto } from '../builtins.js';
import { readFileText } from '../manifests/parse.js';
import { PATH_SEP, type FieldPath, type KubeObject, type Position } from '../manifests/types.js';
import { asRecord, isRecord } from '../values.js';
import { fillDeep } from './declarations.js';
import type { Reach } from './graph.js';
import { lineAt, type ImageOverride } from './kustomization.js';

/** Which objects a patch applies to (kustomize's `target`; none: the patch's own kind and name). */
export interface PatchTarget {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
  namespace?: string;
  labelSelector?: string;
  annotationSelector?: string;
}

/** An inline patch, as the fields it sets with their lines in the declaring file. */
export interface PatchOverride {
  /** The fields the patch sets (a JSON patch's operations as the values they put). */
  value: Record<string, unknown>;
  positions: ReadonlyMap<string, Position>;
  kind: string;
  name: string;
  target?: PatchTarget;
}

/** `postBuild` of a Flux Kustomization. */
export interface PostBuild {
  substitute: Map<string, { value: string; line: number }>;
  from: { kind: string; name: string; optional: boolean; line: number }[];
}

export interface UnitOverrides {
  /** The declaring object. */
  object: KubeObject;
  via: 'flux' | 'argocd';
  /** Fields merged into the unit's kustomization. */
  namespace?: string;
  namePrefix?: string;
  nameSuffix?: string;
  patches: unknown[];
  components: string[];
  images: ImageOverride[];
  commonLabels: Record<string, string>;
  commonAnnotations: Record<string, string>;
  replicas: unknown[];
  /** Flux `commonMetadata`: set on each built object's own metadata. */
  commonMetadata?: { labels: Record<string, string>; annotations: Record<string, string> };
  postBuild?: PostBuild;
  /** The inline patches as fields with lines, for mapping findings back. */
  patchFields: PatchOverride[];
  /** Lines of the settings, by what they set: `namePrefix`, `image:<name>`, `label:<key>`, …. */
  lines: Map<string, number>;
  /** Names the overrides (part of the unit's render key). */
  digest: string;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const strMap = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(asRecord(v)).map(([k, x]) => [k, x === null ? '' : String(x)]));
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Argo CD's `name=newName:tag`, `name:tag`, `name@digest` image strings (kustomize edit set image). */
export function argoImage(text: string): ImageOverride | undefined {
  const eq = text.indexOf('=');
  const name = eq >= 0 ? text.slice(0, eq) : undefined;
  const ref = eq >= 0 ? text.slice(eq + 1) : text;
  const at = ref.indexOf('@');
  const digest = at >= 0 ? ref.slice(at + 1) : undefined;
  const base = at >= 0 ? ref.slice(0, at) : ref;
  const colon = base.lastIndexOf(':');
  const hasTag = colon > base.lastIndexOf('/');
  const newRef = hasTag ? base.slice(0, colon) : base;
  const tag = hasTag ? base.slice(colon + 1) : undefined;
  const imageName = name ?? newRef;
  if (!imageName) return undefined;
  return {
    name: imageName,
    ...(name !== undefined && newRef !== name ? { newName: newRef } : {}),
    ...(tag !== undefined ? { newTag: tag } : {}),
    ...(digest ? { digest } : {}),
  };
}

/** The line a block scalar's first content line is on, less one; undefined when lines do not map (quoted, folded). */
function blockOffset(obj: KubeObject, at: FieldPath): number | undefined {
  const p = obj.positions.get(at.join(PATH_SEP));
  return p?.style === 'literal' ? p.line : undefined;
}

/** A JSON pointer as a positions key (`/spec/replicas` → `spec␟replicas`); undefined for `-`. */
function pointerKey(pointer: string): string[] | undefined {
  if (!pointer.startsWith('/')) return undefined;
  const steps = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return steps.includes('-') ? undefined : steps;
}

function setIn(root: Record<string, unknown>, steps: readonly string[], v: unknown) {
  let cur: Record<string, unknown> = root;
  steps.forEach((s, i) => {
    if (i === steps.length - 1) cur[s] = v;
    else cur = (cur[s] = isRecord(cur[s]) ? cur[s] : {}) as Record<string, unknown>;
  });
}

/** The fields one inline patch sets, with lines in the declaring file. */
function patchFields(
  obj: KubeObject,
  at: FieldPath,
  text: string,
  target: PatchTarget | undefined,
): PatchOverride | undefined {
  const reading = readFileText({ path: obj.file, text }, {});
  const doc = reading.docs[0];
  if (!doc) return undefined;
  const offset = blockOffset(obj, at);
  const own = lineAt(obj, [...at]);
  const place = (p: Position): Position => ({
    ...p,
    line: offset === undefined ? own : offset + p.line,
    file: obj.file,
  });
  const positions = new Map<string, Position>();
  if (Array.isArray(doc.value)) {
    // A JSON patch: each add/replace puts its value at its path.
    const value: Record<string, unknown> = {};
    doc.value.forEach((op, i) => {
      const o = asRecord(op);
      const steps = typeof o.path === 'string' ? pointerKey(o.path) : undefined;
      if (!steps || (o.op !== 'add' && o.op !== 'replace') || !('value' in o)) return;
      setIn(value, steps, o.value);
      const base = `${i}${PATH_SEP}value`;
      for (const [k, p] of doc.positions)
        if (k === base || k.startsWith(`${base}${PATH_SEP}`))
          positions.set(
            [...steps, ...k.slice(base.length).split(PATH_SEP).filter(Boolean)].join(PATH_SEP),
            place(p),
          );
    });
    return { value, positions, kind: target?.kind ?? '', name: '', ...(target ? { target } : {}) };
  }
  if (!isRecord(doc.value)) return undefined;
  for (const [k, p] of doc.positions) positions.set(k, place(p));
  const meta = asRecord(doc.value.metadata);
  return {
    value: doc.value,
    positions,
    kind: str(doc.value.kind) ?? '',
    name: str(meta.name) ?? '',
    ...(target ? { target } : {}),
  };
}

function readTarget(v: unknown): PatchTarget | undefined {
  if (!isRecord(v)) return undefined;
  const t: PatchTarget = {};
  for (const k of [
    'group',
    'version',
    'kind',
    'name',
    'namespace',
    'labelSelector',
    'annotationSelector',
  ] as const) {
    const s = str(v[k]);
    if (s !== undefined) t[k] = s;
  }
  return t;
}

/** Patches with their fields; patches from a file (`path`) are left to the caller's note. */
function readPatches(
  obj: KubeObject,
  at: FieldPath,
  raw: unknown[],
): { patches: unknown[]; fields: PatchOverride[] } {
  const patches: unknown[] = [];
  const fields: PatchOverride[] = [];
  raw.forEach((p, i) => {
    const r = asRecord(p);
    if (typeof r.patch !== 'string') return;
    const target = readTarget(r.target);
    patches.push({ patch: r.patch, ...(target ? { target } : {}) });
    const f = patchFields(obj, [...at, i, 'patch'], r.patch, target);
    if (f) fields.push(f);
  });
  return { patches, fields };
}

function readPostBuild(obj: KubeObject): PostBuild | undefined {
  const pb = asRecord(asRecord(obj.value.spec).postBuild);
  if (!Object.keys(pb).length) return undefined;
  const substitute = new Map<string, { value: string; line: number }>();
  for (const [k, v] of Object.entries(asRecord(pb.substitute)))
    substitute.set(k, {
      value: String(v ?? '').replace(/\n/g, ''),
      line: lineAt(obj, ['spec', 'postBuild', 'substitute', k]),
    });
  const from = list(pb.substituteFrom).flatMap((x, i) => {
    const r = asRecord(x);
    const name = str(r.name);
    const kind = str(r.kind);
    return name && kind
      ? [
          {
            kind,
            name,
            optional: r.optional === true,
            line: lineAt(obj, ['spec', 'postBuild', 'substituteFrom', i]),
          },
        ]
      : [];
  });
  return substitute.size || from.length ? { substitute, from } : undefined;
}

function fluxOverrides(obj: KubeObject): Omit<UnitOverrides, 'digest'> {
  const spec = asRecord(obj.value.spec);
  const lines = new Map<string, number>();
  const at = (k: string, path: FieldPath) => lines.set(k, lineAt(obj, ['spec', ...path]));
  const { patches, fields } = readPatches(obj, ['spec', 'patches'], list(spec.patches));
  const images = list(spec.images).flatMap((im, i): ImageOverride[] => {
    const r = asRecord(im);
    const name = str(r.name);
    if (!name) return [];
    at(`image:${name}`, ['images', i]);
    const tag = r.newTag === undefined || r.newTag === null ? undefined : String(r.newTag);
    return [{ name, newName: str(r.newName), newTag: tag, digest: str(r.digest) }];
  });
  const cm = asRecord(spec.commonMetadata);
  const labels = strMap(cm.labels);
  const annotations = strMap(cm.annotations);
  for (const k of Object.keys(labels)) at(`label:${k}`, ['commonMetadata', 'labels', k]);
  for (const k of Object.keys(annotations)) at(`annotation:${k}`, ['commonMetadata', 'annotations', k]);
  for (const k of ['namePrefix', 'nameSuffix', 'targetNamespace']) if (str(spec[k])) at(k, [k]);
  const postBuild = readPostBuild(obj);
  return {
    object: obj,
    via: 'flux',
    ...(str(spec.targetNamespace) ? { namespace: spec.targetNamespace as string } : {}),
    ...(str(spec.namePrefix) ? { namePrefix: spec.namePrefix as string } : {}),
    ...(str(spec.nameSuffix) ? { nameSuffix: spec.nameSuffix as string } : {}),
    patches,
    components: list(spec.components).filter((c): c is string => typeof c === 'string'),
    images,
    commonLabels: {},
    commonAnnotations: {},
    replicas: [],
    ...(Object.keys(labels).length || Object.keys(annotations).length
      ? { commonMetadata: { labels, annotations } }
      : {}),
    ...(postBuild ? { postBuild } : {}),
    patchFields: fields,
    lines,
  };
}

function argoOverrides(
  obj: KubeObject,
  source: FieldPath,
  params: Record<string, string> | undefined,
): Omit<UnitOverrides, 'digest'> | undefined {
  const path = [...source, 'kustomize'];
  const raw = valueAtPath(obj.value, path);
  // An ApplicationSet's template: its fields filled for this folder (none left unfilled).
  const k = asRecord(params ? fillDeep(raw, params) : raw);
  if (params && raw !== undefined && !Object.keys(k).length) return undefined;
  const lines = new Map<string, number>();
  const at = (key: string, p: FieldPath) => lines.set(key, lineAt(obj, [...path, ...p]));
  const { patches, fields } = readPatches(obj, [...path, 'patches'], list(k.patches));
  const images = list(k.images).flatMap((im, i): ImageOverride[] => {
    const parsed = typeof im === 'string' ? argoImage(im) : undefined;
    if (parsed) at(`image:${parsed.name}`, ['images', i]);
    return parsed ? [parsed] : [];
  });
  const commonLabels = strMap(k.commonLabels);
  const commonAnnotations = strMap(k.commonAnnotations);
  for (const key of Object.keys(commonLabels)) at(`label:${key}`, ['commonLabels', key]);
  for (const key of Object.keys(commonAnnotations)) at(`annotation:${key}`, ['commonAnnotations', key]);
  for (const key of ['namePrefix', 'nameSuffix', 'namespace'])
    if (str(k[key])) at(key === 'namespace' ? 'targetNamespace' : key, [key]);
  return {
    object: obj,
    via: 'argocd',
    ...(str(k.namespace) ? { namespace: k.namespace as string } : {}),
    ...(str(k.namePrefix) ? { namePrefix: k.namePrefix as string } : {}),
    ...(str(k.nameSuffix) ? { nameSuffix: k.nameSuffix as string } : {}),
    patches,
    components: list(k.components).filter((c): c is string => typeof c === 'string'),
    images,
    commonLabels,
    commonAnnotations,
    replicas: list(k.replicas),
    patchFields: fields,
    lines,
  };
}

function valueAtPath(v: unknown, path: FieldPath): unknown {
  let cur = v;
  for (const s of path)
    cur = Array.isArray(cur) && typeof s === 'number' ? cur[s] : asRecord(cur)[s as string];
  return cur;
}

/** Whether the overrides change anything. */
function isEmpty(o: Omit<UnitOverrides, 'digest'>): boolean {
  return (
    !o.namespace &&
    !o.namePrefix &&
    !o.nameSuffix &&
    !o.patches.length &&
    !o.components.length &&
    !o.images.length &&
    !Object.keys(o.commonLabels).length &&
    !Object.keys(o.commonAnnotations).length &&
    !o.replicas.length &&
    !o.commonMetadata &&
    !o.postBuild
  );
}

/**
 * The overrides a declaration puts on the unit it applies; undefined when it sets none but a
 * Flux target namespace (applied as before, on the objects).
 */
export function overridesOf(reach: Reach | undefined): UnitOverrides | undefined {
  if (!reach) return undefined;
  const o =
    reach.via === 'flux' ? fluxOverrides(reach.object) : argoOverrides(reach.object, reach.at, reach.params);
  if (!o) return undefined;
  const onlyNamespace = isEmpty({ ...o, namespace: undefined });
  if (isEmpty(o) || (o.via === 'flux' && onlyNamespace)) return undefined;
  const digest = crypto()
    .createHash('sha1')
    .update(
      JSON.stringify([
        o.via,
        o.namespace,
        o.namePrefix,
        o.nameSuffix,
        o.patches,
        o.components,
        o.images,
        o.commonLabels,
        o.commonAnnotations,
        o.replicas,
      ]),
    )
    .digest('hex');
  return { ...o, digest };
}

/** The kustomization as the controller edits it before the build. */
export function editedKustomization(
  value: Record<string, unknown>,
  o: UnitOverrides,
): Record<string, unknown> {
  const v: Record<string, unknown> = { ...value };
  if (o.namespace) v.namespace = o.namespace;
  if (o.namePrefix) v.namePrefix = o.namePrefix;
  if (o.nameSuffix) v.nameSuffix = o.nameSuffix;
  if (o.patches.length) v.patches = [...list(v.patches), ...o.patches];
  if (o.components.length) v.components = [...list(v.components), ...o.components];
  if (o.images.length) {
    const images = list(v.images).map((x) => ({ ...asRecord(x) }));
    for (const im of o.images) {
      const clean = Object.fromEntries(Object.entries(im).filter(([, x]) => x !== undefined));
      const i = images.findIndex((x) => x.name === im.name);
      if (i < 0) images.push(clean);
      else if (o.via === 'argocd') images[i] = clean;
      else {
        if (im.newName) images[i]!.newName = im.newName;
        if (im.newTag !== undefined || im.digest) {
          delete images[i]!.newTag;
          delete images[i]!.digest;
          Object.assign(
            images[i]!,
            im.newTag !== undefined ? { newTag: im.newTag } : {},
            im.digest ? { digest: im.digest } : {},
          );
        }
      }
    }
    v.images = images;
  }
  if (Object.keys(o.commonLabels).length) v.commonLabels = { ...asRecord(v.commonLabels), ...o.commonLabels };
  if (Object.keys(o.commonAnnotations).length)
    v.commonAnnotations = { ...asRecord(v.commonAnnotations), ...o.commonAnnotations };
  if (o.replicas.length) {
    const byName = new Map(list(v.replicas).map((r) => [asRecord(r).name, r]));
    for (const r of o.replicas) byName.set(asRecord(r).name, r);
    v.replicas = [...byName.values()];
  }
  return v;
}
