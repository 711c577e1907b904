import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { compareMetadata } from '../../strimzi/metadata.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi } from '../../strimzi/state.js';

export const upgradeTogether = perCluster({
  id: 'strimzi/upgrade-together',
  title: 'Kafka and metadata versions raised together',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description: 'One PR raises both `spec.kafka.version` and `spec.kafka.metadataVersion`.',
  docs: {
    why: 'The operator rolls the brokers to the new Kafka version first and applies the metadata version only afterwards; the metadata change is one-way. Raising both at once leaves no point at which to stop and check the new brokers before the change that cannot be undone.',
    fix: 'Raise `spec.kafka.version` in one PR; once the roll is done and healthy, raise `metadataVersion` in a second PR.',
  },
  skip: noStrimzi,
  each(c, report) {
    if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || !c.metadataHead || !c.head.metadataVersion.value)
      return;
    if (compareDotted(c.kafkaHead, c.kafkaBase) > 0 && compareMetadata(c.metadataHead, c.metadataBase) > 0) {
      report(
        clusterFinding(
          c.head,
          'metadataVersion',
          `Kafka ${c.kafkaBase} → ${c.kafkaHead} and metadata ${c.metadataBase} → ${c.metadataHead} in one PR: the metadata change is one-way and is applied right after the roll. Raise the Kafka version first; raise metadataVersion in a later PR once the cluster is healthy.`,
        ),
      );
    }
  },
});
