/**
 * Renders a fetched chart's templates with `helm template` when helm is on PATH, sandboxed: the
 * release's inline values only, its own empty HOME and Helm folders in the run's cache, a timeout,
 * an output cap, and no network (every proxy variable points at a closed port on this machine, and
 * `--dependency-update` is never passed). Never run in the tests of this repository (no helm here).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onPath } from '../sources/executable.js';
import type { ChartSource } from './sources.js';
import type { RenderOutcome } from './types.js';

export const HELM_TIMEOUT_MS = 60_000;
export const HELM_MAX_OUTPUT = 64 * 1024 * 1024;
/** Port 9 (discard) on the loopback: nothing listens there, so a request fails at once. */
const CLOSED = 'http://127.0.0.1:9';

export const findHelm = (env: NodeJS.ProcessEnv = process.env): string | undefined => onPath('helm', env);

/** The environment helm runs with: nothing of the runner's but PATH. */
function sandboxEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: home,
    HELM_CACHE_HOME: join(home, 'cache'),
    HELM_CONFIG_HOME: join(home, 'config'),
    HELM_DATA_HOME: join(home, 'data'),
    HTTP_PROXY: CLOSED,
    HTTPS_PROXY: CLOSED,
    http_proxy: CLOSED,
    https_proxy: CLOSED,
    NO_PROXY: '',
    no_proxy: '',
  };
}

/** `helm template` of the archive with the source's inline values; its error's first line when it fails. */
export function renderChart(
  helm: string,
  archive: string,
  source: ChartSource,
  cacheDir: string,
): Promise<RenderOutcome> {
  const home = mkdtempSync(join(cacheDir, 'helm-'));
  const values = join(home, 'values.json');
  writeFileSync(values, JSON.stringify(source.inlineValues));
  // Without --include-crds: crds/ is read from the archive itself; the output holds the templates only.
  const args = ['template', source.releaseName, archive, '--values', values];
  if (source.namespace) args.push('--namespace', source.namespace);
  return new Promise((resolve) => {
    execFile(
      helm,
      args,
      {
        env: sandboxEnv(home),
        cwd: home,
        timeout: HELM_TIMEOUT_MS,
        maxBuffer: HELM_MAX_OUTPUT,
        encoding: 'utf8',
      },
      (err, stdout, stderr) => {
        if (!err) return resolve({ yaml: stdout });
        const why = (stderr.split('\n').find((l) => l.trim()) ?? err.message).slice(0, 300);
        resolve({ error: err.killed ? `no result within ${HELM_TIMEOUT_MS / 1000} s` : why });
      },
    );
  });
}
