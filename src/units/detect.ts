import { posix } from 'node:path';
import { picomatch } from '../sources/picomatch-load.js';
import type { KubeObject, ParsedFile } from '../manifests/types.js';
import { asRecord } from '../values.js';
import {
  isKustomizeConfig,
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
}

/** A side's kustomize configuration and deploy units. */
export interface UnitLayout {
  /** Every kustomization and component, by folder ('' for the root). */
  kustomizations: ReadonlyMap<string, KustomizationConfig>;
  units: DeployUnit[];
}

const dirOf = (file: string) => (posix.dirname(file) === '.' ? '' : posix.dirname(file));
const unitId = (dir: string) => dir || '.';
/** `./clusters/prod/` → `clusters/prod`; undefined outside the repository. */
const repoDir = (path: unknown) => (typeof path === 'string' ? resolveIn('', path) : undefined);

type ReconcilerPath = Omit<DeployUnit, 'id' | 'kustomization'> & { dir: string; declaredIn: string };

/** Folders a Flux Kustomization or an Argo CD Application applies from this repository. */
function reconcilerPaths(objects: readonly KubeObject[]): ReconcilerPath[] {
  const out: ReconcilerPath[] = [];
  for (const obj of objects) {
    const spec = asRecord(obj.value.spec);
    if (obj.kind === 'Kustomization' && obj.group === 'kustomize.toolkit.fluxcd.io') {
      const dir = repoDir(spec.path ?? './');
      const ns = typeof spec.targetNamespace === 'string' ? spec.targetNamespace : undefined;
      if (dir !== undefined)
        out.push({ dir, via: 'flux', declaredIn: obj.file, ...(ns ? { targetNamespace: ns } : {}) });
    } else if (obj.kind === 'Application' && obj.group === 'argoproj.io') {
      const dest = asRecord(spec.destination);
      const ns =
        typeof dest.namespace === 'string' && dest.namespace ? { defaultNamespace: dest.namespace } : {};
      const target = [dest.server, dest.name].find((x) => typeof x === 'string' && x !== '') as
        string | undefined;
      const cluster = target ? { cluster: `argocd:${target}` } : {};
      for (const s of [spec.source, ...(Array.isArray(spec.sources) ? spec.sources : [])]) {
        const dir = repoDir(asRecord(s).path);
        if (dir !== undefined) out.push({ dir, via: 'argocd', declaredIn: obj.file, ...ns, ...cluster });
      }
    }
  }
  return out;
}

/**
 * Finds the deploy units of one side: kustomization roots (a kustomization no other one includes),
 * the folders Flux Kustomizations and Argo CD Applications apply, or, when `globs` are configured,
 * exactly the folders they match.
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
  for (const [dir, k] of [...kustomizations].sort(([a], [b]) => (a < b ? -1 : 1)))
    if (!included.has(dir) && !k.isComponent) add(dir, { via: 'kustomize' });
  const objects = files.flatMap((f) => f.objects);
  const declaredIn = new Map<string, string>();
  for (const { dir, declaredIn: file, ...rest } of reconcilerPaths(objects)) {
    const existing = units.get(unitId(dir));
    if (existing) Object.assign(existing, { ...rest, via: existing.via });
    else add(dir, rest);
    if (rest.via === 'flux') declaredIn.set(unitId(dir), file);
  }
  const sorted = [...units.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const u of sorted) if (declaredIn.has(u.id)) u.cluster ??= fluxCluster(u.id, declaredIn, sorted);
  return { kustomizations, units: sorted };
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
