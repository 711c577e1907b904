import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from 'js-yaml';

/**
 * Scenarios built from Strimzi's own upgrade and downgrade system-test matrices
 * (../shared/corpus/strimzi/upstream-upgrade-docs/systemtest-<tag>/Bundle{Upgrade,Downgrade}.yaml):
 * every step those tests take is a pull request here, with the operator install files of that
 * release (../shared/corpus/strimzi/<release>/install/cluster-operator) and the Kafka and
 * KafkaNodePools of that release's examples, as the matrix names them.
 */
export const CORPUS = resolve(process.cwd(), '..', 'shared', 'corpus', 'strimzi');
const DOCS = `${CORPUS}/upstream-upgrade-docs`;

export type Files = Record<string, string>;

/** One matrix entry, as written, with where it is. */
export interface MatrixEntry {
  /** `systemtest-0.46.0/BundleUpgrade.yaml:81` */
  at: string;
  kind: 'upgrade' | 'downgrade';
  from: string;
  to: string;
  /** The Kafka version the cluster is deployed with. */
  kafka: string;
  gatesFrom: string;
  gatesTo: string;
  /** Example paths of the Kafka (and its node pools) before and after, in the from/to releases. */
  kafkaBefore: string;
  kafkaAfter: string;
}

/** One pull request of a scenario: what it does, and both sides' files. */
export interface MatrixStep {
  what: string;
  base: Files;
  head: Files;
  /** A `--cluster-state` export for the step: what the system test changed outside the manifests. */
  state?: string;
}

/**
 * The live CRDs after Strimzi's v1 API conversion (`v1-api-conversion.sh crd-upgrade`), which the
 * system tests run before an operator crosses into 1.0 (conversionTool in BundleUpgrade.yaml@1.0.0:13-15;
 * required by con-api-conversion-v1.adoc@1.2.0:11): every Strimzi CRD stores v1 only.
 */
export function convertedCrds(release: string): string {
  const dir = `${CORPUS}/${release}/install/cluster-operator`;
  const names = readdirSync(dir)
    .filter((f) => /-Crd-/.test(f))
    .map((f) => /^ {2}name: (\S+)$/m.exec(readFileSync(`${dir}/${f}`, 'utf8'))?.[1])
    .filter((n): n is string => !!n);
  const items = names.map(
    (n) =>
      `- apiVersion: apiextensions.k8s.io/v1\n  kind: CustomResourceDefinition\n  metadata:\n    name: ${n}\n  status:\n    storedVersions: [v1]\n`,
  );
  return `apiVersion: v1\nkind: List\nitems:\n${items.join('')}`;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** Every entry of every matrix in the shared corpus (none without it). */
export function matrixEntries(): MatrixEntry[] {
  if (!existsSync(DOCS)) return [];
  const out: MatrixEntry[] = [];
  for (const dir of readdirSync(DOCS)
    .filter((d) => d.startsWith('systemtest-'))
    .sort()) {
    const tag = dir.slice('systemtest-'.length);
    for (const file of ['BundleUpgrade.yaml', 'BundleDowngrade.yaml']) {
      const text = readFileSync(`${DOCS}/${dir}/${file}`, 'utf8');
      const lines = text.split('\n');
      const starts = lines.flatMap((l, i) => (/^- fromVersion:/.test(l) ? [i + 1] : []));
      const list = load(text) as Record<string, unknown>[];
      const head = (v: unknown) => (str(v) === 'HEAD' ? tag : str(v));
      list.forEach((e, i) => {
        const paths = (e.filePaths ?? {}) as Record<string, unknown>;
        const upgrade = file === 'BundleUpgrade.yaml';
        out.push({
          at: `${dir}/${file}:${starts[i]}`,
          kind: upgrade ? 'upgrade' : 'downgrade',
          from: head(e.fromVersion),
          to: upgrade ? tag : head(e.toVersion),
          kafka: str(e.deployKafkaVersion ?? e.oldestKafka),
          gatesFrom: str(e.featureGatesBefore ?? e.fromFeatureGates),
          gatesTo: str(e.featureGatesAfter ?? e.toFeatureGates),
          kafkaBefore: str(paths.kafkaBefore ?? paths.fromKafka).replace(/^\//, ''),
          kafkaAfter: str(paths.kafkaAfter ?? paths.toKafka).replace(/^\//, ''),
        });
      });
    }
  }
  return out;
}

/** The release's cluster-operator install files, with STRIMZI_FEATURE_GATES set as the matrix sets it. */
export function operatorInstall(release: string, gates: string): Files {
  const dir = `${CORPUS}/${release}/install/cluster-operator`;
  const out: Files = {};
  for (const f of readdirSync(dir).sort()) {
    let text = readFileSync(`${dir}/${f}`, 'utf8');
    if (f.startsWith('060-Deployment'))
      text = text.replace(
        /(- name: STRIMZI_FEATURE_GATES\n\s+value: )""/,
        (_m, p: string) => `${p}${JSON.stringify(gates)}`,
      );
    out[`strimzi/${f}`] = text;
  }
  return out;
}

/** A release's example Kafka (with its node pools), `spec.kafka.version` (and metadataVersion) set when given. */
export function exampleKafka(release: string, path: string, version?: string, metadata?: string): string {
  let text = readFileSync(`${CORPUS}/${release}/${path}`, 'utf8');
  if (version) text = text.replace(/^( {4}version: ).*$/m, `$1${version}`);
  if (metadata !== undefined)
    text = /^ {4}metadataVersion: /m.test(text)
      ? text.replace(/^( {4}metadataVersion: ).*$/m, `$1"${metadata}"`)
      : text.replace(/^( {4}version: .*)$/m, `$1\n    metadataVersion: "${metadata}"`);
  return text;
}

/** The `spec.kafka.version` and `metadataVersion` a file sets. */
export function kafkaVersions(text: string): { version?: string; metadata?: string } {
  return {
    version: /^ {4}version: (\S+)$/m.exec(text)?.[1],
    metadata: /^ {4}metadataVersion: "?([^"\s]+)"?$/m.exec(text)?.[1],
  };
}

/** The default metadata version of a Kafka release (`4.0.0` → `4.0`), as `metadataVersion` accepts it. */
const metadataOf = (kafka: string) => kafka.split('.').slice(0, 2).join('.');

/**
 * The pull requests a matrix entry makes, in the system test's order: the operator moves (the Kafka
 * deployed at `kafka` stays), then the Kafka resource becomes the target release's example
 * (`spec.kafka.version` first, keeping the metadata version), then (an upgrade) the metadata version
 * moves up, as con-upgrade-sequence.adoc@1.2.0:27-29 orders it.
 */
export function matrixSteps(e: MatrixEntry): MatrixStep[] {
  const before = exampleKafka(e.from, e.kafkaBefore, e.kafka, metadataOf(e.kafka));
  const start: Files = { ...operatorInstall(e.from, e.gatesFrom), 'kafka/kafka.yaml': before };
  const moved: Files = { ...operatorInstall(e.to, e.gatesTo), 'kafka/kafka.yaml': before };
  const converts = e.kind === 'upgrade' && e.to.split('.')[0] !== e.from.split('.')[0];
  const steps: MatrixStep[] = [
    {
      what: `${e.at} operator ${e.from} → ${e.to}, Kafka ${e.kafka}${converts ? ' (CRDs converted to v1 first)' : ''}`,
      base: start,
      head: moved,
      ...(converts ? { state: convertedCrds(e.from) } : {}),
    },
  ];
  const target = kafkaVersions(readFileSync(`${CORPUS}/${e.to}/${e.kafkaAfter}`, 'utf8'));
  const kafka = e.kind === 'upgrade' ? (target.version ?? e.kafka) : e.kafka;
  const after = exampleKafka(e.to, e.kafkaAfter, kafka, metadataOf(e.kafka));
  const swapped: Files = { ...moved, 'kafka/kafka.yaml': after };
  steps.push({
    what: `${e.at} Kafka resource as ${e.to}'s ${e.kafkaAfter}, Kafka ${kafka}`,
    base: moved,
    head: swapped,
  });
  if (e.kind === 'upgrade' && metadataOf(kafka) !== metadataOf(e.kafka))
    steps.push({
      what: `${e.at} metadataVersion ${metadataOf(e.kafka)} → ${metadataOf(kafka)}`,
      base: swapped,
      head: { ...swapped, 'kafka/kafka.yaml': exampleKafka(e.to, e.kafkaAfter, kafka, metadataOf(kafka)) },
    });
  return steps;
}
