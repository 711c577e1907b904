import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { operatorUnknown } from '../../strimzi/state.js';
import type { StrimziRelease } from '../../strimzi/release-types.js';
import { compareDotted, isSupported } from '../../strimzi/releases.js';

/** The fix: pin the running default only when the target operator supports it; never an unsupported one. */
function pinFix(from: StrimziRelease, to: StrimziRelease): string {
  const move = compareDotted(to.version, from.version) < 0 ? 'downgrade' : 'upgrade';
  if (isSupported(to, from.defaultKafka))
    return `Pin version: ${from.defaultKafka} for the operator ${move} and ${move === 'upgrade' ? 'raise' : 'change'} Kafka in a later PR.`;
  return `Strimzi ${to.version} does not support Kafka ${from.defaultKafka}, so pinning it would stop the operator: ${move === 'upgrade' ? 'upgrade the operator in steps (see the upgrade plan), pinning at each step a version both releases support' : 'follow the downgrade procedure: lower Kafka (and first its metadata version) to a version both releases support, then downgrade the operator'}.`;
}

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
  skip: operatorUnknown,
  each(c, report) {
    if (!c.base || c.head.version.value || c.base.version.value || !c.opBase || !c.opHead) return;
    if (c.opBase.defaultKafka === c.opHead.defaultKafka) return;
    report(
      clusterFinding(
        c.head,
        undefined,
        `spec.kafka.version is unset, so Strimzi ${c.opBase.version} → ${c.opHead.version} also moves Kafka ${c.opBase.defaultKafka} → ${c.opHead.defaultKafka}. ${pinFix(c.opBase, c.opHead)}`,
      ),
    );
  },
});
