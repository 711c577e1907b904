import { childProcess } from '../builtins.js';
import { availableParallelism } from 'node:os';
import { parseFile } from '../manifests/parse.js';
import type { Snapshot } from '../sources/snapshot.js';
import { detectUnits, type UnitInputs } from './detect.js';
import { KUSTOMIZATION_FILE, KUSTOMIZATION_TYPE } from './kustomization.js';
import { configSources, planUnit } from './overridden-unit.js';
import { inputKey } from './read.js';
import {
  outcomeOf,
  renderArgs,
  renderEnv,
  renderFolder,
  RenderBudget,
  DEFAULT_RENDER_BUDGET,
  RENDER_OUTPUT_CAP,
  type KustomizeBinary,
  type RenderOutcome,
  type SideFiles,
} from './render.js';
import { removeScratch, trackChild } from './scratch.js';

export interface RenderTask {
  key: string;
  root: string;
  inputs: UnitInputs;
  files: SideFiles;
}

/**
 * The kustomize roots of a side, read from its kustomization files and the files that declare
 * what is deployed (Flux, Argo CD: the deploy graph and the overrides); no other file is parsed.
 */
function tasksOf(snapshot: Snapshot, globs: readonly string[]): RenderTask[] {
  if (!snapshot.files.some((f) => KUSTOMIZATION_FILE.test(f.path))) return [];
  const parsed = snapshot.files.map((f) =>
    KUSTOMIZATION_FILE.test(f.path)
      ? parseFile(f, {}, KUSTOMIZATION_TYPE)
      : f.text.includes('fluxcd.io') || f.text.includes('argoproj.io')
        ? parseFile(f)
        : { path: f.path, objects: [], problems: [] },
  );
  const layout = detectUnits(parsed, globs);
  const find = configSources(parsed, snapshot.files);
  let texts: Map<string, string> | undefined;
  const files: SideFiles = {
    textOf: (p) => (texts ??= new Map(snapshot.files.map((f) => [f.path, f.text]))).get(p),
    ...(snapshot.bytes ? { bytes: snapshot.bytes } : {}),
  };
  return layout.units.flatMap((u) => {
    if (!u.kustomization) return [];
    const p = planUnit({ ...u, kustomization: u.kustomization }, layout.kustomizations, find);
    return [
      { key: inputKey(p.keyId, p.inputs, files), root: p.unit.kustomization.dir, inputs: p.inputs, files },
    ];
  });
}

/** One kustomize run, asynchronous, under the same rules as the synchronous renderer. */
function renderAsync(bin: KustomizeBinary, t: RenderTask, budget: RenderBudget): Promise<RenderOutcome> {
  if (budget.timeout() <= 0) return Promise.resolve(budget.spent());
  const dir = renderFolder(t.root, t.inputs, t.files);
  if (typeof dir !== 'string') return Promise.resolve(dir);
  const bound = budget.endsFirst() ? budget : undefined;
  return new Promise<RenderOutcome>((resolve) => {
    const child = childProcess().spawn(bin.path, renderArgs(bin, dir), {
      cwd: dir,
      env: renderEnv(dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let error: Error | undefined;
    const timer = setTimeout(() => {
      error ??= Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
      child.kill('SIGKILL');
    }, budget.timeout());
    child.stdout.on('data', (d: Buffer) => {
      size += d.length;
      if (size > RENDER_OUTPUT_CAP) {
        error ??= Object.assign(new Error('output over the cap'), { code: 'ENOBUFS' });
        child.kill('SIGKILL');
      } else out.push(d);
    });
    // The head of the error is kept whole (it says what failed); the cap cuts the rest later.
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 65536) stderr += d.toString();
    });
    child.on('error', (e) => (error ??= e));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve(
        outcomeOf(bin, dir, { status, stdout: Buffer.concat(out).toString('utf8'), stderr, error }, bound),
      );
    });
  }).finally(() => removeScratch(dir));
}

/** The kustomize units of both sides by input key, and the keys both sides have (units whose inputs are the same). */
export interface RenderPlan {
  tasks: Map<string, RenderTask>;
  shared: Set<string>;
}

/** The kustomize units of both sides, each set of inputs once (a unit with the same inputs on both sides is one task). */
export function planRenders(sides: readonly Snapshot[], globs: readonly string[]): RenderPlan {
  const tasks = new Map<string, RenderTask>();
  const keys = sides.map((s) => {
    const own = new Set<string>();
    for (const t of tasksOf(s, globs)) {
      own.add(t.key);
      if (!tasks.has(t.key)) tasks.set(t.key, t);
    }
    return own;
  });
  const shared = new Set([...(keys[0] ?? [])].filter((k) => keys.every((side) => side.has(k))));
  return { tasks, shared };
}

/**
 * Renders kustomize units ahead of the (synchronous) reading, several at a time. Units this pass
 * cannot see (a Flux path at a kustomization another one includes), or leaves out, are rendered
 * later, one by one, if the reading needs them.
 */
export async function prerender(
  bin: KustomizeBinary,
  tasks: Iterable<RenderTask>,
  budget = new RenderBudget(DEFAULT_RENDER_BUDGET),
): Promise<Map<string, RenderOutcome>> {
  const queue = [...tasks];
  const done = new Map<string, RenderOutcome>();
  const worker = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) done.set(t.key, await renderAsync(bin, t, budget));
  };
  const width = Math.max(1, Math.min(4, availableParallelism(), queue.length));
  await Promise.all(Array.from({ length: width }, worker));
  return done;
}
