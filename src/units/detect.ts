import { posix } from 'node:path';
import { picomatch } from '../sources/picomatch-load.js';
import type { ParsedFile, ParseProblem } from '../manifests/types.js';
import { directoryApplies, readDeclarations, type Unfollowed } from './declarations.js';
import { parseFile } from '../manifests/parse.js';
import { overridesOf } from './overrides.js';
import { deployGraph, groupedFolders, type Reach } from './graph.js';
import {
  isKustomizeConfig,
  KUSTOMIZATION_TYPE,
  readKustomization,
  resolveIn,
  type KustomizationConfig,
} from './kustomization.js';

/** What one reconciler applies. */
export interface DeployUnit {
  /** Repo-relative folder; '.' for the repository root. */
  id: string;
  via: 'kustomize' | 'flux' | 'argocd' | 'config';
  /** The root kustomization, when the unit is a kustomize tree. */
  kustomization?: KustomizationConfig;
  /** Flux `spec.targetNamespace`: set on every namespaced object. */
  targetNamespace?: string;
  /** Argo CD `spec.destination.namespace`: set on namespaced objects that have none. */
  defaultNamespace?: string;
  /**
   * The cluster it targets, when the repository says: an Argo CD destination, or for Flux the
   * bootstrap unit whose folder declares it (`clusters/prod` declares `infrastructure/prod`).
   */
  cluster?: string;
  /** The Flux Kustomization or Argo CD Application (source) that applies it, when the deploy graph decides the units. */
  declaredBy?: Reach;
}

/** A side's kustomize configuration and deploy units. */
export interface UnitLayout {
  /** Every kustomization and component, by folder ('' for the root). */
  kustomizations: ReadonlyMap<string, KustomizationConfig>;
  units: DeployUnit[];
  /** Whether the deploy graph decided the units (the repository declares what it deploys). */
  declared?: boolean;
  /** Kustomization roots the deploy graph does not reach: not applied, not judged. */
  notReached?: string[];
  /** Declarations the deploy graph could not follow, and why. */
  unfollowed?: Unfollowed[];
}

const dirOf = (file: string) => (posix.dirname(file) === '.' ? '' : posix.dirname(file));
const unitId = (dir: string) => dir || '.';
/** `./clusters/prod/` → `clusters/prod`; undefined outside the repository. */
/** What a declaration sets on the unit it applies. */
function settingsOf(r: Reach): Omit<DeployUnit, 'id' | 'kustomization'> {
  return {
    via: r.via,
    ...(r.targetNamespace ? { targetNamespace: r.targetNamespace } : {}),
    ...(r.defaultNamespace ? { defaultNamespace: r.defaultNamespace } : {}),
    ...(r.cluster ? { cluster: r.cluster } : {}),
    declaredBy: r,
  };
}

/**
 * Finds the deploy units of one side. When the repository declares what it deploys (Flux
 * Kustomizations, Argo CD Applications), the folders its deploy graph reaches (units/graph.ts);
 * otherwise its kustomization roots (a kustomization no other one includes) and the folders Flux
 * Kustomizations and Argo CD Applications apply; when `globs` are configured, exactly the folders
 * they match.
 */
export function detectUnits(files: readonly ParsedFile[], globs: readonly string[] = []): UnitLayout {
  const kustomizations = new Map<string, KustomizationConfig>();
  for (const f of files) {
    const cfg = f.objects.find(isKustomizeConfig);
    if (cfg) kustomizations.set(dirOf(f.path), readKustomization(cfg));
  }
  const units = new Map<string, DeployUnit>();
  const add = (dir: string, unit: Omit<DeployUnit, 'id' | 'kustomization'>) => {
    if (units.has(unitId(dir))) return;
    const k = kustomizations.get(dir);
    units.set(unitId(dir), {
      id: unitId(dir),
      ...unit,
      ...(k && !k.isComponent ? { kustomization: k } : {}),
    });
  };
  if (globs.length) {
    const match = picomatch()([...globs], { dot: true });
    const dirs = new Set(files.map((f) => dirOf(f.path)));
    for (const d of [...dirs].sort()) if (match(d) || match(unitId(d))) add(d, { via: 'config' });
    return { kustomizations, units: [...units.values()] };
  }
  const included = new Set<string>();
  for (const k of kustomizations.values())
    for (const r of [...k.resources, ...k.components, ...(k.plugins ?? [])]) included.add(r);
  const roots = [...kustomizations]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .filter(([dir, k]) => !included.has(dir) && !k.isComponent)
    .map(([dir]) => dir);
  const graph = deployGraph(files, kustomizations, roots, (k) => {
    const inputs = unitInputs(k, kustomizations);
    return { dirs: inputs.chain.map((c) => c.config.dir), files: inputs.resourceFiles };
  });
  const declaredIn = new Map<string, string>();
  if (graph) {
    for (const { dir, declared } of graph.units) {
      add(dir, declared ? settingsOf(declared) : { via: kustomizations.has(dir) ? 'kustomize' : 'flux' });
      if (declared?.via === 'flux') declaredIn.set(unitId(dir), declared.object.file);
    }
  } else {
    for (const dir of roots) add(dir, { via: 'kustomize' });
    const objects = files.flatMap((f) => f.objects);
    const { declared } = readDeclarations(objects, []);
    for (const d of declared) {
      const dir = resolveIn('', d.path);
      if (dir === undefined) continue;
      const { via: _via, ...rest } = settingsOf({ ...d, dir });
      const existing = units.get(unitId(dir));
      if (existing) Object.assign(existing, rest);
      else add(dir, { via: d.via, ...rest });
      if (d.via === 'flux') declaredIn.set(unitId(dir), d.object.file);
    }
  }
  generateKustomizations(units, files, kustomizations);
  const sorted = [...units.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const u of sorted) if (declaredIn.has(u.id)) u.cluster ??= fluxCluster(u.id, declaredIn, sorted);
  return {
    kustomizations,
    units: sorted,
    ...(graph ? { declared: true } : {}),
    ...(graph?.notReached.length ? { notReached: graph.notReached } : {}),
    ...(graph?.unfollowed.length ? { unfollowed: graph.unfollowed } : {}),
  };
}

/**
 * The kustomization kustomize-controller generates for a Flux path without one (fluxcd/pkg
 * kustomize/kustomize_generator.go): every manifest below it, and each subfolder that has a
 * kustomization as a whole. Undefined when there is nothing to list.
 */
export function generatedKustomization(
  dir: string,
  files: readonly ParsedFile[],
  kustomizations: ReadonlyMap<string, KustomizationConfig>,
): KustomizationConfig | undefined {
  const resources = new Set<string>();
  const rel = (p: string) => (dir === '' ? p : p.slice(dir.length + 1));
  const inside = (p: string) => dir === '' || p.startsWith(`${dir}/`);
  /** The outermost folder with a kustomization between `dir` (excluded) and `p`'s folder. */
  const kustomized = (p: string) => {
    let sub: string | undefined;
    for (let d = p; d !== dir && d !== ''; d = dirOf(d)) if (kustomizations.has(d)) sub = d;
    return sub;
  };
  for (const k of kustomizations.keys())
    if (k !== dir && inside(k) && kustomized(k) === k) resources.add(rel(k));
  for (const f of files) {
    if (!inside(f.path) || !/\.ya?ml$/.test(f.path) || kustomized(dirOf(f.path)) !== undefined) continue;
    if (f.objects.some((o) => !isKustomizeConfig(o))) resources.add(rel(f.path));
  }
  if (!resources.size) return undefined;
  const text = JSON.stringify({ ...KUSTOMIZATION_TYPE, resources: [...resources].sort() });
  const obj = parseFile({ path: `${dir ? `${dir}/` : ''}kustomization.yaml`, text }).objects[0];
  return obj ? readKustomization(obj) : undefined;
}

/**
 * A Flux path without a kustomization, whose Kustomization overrides what it applies, is built as
 * kustomize-controller builds it: through the kustomization it generates, with the overrides; the
 * subfolders it includes are then part of it, not units of their own.
 */
function generateKustomizations(
  units: Map<string, DeployUnit>,
  files: readonly ParsedFile[],
  kustomizations: ReadonlyMap<string, KustomizationConfig>,
) {
  for (const u of [...units.values()]) {
    if (u.kustomization || u.via !== 'flux' || !overridesOf(u.declaredBy)) continue;
    const generated = generatedKustomization(u.id === '.' ? '' : u.id, files, kustomizations);
    if (!generated) continue;
    u.kustomization = generated;
    for (const sub of generated.resources) if (kustomizations.has(sub)) units.delete(unitId(sub));
  }
}

/** The Flux bootstrap unit a unit descends from: follow "declared in a file of unit X" up to a unit that declares itself. */
function fluxCluster(
  id: string,
  declaredIn: ReadonlyMap<string, string>,
  units: readonly DeployUnit[],
): string | undefined {
  const seen = new Set<string>();
  let cur = id;
  for (;;) {
    const file = declaredIn.get(cur);
    if (file === undefined || seen.has(cur)) return undefined;
    seen.add(cur);
    const holder = units
      .filter((u) => u.id === '.' || file.startsWith(`${u.id}/`))
      .sort((a, b) => b.id.length - a.id.length)[0];
    if (!holder) return undefined;
    if (holder.id === cur) return cur;
    cur = holder.id;
  }
}

/** A kustomize unit's inputs: every kustomization it reaches and every file they name. */
export interface UnitInputs {
  /** Kustomizations in the order kustomize applies them (innermost first), with their depth (root 0). */
  chain: { config: KustomizationConfig; depth: number }[];
  /** Resource files (not kustomizations) in the order they are included. */
  resourceFiles: string[];
  /** Every repo file kustomize may read for this unit, sorted. */
  files: string[];
  /** Remote resources that are not fetched, where they are named. */
  remote: { ref: string; file: string; line: number; outside?: boolean }[];
}

/** Follows `resources`, `bases`, `components` and `crds` from a root kustomization. */
export function unitInputs(
  root: KustomizationConfig,
  all: ReadonlyMap<string, KustomizationConfig>,
): UnitInputs {
  const chain: UnitInputs['chain'] = [];
  const resourceFiles: string[] = [];
  const files = new Set<string>();
  const remote: UnitInputs['remote'] = [];
  const seen = new Set<string>();
  const walk = (k: KustomizationConfig, depth: number) => {
    if (seen.has(k.dir)) return;
    seen.add(k.dir);
    files.add(k.file);
    remote.push(...k.remote.map((r) => ({ ...r, file: k.file })));
    for (const r of [...k.resources, ...k.components]) {
      const sub = all.get(r);
      if (sub) walk(sub, depth + 1);
      else if (!resourceFiles.includes(r)) {
        resourceFiles.push(r);
        files.add(r);
      }
    }
    for (const p of k.patchFiles) files.add(p.file);
    for (const f of k.otherFiles) files.add(f);
    // A plugin list names configuration files, or kustomizations whose output is configuration.
    for (const r of k.plugins ?? []) {
      const sub = all.get(r);
      if (sub) walk(sub, depth + 1);
      else files.add(r);
    }
    chain.push({ config: k, depth });
  };
  walk(root, 0);
  return { chain, resourceFiles, files: [...files].sort(), remote };
}

/**
 * Whether a file is left out because the kustomization of its folder names its files and not this
 * one: kustomize applies what a kustomization names, so a stray copy beside it is not applied (nor
 * removed). A kustomization that names no local file (only images, a remote base) leaves its
 * folder's other files as they were read before.
 */
export function unlisted(file: string, layout: UnitLayout): boolean {
  const k = layout.kustomizations.get(dirOf(file));
  return k !== undefined && k.resources.length + k.components.length > 0;
}

/** The deploy graph's notes: one for the kustomization roots nothing reaches, one per declaration not followed. */
export function graphNotes(layout: UnitLayout): ParseProblem[] {
  const out: ParseProblem[] = [];
  const left = layout.notReached ?? [];
  const first = left.length ? layout.kustomizations.get(left[0]!) : undefined;
  if (first)
    out.push({
      file: first.file,
      line: first.object.line,
      message: `${left.length === 1 ? 'kustomization' : `${left.length} kustomizations`} (${groupedFolders(
        left,
        layout.units.map((u) => (u.id === '.' ? '' : u.id)),
      )}) ${left.length === 1 ? 'is' : 'are'} not reached by any Flux Kustomization or Argo CD Application the repository deploys: not applied, so not judged`,
    });
  for (const u of layout.unfollowed ?? [])
    out.push({
      file: u.object.file,
      line: u.line,
      message: `${u.object.kind} ${u.object.name} is not followed (${u.why}), so what it applies is not judged as applied`,
    });
  return out;
}

/**
 * Whether a folder unit applies a file of its folder: an Argo CD source reads only the folder's own
 * files unless `directory.recurse`, and only those its `include` and `exclude` globs let through.
 */
export function appliesFile(unit: DeployUnit, file: string): boolean {
  const d = unit.declaredBy;
  if (!d || d.via !== 'argocd') return true;
  return directoryApplies(d, unit.id === '.' ? file : file.slice(unit.id.length + 1));
}
