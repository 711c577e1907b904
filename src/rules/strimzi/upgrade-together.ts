import { clusterChanges } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { compareMetadata } from '../../strimzi/metadata.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi } from '../../strimzi/state.js';
import type { Rule } from '../types.js';
import type { RuleFinding } from '../../finding.js';

export const upgradeTogether: Rule = {
  id: 'strimzi/upgrade-together',
  title: 'Kafka and metadata versions raised together',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description: 'One PR raises both `spec.kafka.version` and `spec.kafka.metadataVersion`.',
  docs: {
    why: 'The operator rolls the brokers to the new Kafka version first and applies the metadata version only afterwards; the metadata change is one-way. Raising both at once leaves no point at which to stop and check the new brokers before the change that cannot be undone.',
    fix: 'Raise `spec.kafka.version` in one PR; once the roll is done and healthy, raise `metadataVersion` in a second PR.',
    cases: [
      ['raises the Kafka version only', 'pass'],
      ['raises Kafka 4.1.0 → 4.2.0 and metadata 4.1-IV1 → 4.2-IV1 together', 'warn'],
    ],
  },
  skip: noStrimzi,
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const c of clusterChanges(ctx)) {
      if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || !c.metadataHead || !c.head.metadataVersion.value)
        continue;
      if (
        compareDotted(c.kafkaHead, c.kafkaBase) > 0 &&
        compareMetadata(c.metadataHead, c.metadataBase) > 0
      ) {
        out.push(
          clusterFinding(
            c.head,
            'metadataVersion',
            `Kafka ${c.kafkaBase} → ${c.kafkaHead} and metadata ${c.metadataBase} → ${c.metadataHead} in one PR: the metadata change is one-way and is applied right after the roll. Raise the Kafka version first; raise metadataVersion in a later PR once the cluster is healthy.`,
          ),
        );
      }
    }
    return out;
  },
};
