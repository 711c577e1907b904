import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSnapshot } from '../../src/sources/open.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/sources/snapshot.js';
import { planRenders, prerender, type RenderTask } from '../../src/units/prerender.js';
import { renderEnv, type KustomizeBinary, type RenderOutcome } from '../../src/units/render.js';
import { renderedObjects } from '../helpers/kustomize.js';

/**
 * Differential: every kustomize unit of two real GitOps repositories at their newest commit,
 * rendered by the gate's renderer (from git blobs, through its wrapper, offline) and by
 * `kubectl kustomize` run directly on a checkout; the objects must be the same. Units the gate
 * renders differently on purpose are counted apart, each kind of difference explained below.
 */
const KUBECTL = '/usr/bin/kubectl';
const bundles = join(process.cwd(), '..', 'shared', 'corpus', 'gitops');
// CI runs the suite twice (Node 24, then 22): the corpus renders once, on the first (.ci/run).
const once = process.env.UPGRADE_GATE_CORPUS_ONCE === 'done';
if (once) console.warn('units/render-corpus: already run on the first Node of this CI run; skipped');
const ready = existsSync(KUBECTL) && existsSync(bundles) && !once;
if (!ready) console.warn('units/render-corpus: /usr/bin/kubectl or ../shared/corpus/gitops absent; skipped');
const bin: KustomizeBinary = { path: KUBECTL, args: ['kustomize'], label: 'kubectl kustomize' };

const objects = renderedObjects;

/**
 * Why the gate's render of a unit differs from kubectl's on purpose, or undefined: a unit that names
 * a remote reference or a Helm chart is rendered without it (kubectl would fetch or refuse it, so
 * kubectl is not even run on it: it would reach the network).
 */
function onPurpose(t: RenderTask): string | undefined {
  if (t.inputs.remote.some((r) => !r.outside)) return 'remote reference cut out';
  if (t.inputs.remote.length) return 'reference outside the repository cut out';
  if (t.inputs.chain.some((c) => c.config.helmCharts.length)) return 'Helm chart not inflated';
  // The Flux Kustomization or Argo CD Application that applies it adds its overrides (a target
  // namespace, patches, images): the unit is built as the controller builds it, not as kubectl
  // builds the folder (units/overrides.test.ts holds those against the real kustomize).
  if (t.inputs.chain.some((c) => c.config.rewritten)) return 'Flux or Argo CD overrides applied';
  return undefined;
}

/** kubectl kustomize on the checkout, offline (the same closed proxies and local-only git). */
function direct(checkout: string, root: string): RenderOutcome {
  const home = mkdtempSync(join(tmpdir(), 'ug-corpus-home-'));
  mkdirSync(join(home, 'home'));
  const r = spawnSync(KUBECTL, ['kustomize', join(checkout, root)], {
    encoding: 'utf8',
    env: renderEnv(home),
    maxBuffer: 256 * 1024 * 1024,
    timeout: 60_000,
  });
  rmSync(home, { recursive: true, force: true });
  return r.status === 0 ? { yaml: r.stdout } : { error: r.stderr.trim().split('\n')[0] ?? '' };
}

const withCorpus = ready ? describe : describe.skip;

withCorpus('the gate renders real repositories as kubectl kustomize does', () => {
  for (const name of ['vehagn+homelab', 'xunholy+k8s-gitops'])
    it(`${name}: every unit at the newest commit`, async () => {
      const tmp = mkdtempSync(join(tmpdir(), 'ug-corpus-'));
      const checkout = join(tmp, name);
      execFileSync('git', ['clone', '-q', join(bundles, `${name}.bundle`), checkout]);
      const opts = { paths: [], exclude: [], maxFileSize: DEFAULT_MAX_FILE_SIZE };
      const snap = await openSnapshot({ rev: 'HEAD' }, checkout, opts);
      const tasks = [...planRenders([snap], []).tasks.values()];
      const gate = await prerender(bin, tasks);
      const tally = { same: 0, bothFail: 0, onPurpose: new Map<string, number>() };
      const differences: string[] = [];
      for (const t of tasks) {
        const why = onPurpose(t);
        if (why) {
          tally.onPurpose.set(why, (tally.onPurpose.get(why) ?? 0) + 1);
          continue;
        }
        const ours = gate.get(t.key)!;
        const theirs = direct(checkout, t.root);
        if ('error' in ours && 'error' in theirs) tally.bothFail++;
        else if (
          'yaml' in ours &&
          'yaml' in theirs &&
          objects(ours.yaml).join('\n') === objects(theirs.yaml).join('\n')
        )
          tally.same++;
        else
          differences.push(
            `${t.root}: gate ${'error' in ours ? ours.error.slice(0, 300) : 'rendered'}; kubectl ${'error' in theirs ? theirs.error.slice(0, 300) : 'rendered'}`,
          );
      }
      console.log(
        `${name}: ${tasks.length} units; ${tally.same} the same, ${tally.bothFail} fail in both; on purpose: ${JSON.stringify([...tally.onPurpose])}`,
      );
      rmSync(tmp, { recursive: true, force: true });
      expect(differences).toEqual([]);
      expect(tally.same).toBeGreaterThan(tasks.length / 2);
    }, 600_000);
});
