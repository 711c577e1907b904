import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { noStrimzi } from '../../strimzi/state.js';

export const implicitKafkaUpgrade = perCluster({
  id: 'strimzi/implicit-kafka-upgrade',
  title: 'Operator change moves an unset Kafka version',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description:
    '`spec.kafka.version` is unset and the operator change moves its default, so the PR also upgrades Kafka.',
  docs: {
    why: "With the version unset the cluster runs the operator's default Kafka. A new operator with a new default rolls every broker to another Kafka version as a side effect of an operator upgrade — two upgrades in one, with no way to do them separately.",
    fix: 'Pin `spec.kafka.version` to the current version before (or in) the operator upgrade; raise it in a later PR.',
  },
  skip: noStrimzi,
  each(c, report) {
    if (!c.base || c.head.version.value || c.base.version.value || !c.opBase || !c.opHead) return;
    if (c.opBase.defaultKafka === c.opHead.defaultKafka) return;
    report(
      clusterFinding(
        c.head,
        undefined,
        `spec.kafka.version is unset, so Strimzi ${c.opBase.version} → ${c.opHead.version} also moves Kafka ${c.opBase.defaultKafka} → ${c.opHead.defaultKafka}. Pin version: ${c.opBase.defaultKafka} for the operator upgrade and raise Kafka in a later PR.`,
      ),
    );
  },
});
