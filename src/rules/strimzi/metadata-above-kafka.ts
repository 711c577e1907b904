import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { compareMetadata } from '../../strimzi/metadata.js';
import { operatorUnknown } from '../../strimzi/state.js';

export const metadataAboveKafka = perCluster({
  id: 'strimzi/metadata-above-kafka',
  title: 'Metadata version above the Kafka version',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description: "`spec.kafka.metadataVersion` is above the metadata version of the cluster's Kafka version.",
  docs: {
    why: 'A Kafka release cannot run a metadata version from a later release; the operator ignores the setting or fails the reconciliation.',
    fix: 'Raise `spec.kafka.version` first (one PR), then the metadata version (a second PR), or lower the metadata version.',
  },
  skip: operatorUnknown,
  each(c, report) {
    const written = c.head.metadataVersion.value;
    const kafkaMeta = c.opHead?.supported.find((s) => s.version === c.kafkaHead)?.metadata;
    if (!written || !kafkaMeta || compareMetadata(written, kafkaMeta) <= 0) return;
    report(
      clusterFinding(
        c.head,
        'metadataVersion',
        `metadataVersion ${written} is above Kafka ${c.kafkaHead}'s metadata version ${kafkaMeta}: the operator will not apply it. Raise the Kafka version first, in its own PR.`,
      ),
    );
  },
});
