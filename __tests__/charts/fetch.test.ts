import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOptions } from '../../src/options.js';
import { runGate } from '../../src/run.js';
import type { GateResult } from '../../src/result/model.js';
import { writeTree } from '../helpers/git.js';
import {
  CHART_CORPUS,
  haveChartCorpus,
  helmRepository,
  ociRegistry,
  packChart,
  type ChartServer,
} from '../helpers/charts.js';

/**
 * A Flux HelmRelease bump of Strimzi's chart from a Helm repository served on 127.0.0.1: the
 * chart's crds/ judged with every CRD rule. Skips without ../shared.
 */
const STRIMZI = join(CHART_CORPUS, 'strimzi-kafka-operator');

const helmRepositoryYaml = (url: string) => `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: strimzi
  namespace: kafka
spec:
  url: ${url}
`;

const helmReleaseYaml = (version: string, crds?: string) => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: strimzi
  namespace: kafka
spec:
  interval: 1h
  chart:
    spec:
      chart: strimzi-kafka-operator
      version: ${version}
      sourceRef:
        kind: HelmRepository
        name: strimzi
${crds ? `  install:\n    crds: ${crds}\n  upgrade:\n    crds: ${crds}\n` : ''}`;

const mirrorMaker = `apiVersion: kafka.strimzi.io/v1beta2
kind: KafkaMirrorMaker
metadata:
  name: mm
  namespace: kafka
spec:
  replicas: 1
  consumer:
    bootstrapServers: a:9092
    groupId: g
  producer:
    bootstrapServers: b:9092
  include: ".*"
`;

/** Runs the gate on two directories written from `base` and `head`. */
async function gateDirs(
  base: Record<string, string>,
  head: Record<string, string>,
  opts: { fetchCharts?: boolean } = {},
): Promise<GateResult> {
  const root = mkdtempSync(join(tmpdir(), 'ug-charts-'));
  try {
    const b = writeTree(join(root, 'base'), base);
    const h = writeTree(join(root, 'head'), head);
    return await runGate(
      defaultOptions({
        base: { dir: b },
        head: { dir: h },
        repo: root,
        today: '2026-01-01',
        fetchCharts: opts.fetchCharts ?? true,
        chartCache: join(root, 'cache'),
      }),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const at = (r: GateResult, rule: string) =>
  r.findings
    .filter((f) => f.rule === rule)
    .map((f) => `${f.severity} ${f.file}:${f.line}${f.unjudged ? ' unjudged' : ''}`);

(haveChartCorpus ? describe : describe.skip)('a Flux HelmRelease bump of strimzi-kafka-operator', () => {
  let repo: ChartServer;
  beforeAll(async () => {
    repo = await helmRepository(
      ['0.45.0', '0.49.0'].map((v) => ({
        name: 'strimzi-kafka-operator',
        version: v,
        archive: packChart(join(STRIMZI, v), 'strimzi-kafka-operator', v),
      })),
    );
  });
  afterAll(() => repo.close());

  it('0.45.0 → 0.49.0 with CreateReplace: the KafkaMirrorMaker CRD is gone, its resource fails at the version line', async () => {
    const files = (v: string) => ({
      'flux/repo.yaml': helmRepositoryYaml(repo.url),
      'flux/strimzi.yaml': helmReleaseYaml(v, 'CreateReplace'),
      'kafka/mm.yaml': mirrorMaker,
    });
    const r = await gateDirs(files('0.45.0'), files('0.49.0'));
    expect(r.result).toBe('fail');
    expect(at(r, 'crd/removed')).toEqual(['fail flux/strimzi.yaml:11']);
    const removed = r.findings.find((f) => f.rule === 'crd/removed')!;
    expect(removed.object).toBe('CustomResourceDefinition/kafkamirrormakers.kafka.strimzi.io');
    // The chart file the CRD comes from is named.
    expect(removed.message).toContain(
      '(crds/045-Crd-kafkamirrormaker.yaml in strimzi-kafka-operator 0.45.0)',
    );
    expect(at(r, 'helm/chart-changed')).toEqual(['notice flux/strimzi.yaml:11']);
    const msg = r.findings.find((f) => f.rule === 'helm/chart-changed')!.message;
    expect(msg).toContain('strimzi-kafka-operator 0.45.0 → 0.49.0');
    expect(msg).toContain('crds/045-Crd-kafkamirrormaker.yaml in strimzi-kafka-operator 0.45.0');
    expect(msg).toContain('11 CRDs in crds/ of strimzi-kafka-operator 0.45.0');
    expect(repo.requests.filter((p) => p.endsWith('.tgz')).sort()).toEqual([
      '/charts/strimzi-kafka-operator-0.45.0.tgz',
      '/charts/strimzi-kafka-operator-0.49.0.tgz',
    ]);
  });

  it('with the default upgrade.crds (Skip): the CRDs will NOT be upgraded, a warning at the version line', async () => {
    const files = (v: string) => ({
      'flux/repo.yaml': helmRepositoryYaml(repo.url),
      'flux/strimzi.yaml': helmReleaseYaml(v),
      'kafka/mm.yaml': mirrorMaker,
    });
    const r = await gateDirs(files('0.45.0'), files('0.49.0'));
    expect(at(r, 'crd/removed')).toEqual([]);
    expect(at(r, 'helm/crds-not-upgraded')).toEqual(['warn flux/strimzi.yaml:11']);
    const msg = r.findings.find((f) => f.rule === 'helm/crds-not-upgraded')!.message;
    expect(msg).toContain('will NOT be upgraded (spec.upgrade.crds: Skip (the default)');
    expect(msg).toContain('crds/040-Crd-kafka.yaml in strimzi-kafka-operator 0.49.0');
    // The chart's own CRDs are not another source of them: the Strimzi pack still says they stay.
    expect(at(r, 'strimzi/helm-crds-upgraded')).toEqual(['fail flux/strimzi.yaml:11']);
    // One cause: the CRDs stay at 0.45.0 (the operator/CRD mismatch and the chart's warning join it).
    const cause = r.causes!.find((c) => c.rules[0] === 'strimzi/helm-crds-upgraded')!;
    expect(cause.rules).toEqual([
      'strimzi/helm-crds-upgraded',
      'strimzi/crds-match-operator',
      'helm/crds-not-upgraded',
    ]);
  });

  it('without --fetch-charts the bump is a warning at its line, not a pass, and nothing is contacted', async () => {
    const before = repo.requests.length;
    const files = (v: string) => ({
      'flux/repo.yaml': helmRepositoryYaml(repo.url),
      'flux/strimzi.yaml': helmReleaseYaml(v, 'CreateReplace'),
    });
    const r = await gateDirs(files('0.45.0'), files('0.49.0'), { fetchCharts: false });
    expect(at(r, 'helm/chart-changed')).toEqual(['warn flux/strimzi.yaml:11 unjudged']);
    expect(r.findings.find((f) => f.rule === 'helm/chart-changed')!.message).toContain('--fetch-charts');
    expect(r.result).not.toBe('pass');
    expect(repo.requests.length).toBe(before);
  });
});

const ociRepositoryYaml = (url: string, tag: string) => `apiVersion: source.toolkit.fluxcd.io/v1beta2
kind: OCIRepository
metadata:
  name: strimzi
  namespace: kafka
spec:
  interval: 1h
  url: ${url}
  ref:
    tag: ${tag}
`;

const chartRefRelease = `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: strimzi
  namespace: kafka
spec:
  chartRef:
    kind: OCIRepository
    name: strimzi
  upgrade:
    crds: CreateReplace
`;

const application = (repoURL: string, version: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: strimzi
  namespace: argocd
spec:
  project: default
  destination:
    server: https://kubernetes.default.svc
    namespace: kafka
  source:
    repoURL: ${repoURL}
    chart: strimzi-kafka-operator
    targetRevision: ${version}
`;

(haveChartCorpus ? describe : describe.skip)(
  'strimzi-kafka-operator from an OCI registry and through Argo CD',
  () => {
    let registry: ChartServer;
    let repo: ChartServer;
    beforeAll(async () => {
      const charts = ['0.45.0', '0.49.0'].map((v) => ({
        name: 'strimzi-kafka-operator',
        version: v,
        archive: packChart(join(STRIMZI, v), 'strimzi-kafka-operator', v),
      }));
      [registry, repo] = await Promise.all([ociRegistry(charts), helmRepository(charts)]);
    });
    afterAll(() => Promise.all([registry.close(), repo.close()]));

    it('chartRef → OCIRepository: the anonymous token flow, the CRD removal fails at the ref.tag line', async () => {
      const oci = `oci://${registry.url.replace(/^http:\/\//, '')}/charts/strimzi-kafka-operator`;
      const files = (v: string) => ({
        'flux/oci.yaml': ociRepositoryYaml(oci, v),
        'flux/strimzi.yaml': chartRefRelease,
        'kafka/mm.yaml': mirrorMaker,
      });
      const r = await gateDirs(files('0.45.0'), files('0.49.0'));
      expect(at(r, 'crd/removed')).toEqual(['fail flux/oci.yaml:10']);
      expect(at(r, 'helm/chart-changed')).toEqual(['notice flux/oci.yaml:10']);
      expect(registry.requests.some((p) => p.startsWith('/token?'))).toBe(true);
      expect(registry.requests.filter((p) => p.includes('/blobs/sha256:')).length).toBeGreaterThanOrEqual(2);
    });

    it('an Argo CD Application with a chart source: judged, the CRD removal fails at targetRevision', async () => {
      const files = (v: string) => ({
        'argocd/strimzi.yaml': application(repo.url, v),
        'kafka/mm.yaml': mirrorMaker,
      });
      const r = await gateDirs(files('0.45.0'), files('0.49.0'));
      expect(at(r, 'crd/removed')).toEqual(['fail argocd/strimzi.yaml:14']);
      expect(at(r, 'helm/chart-changed')).toEqual(['notice argocd/strimzi.yaml:14']);
    });

    it('a repository URL the pull request introduces is never contacted: a warning at the line', async () => {
      const before = repo.requests.length;
      const r = await gateDirs(
        { 'argocd/strimzi.yaml': application('https://charts.example.org', '0.45.0') },
        { 'argocd/strimzi.yaml': application(repo.url, '0.49.0') },
      );
      expect(repo.requests.length).toBe(before);
      expect(at(r, 'helm/chart-changed')).toEqual(['warn argocd/strimzi.yaml:14 unjudged']);
      const msg = r.findings.find((f) => f.rule === 'helm/chart-changed')!.message;
      expect(msg).toContain('is not named on the base revision, so it was never contacted');
      expect(msg).toContain('charts.allow');
    });

    it('a repository that is down: "could not fetch", a warning at the line, never a pass', async () => {
      const down = await helmRepository([]);
      const url = down.url;
      await down.close();
      const files = (v: string) => ({ 'argocd/strimzi.yaml': application(url, v) });
      const r = await gateDirs(files('0.45.0'), files('0.49.0'));
      expect(at(r, 'helm/chart-changed')).toEqual(['warn argocd/strimzi.yaml:14 unjudged']);
      expect(r.findings.find((f) => f.rule === 'helm/chart-changed')!.message).toMatch(
        /could not fetch .*ECONNREFUSED/,
      );
      expect(r.result).toBe('warn');
    });
  },
);

const certManager = (v: string) => join(CHART_CORPUS, 'cert-manager', v);
const certManagerCrds = (v: string) => join(CHART_CORPUS, 'cert-manager.deploy-crds', v);

(haveChartCorpus ? describe : describe.skip)('cert-manager: CRDs in templates/', () => {
  let repo: ChartServer;
  beforeAll(async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    repo = await helmRepository(
      ['v1.15.0', 'v1.17.0'].map((v) => {
        // As cert-manager's build does (make/manifests.mk): deploy/crds/*.yaml into the chart's templates/.
        const crds = Object.fromEntries(
          readdirSync(certManagerCrds(v))
            .filter((f) => f.endsWith('.yaml'))
            .map((f) => [`templates/${f}`, readFileSync(join(certManagerCrds(v), f), 'utf8')]),
        );
        return {
          name: 'cert-manager',
          version: v,
          archive: packChart(certManager(v), 'cert-manager', v, crds),
        };
      }),
    );
  });
  afterAll(() => repo.close());

  it('without helm the templated CRDs are named as not judged, at the version line', async () => {
    const release = (v: string) => `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: jetstack
  namespace: cert-manager
spec:
  url: ${repo.url}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: cert-manager
  namespace: cert-manager
spec:
  chart:
    spec:
      chart: cert-manager
      version: ${v}
      sourceRef:
        kind: HelmRepository
        name: jetstack
  values:
    crds:
      enabled: true
`;
    const r = await gateDirs({ 'cm.yaml': release('v1.15.0') }, { 'cm.yaml': release('v1.17.0') }, {});
    expect(at(r, 'helm/chart-changed')).toEqual(['warn cm.yaml:18 unjudged']);
    const msg = r.findings.find((f) => f.rule === 'helm/chart-changed')!.message;
    expect(msg).toContain('templated CRDs templates/crd-certificaterequests.yaml');
    expect(msg).toContain('in cert-manager v1.17.0 (helm is not on PATH)');
  });
});

const KPS = (v: string) => join(CHART_CORPUS, 'kube-prometheus-stack-crds', v);

(haveChartCorpus ? describe : describe.skip)(
  'kube-prometheus-stack CRDs through kustomize helmCharts',
  () => {
    let repo: ChartServer;
    beforeAll(async () => {
      repo = await helmRepository(
        ['75.18.1', '88.5.3'].map((v) => ({
          name: 'kube-prometheus-stack-crds',
          version: v,
          archive: packChart(KPS(v), 'kube-prometheus-stack-crds', v),
        })),
      );
    });
    afterAll(() => repo.close());

    const kustomization = (v: string) => `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - monitor.yaml
helmCharts:
  - name: kube-prometheus-stack-crds
    repo: ${repo.url}
    version: ${v}
    releaseName: prometheus-crds
    includeCRDs: true
`;
    const monitor = `apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: app
  namespace: monitoring
spec:
  selector:
    matchLabels: { app: web }
  endpoints:
    - port: http
      interval: 30s
`;

    it('75.18.1 → 88.5.3: ten CRDs judged at the version line; the ServiceMonitor still validates', async () => {
      const files = (v: string) => ({
        'monitoring/kustomization.yaml': kustomization(v),
        'monitoring/monitor.yaml': monitor,
      });
      const r = await gateDirs(files('75.18.1'), files('88.5.3'));
      expect(at(r, 'helm/chart-changed')).toEqual(['notice monitoring/kustomization.yaml:8']);
      const msg = r.findings.find((f) => f.rule === 'helm/chart-changed')!.message;
      expect(msg).toContain(
        '10 CRDs in crds/ of kube-prometheus-stack-crds 88.5.3 (applied as includeCRDs: true)',
      );
      expect(msg).toContain('changed in 88.5.3: crds/crd-alertmanagerconfigs.yaml');
      expect(at(r, 'crd/custom-resource-invalid')).toEqual([]);
      // Every CRD finding of the bump points at the helmCharts version line and names its chart file.
      const crdFindings = r.findings.filter((f) => f.rule.startsWith('crd/'));
      for (const f of crdFindings) {
        expect(`${f.file}:${f.line}`).toBe('monitoring/kustomization.yaml:8');
        expect(f.message).toMatch(
          /\(crds\/crd-[a-z]+\.yaml in kube-prometheus-stack-crds (75\.18\.1|88\.5\.3)\)/,
        );
      }
      // Judged like the vendored bump: tightenings no resource violates warn (consumer stance), none fails.
      const counts: Record<string, number> = {};
      for (const f of crdFindings)
        counts[`${f.severity} ${f.rule}`] = (counts[`${f.severity} ${f.rule}`] ?? 0) + 1;
      // Issue 38: ScrapeConfig `^http(s)?://.+$` → `^https?://.+$` (4) is the same language, and
      // ovhcloud `service`'s `allOf: [{enum}, {enum}]` → the same `enum` changes nothing (2 findings).
      expect(counts).toEqual({
        'warn crd/bounds-tightened': 172,
        'warn crd/cel-rules-changed': 20,
        'warn crd/default-changed': 2,
        'warn crd/enum-extended': 13,
        'warn crd/enum-restricted': 2,
        'warn crd/format-changed': 2,
        'warn crd/list-semantics-changed': 4,
        'warn crd/pattern-changed': 57,
        'warn crd/required-added': 1,
      });
      expect(r.result).toBe('warn');
    });
  },
);
