/**
 * What a repository declares it deploys: Flux `Kustomization`s (kustomize.toolkit.fluxcd.io) and
 * Argo CD `Application`s and `ApplicationSet`s (argoproj.io), each read as the folders of this
 * repository it applies, or why it applies none (another source, a template the gate cannot fill).
 */
import { posix } from 'node:path';
import { picomatch } from '../sources/picomatch-load.js';
import type { FieldPath, KubeObject } from '../manifests/types.js';
import { asRecord, isRecord } from '../values.js';
import { lineAt, resolveIn } from './kustomization.js';

/** One folder a declaration applies, with how it applies it. */
export interface Declared {
  /** The declaring object (a Flux Kustomization, an Argo CD Application or ApplicationSet). */
  object: KubeObject;
  via: 'flux' | 'argocd';
  /** The folder in the source, as written (normalised, no leading `./`); '' for the source's root. */
  path: string;
  /** Where the source's settings are in the object (`spec` for Flux, the Argo CD source). */
  at: FieldPath;
  /** Flux: the source it reads; absent for Argo CD (its source is the repository when the path is in it). */
  sourceRef?: { kind: string; name: string; namespace: string };
  targetNamespace?: string;
  defaultNamespace?: string;
  cluster?: string;
  /** Argo CD `source.directory.recurse` (a plain folder is read without its subfolders otherwise). */
  recurse?: boolean;
  /** Argo CD `source.directory.include` and `exclude`: globs over paths relative to the folder. */
  include?: string;
  exclude?: string;
  /** An ApplicationSet's generator parameters for this folder, for its template's other fields. */
  params?: Record<string, string>;
}

/** A declaration the gate could not follow, and why. */
export interface Unfollowed {
  object: KubeObject;
  line: number;
  why: string;
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
/** `./apps/x/` → `apps/x`; undefined when it leaves the source. */
const clean = (p: string) => resolveIn('', p);

export const isFluxKustomization = (o: KubeObject) =>
  o.kind === 'Kustomization' && o.group === 'kustomize.toolkit.fluxcd.io';
const isApplication = (o: KubeObject) => o.kind === 'Application' && o.group === 'argoproj.io';
const isApplicationSet = (o: KubeObject) => o.kind === 'ApplicationSet' && o.group === 'argoproj.io';

/** Whether an object declares what is deployed. */
export const isDeclaration = (o: KubeObject) =>
  isFluxKustomization(o) || isApplication(o) || isApplicationSet(o);

function fluxDeclared(o: KubeObject): Declared[] | Unfollowed {
  const spec = asRecord(o.value.spec);
  const path = clean(typeof spec.path === 'string' ? spec.path : './');
  if (path === undefined)
    return { object: o, line: lineAt(o, ['spec', 'path']), why: 'its path leaves the source' };
  const ref = asRecord(spec.sourceRef);
  const ns = str(spec.targetNamespace);
  return [
    {
      object: o,
      via: 'flux',
      path,
      at: ['spec'],
      sourceRef: {
        kind: str(ref.kind) ?? 'GitRepository',
        name: str(ref.name) ?? '',
        namespace: str(ref.namespace) ?? o.namespace,
      },
      ...(ns ? { targetNamespace: ns } : {}),
    },
  ];
}

/** Argo CD's destination: the namespace it puts objects without one in, and the cluster. */
function destination(
  spec: Record<string, unknown>,
  params: Record<string, string> = {},
): Pick<Declared, 'defaultNamespace' | 'cluster'> {
  const dest = asRecord(spec.destination);
  const plain = (v: unknown) => {
    const filled = typeof v === 'string' ? fillTemplate(v, params) : undefined;
    return filled !== undefined && filled !== '' ? filled : undefined;
  };
  const ns = plain(dest.namespace);
  const target = plain(dest.server) ?? plain(dest.name);
  return { ...(ns ? { defaultNamespace: ns } : {}), ...(target ? { cluster: `argocd:${target}` } : {}) };
}

/** The sources of an Application spec that name a path (a chart source names none), with where they are. */
function argoSources(
  spec: Record<string, unknown>,
  at: FieldPath,
): { source: Record<string, unknown>; at: FieldPath }[] {
  const out: { source: Record<string, unknown>; at: FieldPath }[] = [];
  if (isRecord(spec.source)) out.push({ source: spec.source, at: [...at, 'source'] });
  if (Array.isArray(spec.sources))
    spec.sources.forEach((s, i) => {
      if (isRecord(s)) out.push({ source: s, at: [...at, 'sources', i] });
    });
  return out.filter((s) => typeof s.source.path === 'string');
}

/** Argo CD `source.directory`: `recurse`, `include`, `exclude`. */
function directory(source: Record<string, unknown>): Pick<Declared, 'recurse' | 'include' | 'exclude'> {
  const d = asRecord(source.directory);
  return {
    ...(d.recurse === true ? { recurse: true } : {}),
    ...(str(d.include) ? { include: d.include as string } : {}),
    ...(str(d.exclude) ? { exclude: d.exclude as string } : {}),
  };
}

/**
 * Argo CD's glob (util/glob: gobwas/glob without separators): `*` and `?` cross `/`, `{a,b}`
 * alternates, `[…]` a class.
 */
export function argoGlob(pattern: string): RegExp | undefined {
  // A hostile pattern cannot make the match slow: one that long or with that many stars is not read.
  if (pattern.length > 256 || (pattern.match(/[*?]/g) ?? []).length > 8) return undefined;
  let re = '';
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*') {
      if (!re.endsWith('.*')) re += '.*';
    } else if (c === '?') re += '.';
    else if (c === '{') {
      depth++;
      re += '(?:';
    } else if (c === '}' && depth > 0) {
      depth--;
      re += ')';
    } else if (c === ',' && depth > 0) re += '|';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) re += '\\[';
      else {
        re += `[${pattern
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (c === '\\' && i + 1 < pattern.length)
      re += pattern[++i]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    else re += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  try {
    return new RegExp(`^${re}${')'.repeat(depth)}$`);
  } catch {
    return undefined;
  }
}

/** Whether an Argo CD folder source applies a file (its path relative to the folder). */
export function directoryApplies(d: Pick<Declared, 'recurse' | 'include' | 'exclude'>, rel: string): boolean {
  if (!d.recurse && rel.includes('/')) return false;
  // A pattern not read excludes nothing and includes everything: nothing deployed is dropped.
  if (d.exclude && argoGlob(d.exclude)?.test(rel)) return false;
  return !d.include || (argoGlob(d.include)?.test(rel) ?? true);
}

function applicationDeclared(o: KubeObject): Declared[] {
  const spec = asRecord(o.value.spec);
  return argoSources(spec, ['spec']).flatMap(({ source, at }) => {
    const path = clean(source.path as string);
    if (path === undefined) return [];
    return [{ object: o, via: 'argocd' as const, path, at, ...destination(spec), ...directory(source) }];
  });
}

/** Parameters of a git directory generator: each folder of `dirs` its globs match and no `exclude` entry does. */
function gitDirectoryParams(gen: Record<string, unknown>, dirs: readonly string[]): Record<string, string>[] {
  const entries = (Array.isArray(gen.directories) ? gen.directories : []).map(asRecord);
  const globs = (exclude: boolean) =>
    entries
      .filter((e) => (e.exclude === true) === exclude)
      .flatMap((e) => (typeof e.path === 'string' ? [clean(e.path) ?? ''] : []));
  const include = globs(false).filter((g) => g !== '');
  if (!include.length) return [];
  const pm = picomatch();
  const yes = pm(include, { dot: true });
  const no = globs(true).length ? pm(globs(true), { dot: true }) : () => false;
  return dirs.filter((d) => d !== '' && yes(d) && !no(d)).map(pathParams);
}

/** The `path` parameters Argo CD gives a folder: `path`, `path.path`, `path.basename`, `path[N]`. */
function pathParams(dir: string): Record<string, string> {
  const segments = dir.split('/');
  const out: Record<string, string> = {
    path: dir,
    'path.path': dir,
    'path.basename': posix.basename(dir),
    'path.basenameNormalized': posix
      .basename(dir)
      .replace(/[^a-zA-Z0-9-]/g, '-')
      .toLowerCase(),
    'path.filename': '',
  };
  segments.forEach((s, i) => (out[`path[${i}]`] = s));
  segments.forEach((s, i) => (out[`path.segments[${i}]`] = s));
  return out;
}

/** Parameter sets of an ApplicationSet's generators; undefined when one of them is not understood. */
function generatorParams(
  gens: unknown,
  dirs: readonly string[],
  depth = 0,
): Record<string, string>[] | undefined {
  if (!Array.isArray(gens) || depth > 3) return undefined;
  const out: Record<string, string>[] = [];
  for (const g of gens.map(asRecord)) {
    if (isRecord(g.git) && Array.isArray(g.git.directories)) out.push(...gitDirectoryParams(g.git, dirs));
    else if (isRecord(g.list) && Array.isArray(g.list.elements))
      out.push(
        ...g.list.elements.map((e) =>
          Object.fromEntries(Object.entries(asRecord(e)).map(([k, v]) => [k, String(v)])),
        ),
      );
    else if (isRecord(g.matrix) || isRecord(g.merge)) {
      const inner = generatorParams(asRecord(g.matrix ?? g.merge).generators, dirs, depth + 1);
      if (!inner) return undefined;
      out.push(...inner);
    } else return undefined;
  }
  return out;
}

/**
 * Every string of a template value filled from `params`; a string that cannot be filled makes the
 * whole value undefined.
 */
export function fillDeep(v: unknown, params: Record<string, string>): unknown {
  if (typeof v === 'string') return v.includes('{{') ? fillTemplate(v, params) : v;
  if (Array.isArray(v)) {
    const out = v.map((x) => fillDeep(x, params));
    return out.includes(undefined) ? undefined : out;
  }
  if (isRecord(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const f = fillDeep(x, params);
      if (f === undefined) return undefined;
      out[k] = f;
    }
    return out;
  }
  return v;
}

/** `{{path}}`, `{{ path.basename }}`, `{{.path.path}}` filled from `params`; undefined when one is unknown. */
export function fillTemplate(text: string, params: Record<string, string>): string | undefined {
  let unknown = false;
  const filled = text.replace(/\{\{-?\s*\.?([A-Za-z0-9_.[\]]+)\s*-?\}\}/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) unknown = true;
    return v ?? '';
  });
  return unknown || filled.includes('{{') ? undefined : filled;
}

function applicationSetDeclared(o: KubeObject, dirs: readonly string[]): Declared[] | Unfollowed {
  const spec = asRecord(o.value.spec);
  const tspec = asRecord(asRecord(spec.template).spec);
  const sources = argoSources(tspec, ['spec', 'template', 'spec']);
  const params = generatorParams(spec.generators, dirs);
  if (!sources.length) return [];
  if (!params)
    return {
      object: o,
      line: lineAt(o, ['spec', 'generators']),
      why: 'a generator other than git directories or a list',
    };
  const out: Declared[] = [];
  for (const p of params)
    for (const { source, at } of sources) {
      const filled = fillTemplate(source.path as string, p);
      const path = filled === undefined ? undefined : clean(filled);
      if (path === undefined)
        return { object: o, line: lineAt(o, [...at, 'path']), why: 'a template path the gate cannot fill' };
      out.push({
        object: o,
        via: 'argocd',
        path,
        at,
        ...destination(tspec, p),
        ...directory(source),
        params: p,
      });
    }
  return out;
}

/** What each declaration applies (in its source), and the declarations the gate could not follow. */
export function readDeclarations(
  objects: readonly KubeObject[],
  dirs: readonly string[],
): { declared: Declared[]; unfollowed: Unfollowed[] } {
  const declared: Declared[] = [];
  const unfollowed: Unfollowed[] = [];
  for (const o of objects) {
    const r = isFluxKustomization(o)
      ? fluxDeclared(o)
      : isApplication(o)
        ? applicationDeclared(o)
        : isApplicationSet(o)
          ? applicationSetDeclared(o, dirs)
          : [];
    if (Array.isArray(r)) declared.push(...r);
    else unfollowed.push(r);
  }
  return { declared, unfollowed };
}
