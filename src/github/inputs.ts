import { UsageError } from '../errors.js';
import type { FailOn } from '../result/fail-on.js';

export type CommentMode = 'off' | 'always' | 'on-failure';

/** Every action input, read and checked once; names as in action.yml. */
export interface ActionInputs {
  /** Revisions: always revisions, never looked up as folders. */
  base?: string;
  head?: string;
  /** Directories of the workspace read as a side instead of a revision (the bundled demo). */
  baseDir?: string;
  headDir?: string;
  paths: string[];
  exclude: string[];
  config?: string;
  configFrom: 'base' | 'head';
  failOn: FailOn;
  reportJson?: string;
  sarifFile?: string;
  ack: string[];
  crdPaths: string[];
  maxFileSize?: number;
  githubToken?: string;
  /** Seconds one GitHub API request may take; the whole reporting step gets ten times that. */
  apiTimeout?: number;
  checkRun: boolean;
  checkName: string;
  prComment: CommentMode;
  /** The pull request to comment on when the event is not one (a `workflow_run` reporting workflow). */
  pullRequest?: number;
  /** A `kubectl get … -o yaml` export read as live evidence. */
  clusterState?: string;
  /** Fetch the charts the change bumps from repositories the base names (docs/charts.md). */
  fetchCharts: boolean;
}

/** An input as the runner passes it (`INPUT_<NAME>`, as @actions/core reads it), trimmed. */
export function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

const optional = (env: NodeJS.ProcessEnv, name: string) => input(env, name) || undefined;

/** A multi-line or comma-separated list input. */
function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return input(env, name)
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], dflt: T): T {
  const v = input(env, name);
  if (!v) return dflt;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new UsageError(
    `input ${name}: "${v}" is not one of ${allowed.join(', ')}`,
    `Set ${name} to one of them.`,
  );
}

function bool(env: NodeJS.ProcessEnv, name: string, dflt: boolean): boolean {
  const v = input(env, name).toLowerCase();
  if (!v) return dflt;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new UsageError(`input ${name}: "${v}" is not true or false`, `Set ${name} to true or false.`);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, example: string): number | undefined {
  const v = input(env, name);
  if (!v) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1 || !Number.isSafeInteger(Number(v)))
    throw new UsageError(
      `input ${name}: "${v}" is not a positive whole number`,
      `Give ${name} as ${example}.`,
    );
  return Number(v);
}

export function readInputs(env: NodeJS.ProcessEnv): ActionInputs {
  return {
    base: optional(env, 'base'),
    head: optional(env, 'head'),
    baseDir: optional(env, 'base-dir'),
    headDir: optional(env, 'head-dir'),
    paths: list(env, 'paths'),
    exclude: list(env, 'exclude'),
    config: optional(env, 'config'),
    configFrom: oneOf(env, 'config-from', ['base', 'head'] as const, 'base'),
    failOn: oneOf<FailOn>(env, 'fail-on', ['fail', 'warn', 'never'], 'fail'),
    reportJson: optional(env, 'report-json'),
    sarifFile: optional(env, 'sarif-file'),
    ack: list(env, 'ack'),
    crdPaths: list(env, 'crd-paths'),
    maxFileSize: positiveInteger(env, 'max-file-size', 'bytes, e.g. 10485760'),
    githubToken: optional(env, 'github-token'),
    apiTimeout: positiveInteger(env, 'api-timeout', 'seconds, e.g. 30'),
    checkRun: bool(env, 'check-run', true),
    checkName: input(env, 'check-name') || 'upgrade-gate',
    prComment: oneOf<CommentMode>(env, 'pr-comment', ['off', 'always', 'on-failure'], 'off'),
    pullRequest: positiveInteger(env, 'pull-request', 'the number of the pull request, e.g. 42'),
    clusterState: optional(env, 'cluster-state'),
    fetchCharts: bool(env, 'fetch-charts', true),
  };
}
