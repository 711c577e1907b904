import { posix } from 'node:path';
import type { KubeObject } from '../manifests/types.js';
import { asRecord, isRecord } from '../values.js';

/** File names kustomize reads as a kustomization, the extension-less `Kustomization` included. */
export const KUSTOMIZATION_FILE = /(^|\/)(kustomization\.ya?ml|Kustomization)$/;

/** The type of a kustomization file that leaves out `apiVersion` and `kind` (most do). */
export const KUSTOMIZATION_TYPE = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' };

/** What a kustomization file or a component says, as far as the gate reads it. */
export interface KustomizationConfig {
  /** Repo-relative path of the file. */
  file: string;
  /** Its folder ('' for the repository root). */
  dir: string;
  object: KubeObject;
  isComponent: boolean;
  /** `resources` and `bases`, then `components`, `crds`: local ones resolved to repo paths. */
  resources: string[];
  components: string[];
  /**
   * References that are never read, with their lines: remote ones (https or git URLs, never
   * fetched) and local ones that leave the repository.
   */
  remote: { ref: string; line: number; outside?: boolean }[];
  /** Files that hold patches (`patches[].path`, `patchesStrategicMerge`, `patchesJson6902[].path`). */
  patchFiles: PatchRef[];
  /** Other input files (generators, replacements, configurations, openapi). */
  otherFiles: string[];
  namespace?: string;
  namePrefix?: string;
  nameSuffix?: string;
  images: ImageOverride[];
  /** `helmCharts` asks for Helm inflation, which is never run. */
  helmCharts: string[];
}

export interface PatchRef {
  file: string;
  /** `patchesJson6902`, or a `patches` entry whose file is a JSON patch (a list of operations). */
  json6902: boolean;
  target?: { kind?: string; name?: string };
  /** The kustomization's line for this entry. */
  line: number;
}

export interface ImageOverride {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

/** A reference kustomize would fetch: an URL, a git SSH address or a `github.com/…` shorthand. */
export function isRemote(ref: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) ||
    /^git@/.test(ref) ||
    /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(ref)
  );
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** A path relative to `dir`, as a repo path; undefined when it leaves the repository. */
export function resolveIn(dir: string, ref: string): string | undefined {
  const p = posix.normalize(posix.join(dir, ref)).replace(/\/$/, '');
  return p.startsWith('../') || p === '..' || posix.isAbsolute(ref) ? undefined : p === '.' ? '' : p;
}

export function lineAt(obj: KubeObject, path: (string | number)[]): number {
  for (let n = path.length; n > 0; n--) {
    const pos = obj.positions.get(path.slice(0, n).join('\u001f'));
    if (pos) return pos.line;
  }
  return obj.line;
}

function patchRefs(obj: KubeObject, dir: string): PatchRef[] {
  const v = obj.value;
  const out: PatchRef[] = [];
  const add = (ref: unknown, json6902: boolean, target: unknown, at: (string | number)[]) => {
    const file = typeof ref === 'string' ? resolveIn(dir, ref) : undefined;
    if (file === undefined) return;
    const t = asRecord(target);
    out.push({
      file,
      json6902,
      ...(isRecord(target) ? { target: { kind: str(t.kind), name: str(t.name) } } : {}),
      line: lineAt(obj, at),
    });
  };
  (Array.isArray(v.patches) ? v.patches : []).forEach((p, i) =>
    add(asRecord(p).path, false, asRecord(p).target, ['patches', i]),
  );
  // patchesStrategicMerge entries are file names or inline patches (which contain a newline or a colon).
  (Array.isArray(v.patchesStrategicMerge) ? v.patchesStrategicMerge : []).forEach((p, i) => {
    if (typeof p === 'string' && !/[\n:]/.test(p)) add(p, false, undefined, ['patchesStrategicMerge', i]);
  });
  (Array.isArray(v.patchesJson6902) ? v.patchesJson6902 : []).forEach((p, i) =>
    add(asRecord(p).path, true, asRecord(p).target, ['patchesJson6902', i]),
  );
  return out;
}

function generatorFiles(v: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const key of ['configMapGenerator', 'secretGenerator']) {
    for (const g of Array.isArray(v[key]) ? v[key] : []) {
      const r = asRecord(g);
      out.push(...strings(r.files).map((f) => f.replace(/^[^=]*=/, '')), ...strings(r.envs));
      if (typeof r.env === 'string') out.push(r.env);
    }
  }
  for (const r of Array.isArray(v.replacements) ? v.replacements : []) {
    const p = str(asRecord(r).path);
    if (p) out.push(p);
  }
  out.push(...strings(v.configurations));
  const openapi = str(asRecord(v.openapi).path);
  if (openapi) out.push(openapi);
  return out;
}

/** The keys whose entries name other kustomizations or resource files. */
export const REFERENCE_KEYS = ['resources', 'bases', 'components', 'crds'] as const;

/** Whether kustomize may read a reference: a local path that stays inside the repository. */
export const isReadable = (dir: string, ref: string) => !isRemote(ref) && resolveIn(dir, ref) !== undefined;

function remoteRefs(obj: KubeObject, dir: string): KustomizationConfig['remote'] {
  const out: KustomizationConfig['remote'] = [];
  for (const key of REFERENCE_KEYS) {
    const list: unknown = obj.value[key];
    if (!Array.isArray(list)) continue;
    list.forEach((r, i) => {
      if (typeof r !== 'string' || isReadable(dir, r)) return;
      out.push({ ref: r, line: lineAt(obj, [key, i]), ...(isRemote(r) ? {} : { outside: true }) });
    });
  }
  return out;
}

/** Reads a kustomization (or component) object found in `file`. */
export function readKustomization(obj: KubeObject): KustomizationConfig {
  const v = obj.value;
  const dir = posix.dirname(obj.file) === '.' ? '' : posix.dirname(obj.file);
  const refs = [...strings(v.resources), ...strings(v.bases), ...strings(v.crds)];
  const comps = strings(v.components);
  const local = (list: string[]) => list.filter((r) => !isRemote(r)).flatMap((r) => resolveIn(dir, r) ?? []);
  const images = (Array.isArray(v.images) ? v.images : []).flatMap((im): ImageOverride[] => {
    const r = asRecord(im);
    const name = str(r.name);
    if (!name) return [];
    const tag = r.newTag === undefined || r.newTag === null ? undefined : String(r.newTag);
    return [{ name, newName: str(r.newName), newTag: tag, digest: str(r.digest) }];
  });
  return {
    file: obj.file,
    dir,
    object: obj,
    isComponent: obj.kind === 'Component',
    resources: local(refs),
    components: local(comps),
    remote: remoteRefs(obj, dir),
    patchFiles: patchRefs(obj, dir),
    otherFiles: generatorFiles(v).flatMap((f) => resolveIn(dir, f) ?? []),
    namespace: str(v.namespace),
    namePrefix: str(v.namePrefix),
    nameSuffix: str(v.nameSuffix),
    images,
    helmCharts: (Array.isArray(v.helmCharts) ? v.helmCharts : []).map((h) => String(asRecord(h).name ?? '?')),
  };
}

/** Whether an object read from a kustomization file is kustomize configuration (not something applied). */
export function isKustomizeConfig(obj: KubeObject): boolean {
  return KUSTOMIZATION_FILE.test(obj.file) && obj.group === 'kustomize.config.k8s.io';
}
