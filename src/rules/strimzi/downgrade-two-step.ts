import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { compareMetadata } from '../../strimzi/metadata.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi } from '../../strimzi/state.js';

export const downgradeTwoStep = perCluster({
  id: 'strimzi/downgrade-two-step',
  title: 'Kafka and metadata versions lowered together',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description: 'One PR lowers both `spec.kafka.version` and `spec.kafka.metadataVersion`.',
  docs: {
    why: 'During a Kafka version change the operator ignores the metadata version, so the brokers are rolled back while the metadata is still at the higher version — which the older Kafka cannot read.',
    fix: 'Lower `metadataVersion` first, in its own PR; when it is applied, lower `spec.kafka.version` in a second PR.',
  },
  skip: noStrimzi,
  each(c, report) {
    if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || !c.metadataHead) return;
    if (compareDotted(c.kafkaHead, c.kafkaBase) < 0 && compareMetadata(c.metadataHead, c.metadataBase) < 0) {
      report(
        clusterFinding(
          c.head,
          'version',
          `Kafka ${c.kafkaBase} → ${c.kafkaHead} and metadata ${c.metadataBase} → ${c.metadataHead} are lowered in one PR: the operator ignores the metadata version while it changes the Kafka version. Lower metadataVersion first, in its own PR.`,
        ),
      );
    }
  },
});
