import { childProcess } from '../builtins.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { onPath } from '../sources/executable.js';
import type { FileBytes } from '../sources/snapshot.js';
import type { UnitInputs } from './detect.js';
import { generatorOverLimit } from './generator-limits.js';
import { offlineText, offlineValue } from './offline-edit.js';
import { removeScratch, scratchDir } from './scratch.js';

/** How the gate runs kustomize: `kustomize build DIR` or `kubectl kustomize DIR`. */
export interface KustomizeBinary {
  path: string;
  args: string[];
  label: string;
}

/** The rendered YAML of a unit, or why it could not be rendered (`budget`: the run's render budget was spent first). */
export type RenderOutcome = { yaml: string } | { error: string; budget?: true };

/** The files of one side as a unit's render reads them: YAML texts from the snapshot, any other file as bytes. */
export interface SideFiles {
  textOf: (path: string) => string | undefined;
  bytes?: FileBytes;
}

/** Renders one kustomize unit from its input files; `key` names the inputs (equal keys, equal output). */
export type UnitRenderer = (root: string, inputs: UnitInputs, files: SideFiles, key: string) => RenderOutcome;

export const RENDER_TIMEOUT_MS = 30_000;
export const RENDER_OUTPUT_CAP = 64 * 1024 * 1024;
/** The longest kustomize error the report quotes (the rest is cut, said with an ellipsis). */
export const RENDER_ERROR_CAP = 4096;
/** Seconds all the renders of one run may take together (`renderBudget`). */
export const DEFAULT_RENDER_BUDGET = 120;

/** `kustomize` on PATH, else `kubectl` (which embeds kustomize); undefined when neither is there. */
export function findKustomize(env: NodeJS.ProcessEnv = process.env): KustomizeBinary | undefined {
  const k = onPath('kustomize', env);
  if (k) return { path: k, args: ['build'], label: 'kustomize build' };
  const kubectl = onPath('kubectl', env);
  return kubectl ? { path: kubectl, args: ['kustomize'], label: 'kubectl kustomize' } : undefined;
}

/**
 * The time left for the renders of one run. Past it a unit is not rendered (its outcome says so),
 * and a render never runs longer than what is left.
 */
export class RenderBudget {
  private readonly deadline: number;
  constructor(
    readonly seconds: number,
    now = Date.now(),
  ) {
    this.deadline = now + seconds * 1000;
  }
  /** Milliseconds a render may still take: the per-unit timeout, or less near the end. */
  timeout(): number {
    return Math.max(0, Math.min(RENDER_TIMEOUT_MS, this.deadline - Date.now()));
  }
  /** Whether the per-unit timeout is the budget's end rather than the usual one. */
  endsFirst(): boolean {
    return this.deadline - Date.now() < RENDER_TIMEOUT_MS;
  }
  spent(): RenderOutcome {
    return {
      error: `not rendered: the render budget of ${this.seconds} s (renderBudget) was spent before this unit's turn`,
      budget: true,
    };
  }
}

/** Where a render's folder holds the repository's files, and the wrapper kustomization kustomize builds. */
const REPO = 'repo';
const WRAPPER = 'wrapper';

/**
 * The prefix of the repository's files as origins name them from the wrapper folder (kustomize
 * builds `wrapper/`, a kustomization of its own that includes the unit's root and asks for origins).
 */
export const ORIGIN_PREFIX = `../${REPO}/`;

/**
 * Writes the unit's input files under `dir/repo` with their repository paths, each as written (a
 * kustomization with its remote references and Helm inflation cut out, see offlineText), and the
 * wrapper `dir/wrapper/kustomization.yaml` that includes the root with `buildMetadata:
 * [originAnnotations]` (the objects' files, for src/units/source-map.ts), so the user's bytes are
 * never re-serialised. A file the gate could not copy (over the size cap, a symbolic link, a
 * remote reference it could not cut out) or a generator over its limits (generator-limits.ts) is
 * an error: the unit is not rendered.
 */
export function materialise(
  dir: string,
  root: string,
  inputs: UnitInputs,
  files: SideFiles,
): string | undefined {
  const contents = unitContents(inputs, files);
  if (typeof contents === 'string') return contents;
  for (const c of inputs.chain) {
    const over = generatorOverLimit(c.config, (p) => contents.get(p));
    if (over) return over;
  }
  for (const [file, data] of contents) {
    mkdirSync(dirname(join(dir, REPO, file)), { recursive: true });
    writeFileSync(join(dir, REPO, file), data);
  }
  mkdirSync(join(dir, REPO, root), { recursive: true });
  mkdirSync(join(dir, WRAPPER));
  const include = JSON.stringify(posix.join('..', REPO, root));
  writeFileSync(
    join(dir, WRAPPER, 'kustomization.yaml'),
    `resources:\n  - ${include}\nbuildMetadata: [originAnnotations]\n`,
  );
  return undefined;
}

/**
 * The content of each input file as kustomize gets it (kustomizations edited offline, any other
 * file as written: its snapshot text, else its bytes), by safe repository path; or why a file
 * could not be copied.
 */
function unitContents(inputs: UnitInputs, files: SideFiles): Map<string, string | Buffer> | string {
  const kustomizations = new Map(inputs.chain.map((c) => [c.config.file, c.config]));
  const notText = inputs.files.filter((f) => files.textOf(f) === undefined);
  const bytes = notText.length && files.bytes ? files.bytes.read(notText) : new Map<string, never>();
  const out = new Map<string, string | Buffer>();
  for (const file of inputs.files) {
    const safe = posix.normalize(file);
    if (safe.startsWith('..') || posix.isAbsolute(safe)) continue;
    const k = kustomizations.get(file);
    const text = files.textOf(file);
    if (k?.rewritten) out.set(safe, offlineValue(k));
    else if (k && text !== undefined) {
      const edited = offlineText(text, k);
      if ('error' in edited) return `the gate could not cut remote references out of ${edited.error}`;
      out.set(safe, edited.text);
    } else if (text !== undefined) out.set(safe, text);
    else {
      const b = bytes.get(file);
      if (b && !Buffer.isBuffer(b))
        return `${file} could not be copied for kustomize (${b.reason}${b.detail ? `: ${b.detail}` : ''})`;
      if (b) out.set(safe, b);
    }
  }
  return out;
}

/** The arguments kustomize is run with on a render folder. */
export const renderArgs = (bin: KustomizeBinary, dir: string) => [...bin.args, join(dir, WRAPPER)];

/** A Go-quoted string's text (`\"`, `\\`, `\n`, `\t`). */
function unquote(q: string): string {
  try {
    return JSON.parse(`"${q}"`) as string;
  } catch {
    return q.replace(/\\"/g, '"').replace(/\\n/g, '\n');
  }
}

/**
 * The error lines of kustomize's standard error: kubectl's log records (`err="…"` on one line, or
 * `err=<` then tab-indented lines up to ` >`) read back as text, `Error:` dropped, warnings left out.
 */
function errorLines(stderr: string): string[] {
  const lines = stderr.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (/\berr=<\s*$/.test(l)) {
      for (i++; i < lines.length && lines[i] !== ' >'; i++) out.push(lines[i]!.replace(/^\t/, ''));
      continue;
    }
    const one = /\berr="(.*)"\s*$/.exec(l)?.[1];
    if (one !== undefined) out.push(unquote(one));
    else if (l.trim() && !/^# Warning:/.test(l)) out.push(l.replace(/^(Error|error):\s*/, ''));
  }
  return out;
}

/**
 * kustomize's whole error (every line), without the temporary folder, the wrapper's own words or
 * kubectl's log prefix, capped at {@link RENDER_ERROR_CAP}: the same error reads the same on both
 * sides of a pull request.
 */
export function kustomizeError(stderr: string, dir: string): string {
  const text = errorLines(stderr)
    .join('\n')
    // The wrapper's own layer: kustomize first tries the root as a file, then builds it as a folder.
    .replace(
      /^accumulating resources: accumulation err='accumulating resources from '\.\.\/repo[^']*': '[^']*' must resolve to a file': recursed accumulation of path '[^']*': /,
      '',
    )
    .split(`${dir}/${REPO}/`)
    .join('')
    .split(`${dir}/${REPO}`)
    .join('.')
    .split(`${dir}/${WRAPPER}`)
    .join('.')
    .split(dir)
    .join('.')
    .split(ORIGIN_PREFIX)
    .join('');
  return text.length > RENDER_ERROR_CAP ? `${text.slice(0, RENDER_ERROR_CAP)}…` : text;
}

/**
 * The environment kustomize runs in: nothing of the runner's, no kubeconfig, HOME in the render
 * folder, every proxy variable pointed at a closed local port with no exception, and git (which
 * kustomize runs for a remote base) limited to local files, with no ssh, no prompts, no system or
 * global config and no credential helper. Remote references are cut out before kustomize runs;
 * this is the second wall.
 */
export function renderEnv(dir: string): NodeJS.ProcessEnv {
  const closed = 'http://127.0.0.1:9';
  const proxies = ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'http_proxy', 'https_proxy', 'all_proxy'];
  return {
    PATH: '/usr/bin:/bin',
    HOME: join(dir, 'home'),
    XDG_CONFIG_HOME: join(dir, 'home'),
    KUBECONFIG: join(dir, 'no-kubeconfig'),
    ...Object.fromEntries(proxies.map((p) => [p, closed])),
    NO_PROXY: '',
    no_proxy: '',
    GIT_ALLOW_PROTOCOL: 'file',
    GIT_SSH_COMMAND: 'false',
    GIT_SSH: '/bin/false',
    GIT_ASKPASS: '/bin/false',
    SSH_ASKPASS: '/bin/false',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'credential.helper',
    GIT_CONFIG_VALUE_0: '',
  };
}

/** What a finished kustomize run gave: its output, or its whole error (`budget`: the one whose end was its timeout). */
export function outcomeOf(
  bin: KustomizeBinary,
  dir: string,
  r: { status: number | null; stdout: string; stderr: string; error?: Error },
  budget?: RenderBudget,
): RenderOutcome {
  if (r.error) {
    const code = (r.error as NodeJS.ErrnoException).code;
    if (code === 'ETIMEDOUT' && budget) return budget.spent();
    const why =
      code === 'ETIMEDOUT'
        ? `timed out after ${RENDER_TIMEOUT_MS / 1000} s`
        : code === 'ENOBUFS'
          ? `output over the cap of ${RENDER_OUTPUT_CAP / 1024 / 1024} MiB`
          : r.error.message;
    return { error: `${bin.label} ${why}` };
  }
  if (r.status !== 0)
    return { error: `${bin.label}: ${kustomizeError(r.stderr, dir) || `exit ${r.status}`}` };
  return { yaml: r.stdout };
}

/** Makes a render folder with the unit's files: the folder, or the outcome of a copy that could not be made. */
export function renderFolder(root: string, inputs: UnitInputs, files: SideFiles): string | { error: string } {
  const dir = scratchDir('ug-render-');
  try {
    const why = materialise(dir, root, inputs, files);
    if (why === undefined) return dir;
    removeScratch(dir);
    return { error: why };
  } catch (err) {
    removeScratch(dir);
    return { error: `the gate could not copy the unit's files for kustomize: ${(err as Error).message}` };
  }
}

/**
 * A renderer that runs the real kustomize on a temporary copy of each unit's inputs, offline: no
 * plugins (`--enable-alpha-plugins` and `--enable-exec` are never passed), no Helm, the default
 * load restrictor (files under each kustomization's folder only), no network (remote references
 * cut out, proxies pointed nowhere), a hard timeout, an output cap and the run's render budget.
 * Units rendered ahead of time (`prerendered`, by key) are taken from there.
 */
export function kustomizeRenderer(
  bin: KustomizeBinary,
  prerendered: ReadonlyMap<string, RenderOutcome> = new Map(),
  budget = new RenderBudget(DEFAULT_RENDER_BUDGET),
): UnitRenderer {
  return (root, inputs, files, key) => {
    const ready = prerendered.get(key);
    if (ready) return ready;
    if (budget.timeout() <= 0) return budget.spent();
    const dir = renderFolder(root, inputs, files);
    if (typeof dir !== 'string') return dir;
    try {
      const bound = budget.endsFirst() ? budget : undefined;
      const r = childProcess().spawnSync(bin.path, renderArgs(bin, dir), {
        cwd: dir,
        encoding: 'utf8',
        timeout: budget.timeout(),
        killSignal: 'SIGKILL',
        maxBuffer: RENDER_OUTPUT_CAP,
        env: renderEnv(dir),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return outcomeOf(bin, dir, r, bound);
    } finally {
      removeScratch(dir);
    }
  };
}
