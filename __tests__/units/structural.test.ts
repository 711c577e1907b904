import { parseFile } from '../../src/manifests/parse.js';
import { detectUnits } from '../../src/units/detect.js';
import { isRemote } from '../../src/units/kustomization.js';
import { readUnits } from '../../src/units/read.js';
import { overrideImage } from '../../src/units/transform.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';
import { findingsOf, gateOnFiles, statusOf } from '../helpers/gate.js';
import { kafkaVersionPatch, kraftKafka } from '../helpers/strimzi.js';

/**
 * The structural reading (no kustomize binary): what every run does before or without rendering.
 * gateOnFiles runs the whole pipeline with no renderer.
 */
const patch = kafkaVersionPatch('3.9.0');
const overlay = (ns: string, extra = '') =>
  `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamespace: ${ns}\nresources:\n  - ../base\npatches:\n  - path: version.yaml\n${extra}`;
const operator = { strimzi: { operatorVersion: '0.45.0' } };
const wsCrd = (props: Record<string, string> = { a: 'string' }) =>
  crdOf('ws', 'example.com', 'W', schemaVersion('v1', true, props));
const KUSTOMIZATION = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization' };
const parsed = (files: Record<string, string>) =>
  Object.entries(files).map(([path, text]) =>
    parseFile({ path, text }, {}, path.endsWith('kustomization.yaml') ? KUSTOMIZATION : undefined),
  );

const tree = {
  'base/kustomization.yaml': 'resources:\n  - kafka.yaml\n',
  'base/kafka.yaml': kraftKafka('3.9.0'),
  'staging/kustomization.yaml': overlay('kafka-staging'),
  'staging/version.yaml': patch,
  'prod/kustomization.yaml': overlay('kafka-prod'),
  'prod/version.yaml': patch,
};

describe('structural reading of kustomize trees', () => {
  it('kustomizations and patch files are not objects; staging and prod copies are not duplicates', () => {
    const r = gateOnFiles(tree, tree, operator);
    expect(statusOf(r, 'input/duplicate-object')).toBe('pass');
    expect(findingsOf(r, 'crd/custom-resource-invalid')).toEqual([]);
    expect(r.findings.filter((f) => f.file?.endsWith('version.yaml'))).toEqual([]);
  });

  it('the namespace of the overlay reaches the objects of the base', () => {
    const r = gateOnFiles(tree, { ...tree, 'base/kafka.yaml': kraftKafka('3.8.0') }, operator);
    const objects = findingsOf(r, 'strimzi/downgrade-metadata').map((f) => f.object);
    expect(objects.sort()).toEqual(['Kafka/kafka-prod/my-cluster', 'Kafka/kafka-staging/my-cluster']);
    expect(findingsOf(r, 'strimzi/downgrade-metadata')[0]).toMatchObject({
      file: 'base/kafka.yaml',
      line: 10,
    });
  });

  it('a duplicate inside one unit still fails', () => {
    const head = {
      ...tree,
      'base/kustomization.yaml': 'resources:\n  - kafka.yaml\n  - again.yaml\n',
      'base/again.yaml': kraftKafka('3.9.0'),
    };
    const r = gateOnFiles(tree, head, operator);
    const found = findingsOf(r, 'input/duplicate-object');
    expect(found.map((f) => [f.file, f.line, f.object])).toEqual([
      ['base/again.yaml', 1, 'Kafka/kafka-prod/my-cluster'],
      ['base/again.yaml', 1, 'Kafka/kafka-staging/my-cluster'],
    ]);
  });

  it('without kustomize the report says once that patches were not applied', () => {
    const r = gateOnFiles(tree, tree, operator);
    const notes = findingsOf(r, 'input/not-rendered');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ severity: 'notice', file: 'prod/kustomization.yaml', line: 1 });
    expect(notes[0]!.message).toContain('patches not applied');
  });

  it('plain files outside any unit are read as before: the same object twice is a duplicate', () => {
    // Two different definitions of one object (identical copies only warn: input/duplicate-object).
    const r = gateOnFiles({}, { 'a.yaml': kraftKafka('3.9.0', 'k'), 'b.yaml': kraftKafka('3.9.1', 'k') });
    expect(statusOf(r, 'input/duplicate-object')).toBe('fail');
    expect(findingsOf(r, 'input/not-rendered')).toEqual([]);
  });

  it('Flux Kustomization paths are units: the same object in two clusters is two objects; targetNamespace applies', () => {
    const flux = (path: string, ns: string) =>
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: { name: ${path.includes('clusters') ? 'flux-system' : 'apps'}, namespace: flux-system }\nspec:\n  path: ${path}\n  targetNamespace: ${ns}\n  sourceRef: { kind: GitRepository, name: flux-system }\n`;
    // Each cluster's bootstrap Kustomization applies its clusters/ folder.
    const files = {
      'clusters/staging/flux-system/sync.yaml': flux('./clusters/staging', 'flux-system'),
      'clusters/prod/flux-system/sync.yaml': flux('./clusters/prod', 'flux-system'),
      'clusters/staging/apps.yaml': flux('./apps/staging', 'kafka-staging'),
      'clusters/prod/apps.yaml': flux('./apps/prod', 'kafka-prod'),
      'apps/staging/kafka.yaml': kraftKafka('3.9.0'),
      'apps/prod/kafka.yaml': kraftKafka('3.9.0'),
    };
    const r = gateOnFiles(files, { ...files, 'apps/prod/kafka.yaml': kraftKafka('3.8.0') }, operator);
    expect(statusOf(r, 'input/duplicate-object')).toBe('pass');
    expect(findingsOf(r, 'strimzi/downgrade-metadata').map((f) => [f.object, f.file, f.line])).toEqual([
      ['Kafka/kafka-prod/my-cluster', 'apps/prod/kafka.yaml', 10],
    ]);
  });

  it('a CRD two units of the same cluster apply is a duplicate; one per cluster is not', () => {
    const flux = (name: string, path: string) =>
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: { name: ${name}, namespace: flux-system }\nspec:\n  path: ${path}\n  sourceRef: { kind: GitRepository, name: flux-system }\n`;
    const crd = wsCrd();
    const files: Record<string, string> = {
      'crds/kustomization.yaml': 'resources: [ws.yaml]\n',
      'crds/ws.yaml': crd,
    };
    for (const env of ['staging', 'prod']) {
      files[`clusters/${env}/sync.yaml`] = flux('flux-system', `./clusters/${env}`);
      files[`clusters/${env}/crds.yaml`] = flux('crds', `./infra/${env}`);
      files[`infra/${env}/kustomization.yaml`] = 'resources: [../../crds]\n';
    }
    expect(statusOf(gateOnFiles(files, files), 'input/duplicate-object')).toBe('pass');
    const head = {
      ...files,
      'clusters/prod/apps.yaml': flux('apps', './apps/prod'),
      'apps/prod/kustomization.yaml': 'resources: [../../crds]\n',
    };
    const found = findingsOf(gateOnFiles(files, head), 'input/duplicate-object');
    expect(found.map((f) => [f.file, f.object])).toEqual([
      ['crds/ws.yaml', 'CustomResourceDefinition/ws.example.com'],
    ]);
  });

  it('Argo CD Application source paths are units; the destination namespace fills objects without one', () => {
    const app = (path: string, ns: string) =>
      `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: { name: ${ns}, namespace: argocd }\nspec:\n  source: { repoURL: 'https://example.com/r.git', path: ${path} }\n  destination: { namespace: ${ns} }\n`;
    const files = {
      'argocd/staging.yaml': app('envs/staging', 'staging'),
      'argocd/prod.yaml': app('envs/prod', 'prod'),
      'envs/staging/kafka.yaml': kraftKafka('3.9.0'),
      'envs/prod/kafka.yaml': kraftKafka('3.9.0'),
    };
    const r = gateOnFiles(files, { ...files, 'envs/staging/kafka.yaml': kraftKafka('3.8.0') }, operator);
    expect(statusOf(r, 'input/duplicate-object')).toBe('pass');
    expect(findingsOf(r, 'strimzi/downgrade-metadata').map((f) => f.object)).toEqual([
      'Kafka/staging/my-cluster',
    ]);
  });

  it('deployUnits globs replace the detection', () => {
    const files = {
      'envs/a/kafka.yaml': kraftKafka('3.9.0', 'k'),
      'envs/b/kafka.yaml': kraftKafka('3.9.1', 'k'),
    };
    expect(statusOf(gateOnFiles({}, files), 'input/duplicate-object')).toBe('fail');
    expect(statusOf(gateOnFiles({}, files, { deployUnits: ['envs/*'] }), 'input/duplicate-object')).toBe(
      'pass',
    );
  });

  it('an object that moves to another unit is the same object, not a removal', () => {
    const crd = wsCrd();
    const r = gateOnFiles(
      { 'old/kustomization.yaml': 'resources: [crd.yaml]\n', 'old/crd.yaml': crd },
      { 'new/kustomization.yaml': 'resources: [crd.yaml]\n', 'new/crd.yaml': crd },
    );
    expect(statusOf(r, 'crd/removed')).toBe('pass');
  });

  it('namePrefix, nameSuffix and images apply; CRDs keep their names and stay cluster-scoped', () => {
    const files = {
      'k/kustomization.yaml':
        'namespace: ops\nnamePrefix: pre-\nnameSuffix: -suf\nresources: [d.yaml, crd.yaml]\nimages:\n  - name: quay.io/strimzi/operator\n    newTag: 0.45.0\n',
      'k/d.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: strimzi-cluster-operator }\nspec:\n  template:\n    spec:\n      containers:\n        - name: op\n          image: quay.io/strimzi/operator:0.44.0\n',
      'k/crd.yaml': wsCrd(),
    };
    const reading = readUnits(parsed(files), [], { deployUnits: [], cache: new Map() });
    const d = reading.objects.find((o) => o.kind === 'Deployment')!;
    expect([d.unit, d.namespace, d.name]).toEqual(['k', 'ops', 'pre-strimzi-cluster-operator-suf']);
    expect(JSON.stringify(d.value)).toContain('quay.io/strimzi/operator:0.45.0');
    const c = reading.objects.find((o) => o.kind === 'CustomResourceDefinition')!;
    expect([c.namespace, c.name]).toEqual(['', 'ws.example.com']);
  });
});

describe('deploy units', () => {
  it('roots are kustomizations no other one includes; components are never roots', () => {
    const layout = detectUnits(
      parsed({
        'base/kustomization.yaml': 'resources: [a.yaml]\n',
        'staging/kustomization.yaml': 'resources: [../base]\ncomponents: [../comp]\n',
        'prod/kustomization.yaml': 'resources: [../base]\n',
        'comp/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\n',
      }),
    );
    expect(layout.units.map((u) => [u.id, u.via])).toEqual([
      ['prod', 'kustomize'],
      ['staging', 'kustomize'],
    ]);
  });

  it('remote references are recognised in every form kustomize fetches', () => {
    for (const r of [
      'https://github.com/strimzi/strimzi-kafka-operator/releases/download/0.45.0/x.yaml',
      'github.com/kubernetes-sigs/cluster-api//config/crd?ref=v1.8.0',
      'git@github.com:org/repo.git//deploy',
      'ssh://git@example.com/repo.git',
    ])
      expect(isRemote(r)).toBe(true);
    expect(isRemote('../base')).toBe(false);
    expect(isRemote('crds/kafka.yaml')).toBe(false);
  });

  it('images: kustomize matches the name without tag or digest', () => {
    const im = [{ name: 'quay.io/strimzi/operator', newTag: '0.45.0' }];
    expect(overrideImage('quay.io/strimzi/operator:0.44.0', im)).toBe('quay.io/strimzi/operator:0.45.0');
    expect(overrideImage('quay.io/strimzi/operator', im)).toBe('quay.io/strimzi/operator:0.45.0');
    expect(overrideImage('localhost:5000/x:1', im)).toBe('localhost:5000/x:1');
    expect(
      overrideImage('quay.io/strimzi/operator@sha256:ab', [
        { name: 'quay.io/strimzi/operator', newName: 'r/op' },
      ]),
    ).toBe('r/op@sha256:ab');
  });
});

describe('Helm charts', () => {
  it("CRDs in a chart's crds/ folder are read as CRDs; templates are said once under input/not-rendered", () => {
    const chart = {
      'charts/w/Chart.yaml': 'apiVersion: v2\nname: w\nversion: 1.0.0\n',
      'charts/w/templates/deploy.yaml': 'kind: {{ .Values.kind }}\n',
    };
    const r = gateOnFiles(
      { ...chart, 'charts/w/crds/ws.yaml': wsCrd({ a: 'string', b: 'string' }) },
      { ...chart, 'charts/w/crds/ws.yaml': wsCrd() },
    );
    expect(findingsOf(r, 'crd/field-removed')).toEqual([
      expect.objectContaining({
        file: 'charts/w/crds/ws.yaml',
        object: 'CustomResourceDefinition/ws.example.com',
      }),
    ]);
    expect(findingsOf(r, 'input/not-rendered')).toEqual([
      expect.objectContaining({ severity: 'notice', file: 'charts/w/Chart.yaml', line: 1 }),
    ]);
    expect(findingsOf(r, 'input/parse-error')).toEqual([]);
  });
});

describe('one source, several units', () => {
  it('a CRD change in a base two overlays include is reported once', () => {
    const files = (props: Record<string, string>) => ({
      'crds/kustomization.yaml': 'resources: [ws.yaml]\n',
      'crds/ws.yaml': crdOf('ws', 'example.com', 'W', schemaVersion('v1', true, props)),
      'staging/kustomization.yaml': 'resources: [../crds]\n',
      'prod/kustomization.yaml': 'kind: Kustomization\nresources: [../crds]\n',
    });
    const r = gateOnFiles(files({ a: 'string', b: 'string' }), files({ a: 'string' }));
    expect(findingsOf(r, 'crd/field-removed')).toEqual([
      expect.objectContaining({ file: 'crds/ws.yaml', object: 'CustomResourceDefinition/ws.example.com' }),
    ]);
    expect(statusOf(r, 'input/duplicate-object')).toBe('pass');
  });
});
