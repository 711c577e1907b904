import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { KAFKA_METADATA_VERSIONS, STRIMZI_RELEASES } from '../../src/strimzi/releases-data.js';

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
