import { clusterChanges, recordPlan } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { compareDotted } from '../../strimzi/releases.js';
import { operatorUnknown } from '../../strimzi/state.js';
import type { Rule, RuleFinding } from '../types.js';

export const fromVersionKnown: Rule = {
  id: 'strimzi/from-version-known',
  title: 'Running Kafka version unknown to the new operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The operator is upgraded while the cluster runs a Kafka version the new operator does not know (fail before 1.0.0; warn from 1.0.0, which tolerates it).',
  docs: {
    why: 'Before 1.0.0 the operator reads the running version from the brokers and stops with "Unknown Kafka version" when it does not know it — e.g. Kafka 3.9.1 from 0.45.2 is unknown to 0.46–0.51 (strimzi#12678). From 1.0.0 the operator tolerates it.',
    fix: 'Move Kafka to a version both operators know first (its own PR), then upgrade the operator.',
    cases: [
      ['operator 0.45.0 → 0.46.0 running Kafka 3.9.0', 'pass'],
      ['operator 0.45.2 → 0.46.0 running Kafka 3.9.1', 'fail'],
      ['operator 0.51.0 → 1.0.0 running a Kafka version 1.0.0 does not know', 'warn'],
    ],
  },
  skip: operatorUnknown,
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const c of clusterChanges(ctx)) {
      if (!c.opBase || !c.opHead || !c.kafkaBase || compareDotted(c.opHead.version, c.opBase.version) <= 0)
        continue;
      if (c.opHead.known.includes(c.kafkaBase)) continue;
      const tolerant = c.opHead.upgradeFromUnknownKafka;
      if (!tolerant) recordPlan(ctx, c);
      out.push(
        clusterFinding(
          c.base ?? c.head,
          'version',
          `the cluster runs Kafka ${c.kafkaBase}, which Strimzi ${c.opHead.version} does not know${tolerant ? '; this release tolerates it, but check the upgrade notes' : ': the operator stops with "Unknown Kafka version" (strimzi#12678)'}. Move Kafka to a version both operators know first, in its own PR.`,
          tolerant ? 'warn' : undefined,
        ),
      );
    }
    return out;
  },
};
