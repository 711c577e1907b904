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
  remote: {
    ref: string;
    line: number;
    outside?: boolean;
    /** The node cut out of the copy kustomize reads (units/offline-edit.ts). */
    at?: (string | number)[];
  }[];
  /** Files that hold patches (`patches[].path`, `patchesStrategicMerge`, `patchesJson6902[].path`). */
  patchFiles: PatchRef[];
  /**
   * Files or folders named by `generators`, `transformers` and `validators`: plugin configuration
   * (never objects); a folder is a kustomization whose output is that configuration.
   */
  plugins?: string[];
  /** Other input files (generators, replacements, configurations, openapi, patches). */
  otherFiles: string[];
  namespace?: string;
  namePrefix?: string;
  nameSuffix?: string;
  images: ImageOverride[];
  /** `helmCharts` asks for Helm inflation, which is never run. */
  helmCharts: string[];
  /**
   * Edited by a Flux Kustomization's or an Argo CD Application's overrides: kustomize gets this value
   * written anew (as those controllers write the kustomization they edit), not the file's bytes.
   */
  rewritten?: true;
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

/**
 * A reference kustomize would fetch instead of reading the repository: an URL of any scheme
 * (`https://`, `http://`, `ssh://`, `file://`), a go-getter forced getter (`git::…`), GitHub's `gh:`
 * shorthand, an scp-like `user@host:path`, or a `host.tld/org/repo` with a repository marker
 * (`.git`, `_git`, `//`, `?ref=`); `github.com/`, `gitlab.com/` and `bitbucket.org/` always. The
 * forms kustomize's repospec accepts (api/internal/git/repospec.go@kustomize/v5.5.0, extractHost)
 * and its file loader fetches (api/internal/loader/fileloader.go: http and https files).
 */
export function isRemote(ref: string): boolean {
  const r = ref.trim();
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(r) ||
    /^[a-z][a-z0-9+.-]*::/i.test(r) ||
    /^gh:/i.test(r) ||
    /^[^\s/:@]+@[^\s/:]+:/.test(r) ||
    /^(www\.)?(github\.com|gitlab\.com|bitbucket\.org)([/:]|$)/i.test(r) ||
    /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\/.*(\.git\b|_git\b|\/\/|\?ref=)/i.test(r)
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
    const file = typeof ref === 'string' && !isRemote(ref) ? resolveIn(dir, ref) : undefined;
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

/** The keys whose entries name other kustomizations or resource files. */
export const REFERENCE_KEYS = ['resources', 'bases', 'components', 'crds'] as const;

/** The keys whose entries are a file or folder of KRM plugin configuration, or an inline document. */
export const PLUGIN_KEYS = ['generators', 'transformers', 'validators'] as const;

/** Whether kustomize may read a reference: a local path that stays inside the repository. */
export const isReadable = (dir: string, ref: string) => !isRemote(ref) && resolveIn(dir, ref) !== undefined;

/** A string of a kustomization that names something kustomize loads, and where it is. */
interface NamedRef {
  ref: string;
  at: (string | number)[];
  /** Opened as a root of its own when it is a folder (resources, components, plugins). */
  root?: true;
  /** Where the reference is written, when that is below the node removed with it (`openapi.path`). */
  written?: (string | number)[];
}

const listOf = (v: Record<string, unknown>, key: string): unknown[] =>
  Array.isArray(v[key]) ? (v[key] as unknown[]) : [];

/** Generator inputs: `files` (`key=path` or `path`), `envs` and `env` of config map and secret generators. */
function generatorRefs(v: Record<string, unknown>): NamedRef[] {
  const out: NamedRef[] = [];
  for (const key of ['configMapGenerator', 'secretGenerator'])
    listOf(v, key).forEach((g, gi) => {
      const r = asRecord(g);
      // kustomize splits `key=path` at the first `=` (api/kv: ParseFileSource).
      listOf(r, 'files').forEach((f, j) => {
        if (typeof f === 'string' && f !== '')
          out.push({ ref: f.replace(/^[^=]*=/, ''), at: [key, gi, 'files', j] });
      });
      listOf(r, 'envs').forEach((f, j) => {
        if (typeof f === 'string' && f !== '') out.push({ ref: f, at: [key, gi, 'envs', j] });
      });
      if (typeof r.env === 'string' && r.env !== '') out.push({ ref: r.env, at: [key, gi, 'env'] });
    });
  return out;
}

/**
 * Every string of a kustomization that names a file, a folder or a remote thing kustomize loads
 * (api/types/kustomization.go@kustomize/v5.5.0): resources, bases, components, crds and the plugin
 * lists (inline documents, which hold a newline, are not names), configurations, `openapi.path`,
 * patch and replacement files, generator inputs.
 */
function namedRefs(v: Record<string, unknown>): NamedRef[] {
  const out: NamedRef[] = [];
  for (const key of [...REFERENCE_KEYS, ...PLUGIN_KEYS])
    listOf(v, key).forEach((r, i) => {
      if (typeof r === 'string' && r !== '' && !r.includes('\n'))
        out.push({ ref: r, at: [key, i], root: true });
    });
  listOf(v, 'configurations').forEach((r, i) => {
    if (typeof r === 'string' && r !== '') out.push({ ref: r, at: ['configurations', i] });
  });
  const openapi = str(asRecord(v.openapi).path);
  if (openapi) out.push({ ref: openapi, at: ['openapi'], written: ['openapi', 'path'] });
  for (const key of ['patches', 'patchesJson6902', 'replacements'])
    listOf(v, key).forEach((p, i) => {
      const path = str(asRecord(p).path);
      if (path) out.push({ ref: path, at: [key, i] });
    });
  // patchesStrategicMerge entries are file names or inline patches (a newline, or `key: value`).
  listOf(v, 'patchesStrategicMerge').forEach((p, i) => {
    if (typeof p === 'string' && !p.includes('\n') && (isRemote(p) || !p.includes(':')))
      out.push({ ref: p, at: ['patchesStrategicMerge', i] });
  });
  return [...out, ...generatorRefs(v)];
}

/**
 * References that are never handed to kustomize, with their lines and the node to remove: remote
 * ones anywhere, and roots (resources, components, plugins) that leave the repository. A file
 * outside a kustomization's folder is left to kustomize's load restrictor, which refuses it.
 */
function leftOutRefs(
  obj: KubeObject,
  dir: string,
  named: readonly NamedRef[],
): KustomizationConfig['remote'] {
  return named.flatMap((n) => {
    const remote = isRemote(n.ref);
    if (!remote && !(n.root && resolveIn(dir, n.ref) === undefined)) return [];
    const line = lineAt(obj, n.written ?? n.at);
    return [{ ref: n.ref, line, at: n.at, ...(remote ? {} : { outside: true as const }) }];
  });
}

/** Reads a kustomization (or component) object found in `file`. */
export function readKustomization(obj: KubeObject): KustomizationConfig {
  const v = obj.value;
  const dir = posix.dirname(obj.file) === '.' ? '' : posix.dirname(obj.file);
  const refs = [...strings(v.resources), ...strings(v.bases), ...strings(v.crds)];
  const named = namedRefs(v);
  const readable = (n: NamedRef) => (isRemote(n.ref) ? [] : (resolveIn(dir, n.ref) ?? []));
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
    remote: leftOutRefs(obj, dir, named),
    patchFiles: patchRefs(obj, dir),
    plugins: named.filter((n) => n.root && PLUGIN_KEYS.includes(n.at[0] as never)).flatMap(readable),
    otherFiles: named.filter((n) => !n.root).flatMap(readable),
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
