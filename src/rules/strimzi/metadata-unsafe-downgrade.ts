import { defineRule } from '../define.js';
import { metadataMoves } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { noStrimzi } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

export const metadataUnsafeDowngrade = defineRule({
  id: 'strimzi/metadata-unsafe-downgrade',
  title: 'Unsafe metadata downgrade',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description: 'The metadata version is lowered across a level that changed the metadata format.',
  docs: {
    why: 'Kafka refuses such a downgrade ("Unsafe metadata downgrade is not supported"): the records written in the newer format cannot be read by the older level.',
    fix: 'Keep the metadata version. A downgrade across a format change needs a new cluster and a data migration.',
  },
  skip: noStrimzi,
  check(ctx) {
    const out: RuleFinding[] = [];
    for (const { c, from, to, crossed } of metadataMoves(ctx)) {
      if (to.level >= from.level) continue;
      if (crossed.length) {
        out.push(
          clusterFinding(
            c.head,
            'metadataVersion',
            `metadata ${from.version} → ${to.version} crosses ${crossed.map((m) => m.version).join(', ')}, which changed the metadata format: Kafka refuses this downgrade. Keep ${from.version}.`,
          ),
        );
      }
    }
    return out;
  },
});
