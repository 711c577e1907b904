import { perCluster } from './factories.js';
import { isSupported } from '../../strimzi/releases.js';
import { operatorUnknown } from '../../strimzi/state.js';

export const kafkaVersionSupported = perCluster({
  id: 'strimzi/kafka-version-supported',
  title: 'Kafka version not supported by the operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    "A Kafka cluster's effective `spec.kafka.version` (unset = the operator's default) is not supported by the head operator version.",
  docs: {
    why: 'The operator refuses to reconcile the cluster ("Unsupported Kafka.spec.kafka.version", strimzi#2510): no rolling update, no certificate renewal, nothing, until the version is fixed.',
    fix: 'Pick a Kafka version the operator supports (listed in the message), or upgrade the operator first in its own PR.',
  },
  skip: operatorUnknown,
  each(c, report) {
    const release = c.opHead;
    const kafka = c.kafkaHead;
    if (!release || !kafka || isSupported(release, kafka)) return;
    const old = !!c.base && c.opBase?.version === release.version && c.kafkaBase === kafka;
    report({
      severity: old ? 'warn' : undefined,
      ...(old ? { present: true as const } : {}),
      file: c.head.obj.file,
      line: c.head.version.value ? c.head.version.line : c.head.obj.line,
      side: 'head',
      object: c.head.ref,
      path: 'spec.kafka.version',
      message: `Kafka ${kafka}${c.head.version.value ? '' : ' (the default when unset)'} is not supported by Strimzi ${release.version} (supported: ${release.supported.map((s) => s.version).join(', ')}): the operator stops reconciling this cluster. ${old ? 'Already present on the base revision.' : 'Use a supported version, or upgrade the operator first in its own PR.'}`,
    });
  },
});
