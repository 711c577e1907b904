// Regenerates src/strimzi/releases-data.ts from the compiled Strimzi/Kafka facts
// (../shared/reference/strimzi-kafka-matrix.json, itself compiled from Strimzi's kafka-versions.yaml
// and CRDs at every release tag, and Kafka's MetadataVersion table) and the operator facts beside it
// (strimzi-operator-facts.json: feature gates, unknown-version tolerance, KRaft/node-pool annotations,
// API versions per component, KafkaUser `operation`, CRD updates; each with a file@tag:line source). Usage:
//   node scripts/gen-strimzi-data.mjs [path/to/strimzi-kafka-matrix.json] [--facts path/to/strimzi-operator-facts.json]
//     [--checkout path/to/strimzi-kafka-operator]
// With --checkout, every release tag's kafka-versions.yaml (read with git, nothing is run) refreshes the
// default, supported and known Kafka versions, and tags newer than the reference are added, inheriting
// the newest release's API versions and flags.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from 'js-yaml';

const args = process.argv.slice(2);
const checkoutAt = args.indexOf('--checkout');
const checkout = checkoutAt >= 0 ? resolve(args.splice(checkoutAt, 2)[1]) : undefined;
const factsAt = args.indexOf('--facts');
const factsFile = resolve(
  factsAt >= 0 ? args.splice(factsAt, 2)[1] : '../shared/reference/strimzi-operator-facts.json',
);
const source = resolve(args[0] ?? '../shared/reference/strimzi-kafka-matrix.json');
const m = JSON.parse(readFileSync(source, 'utf8'));
const facts = JSON.parse(readFileSync(factsFile, 'utf8'));
const staleCrdsBreak = new Set(facts.helmChart.releasesWhereStaleCrdsBreakThings.map((x) => x.split(' ')[0]));

/** The operator facts of one release, in the bundled shape (see StrimziRelease in release-types.ts). */
function operatorFacts(v) {
  const f = facts.releases[v];
  const gates = f.featureGates;
  const k = f.kraftAndNodePools;
  const apis = f.operatorApiVersions;
  return {
    featureGates:
      gates.unknownGate === 'startup-fails'
        ? Object.fromEntries(Object.entries(gates.known).map(([name, g]) => [name, g.default]))
        : null,
    downgradeFromUnknownKafka: f.unknownRunningKafkaVersion.downgrade === 'tolerated',
    kraftAnnotation: k.kraftAnnotation.state,
    nodePoolsAnnotation: k.nodePoolsAnnotation.state,
    specZookeeper: k.specZookeeper.state,
    operatorReads: { ...apis.clusterOperator, ...apis.topicOperator, ...apis.userOperator },
    kafkaUserOperation: f.kafkaUserAclOperation.state,
    crdUpdateRequired:
      staleCrdsBreak.has(v) || (f.breakingChanges ?? []).some((b) => b.kind === 'crd-update-required'),
  };
}
const cmp = (a, b) => a.localeCompare(b, 'en', { numeric: true });

const releases = Object.keys(m.releases)
  .sort(cmp)
  .map((v) => {
    const r = m.releases[v];
    return {
      version: v,
      defaultKafka: r.defaultKafkaVersion,
      supported: r.supportedKafkaVersions.map((k) => ({ version: k.version, metadata: k.metadata ?? null })),
      known: r.knownKafkaVersions,
      apiVersions: Object.fromEntries(
        Object.entries({ ...(facts.releases[v]?.crdVersions ?? {}), ...(r.crdApiVersions ?? {}) })
          .filter(([, x]) => x)
          .sort(([a], [b]) => cmp(a, b))
          .map(([kind, x]) => [kind, { served: x.served, storage: x.storage }]),
      ),
      zookeeper: !!r.zookeeperSupported,
      kraftRequiresAnnotations: !!r.kraftRequiresAnnotations,
      nodePoolsRequired: !!r.nodePoolsRequired,
      upgradeFromUnknownKafka: !!r.upgradeFromUnknownKafkaVersion,
      ...operatorFacts(v),
    };
  });
if (checkout) {
  const git = (...a) =>
    execFileSync('git', ['-C', checkout, ...a], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const tags = git('tag', '--list')
    .split('\n')
    .filter((x) => /^\d+\.\d+\.\d+$/.test(x))
    .sort(cmp);
  for (const tag of tags) {
    let entries;
    try {
      entries = load(git('show', `${tag}:kafka-versions.yaml`));
    } catch {
      continue;
    }
    if (!Array.isArray(entries)) continue;
    let r = releases.find((x) => x.version === tag);
    if (!r) {
      const newest = releases[releases.length - 1];
      r = { ...newest, version: tag };
      releases.push(r);
    }
    r.known = entries.map((e) => String(e.version));
    r.supported = entries
      .filter((e) => e.supported)
      .map((e) => ({ version: String(e.version), metadata: e.metadata ? String(e.metadata) : null }));
    r.defaultKafka = String(entries.find((e) => e.default)?.version ?? r.defaultKafka);
  }
  releases.sort((a, b) => cmp(a.version, b.version));
}
const metadata = m.kafkaMetadataVersions.versions.map((x) => ({
  version: x.version,
  level: x.featureLevel,
  changed: x.didMetadataChange,
}));

const gates = Object.entries(facts.featureGates)
  .sort(([a], [b]) => cmp(a, b))
  .map(([name, g]) => ({ name, introduced: g.introduced, removed: g.removed ?? null }));

const out = `// Generated by scripts/gen-strimzi-data.mjs from strimzi-kafka-matrix.json and strimzi-operator-facts.json; do not edit by hand.
import type { FeatureGate, KafkaMetadataVersion, StrimziRelease } from './release-types.js';

export const STRIMZI_RELEASES: readonly StrimziRelease[] = [
${releases.map((r) => `  ${JSON.stringify(r)},`).join('\n')}
];

export const KAFKA_METADATA_VERSIONS: readonly KafkaMetadataVersion[] = [
${metadata.map((m) => `  ${JSON.stringify(m)},`).join('\n')}
];

/** Every feature gate STRIMZI_FEATURE_GATES ever knew: the first release with it and the first without. */
export const FEATURE_GATES: readonly FeatureGate[] = [
${gates.map((g) => `  ${JSON.stringify(g)},`).join('\n')}
];
`;
writeFileSync(resolve('src/strimzi/releases-data.ts'), out);
console.log(
  `wrote ${releases.length} releases, ${metadata.length} metadata versions and ${gates.length} feature gates`,
);
