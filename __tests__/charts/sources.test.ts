import { chartChanges } from '../../src/charts/changes.js';
import { chartSources, namedRepositories, trusted, type SideObjects } from '../../src/charts/sources.js';
import { parseFile } from '../../src/manifests/parse.js';
import { KUSTOMIZATION_TYPE } from '../../src/units/kustomization.js';

const side = (files: Record<string, string>): SideObjects => {
  const objects = Object.entries(files).flatMap(
    ([path, text]) =>
      parseFile({ path, text }, {}, path.endsWith('kustomization.yaml') ? KUSTOMIZATION_TYPE : undefined)
        .objects,
  );
  return { objects, configs: objects };
};

const flux = `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata: { name: podinfo, namespace: apps }
spec:
  type: oci
  url: oci://ghcr.io/stefanprodan/charts
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: podinfo, namespace: apps }
spec:
  chart:
    spec:
      chart: podinfo
      version: 6.5.0
      sourceRef: { kind: HelmRepository, name: podinfo }
  install: { crds: CreateReplace }
  values: { replicaCount: 2 }
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: { name: local, namespace: apps }
spec:
  chart:
    spec:
      chart: ./charts/local
      sourceRef: { kind: GitRepository, name: flux-system, namespace: flux-system }
`;

const argo = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: { name: multi, namespace: argocd }
spec:
  destination: { namespace: web }
  sources:
    - repoURL: https://github.com/org/values.git
      path: envs/prod
    - repoURL: registry-1.docker.io/bitnamicharts
      chart: nginx
      targetRevision: 18.1.0
      helm: { skipCrds: true, releaseName: web }
`;

const kustomization = `helmCharts:
  - name: cert-manager
    repo: https://charts.jetstack.io/
    version: v1.17.0
    includeCRDs: true
`;

describe('chart sources', () => {
  it('reads Flux, Argo CD and kustomize sources with their locations, lines and CRD policies', () => {
    const s = chartSources(
      side({ 'flux.yaml': flux, 'argo.yaml': argo, 'cm/kustomization.yaml': kustomization }),
    );
    expect(
      s.map((x) => [
        x.ref,
        x.location,
        `${x.at.version.file}:${x.at.version.line}`,
        x.crds.install,
        x.crds.upgrade,
        x.unknown ?? '',
      ]),
    ).toEqual([
      [
        'HelmRelease/apps/podinfo',
        { kind: 'oci', repo: 'oci://ghcr.io/stefanprodan/charts', chart: 'podinfo', version: '6.5.0' },
        'flux.yaml:15',
        'CreateReplace',
        'Skip',
        '',
      ],
      [
        'HelmRelease/apps/local',
        undefined,
        'flux.yaml:26',
        'Create',
        'Skip',
        expect.stringContaining('read from a GitRepository'),
      ],
      [
        'Application/argocd/multi',
        { kind: 'oci', repo: 'oci://registry-1.docker.io/bitnamicharts', chart: 'nginx', version: '18.1.0' },
        'argo.yaml:11',
        'Skip',
        'Skip',
        '',
      ],
      [
        'cm/kustomization.yaml',
        { kind: 'http', repo: 'https://charts.jetstack.io', chart: 'cert-manager', version: 'v1.17.0' },
        'cm/kustomization.yaml:4',
        'CreateReplace',
        'CreateReplace',
        '',
      ],
    ]);
    expect(s[2]!.releaseName).toBe('web');
    expect(s[2]!.namespace).toBe('web');
  });

  it('trusts only repositories the base names, or charts.allow admits (on a path boundary)', () => {
    const named = namedRepositories(side({ 'flux.yaml': flux, 'cm/kustomization.yaml': kustomization }));
    const loc = (repo: string, chart = 'x') => ({ kind: 'http' as const, repo, chart, version: '1.0.0' });
    expect(trusted(loc('https://charts.jetstack.io', 'cert-manager'), named, [])).toBe(true);
    expect(trusted({ ...loc('oci://ghcr.io/stefanprodan/charts', 'podinfo'), kind: 'oci' }, named, [])).toBe(
      true,
    );
    expect(trusted(loc('https://charts.jetstack.io.evil.example'), named, [])).toBe(false);
    expect(trusted(loc('https://charts.example.com/sub'), named, ['https://charts.example.com'])).toBe(true);
    expect(trusted(loc('https://charts.example.com.evil'), named, ['https://charts.example.com'])).toBe(
      false,
    );
  });

  it('pairs installs across the sides: what changed, and the line that changes', () => {
    const head = flux
      .replace('version: 6.5.0', 'version: 6.6.0')
      .replace('replicaCount: 2', 'replicaCount: 3');
    const changes = chartChanges(side({ 'flux.yaml': flux }), side({ 'flux.yaml': head }));
    expect(changes.map((c) => [c.head?.ref, c.aspects, `${c.at.file}:${c.at.line}`])).toEqual([
      ['HelmRelease/apps/podinfo', ['version', 'values'], 'flux.yaml:15'],
    ]);
    const removed = chartChanges(side({ 'cm/kustomization.yaml': kustomization }), side({}));
    expect(removed.map((c) => [c.base?.ref, c.aspects, c.side])).toEqual([
      ['cm/kustomization.yaml', ['removed'], 'base'],
    ]);
  });
});
