import { isSupported } from '../../strimzi/releases.js';
import { clusterChanges, recordPlan } from '../../strimzi/clusters.js';
import { operatorUnknown } from '../../strimzi/state.js';
import type { Rule, RuleFinding } from '../types.js';

export const kafkaVersionSupported: Rule = {
  id: 'strimzi/kafka-version-supported',
  title: 'Kafka version not supported by the operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    "A Kafka cluster's effective `spec.kafka.version` (unset = the operator's default) is not supported by the head operator version.",
  docs: {
    why: 'The operator refuses to reconcile the cluster ("Unsupported Kafka.spec.kafka.version", strimzi#2510): no rolling update, no certificate renewal, nothing, until the version is fixed.',
    fix: 'Pick a Kafka version the operator supports (listed in the message), or upgrade the operator first in its own PR.',
    cases: [
      ['operator 0.51.0, Kafka 4.1.0', 'pass'],
      ['operator 0.51.0, Kafka 3.9.0', 'fail'],
      ['operator 1.0.0, `spec.kafka.version` unset (default 4.2.0)', 'pass'],
      ['the same unsupported version already on base', 'warn'],
    ],
  },
  skip: operatorUnknown,
  evaluate(ctx) {
    const out: RuleFinding[] = [];
    for (const c of clusterChanges(ctx)) {
      const release = c.opHead;
      const kafka = c.kafkaHead;
      if (!release || !kafka || isSupported(release, kafka)) continue;
      const old = !!c.base && c.opBase?.version === release.version && c.kafkaBase === kafka;
      if (!old) recordPlan(ctx, { ...c, kafkaHead: release.supported.at(-1)?.version ?? kafka });
      out.push({
        severity: old ? 'warn' : undefined,
        file: c.head.obj.file,
        line: c.head.version.value ? c.head.version.line : c.head.obj.line,
        side: 'head',
        object: c.head.ref,
        path: 'spec.kafka.version',
        message: `Kafka ${kafka}${c.head.version.value ? '' : ' (the default when unset)'} is not supported by Strimzi ${release.version} (supported: ${release.supported.map((s) => s.version).join(', ')}): the operator stops reconciling this cluster. ${old ? 'Already present on the base revision.' : 'Use a supported version, or upgrade the operator first in its own PR.'}`,
      });
    }
    return out;
  },
};
