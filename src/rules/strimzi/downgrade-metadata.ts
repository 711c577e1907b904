import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { compareMetadata } from '../../strimzi/metadata.js';
import { compareDotted } from '../../strimzi/releases.js';
import { operatorUnknown } from '../../strimzi/state.js';

export const downgradeMetadata = perCluster({
  id: 'strimzi/downgrade-metadata',
  title: 'Kafka lowered below the metadata version',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    "The Kafka version is lowered while the cluster's metadata version is above the new Kafka version's metadata.",
  docs: {
    why: 'The older Kafka cannot read metadata written at a newer level: the downgrade fails half-way through the roll (strimzi#10735).',
    fix: "Lower `metadataVersion` to the target Kafka version's level first, in its own PR; then lower the Kafka version.",
  },
  skip: operatorUnknown,
  each(c, report) {
    if (!c.kafkaBase || !c.kafkaHead || !c.metadataBase || compareDotted(c.kafkaHead, c.kafkaBase) >= 0)
      return;
    const target = c.opHead?.supported.find((s) => s.version === c.kafkaHead)?.metadata;
    if (!target || compareMetadata(c.metadataBase, target) <= 0) return;
    report(
      clusterFinding(
        c.head,
        'version',
        `Kafka ${c.kafkaBase} → ${c.kafkaHead} while the metadata version is ${c.metadataBase}, above ${c.kafkaHead}'s ${target}: the older brokers cannot read it (strimzi#10735). Lower metadataVersion to ${target} first, in its own PR.`,
      ),
    );
  },
});
