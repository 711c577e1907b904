import type { ClusterChange } from './clusters.js';
import { compareDotted } from './releases.js';

/**
 * What the head operator does with a running Kafka version it does not know (absent from its
 * kafka-versions.yaml), as KRaftVersionChangeCreator.detectToAndFromVersions decides:
 * - running version above `spec.kafka.version` (a downgrade): from 0.46.0 it continues with a
 *   placeholder version (KRaftVersionChangeCreator.java@0.46.0:146-154, proposal 093); before, the
 *   Lookup throws (KafkaVersion.java Lookup.version, KRaftVersionChangeCreator.java@0.45.0:150-151);
 * - otherwise (an upgrade or no change): the Lookup throws before 1.0.0; from 1.0.0 it continues from
 *   status.kafkaMetadataVersion (KRaftVersionChangeCreator.java@1.0.0:156-165).
 * Judged only when the PR changes the operator or the Kafka version (or live state says what runs).
 */
export function unknownRunningVersion(
  c: ClusterChange,
): { verdict: 'pass' | 'warn' | 'fail'; downgrade: boolean; message: string } | undefined {
  const { opBase, opHead, kafkaBase, kafkaHead } = c;
  if (!opBase || !opHead || !kafkaBase || !kafkaHead || opHead.known.includes(kafkaBase)) return undefined;
  const operatorMoves = compareDotted(opHead.version, opBase.version) > 0;
  if (!operatorMoves && kafkaHead === kafkaBase) return undefined;
  const op = `Strimzi ${opHead.version}`;
  const runs = `the cluster runs Kafka ${kafkaBase}, which ${op} does not know`;
  if (compareDotted(kafkaHead, kafkaBase) < 0) {
    if (opHead.downgradeFromUnknownKafka)
      return {
        verdict: 'pass',
        downgrade: true,
        message: `${runs}; lowering to ${kafkaHead} is a downgrade from an unknown version, which ${op} allows.`,
      };
    return {
      verdict: 'fail',
      downgrade: true,
      message: `${runs}: it stops with "Unsupported Kafka.spec.kafka.version: ${kafkaBase}" and cannot downgrade from it (only Strimzi 0.46.0 and later can, proposal 093). Downgrade Kafka to ${kafkaHead} with the operator that runs it now, in its own PR, before changing the operator.`,
    };
  }
  if (opHead.upgradeFromUnknownKafka)
    return {
      verdict: 'warn',
      downgrade: false,
      message: `${runs}; this release upgrades from it using status.kafkaMetadataVersion, but check the upgrade notes.`,
    };
  const wayOut = opHead.downgradeFromUnknownKafka
    ? ` Once stuck, lower spec.kafka.version to a version ${op} supports (${
        opHead.supported
          .filter((s) => compareDotted(s.version, kafkaBase) < 0)
          .map((s) => s.version)
          .join(', ') || 'none lower'
      }): it downgrades from an unknown version (proposal 093).`
    : '';
  return {
    verdict: 'fail',
    downgrade: false,
    message: `${runs}: the operator stops with "Unsupported Kafka.spec.kafka.version: ${kafkaBase}" (strimzi#12678). Move Kafka to a version both operators know first, in its own PR.${wayOut}`,
  };
}
