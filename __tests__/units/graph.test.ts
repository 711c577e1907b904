import { parseFile } from '../../src/manifests/parse.js';
import { KUSTOMIZATION_FILE, KUSTOMIZATION_TYPE } from '../../src/units/kustomization.js';
import { detectUnits } from '../../src/units/detect.js';
import { argoGlob, directoryApplies } from '../../src/units/declarations.js';
import { readUnits } from '../../src/units/read.js';
import { twoCommitRepo } from '../helpers/git.js';
import { findingsOf, gateRepo } from '../helpers/kustomize.js';

/** The deploy graph (issue 33): what the repository declares it deploys decides the units. */

const gate = (repo: string, base: string, head: string) => gateRepo(repo, base, head, ['--fail-on', 'warn']);
const findings = findingsOf;

const crd = (plural: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {kind: ${plural[0]!.toUpperCase()}${plural.slice(1, -1)}, plural: ${plural}}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`;

const fluxKs = (
  name: string,
  path: string,
  source = 'flux-system',
) => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: ${name}
  namespace: flux-system
spec:
  path: ${path}
  sourceRef:
    kind: GitRepository
    name: ${source}
`;

const BOOTSTRAP = {
  'clusters/prod/flux-system/gotk-sync.yaml': fluxKs('flux-system', './clusters/prod'),
  'clusters/prod/flux-system/kustomization.yaml': 'resources:\n  - gotk-sync.yaml\n',
  'clusters/prod/apps.yaml': fluxKs('apps', './apps/widgets'),
  'apps/widgets/kustomization.yaml': 'resources:\n  - crd.yaml\n',
  'apps/widgets/crd.yaml': crd('widgets'),
};

/** Files as `detectUnits` reads them (kustomization files typed as kustomizations). */
const parsed = (files: Record<string, string>) =>
  Object.entries(files).map(([path, text]) =>
    parseFile({ path, text }, {}, KUSTOMIZATION_FILE.test(path) ? KUSTOMIZATION_TYPE : undefined),
  );

describe('the deploy graph', () => {
  it('Flux: the bootstrap folder, what it declares and what that reaches are the units; .archive/ is not', () => {
    const layout = detectUnits(
      parsed({
        ...BOOTSTRAP,
        '.archive/old/kustomization.yaml': 'resources:\n  - crd.yaml\n',
        '.archive/old/crd.yaml': crd('gadgets'),
        '.archive/old/ks.yaml': fluxKs('old', './.archive/old'),
        'other/kustomization.yaml': 'resources: []\n',
        'clusters/prod/other.yaml': fluxKs('other', './other', 'another-repo'),
      }),
    );
    expect(layout.units.map((u) => [u.id, u.via])).toEqual([
      ['apps/widgets', 'flux'],
      ['clusters/prod', 'flux'],
      ['clusters/prod/flux-system', 'kustomize'],
    ]);
    expect(layout.notReached).toEqual(['.archive/old', 'other']);
  });

  it('Argo CD: an ApplicationSet git directory generator with an exclude entry, from the app of apps', () => {
    const appset = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: apps, namespace: argocd}
spec:
  generators:
    - git:
        repoURL: https://example.com/repo.git
        directories:
          - path: apps/*
          - path: apps/skip
            exclude: true
  template:
    metadata: {name: '{{path.basename}}'}
    spec:
      source: {repoURL: https://example.com/repo.git, path: '{{path}}'}
      destination: {name: in-cluster, namespace: '{{path.basename}}'}
`;
    const layout = detectUnits(
      parsed({
        'bootstrap/kustomization.yaml': 'resources:\n  - root.yaml\n',
        'bootstrap/root.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: root, namespace: argocd}
spec:
  source: {repoURL: https://example.com/repo.git, path: sets}
  destination: {name: in-cluster, namespace: argocd}
`,
        'sets/kustomization.yaml': 'resources:\n  - appset.yaml\n',
        'sets/appset.yaml': appset,
        'apps/a/kustomization.yaml': 'resources: []\n',
        'apps/b/kustomization.yaml': 'resources: []\n',
        'apps/skip/kustomization.yaml': 'resources: []\n',
      }),
    );
    // The template's destination namespace is filled for each folder.
    expect(layout.units.map((u) => [u.id, u.via, u.cluster ?? '', u.defaultNamespace ?? ''])).toEqual([
      ['apps/a', 'argocd', 'argocd:in-cluster', 'a'],
      ['apps/b', 'argocd', 'argocd:in-cluster', 'b'],
      ['bootstrap', 'kustomize', '', ''],
      ['sets', 'argocd', 'argocd:in-cluster', 'argocd'],
    ]);
    expect(layout.notReached).toEqual(['apps/skip']);
  });

  it('a hostile size (an ApplicationSet over 3,000 folders, each of them folder units) stays fast', () => {
    const files: Record<string, string> = {
      'argocd/set.yaml': `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: many, namespace: argocd}
spec:
  generators:
    - git: {repoURL: x, directories: [{path: 'apps/*'}]}
  template:
    spec:
      source: {repoURL: x, path: '{{path}}', directory: {recurse: true}}
      destination: {name: in-cluster, namespace: '{{path.basename}}'}
`,
    };
    for (let i = 0; i < 3000; i++)
      files[`apps/a${i}/cm.yaml`] = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c${i}}\n`;
    const read = parsed(files);
    const t = Date.now();
    const layout = detectUnits(read);
    expect(layout.units).toHaveLength(3000);
    expect(Date.now() - t).toBeLessThan(1500);
  });

  it('without any declaration, the kustomization roots are the units, as before', () => {
    const layout = detectUnits(
      parsed({ 'a/kustomization.yaml': 'resources: []\n', 'b/kustomization.yaml': 'resources: []\n' }),
    );
    expect(layout.units.map((u) => u.id)).toEqual(['a', 'b']);
    expect(layout.notReached).toBeUndefined();
  });
});

describe('Argo CD source.directory', () => {
  it.each([
    ['*.yaml', 'a.yaml', true],
    ['*.yaml', 'sub/a.yaml', true],
    ['{old,test}*', 'old-b.yaml', true],
    ['{old,test}*', 'a.yaml', false],
    ['[ab].yaml', 'b.yaml', true],
    ['a.yaml', 'axyaml', false],
  ])('the glob %s on %s is %s (Argo CD globs cross folders)', (glob, path, matches) => {
    expect(argoGlob(glob)?.test(path)).toBe(matches);
  });

  it('a pattern too costly to match is not read: it excludes nothing', () => {
    expect(argoGlob('*a*a*a*a*a*a*a*a*a*a')).toBeUndefined();
    expect(directoryApplies({ exclude: '*a*a*a*a*a*a*a*a*a*a' }, 'a.yaml')).toBe(true);
  });

  it('recurse, include and exclude decide which files of the folder are applied', () => {
    const files = {
      'argocd/app.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: plain, namespace: argocd}
spec:
  source:
    repoURL: https://example.com/repo.git
    path: plain
    directory: {exclude: '{old,test}*'}
  destination: {name: in-cluster, namespace: apps}
`,
      'plain/a.yaml': crd('widgets'),
      'plain/old-b.yaml': crd('gadgets'),
      'plain/sub/c.yaml': crd('gizmos'),
    };
    const reading = readUnits(
      parsed(files),
      Object.entries(files).map(([path, text]) => ({ path, text })),
      {
        deployUnits: [],
        cache: new Map(),
      },
    );
    expect(
      reading.objects.filter((o) => o.kind === 'CustomResourceDefinition').map((o) => [o.name, o.unit]),
    ).toEqual([['widgets.example.com', 'plain']]);
  });
});

describe('the deploy graph in a run', () => {
  it('a CRD removed from .archive/ is not a removed CRD; one notice says what is not judged', async () => {
    const archive = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [
          [`.archive/app${i}/kustomization.yaml`, 'resources:\n  - crd.yaml\n'],
          [`.archive/app${i}/crd.yaml`, crd(`gadget${i}s`)],
        ]).flat(),
      ) as Record<string, string>;
    const d = twoCommitRepo({ ...BOOTSTRAP, ...archive(3) }, { ...BOOTSTRAP, ...archive(2) });
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'crd/removed')).toEqual([]);
    expect(r.result).toBe('pass');
    expect(findings(r, 'input/not-rendered')).toEqual([
      expect.objectContaining({
        file: '.archive/app0/kustomization.yaml',
        line: 1,
        message: expect.stringContaining(
          '2 kustomizations (2 under .archive/) are not reached by any Flux Kustomization or Argo CD Application',
        ),
      }),
      expect.objectContaining({
        severity: 'notice',
        message: expect.stringMatching(/^1 of 2 kustomize deploy units were read without kustomize/),
      }),
    ]);
  });

  it('a CRD removed from a deployed unit still fails at its line', async () => {
    const d = twoCommitRepo(
      {
        ...BOOTSTRAP,
        'apps/widgets/kustomization.yaml': 'resources:\n  - crd.yaml\n  - gadgets.yaml\n',
        'apps/widgets/gadgets.yaml': crd('gadgets'),
      },
      BOOTSTRAP,
    );
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'crd/removed')).toEqual([
      expect.objectContaining({
        file: 'apps/widgets/gadgets.yaml',
        line: 1,
        object: 'CustomResourceDefinition/gadgets.example.com',
      }),
    ]);
  });

  it('a stray file beside a kustomization.yaml that does not list it, removed by the PR: no crd/removed', async () => {
    const files = { 'app/kustomization.yaml': 'resources:\n  - crd.yaml\n', 'app/crd.yaml': crd('widgets') };
    const d = twoCommitRepo({ ...files, 'app/old-copy.yaml': crd('gadgets') }, files);
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'crd/removed')).toEqual([]);
    expect(r.result).toBe('pass');
  });
});
