import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSnapshot } from '../../src/sources/open.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/sources/snapshot.js';
import { planRenders, prerender } from '../../src/units/prerender.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';
import { git, newRepo, twoCommitRepo, writeTree } from '../helpers/git.js';
import { kafkaVersionPatch, kraftKafka } from '../helpers/strimzi.js';
import { renderingEveryUnit } from '../helpers/every-unit.js';
import {
  kustomizeBin,
  withKustomizeIn,
  gateRepo,
  findingsOf,
  type GateReport,
} from '../helpers/kustomize.js';

/**
 * Real git repositories in temp dirs, rendered by the real kustomize (`kustomize build` or
 * `kubectl kustomize` found on PATH). Without one, these cases are skipped with a message.
 */
const withKustomize = withKustomizeIn('units/render');

const gate = gateRepo;
const status = (r: GateReport, id: string) => r.rules.find((x) => x.id === id)?.status;
const findings = findingsOf;

/** The GitOps example (fixtures/gitops) as two commits of a real repository. */
function gitopsRepo() {
  const repo = newRepo();
  const commit = (side: string) => {
    for (const e of readdirSync(repo)) if (e !== '.git') git(repo, 'rm', '-rq', '--ignore-unmatch', e);
    cpSync(join(process.cwd(), 'fixtures', 'gitops', side), repo, { recursive: true });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', side);
    return git(repo, 'rev-parse', 'HEAD');
  };
  const base = commit('base');
  return { repo, base, head: commit('head') };
}

withKustomize('GitOps repository rendered with the real kustomize', () => {
  let r: GateReport;
  beforeAll(async () => {
    const d = gitopsRepo();
    r = await gate(d.repo, d.base, d.head);
  });

  it('an overlay patch that lowers spec.kafka.version below the metadata version fails at the patch line', () => {
    expect(r.result).toBe('fail');
    expect(findings(r, 'strimzi/downgrade-metadata')).toEqual([
      expect.objectContaining({
        file: 'kafka/staging/kafka-version.yaml',
        line: 8,
        object: 'Kafka/kafka-staging/my-cluster',
      }),
    ]);
    expect(findings(r, 'strimzi/metadata-above-kafka')[0]).toMatchObject({
      file: 'kafka/staging/kafka-version.yaml',
      line: 9,
    });
  });

  it('staging and prod copies of the same Kafka and CRDs are not duplicates; the namespace comes from kustomize', () => {
    expect(status(r, 'input/duplicate-object')).toBe('pass');
    // Only staging changed: prod's Kafka (namespace kafka-prod, from its overlay) is not reported.
    expect(r.findings.filter((f) => f.object?.includes('kafka-prod'))).toEqual([]);
    expect(r.findings.filter((f) => f.object?.startsWith('Kafka/')).map((f) => f.object)).toContain(
      'Kafka/kafka-staging/my-cluster',
    );
  });

  it('the units of both sides are rendered ahead, once per distinct input, all without error', async () => {
    const g = join(process.cwd(), 'fixtures', 'gitops');
    const opts = { paths: [], exclude: [], maxFileSize: DEFAULT_MAX_FILE_SIZE };
    const sides = await Promise.all(['base', 'head'].map((s) => openSnapshot({ dir: join(g, s) }, g, opts)));
    const plan = planRenders(sides, []);
    const done = await prerender(kustomizeBin!, plan.tasks.values());
    // infrastructure/{staging,prod} and kafka/prod are the same on both sides; kafka/staging differs.
    expect(done.size).toBe(5);
    expect(plan.shared.size).toBe(3);
    expect([...done.values()].filter((o) => 'error' in o)).toEqual([]);
  });

  it('the remote operator release is never fetched, said once where it is named', () => {
    expect(findings(r, 'input/not-rendered')).toEqual([
      expect.objectContaining({
        severity: 'notice',
        file: 'infrastructure/base/kustomization.yaml',
        line: 6,
      }),
    ]);
    // The release URL still names the operator version: the Kafka versions are judged against 0.45.0.
    expect(status(r, 'strimzi/unknown-release')).toBe('pass');
    expect(status(r, 'strimzi/kafka-version-supported')).toBe('pass');
  });
});

/** The operator version for the Strimzi rules, from the config (read from the base revision). */
const operator = 'strimzi:\n  operatorVersion: 0.45.0\n';

withKustomize('kustomize structure, rendered', () => {
  it('a patch file and a kustomization are never judged as objects', async () => {
    const patch = kafkaVersionPatch('3.9.0');
    const k = (ns: string) =>
      `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: ${ns}\nresources: [../base]\npatches:\n  - path: patch.yaml\n`;
    const files = {
      'base/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [kafka.yaml]\n',
      'base/kafka.yaml': kraftKafka('3.9.0'),
      'a/kustomization.yaml': k('a'),
      'a/patch.yaml': patch,
      'b/kustomization.yaml': k('b'),
      'b/patch.yaml': patch,
      '.github/upgrade-gate.yml': operator,
    };
    const d = twoCommitRepo(files, { ...files, 'a/patch.yaml': patch.replace('3.9.0', '3.8.0') });
    const r = await gate(d.repo, d.base, d.head);
    expect(status(r, 'input/duplicate-object')).toBe('pass');
    // The rendered Kafka of unit a (namespace a) is judged: the version at the patch's line, the
    // metadata version (which the patch leaves alone) at the resource's.
    expect(findings(r, 'strimzi/downgrade-metadata')).toEqual([
      expect.objectContaining({ object: 'Kafka/a/my-cluster', file: 'a/patch.yaml', line: 7 }),
    ]);
    expect(findings(r, 'strimzi/metadata-above-kafka')).toEqual([
      expect.objectContaining({ object: 'Kafka/a/my-cluster', file: 'base/kafka.yaml', line: 11 }),
    ]);
    const objects = new Set(r.findings.map((f) => f.object).filter(Boolean));
    expect([...objects].filter((o) => o!.startsWith('Kustomization'))).toEqual([]);
    // The patch is not a Kafka of its own: no finding names an object without a namespace.
    expect(objects.has('Kafka/my-cluster')).toBe(false);
    expect(
      r.findings.filter((f) => f.file?.endsWith('patch.yaml') && f.rule.startsWith('strimzi/kraft')),
    ).toEqual([]);
  });

  it('a CRD whose conversion webhook comes from a kustomize patch is judged with it', async () => {
    const crd = (versions: string) => crdOf('machines', 'cluster.x-k8s.io', 'Machine', versions);
    const version = (name: string, storage: boolean, field: string) =>
      schemaVersion(name, storage, { [field]: 'string' });
    const webhook = `# The patch kubebuilder scaffolds: conversion through the manager's webhook.
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: machines.cluster.x-k8s.io
spec:
  conversion:
    strategy: Webhook
    webhook:
      conversionReviewVersions: ["v1"]
      clientConfig:
        service:
          namespace: system
          name: webhook-service
          path: /convert
`;
    const kustomization = (patched: boolean) =>
      `resources:\n  - bases/cluster.x-k8s.io_machines.yaml\n${patched ? 'patches:\n  - path: patches/webhook_in_machines.yaml\n' : ''}`;
    const base = {
      'config/crd/kustomization.yaml': kustomization(true),
      'config/crd/patches/webhook_in_machines.yaml': webhook,
      'config/crd/bases/cluster.x-k8s.io_machines.yaml': crd(version('v1beta1', true, 'bootstrap')),
    };
    const twoVersions = crd(
      version('v1beta1', false, 'bootstrap') + version('v1beta2', true, 'bootstrapRef'),
    );
    const withPatch = { ...base, 'config/crd/bases/cluster.x-k8s.io_machines.yaml': twoVersions };
    const d = twoCommitRepo(base, withPatch);
    const r = await gate(d.repo, d.base, d.head);
    expect(status(r, 'crd/served-versions-incompatible')).toBe('pass');
    // The same change without the webhook patch: conversion None, and the versions reject each other.
    const bare = twoCommitRepo(
      { ...base, 'config/crd/kustomization.yaml': kustomization(false) },
      { ...withPatch, 'config/crd/kustomization.yaml': kustomization(false) },
    );
    const none = await gate(bare.repo, bare.base, bare.head);
    expect(findings(none, 'crd/served-versions-incompatible')).toEqual([
      expect.objectContaining({ file: 'config/crd/bases/cluster.x-k8s.io_machines.yaml', line: 9 }),
    ]);
  });

  it('a kustomization kustomize rejects is read structurally and said (input/not-rendered warns)', async () => {
    const files = {
      'app/kustomization.yaml': 'resources:\n  - kafka.yaml\n  - missing.yaml\nnamespace: apps\n',
      'app/kafka.yaml': kraftKafka('3.9.0'),
      '.github/upgrade-gate.yml': operator,
    };
    const d = twoCommitRepo(files, { ...files, 'app/kafka.yaml': kraftKafka('3.8.0') });
    const r = await gate(d.repo, d.base, d.head);
    const [n] = findings(r, 'input/not-rendered');
    expect(n).toMatchObject({ severity: 'warn', file: 'app/kustomization.yaml', line: 1 });
    expect(n!.message).toMatch(/could not be rendered/);
    expect(n!.message).not.toContain('/tmp/');
    // The structural reading still applies the namespace.
    expect(r.findings.some((f) => f.object === 'Kafka/apps/my-cluster')).toBe(true);
  });

  it('render: off reads kustomizations structurally and says so once', async () => {
    const files = {
      'app/kustomization.yaml': 'resources: [kafka.yaml]\nnamespace: apps\n',
      'app/kafka.yaml': kraftKafka('3.9.0'),
      '.github/upgrade-gate.yml': 'render: off\n',
    };
    const d = twoCommitRepo(files, { ...files, 'app/kafka.yaml': kraftKafka('3.9.1') });
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'input/not-rendered')).toEqual([
      expect.objectContaining({ severity: 'notice', file: 'app/kustomization.yaml' }),
    ]);
    expect(findings(r, 'input/not-rendered')[0]!.message).toContain('render: off');
  });

  it('rendering never reads outside the repository: a resource that climbs out is left out and named', async () => {
    const repo = newRepo();
    writeTree(repo, {
      'app/kustomization.yaml': 'resources:\n  - ../../../../../../etc/hostname.yaml\n',
      'app/x.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: x }\n',
    });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'x');
    const r = await renderingEveryUnit(() => gate(repo, 'HEAD', 'HEAD'));
    expect(findings(r, 'input/not-rendered')).toEqual([
      expect.objectContaining({ severity: 'notice', file: 'app/kustomization.yaml', line: 2 }),
    ]);
    expect(findings(r, 'input/not-rendered')[0]!.message).toMatch(/outside the repository not read/);
  });
});
