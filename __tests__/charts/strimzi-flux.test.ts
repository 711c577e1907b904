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
  packChart,
  type ChartServer,
} from '../helpers/charts.js';

/**
 * A Flux HelmRelease bump of Strimzi's chart from a Helm repository served on 127.0.0.1: the
 * chart's crds/ judged with every CRD rule. Skips without ../shared.
 */
const STRIMZI = join(CHART_CORPUS, 'strimzi-kafka-operator');

export const helmRepositoryYaml = (url: string) => `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: strimzi
  namespace: kafka
spec:
  url: ${url}
`;

export const helmReleaseYaml = (version: string, crds?: string) => `apiVersion: helm.toolkit.fluxcd.io/v2
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

export const mirrorMaker = `apiVersion: kafka.strimzi.io/v1beta2
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
export async function gateDirs(
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
    expect(r.findings.find((f) => f.rule === 'crd/removed')!.object).toBe(
      'CustomResourceDefinition/kafkamirrormakers.kafka.strimzi.io',
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
