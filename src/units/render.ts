import { childProcess } from '../builtins.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { onPath } from '../sources/executable.js';
import { asRecord } from '../values.js';
import type { UnitInputs } from './detect.js';
import { isReadable, isRemote, REFERENCE_KEYS, type KustomizationConfig } from './kustomization.js';

/** How the gate runs kustomize: `kustomize build DIR` or `kubectl kustomize DIR`. */
export interface KustomizeBinary {
  path: string;
  args: string[];
  label: string;
}

/** The rendered YAML of a unit, or why it could not be rendered. */
export type RenderOutcome = { yaml: string } | { error: string };

/** Renders one kustomize unit from its input files; `key` names the inputs (equal keys, equal output). */
export type UnitRenderer = (
  root: string,
  inputs: UnitInputs,
  textOf: (path: string) => string | undefined,
  key: string,
) => RenderOutcome;

export const RENDER_TIMEOUT_MS = 30_000;
export const RENDER_OUTPUT_CAP = 64 * 1024 * 1024;

/** The program `name` in an absolute PATH entry: a relative entry (`.`) could name a PR's folder. */
/** `kustomize` on PATH, else `kubectl` (which embeds kustomize); undefined when neither is there. */
export function findKustomize(env: NodeJS.ProcessEnv = process.env): KustomizeBinary | undefined {
  const k = onPath('kustomize', env);
  if (k) return { path: k, args: ['build'], label: 'kustomize build' };
  const kubectl = onPath('kubectl', env);
  return kubectl ? { path: kubectl, args: ['kustomize'], label: 'kubectl kustomize' } : undefined;
}

/**
 * A kustomization as the gate hands it to kustomize: remote resources, references that leave the
 * repository and Helm inflation removed (never fetched, read or run), and at the root the origin annotation that maps objects to files.
 */
export function offlineKustomization(k: KustomizationConfig, isRoot: boolean): Record<string, unknown> {
  const { helmCharts: _charts, helmGlobals: _globals, ...v } = k.object.value;
  const readable = (x: unknown) =>
    Array.isArray(x) ? x.filter((r) => typeof r !== 'string' || isReadable(k.dir, r)) : x;
  for (const key of [...REFERENCE_KEYS, 'configurations']) if (key in v) v[key] = readable(v[key]);
  const openapi = asRecord(v.openapi).path;
  if (typeof openapi === 'string' && isRemote(openapi)) delete v.openapi;
  if (isRoot) {
    const meta = Array.isArray(v.buildMetadata) ? v.buildMetadata : [];
    v.buildMetadata = [...new Set([...meta, 'originAnnotations'])];
  }
  return v;
}

/** Writes the unit's inputs (kustomizations made offline) under `dir`, with their repository paths. */
export function materialise(
  dir: string,
  root: string,
  inputs: UnitInputs,
  textOf: (p: string) => string | undefined,
) {
  const kustomizations = new Map(inputs.chain.map((c) => [c.config.file, c]));
  for (const file of inputs.files) {
    const safe = posix.normalize(file);
    if (safe.startsWith('..') || posix.isAbsolute(safe)) continue;
    const k = kustomizations.get(file);
    // JSON is YAML: a rewritten kustomization is written as JSON, with the same keys.
    const text = k ? JSON.stringify(offlineKustomization(k.config, k.depth === 0)) : textOf(file);
    if (text === undefined) continue;
    mkdirSync(dirname(join(dir, safe)), { recursive: true });
    writeFileSync(join(dir, safe), text);
  }
  mkdirSync(join(dir, root), { recursive: true });
}

/** kustomize's own words, one line, without the temporary folder or kubectl's log prefix. */
export function kustomizeError(stderr: string, dir: string): string {
  const last = stderr.trim().split('\n').pop() ?? '';
  const err = /\berr="(.*)"\s*$/.exec(last)?.[1]?.replace(/\\"/g, '"') ?? last.replace(/^Error:\s*/, '');
  return err.split(`${dir}/`).join('').split(dir).join('.').slice(0, 400);
}

/** The environment kustomize runs in: nothing of the runner's, no kubeconfig, no reachable proxy. */
export function renderEnv(dir: string): NodeJS.ProcessEnv {
  return {
    PATH: '/usr/bin:/bin',
    HOME: dir,
    KUBECONFIG: join(dir, 'no-kubeconfig'),
    HTTPS_PROXY: 'http://127.0.0.1:9',
    HTTP_PROXY: 'http://127.0.0.1:9',
    NO_PROXY: '',
    GIT_TERMINAL_PROMPT: '0',
  };
}

/** What a finished kustomize run gave: its output, or its error in one line. */
export function outcomeOf(
  bin: KustomizeBinary,
  dir: string,
  r: { status: number | null; stdout: string; stderr: string; error?: Error },
): RenderOutcome {
  if (r.error) {
    const code = (r.error as NodeJS.ErrnoException).code;
    const why =
      code === 'ETIMEDOUT' ? 'timed out' : code === 'ENOBUFS' ? 'output over the cap' : r.error.message;
    return { error: `${bin.label} ${why}` };
  }
  if (r.status !== 0)
    return { error: `${bin.label}: ${kustomizeError(r.stderr, dir) || `exit ${r.status}`}` };
  return { yaml: r.stdout };
}

/**
 * A renderer that runs the real kustomize on a temporary copy of each unit's inputs, offline: no
 * plugins (`--enable-alpha-plugins` and `--enable-exec` are never passed), no Helm, the default
 * load restrictor (files under the kustomization root only), no network (remote resources removed,
 * proxies pointed nowhere), a hard timeout and an output cap. Units rendered ahead of time
 * (`prerendered`, by key) are taken from there.
 */
export function kustomizeRenderer(
  bin: KustomizeBinary,
  prerendered: ReadonlyMap<string, RenderOutcome> = new Map(),
): UnitRenderer {
  return (root, inputs, textOf, key) => {
    const ready = prerendered.get(key);
    if (ready) return ready;
    const dir = mkdtempSync(join(tmpdir(), 'ug-render-'));
    try {
      materialise(dir, root, inputs, textOf);
      const r = childProcess().spawnSync(bin.path, [...bin.args, join(dir, root)], {
        cwd: dir,
        encoding: 'utf8',
        timeout: RENDER_TIMEOUT_MS,
        maxBuffer: RENDER_OUTPUT_CAP,
        env: renderEnv(dir),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return outcomeOf(bin, dir, r);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
