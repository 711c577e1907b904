import { defineRule } from '../define.js';
import { metadataMoves } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { noStrimzi } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

export const metadataOneWay = defineRule({
  id: 'strimzi/metadata-one-way',
  title: 'Metadata upgrade cannot be undone',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description: 'The metadata version is raised across a level that changes the metadata format.',
  docs: {
    why: 'After this change Kafka cannot go back below the new level: a later rollback of the Kafka version is no longer possible.',
    fix: 'Nothing to fix; make sure the new Kafka version has run long enough to be trusted before merging.',
  },
  skip: noStrimzi,
  check(ctx) {
    const out: RuleFinding[] = [];
    for (const { c, from, to, crossed } of metadataMoves(ctx)) {
      if (to.level <= from.level) continue;
      if (crossed.length) {
        out.push(
          clusterFinding(
            c.head,
            'metadataVersion',
            `metadata ${from.version} → ${to.version} crosses ${crossed.map((m) => m.version).join(', ')}: after it is applied the metadata cannot be downgraded below ${crossed[crossed.length - 1]!.version}, so Kafka cannot be rolled back.`,
          ),
        );
      }
    }
    return out;
  },
});
