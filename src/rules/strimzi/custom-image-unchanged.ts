import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { noStrimzi } from '../../strimzi/state.js';

const imageOf = (o: { value: Record<string, unknown> } | undefined) =>
  ((o?.value.spec as { kafka?: { image?: unknown } } | undefined)?.kafka?.image as string | undefined) ??
  undefined;

export const customImageUnchanged = perCluster({
  id: 'strimzi/custom-image-unchanged',
  title: 'Kafka version changed but the custom image did not',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description: '`spec.kafka.version` changes while `spec.kafka.image` pins the same image as before.',
  docs: {
    why: 'With a custom image the operator runs that image whatever the version says: the brokers keep the old Kafka while the operator believes it upgraded.',
    fix: 'Build and reference an image of the new Kafka version in the same PR, or drop `spec.kafka.image`.',
  },
  skip: noStrimzi,
  each(c, report) {
    const img = imageOf(c.head.obj);
    if (!img || !c.base || c.kafkaBase === c.kafkaHead || imageOf(c.base.obj) !== img) return;
    report(
      clusterFinding(
        c.head,
        'version',
        `Kafka ${c.kafkaBase} → ${c.kafkaHead}, but spec.kafka.image still pins ${img}: the brokers keep running that image. Reference an image of Kafka ${c.kafkaHead}.`,
      ),
    );
  },
});
