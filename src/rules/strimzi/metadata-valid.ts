import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { resolveMetadata } from '../../strimzi/metadata.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi } from '../../strimzi/state.js';

export const metadataValid = perCluster({
  id: 'strimzi/metadata-valid',
  title: 'Metadata version not valid',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    '`spec.kafka.metadataVersion` is not a stable Kafka MetadataVersion, or is below the lowest the operator accepts (3.3-IV3 from Strimzi 0.46, else 3.3-IV0).',
  docs: {
    why: 'The operator rejects an unknown or too-old metadata version and stops reconciling the cluster; Kafka itself refuses unstable ones.',
    fix: 'Use a released metadata version such as `3.9-IV0` or `4.1` (the highest IV of 4.1), no lower than the operator accepts.',
  },
  skip: noStrimzi,
  each(c, report) {
    const written = c.head.metadataVersion.value;
    // A YAML number never reaches the operator: the API server rejects it (strimzi/version-is-string).
    if (!written || c.head.metadataVersion.isNumber) return;
    const mv = resolveMetadata(written);
    const floor = c.opHead && compareDotted(c.opHead.version, '0.46.0') >= 0 ? '3.3-IV3' : '3.3-IV0';
    const min = resolveMetadata(floor)!;
    if (!mv)
      report(
        clusterFinding(
          c.head,
          'metadataVersion',
          `metadataVersion ${written} is not a released Kafka metadata version: the operator rejects it. Use one like 4.1-IV1 or "4.1".`,
        ),
      );
    else if (mv.level < min.level)
      report(
        clusterFinding(
          c.head,
          'metadataVersion',
          `metadataVersion ${written} is below ${floor}, the lowest ${c.opHead ? `Strimzi ${c.opHead.version}` : 'the operator'} accepts.`,
        ),
      );
  },
});
