import { clusterChanges } from '../../strimzi/clusters.js';
import { clusterFinding } from '../../strimzi/findings.js';
import { noStrimzi } from '../../strimzi/state.js';
import type { Rule } from '../types.js';
import type { RuleFinding } from '../../finding.js';

const imageOf = (o: { value: Record<string, unknown> } | undefined) =>
  ((o?.value.spec as { kafka?: { image?: unknown } } | undefined)?.kafka?.image as string | undefined) ??
  undefined;

export const customImageUnchanged: Rule = {
  id: 'strimzi/custom-image-unchanged',
  title: 'Kafka version changed but the custom image did not',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description: '`spec.kafka.version` changes while `spec.kafka.image` pins the same image as before.',
  docs: {
    why: 'With a custom image the operator runs that image whatever the version says: the brokers keep the old Kafka while the operator believes it upgraded.',
    fix: 'Build and reference an image of the new Kafka version in the same PR, or drop `spec.kafka.image`.',
    cases: [
      ['Kafka 4.1.0 → 4.2.0 without a custom image', 'pass'],
      ['Kafka 4.1.0 → 4.2.0 with the same `spec.kafka.image`', 'warn'],
    ],
  },
  skip: noStrimzi,
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const c of clusterChanges(ctx)) {
      const img = imageOf(c.head.obj);
      if (!img || !c.base || c.kafkaBase === c.kafkaHead || imageOf(c.base.obj) !== img) continue;
      out.push(
        clusterFinding(
          c.head,
          'version',
          `Kafka ${c.kafkaBase} → ${c.kafkaHead}, but spec.kafka.image still pins ${img}: the brokers keep running that image. Reference an image of Kafka ${c.kafkaHead}.`,
        ),
      );
    }
    return out;
  },
};
