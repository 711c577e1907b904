import { readClusterState } from '../../src/state/load.js';
import { gateOnFiles } from '../helpers/gate.js';
import { where } from '../helpers/rule-tester.js';
import {
  exampleKafka,
  matrixEntries,
  matrixSteps,
  operatorInstall,
  type Files,
  type MatrixEntry,
} from '../helpers/strimzi-matrix.js';

/**
 * Strimzi's own upgrade and downgrade system tests (../shared/corpus/strimzi/upstream-upgrade-docs)
 * as pull requests: every step they take must not fail, and every transition the documentation
 * forbids next to those steps must fail at its line. Skips without ../shared.
 */
const entries = matrixEntries();
const run = (base: Files, head: Files, state?: string) =>
  gateOnFiles(base, head, {}, state ? { clusterState: readClusterState(state, 'state.yaml') } : {});
const fails = (r: ReturnType<typeof run>) =>
  r.findings.filter((f) => f.severity === 'fail' && f.introduced !== false);

/** A transition next to a matrix step that the documentation (or the operator's source) forbids. */
interface Forbidden {
  what: string;
  /** Where it is forbidden. */
  source: string;
  base: Files;
  head: Files;
  state?: string;
  rule: string;
  /** `file:line path` of the finding. */
  at: string;
}

const entry = (at: string) => entries.find((e) => e.at === at);
const side = (op: string, kafka: string): Files => ({
  ...operatorInstall(op, ''),
  'kafka/kafka.yaml': kafka,
});
const annotate = (text: string, from: string, to: string) =>
  text.replace(`strimzi.io/kraft: ${from}`, `strimzi.io/kraft: ${to}`);

function forbidden(): Forbidden[] {
  const out: Forbidden[] = [];
  const up46 = entry('systemtest-0.46.0/BundleUpgrade.yaml:29');
  const down46 = entry('systemtest-0.46.0/BundleDowngrade.yaml:29');
  const up100 = entry('systemtest-1.0.0/BundleUpgrade.yaml:35');
  const zk = (v: string) => exampleKafka('0.45.0', 'examples/kafka/kafka-persistent.yaml', v);
  const zkPools = exampleKafka('0.45.0', 'examples/kafka/kafka-with-node-pools.yaml', '3.8.0');
  if (up46) {
    out.push({
      what: `${up46.at} with a ZooKeeper-based cluster (0.45.0 examples/kafka/kafka-persistent.yaml)`,
      source: 'con-upgrade-sequence.adoc@1.2.0:19-21',
      base: side('0.45.0', zk('3.9.0')),
      head: side('0.46.0', zk('3.9.0')),
      rule: 'strimzi/kraft-only',
      at: 'kafka/kafka.yaml:32 spec.zookeeper',
    });
    out.push({
      what: `${up46.at} with a ZooKeeper cluster on node pools switched straight to 0.46.0's KRaft example (kraft: enabled, spec.zookeeper removed, Kafka 4.0.0)`,
      source: 'con-migrate-kraft-pre-0.39.adoc@1.2.0:12-15; KafkaAssemblyOperator.java@0.46.0:232',
      base: side('0.45.0', zkPools),
      head: side('0.46.0', exampleKafka('0.46.0', up46.kafkaAfter)),
      rule: 'strimzi/kraft-only',
      at: 'kafka/kafka.yaml:47 metadata.annotations.strimzi.io/kraft',
    });
    out.push({
      what: `0.45.0 alone: a ZooKeeper cluster on node pools switched straight to ${up46.kafkaBefore} (kraft: enabled, spec.zookeeper removed, Kafka 3.8.0 → 3.9.0)`,
      source: 'KafkaMetadataStateManager.java@0.45.0:199',
      base: side('0.45.0', zkPools),
      head: side('0.45.0', exampleKafka('0.45.0', up46.kafkaBefore)),
      rule: 'strimzi/kraft-migration',
      at: 'kafka/kafka.yaml:47 metadata.annotations.strimzi.io/kraft',
    });
    out.push({
      what: `${up46.at} with Kafka 3.8.0, which 0.46.0 does not support`,
      source: 'con-upgrade-paths.adoc@1.2.0:28-29',
      base: side('0.45.0', exampleKafka('0.45.0', up46.kafkaBefore, '3.8.0', '3.8')),
      head: side('0.46.0', exampleKafka('0.45.0', up46.kafkaBefore, '3.8.0', '3.8')),
      rule: 'strimzi/kafka-version-supported',
      at: 'kafka/kafka.yaml:50 spec.kafka.version',
    });
  }
  if (up46) {
    const [, swap, raise] = matrixSteps(up46);
    out.push({
      what: `${up46.at}, metadata step: metadataVersion written as the YAML number 4.0`,
      source: 'proc-upgrade-kafka-kraft.adoc@1.2.0:50',
      base: swap!.head,
      head: {
        ...raise!.head,
        'kafka/kafka.yaml': raise!.head['kafka/kafka.yaml']!.replace(
          'metadataVersion: "4.0"',
          'metadataVersion: 4.0',
        ),
      },
      rule: 'strimzi/version-is-string',
      at: 'kafka/kafka.yaml:51 spec.kafka.metadataVersion',
    });
    out.push({
      what: `after ${up46.at}: Kafka 4.0.0 → 3.9.0 with metadataVersion still 4.0`,
      source: 'proc-downgrade-kafka-kraft.adoc@1.2.0:13-15',
      base: raise!.head,
      head: {
        ...raise!.head,
        'kafka/kafka.yaml': exampleKafka('0.46.0', up46.kafkaAfter, '3.9.0', '4.0'),
      },
      rule: 'strimzi/downgrade-metadata',
      at: 'kafka/kafka.yaml:50 spec.kafka.version',
    });
  }
  if (down46) {
    const before = exampleKafka('0.46.0', down46.kafkaBefore);
    out.push({
      what: `${down46.at} with Kafka 4.0.0 (0.46.0's example), which 0.45.0 does not support`,
      source: 'con-downgrade-paths.adoc@1.2.0:42-45',
      base: side('0.46.0', before),
      head: side('0.45.0', before),
      rule: 'strimzi/kafka-version-supported',
      at: 'kafka/kafka.yaml:50 spec.kafka.version',
    });
    const kraft = exampleKafka('0.45.0', down46.kafkaAfter, down46.kafka);
    out.push({
      what: `after ${down46.at}: the KRaft cluster set back to strimzi.io/kraft: disabled under 0.45.0`,
      source: 'KafkaMetadataStateManager.java@0.45.0:183',
      base: side('0.45.0', kraft),
      head: side('0.45.0', annotate(kraft, 'enabled', 'disabled')),
      rule: 'strimzi/kraft-migration',
      at: 'kafka/kafka.yaml:47 metadata.annotations.strimzi.io/kraft',
    });
  }
  if (up100) {
    const [step] = matrixSteps(up100);
    out.push({
      what: `${up100.at} without converting the CRDs to v1 first`,
      source: 'con-api-conversion-v1.adoc@1.2.0:11',
      base: step!.base,
      head: step!.head,
      rule: 'crd/stored-version-removed',
      at: 'strimzi/040-Crd-kafka.yaml:22 v1beta2',
    });
  }
  return out;
}

(entries.length ? describe : describe.skip)("Strimzi's system-test matrices", () => {
  it('has every entry of both matrices of both tags', () => {
    const count = (kind: MatrixEntry['kind'], tag: string) =>
      entries.filter((e) => e.kind === kind && e.at.startsWith(`systemtest-${tag}/`)).length;
    expect([count('upgrade', '0.46.0'), count('downgrade', '0.46.0')]).toEqual([1, 1]);
    expect([count('upgrade', '1.0.0'), count('downgrade', '1.0.0')]).toEqual([3, 3]);
  });

  const steps = entries.flatMap(matrixSteps);
  it.each(steps.map((s) => [s.what, s] as const))('%s: no fail', (_what, s) => {
    const r = run(s.base, s.head, s.state);
    expect(fails(r).map((f) => `${f.rule} ${where(f)}`)).toEqual([]);
    expect(r.result).not.toBe('fail');
  });

  it.each(forbidden().map((f) => [f.what, f] as const))('%s: fails (forbidden)', (_what, f) => {
    const r = run(f.base, f.head, f.state);
    expect(r.result).toBe('fail');
    expect(
      fails(r)
        .filter((x) => x.rule === f.rule)
        .map(where),
    ).toContain(f.at);
  });
});

if (!entries.length) it('Strimzi system-test matrices absent: skipped', () => expect(entries).toEqual([]));
