import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTree } from '../helpers/git.js';

/**
 * The reference reader for YAML: `kubectl kustomize` on a folder holding the file (kustomize v5,
 * kyaml, go-yaml v3), as Flux and Argo CD read manifests. Tests skip their differential half with a
 * message where kubectl is absent.
 */
export const KUBECTL = '/usr/bin/kubectl';
export const kubectl = existsSync(KUBECTL);

/** What kustomize renders from one file (its YAML output), or `error: …`; undefined without kubectl. */
export function kustomize(file: string): string | undefined {
  if (!kubectl) return undefined;
  const dir = writeTree(mkdtempSync(join(tmpdir(), 'ug-kz-')), {
    'kustomization.yaml': 'resources: [cm.yaml]\n',
    'cm.yaml': file,
  });
  const r = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  return r.status === 0 ? r.stdout : `error: ${r.stderr}`;
}

/**
 * JSON.parse keeping as a bigint an integer whose text holds more than a double does (kubectl
 * prints an int64 exactly, a float64 in its shortest form), via Node's source access.
 */
const exactJson = (text: string): unknown =>
  JSON.parse(text, (_k, v: unknown, ctx?: { source?: string }) => {
    const src = ctx?.source ?? '';
    return typeof v === 'number' && /^-?\d+$/.test(src) && String(v) !== src ? BigInt(src) : v;
  });

/**
 * The object `kubectl apply -k` would send for one file: kustomize's output read back by kubectl
 * (`kubectl patch --local -o json`, offline) — `{ error }` when kustomize refuses the file.
 */
export function kustomizeJson(file: string): { json: unknown } | { error: string } | undefined {
  const out = kustomize(file);
  if (out === undefined) return undefined;
  if (out.startsWith('error: ')) return { error: out };
  const r = spawnSync(KUBECTL, ['patch', '--local', '-f', '-', '-p', '{}', '--type', 'merge', '-o', 'json'], {
    input: out,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return r.status === 0 ? { json: exactJson(r.stdout) } : { error: `kubectl: ${r.stderr}` };
}
