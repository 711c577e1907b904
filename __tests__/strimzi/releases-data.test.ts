import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { featureGateProblems, GATE_DEPENDENCIES } from '../../src/strimzi/feature-gates.js';
import { FEATURE_GATES, KAFKA_METADATA_VERSIONS, STRIMZI_RELEASES } from '../../src/strimzi/releases-data.js';

/** The bundled module must say what the compiled reference says (skips without ../shared). */
const ref = resolve(process.cwd(), '..', 'shared', 'reference', 'strimzi-kafka-matrix.json');

(existsSync(ref) ? describe : describe.skip)('bundled Strimzi data', () => {
  // Read lazily: the body of a skipped describe still runs.
  const m = JSON.parse(
    existsSync(ref) ? readFileSync(ref, 'utf8') : '{"releases":{},"kafkaMetadataVersions":{"versions":[]}}',
  ) as {
    releases: Record<
      string,
      {
        defaultKafkaVersion: string;
        supportedKafkaVersions: { version: string }[];
        knownKafkaVersions: string[];
      }
    >;
    kafkaMetadataVersions: {
      versions: { version: string; featureLevel: number; didMetadataChange: boolean }[];
    };
  };
  it('has every release with its default, supported and known Kafka versions', () => {
    expect(STRIMZI_RELEASES.map((r) => r.version).sort()).toEqual(Object.keys(m.releases).sort());
    for (const r of STRIMZI_RELEASES) {
      const x = m.releases[r.version]!;
      expect(r.defaultKafka).toBe(x.defaultKafkaVersion);
      expect(r.supported.map((s) => s.version)).toEqual(x.supportedKafkaVersions.map((s) => s.version));
      expect(r.known).toEqual(x.knownKafkaVersions);
    }
  });
  it("has Kafka's MetadataVersion table", () => {
    expect(KAFKA_METADATA_VERSIONS.map((v) => [v.version, v.level, v.changed])).toEqual(
      m.kafkaMetadataVersions.versions.map((v) => [v.version, v.featureLevel, v.didMetadataChange]),
    );
  });
});

if (!existsSync(ref))
  it('Strimzi reference absent: cross-check skipped', () => expect(existsSync(ref)).toBe(false));

/** The operator facts bundled per release must say what strimzi-operator-facts.json says. */
const factsRef = resolve(process.cwd(), '..', 'shared', 'reference', 'strimzi-operator-facts.json');

interface FactsRelease {
  featureGates: { unknownGate: string; known: Record<string, { default: string }> };
  unknownRunningKafkaVersion: { downgrade: string };
  kraftAndNodePools: Record<'kraftAnnotation' | 'nodePoolsAnnotation' | 'specZookeeper', { state: string }>;
  operatorApiVersions: Record<string, Record<string, string> | string[]>;
  kafkaUserAclOperation: { state: string };
  crdVersions: Record<string, { served: string[]; storage: string }>;
  breakingChanges?: { kind: string }[];
}

(existsSync(factsRef) ? describe : describe.skip)('bundled Strimzi operator facts', () => {
  const f = JSON.parse(
    existsSync(factsRef)
      ? readFileSync(factsRef, 'utf8')
      : '{"releases":{},"featureGates":{},"helmChart":{"releasesWhereStaleCrdsBreakThings":[]}}',
  ) as {
    releases: Record<string, FactsRelease>;
    featureGates: Record<string, { introduced: string; removed?: string }>;
    helmChart: { releasesWhereStaleCrdsBreakThings: string[] };
  };
  it('has the same releases as the facts', () => {
    expect(STRIMZI_RELEASES.map((r) => r.version).sort()).toEqual(Object.keys(f.releases).sort());
  });
  it('has every release’s feature gates, unknown-version tolerance and KRaft/node-pool states', () => {
    for (const r of STRIMZI_RELEASES) {
      const x = f.releases[r.version]!;
      const gates = x.featureGates.unknownGate === 'startup-fails' ? x.featureGates.known : null;
      expect([r.version, r.featureGates]).toEqual([
        r.version,
        gates && Object.fromEntries(Object.entries(gates).map(([n, g]) => [n, g.default])),
      ]);
      expect(r.downgradeFromUnknownKafka).toBe(x.unknownRunningKafkaVersion.downgrade === 'tolerated');
      expect(r.kraftAnnotation).toBe(x.kraftAndNodePools.kraftAnnotation.state);
      expect(r.nodePoolsAnnotation).toBe(x.kraftAndNodePools.nodePoolsAnnotation.state);
      expect(r.specZookeeper).toBe(x.kraftAndNodePools.specZookeeper.state);
      expect(r.kafkaUserOperation).toBe(x.kafkaUserAclOperation.state);
    }
  });
  it('has the API versions each operator reads and every CRD version the release ships', () => {
    for (const r of STRIMZI_RELEASES) {
      const x = f.releases[r.version]!;
      const reads = Object.values(x.operatorApiVersions).filter((v) => !Array.isArray(v));
      expect(r.operatorReads).toEqual(Object.assign({}, ...reads));
      for (const [kind, v] of Object.entries(x.crdVersions)) expect(r.apiVersions[kind]).toEqual(v);
    }
  });
  it('marks the releases whose operator breaks on stale CRDs', () => {
    const stale = STRIMZI_RELEASES.filter((r) => r.crdUpdateRequired).map((r) => r.version);
    const expected = Object.keys(f.releases).filter(
      (v) =>
        f.helmChart.releasesWhereStaleCrdsBreakThings.some((s) => s.startsWith(`${v} `)) ||
        f.releases[v]!.breakingChanges?.some((b) => b.kind === 'crd-update-required'),
    );
    expect(stale).toEqual(expected);
  });
  it('has every feature gate with the releases that introduced and removed it', () => {
    expect(FEATURE_GATES.map((g) => [g.name, g.introduced, g.removed]).sort()).toEqual(
      Object.entries(f.featureGates)
        .map(([n, g]) => [n, g.introduced, g.removed ?? null])
        .sort(),
    );
  });
});

if (!existsSync(factsRef))
  it('Strimzi operator facts absent: cross-check skipped', () => expect(existsSync(factsRef)).toBe(false));

(existsSync(factsRef) ? describe : describe.skip)('feature gate combinations the operator refuses', () => {
  const f = JSON.parse(
    existsSync(factsRef) ? readFileSync(factsRef, 'utf8') : '{"featureGateParsing":{}}',
  ) as {
    featureGateParsing: { interdependencies?: { releases: string; rule: string; source: string }[] };
  };
  it('are the ones the facts list, with their releases and source', () => {
    const facts = f.featureGateParsing.interdependencies ?? [];
    expect(GATE_DEPENDENCIES).toHaveLength(facts.length);
    GATE_DEPENDENCIES.forEach((d, i) => {
      expect(facts[i]!.releases).toBe(`${d.from}-${d.to}`);
      expect(facts[i]!.rule).toContain(d.gate);
      expect(facts[i]!.rule).toContain(d.needs);
      expect(facts[i]!.source.endsWith(d.source)).toBe(true);
    });
  });
  it('stop the operator in range only', () => {
    const release = (v: string) => STRIMZI_RELEASES.find((r) => r.version === v)!;
    expect(featureGateProblems('+UseKRaft,-UseStrimziPodSets', release('0.30.0'))).toHaveLength(1);
    expect(featureGateProblems('+UseKRaft', release('0.30.0'))).toEqual([]);
    expect(featureGateProblems('+UseKRaft,-KafkaNodePools', release('0.40.0'))).toHaveLength(1);
    // UseKRaft is on by default from 0.40.0: disabling node pools alone is refused there, not in 0.39.0.
    expect(featureGateProblems('-KafkaNodePools', release('0.40.0'))).toHaveLength(1);
    expect(featureGateProblems('-KafkaNodePools', release('0.39.0'))).toEqual([]);
  });
});
