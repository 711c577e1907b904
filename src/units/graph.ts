/**
 * The deploy graph (issue 33): when a repository declares what it deploys, the folders reached from
 * its bootstrap decide the units. Flux: the bootstrap folder (the path of the `flux-system`
 * Kustomization, or `clusters/<name>/` beside its `flux-system/` folder) is applied, and every Flux
 * Kustomization found in an applied file applies its path when its source is this repository.
 * Argo CD: an Application or ApplicationSet nothing applies was applied by hand (the app of apps);
 * it and every one found in what it applies apply their paths. What nothing reaches is not applied.
 */
import { posix } from 'node:path';
import type { KubeObject, ParsedFile } from '../manifests/types.js';
import { directoryApplies, readDeclarations, type Declared, type Unfollowed } from './declarations.js';
import { fluxSources, sourceRoot } from './flux-sources.js';
import type { KustomizationConfig } from './kustomization.js';
import { lineAt } from './kustomization.js';

/** A declaration placed in the repository: the folder it applies. */
export interface Reach extends Declared {
  dir: string;
}

/** What the graph reaches. */
export interface DeployGraph {
  /** Folders applied as units, in the order reached, with the declaration that applies each (none for a bootstrap folder). */
  units: { dir: string; declared?: Reach }[];
  /** Kustomization roots nothing reaches, sorted. */
  notReached: string[];
  /** Kustomizations (roots and those they include) reached. */
  reachedKustomizations: number;
  unfollowed: Unfollowed[];
}

const dirOf = (file: string) => (posix.dirname(file) === '.' ? '' : posix.dirname(file));
const under = (path: string, dir: string) => dir === '' || path.startsWith(`${dir}/`);

/** Every folder of the side (each file's folder and its parents), '' included. */
function allDirs(files: readonly ParsedFile[]): Set<string> {
  const out = new Set<string>(['']);
  for (const f of files) for (let d = dirOf(f.path); d !== '' && !out.has(d); d = dirOf(d)) out.add(d);
  return out;
}

/** Places each declaration in the repository: Argo CD paths as written, Flux paths under the own source's root. */
function place(declared: readonly Declared[], objects: readonly KubeObject[], dirs: ReadonlySet<string>) {
  const sources = fluxSources(objects);
  const inSource = (d: Declared) =>
    d.sourceRef && sources.isOwn(d.sourceRef) ? sources.sourcePath(d.sourceRef, d.path) : undefined;
  const root = sourceRoot(
    declared.flatMap((d) => inSource(d) ?? []),
    dirs,
  );
  const reaches: Reach[] = [];
  const unfollowed: Unfollowed[] = [];
  for (const d of declared) {
    const p = d.via === 'argocd' ? d.path : inSource(d);
    if (p === undefined) continue;
    const dir = d.via === 'argocd' ? p : posix.join(root || '.', p || '.').replace(/^\.$/, '');
    if (dirs.has(dir)) reaches.push({ ...d, dir });
    else if (d.via === 'flux')
      unfollowed.push({
        object: d.object,
        line: lineAt(d.object, ['spec', 'path']),
        why: `its path ${d.path || './'} is not a folder of the repository`,
      });
  }
  return { reaches, unfollowed };
}

/** Folders a Flux bootstrap applies: the `flux-system` Kustomization's own folder, `clusters/<name>` beside `flux-system/`. */
function fluxSeeds(reaches: readonly Reach[], dirs: ReadonlySet<string>): string[] {
  const out = reaches
    .filter((r) => r.via === 'flux' && r.object.name === 'flux-system' && under(r.object.file, r.dir))
    .map((r) => r.dir);
  if (reaches.some((r) => r.via === 'flux'))
    for (const d of dirs) if (/(^|\/)clusters\/[^/]+$/.test(d) && dirs.has(`${d}/flux-system`)) out.push(d);
  return [...new Set(out)].sort();
}

interface Walk {
  kustomizations: ReadonlyMap<string, KustomizationConfig>;
  paths: readonly string[];
  byFile: ReadonlyMap<string, Reach[]>;
  inputsOf: (k: KustomizationConfig) => { dirs: string[]; files: string[] };
}

/** Follows what folders apply, from the seeds; returns the units and the kustomizations reached. */
function walk(
  w: Walk,
  seeds: readonly string[],
  argo: readonly Reach[],
  rootOfFile: (f: string) => string | undefined,
) {
  const units: DeployGraph['units'] = [];
  const byDir = new Map<string, DeployGraph['units'][number]>();
  const seen = new Set<string>();
  const reachedK = new Set<string>();
  const followed = new Set<Reach>();
  const applied = new Set<string>();
  const queue: { dir: string; declared?: Reach }[] = seeds.map((dir) => ({ dir }));
  const follow = (r: Reach) => {
    if (followed.has(r)) return;
    followed.add(r);
    queue.push({ dir: r.dir, declared: r });
  };
  const drain = () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (seen.has(next.dir)) {
        // A folder reached bare (a bootstrap folder's subfolder) takes the settings of a declaration that applies it.
        const unit = byDir.get(next.dir);
        if (unit && !unit.declared && next.declared) unit.declared = next.declared;
        continue;
      }
      seen.add(next.dir);
      units.push(next);
      byDir.set(next.dir, next);
      for (const f of appliedFiles(w, next.dir, next.declared, reachedK, (dir) =>
        queue.push({ dir, declared: next.declared }),
      )) {
        applied.add(f);
        for (const r of w.byFile.get(f) ?? []) follow(r);
      }
    }
  };
  drain();
  // Argo CD Applications nothing applies were applied by hand: the kustomization holding one is too.
  for (const r of argo) {
    if (followed.has(r)) continue;
    const root = rootOfFile(r.object.file);
    if (root !== undefined) queue.push({ dir: root });
    drain();
    follow(r);
    drain();
  }
  return { units, reachedK, applied };
}

/**
 * The files a reached folder applies: a kustomization's resources, or (no kustomization) its YAML
 * files, with its subfolders for Flux and for Argo CD's `directory.recurse`; a subfolder with a
 * kustomization is applied whole (`more`), as Flux's generated kustomization includes it.
 */
function appliedFiles(
  w: Walk,
  dir: string,
  declared: Reach | undefined,
  reachedK: Set<string>,
  more: (dir: string) => void,
): string[] {
  const k = w.kustomizations.get(dir);
  if (k && !k.isComponent) {
    const inputs = w.inputsOf(k);
    for (const d of inputs.dirs) reachedK.add(d);
    return inputs.files;
  }
  const recurse = declared?.via !== 'argocd' || declared.recurse === true;
  const out: string[] = [];
  const subs = new Set<string>();
  // The paths are sorted: the folder's files are one run of them, found by bisection.
  for (let i = firstUnder(w.paths, dir); i < w.paths.length; i++) {
    const p = w.paths[i]!;
    if (!under(p, dir)) break;
    const rest = dir === '' ? p : p.slice(dir.length + 1);
    if (!recurse && rest.includes('/')) continue;
    if (declared?.via === 'argocd' && !directoryApplies(declared, rest)) continue;
    const sub = kustomizedFolder(w, dir, p);
    if (sub === undefined) out.push(p);
    else if (sub !== dir) subs.add(sub);
  }
  for (const s of [...subs].sort()) more(s);
  return out;
}

/** The index of the first of the sorted `paths` under `dir` (all of them for the root). */
function firstUnder(paths: readonly string[], dir: string): number {
  if (dir === '') return 0;
  const start = `${dir}/`;
  let lo = 0;
  let hi = paths.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (paths[mid]! < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The outermost folder between `dir` (excluded) and the file that has a kustomization, if any. */
function kustomizedFolder(w: Walk, dir: string, file: string): string | undefined {
  const chain: string[] = [];
  for (let d = dirOf(file); d !== dir && d !== ''; d = dirOf(d)) chain.unshift(d);
  return chain.find((d) => w.kustomizations.has(d) && !w.kustomizations.get(d)!.isComponent);
}

/**
 * The deploy graph of one side, or undefined when the repository declares nothing that reaches a
 * folder of it (its kustomization roots are then its units, as before).
 */
export function deployGraph(
  files: readonly ParsedFile[],
  kustomizations: ReadonlyMap<string, KustomizationConfig>,
  roots: readonly string[],
  inputsOf: Walk['inputsOf'],
): DeployGraph | undefined {
  const objects = files.flatMap((f) => f.objects);
  const dirs = allDirs(files);
  const { declared, unfollowed } = readDeclarations(objects, [...dirs].sort());
  if (!declared.length) return undefined;
  const placed = place(declared, objects, dirs);
  const seeds = fluxSeeds(placed.reaches, dirs);
  // Argo CD declarations in no folder another one applies come first: the app of apps.
  const argoAll = placed.reaches.filter((r) => r.via === 'argocd');
  const appliers = new Map<string, Set<KubeObject>>();
  for (const o of argoAll) appliers.set(o.dir, (appliers.get(o.dir) ?? new Set()).add(o.object));
  const inner = (r: Reach) => {
    for (let d = dirOf(r.object.file); ; d = dirOf(d)) {
      const by = appliers.get(d);
      if (by && [...by].some((o) => o !== r.object)) return true;
      if (d === '') return false;
    }
  };
  const argo = [...argoAll.filter((r) => !inner(r)), ...argoAll.filter(inner)];
  if (!seeds.length && !argo.length) return undefined;
  const byFile = new Map<string, Reach[]>();
  for (const r of placed.reaches) {
    const list = byFile.get(r.object.file);
    if (list) list.push(r);
    else byFile.set(r.object.file, [r]);
  }
  const w: Walk = { kustomizations, paths: files.map((f) => f.path).sort(), byFile, inputsOf };
  const rootByFile = new Map<string, string>();
  for (const root of roots) {
    const k = kustomizations.get(root);
    if (k) for (const f of inputsOf(k).files) if (!rootByFile.has(f)) rootByFile.set(f, root);
  }
  const { units, reachedK, applied } = walk(w, seeds, argo, (f) => rootByFile.get(f));
  return {
    units,
    notReached: roots.filter((r) => !reachedK.has(r)).sort(),
    reachedKustomizations: reachedK.size,
    // Only what is applied counts: a declaration in an archived folder is not followed either.
    unfollowed: [...unfollowed, ...placed.unfollowed].filter((u) => applied.has(u.object.file)),
  };
}

/**
 * The folders a list of kustomization roots nothing reaches share, for a short notice: each root
 * under its outermost folder that holds no deployed unit (`.archive/` (17), `apps/old` (1)), the
 * five largest groups named, the rest counted.
 */
export function groupedFolders(dirs: readonly string[], deployed: readonly string[]): string {
  const holdsUnit = (d: string) => deployed.some((u) => u === d || u.startsWith(`${d}/`) || d === '');
  const groups = new Map<string, number>();
  for (const d of dirs) {
    const parts = d.split('/');
    let key = d;
    for (let n = 1; n <= parts.length; n++) {
      const prefix = parts.slice(0, n).join('/');
      if (!holdsUnit(prefix)) {
        key = prefix;
        break;
      }
    }
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  const sorted = [...groups].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  const named = sorted
    .slice(0, 5)
    .map(([k, n]) => (n > 1 || k !== dirs.find((d) => d === k) ? `${n} under ${k || '.'}/` : k));
  const rest = sorted.slice(5).reduce((sum, [, n]) => sum + n, 0);
  return [...named, ...(rest ? [`${rest} elsewhere`] : [])].join(', ');
}
