/**
 * The words of an upgrade plan's steps, one PR each. The wording is a contract (docs/plan.md):
 * an operator step starts `Upgrade the operator A → B` or `Downgrade the operator A → B`, and names
 * `spec.kafka.version: K` when the same PR changes Kafka; a Kafka step starts `Set spec.kafka.version: K`;
 * a metadata step names `spec.kafka.metadataVersion: M`; a migration starts `With Strimzi X:`.
 */
import type { Move, StopWindow } from './plan-search.js';
import type { StrimziRelease } from './release-types.js';
import { compareDotted } from './releases.js';
import { UPGRADE_STOPS } from './stops.js';

/** What the repository says that changes the plan (planner.ts PlanFacts). */
export interface StepFacts {
  preV1Resources?: boolean;
  aclOperation?: boolean;
  zookeeper?: boolean;
}

/** A window an upgrade must stop in, with what to do there before leaving it. */
export interface Migration extends StopWindow {
  steps: string[];
}

const KAFKAUSER_STEP =
  'Replace KafkaUser acls[].operation with operations: [ … ] (the User Operator reads v1 from 0.49 on)';

/** The steps a crossing of `atLeast` needs first (stops.ts), written for the facts known. */
function stopSteps(atLeast: string, migration: string, facts: StepFacts): string[] {
  if (atLeast === '1.0.0') {
    if (facts.preV1Resources === false)
      return ['Migrate status.storedVersions of every Strimzi CRD to v1 only (Strimzi API conversion tool)'];
    return [
      'Convert every Strimzi resource in the repository to kafka.strimzi.io/v1 (Strimzi API conversion tool; KafkaUser acls[].operation → operations)',
      'Once applied, migrate status.storedVersions of every Strimzi CRD to v1 only (storage-version migration)',
    ];
  }
  if (atLeast === '0.46.0' && facts.zookeeper === false) return [];
  return [migration];
}

/**
 * The windows an upgrade from `start` to `end` must stop in, in the documented order
 * (con-upgrade-sequence.adoc@1.2.0:19-25): KRaft before 0.46, the KafkaUser update before 0.49
 * (the User Operator reads v1 from 0.49; `operations` is accepted since 0.32), the v1 conversion before 1.0.
 */
export function migrationsOf(start: StrimziRelease, end: StrimziRelease, facts: StepFacts): Migration[] {
  const all: Migration[] = UPGRADE_STOPS.map((s) => ({
    below: s.below,
    atLeast: s.atLeast,
    steps: stopSteps(s.atLeast, s.migration, facts),
  }));
  if (facts.aclOperation !== false)
    all.splice(2, 0, { below: '0.32.0', atLeast: '0.49.0', steps: [KAFKAUSER_STEP] });
  return all.filter(
    (w) => compareDotted(start.version, w.atLeast) < 0 && compareDotted(end.version, w.atLeast) >= 0,
  );
}

/** The words of one PR of the path, from the state before it. */
export function moveStep(before: Move, m: Move): string {
  const rolls = compareDotted(m.kafka, before.kafka) > 0 ? 'rolls the brokers' : 'rolls the brokers back';
  if (!m.opChanged) return `Set spec.kafka.version: ${m.kafka} (operator ${m.op.version} ${rolls})`;
  const verb = compareDotted(m.op.version, before.op.version) > 0 ? 'Upgrade' : 'Downgrade';
  const head = `${verb} the operator ${before.op.version} → ${m.op.version}`;
  if (!m.kafkaChanged) return `${head}: its CRDs and Deployment together, in one PR`;
  return `${head} and set spec.kafka.version: ${m.kafka} in the same PR (${m.op.version} does not support Kafka ${before.kafka}; it ${rolls}): its CRDs and Deployment together`;
}

/** Raising the metadata version, after the roll (proc-upgrade-kafka-kraft.adoc@1.2.0:99-119). */
export const metadataRaiseStep = (m: string, oneWay: boolean) =>
  `Once the roll is healthy, set spec.kafka.metadataVersion: ${m}, in its own PR${oneWay ? ' (one-way: the metadata format changes)' : ''}`;

/** Lowering the metadata version with Kafka unchanged (proc-downgrade-kafka-kraft.adoc@1.2.0:36-62). */
export const metadataLowerStep = (m: string, kafka: string) =>
  `Set spec.kafka.metadataVersion: ${m} and keep spec.kafka.version: ${kafka}, in its own PR; wait until status.kafkaMetadataVersion shows it before Kafka is lowered`;
