import { defineRule } from '../define.js';
import { clusterChanges, type ClusterChange } from '../../strimzi/clusters.js';
import { compareDotted, isSupported } from '../../strimzi/releases.js';
import { operatorUnknown, operatorVersion, releasesOf, strimziState } from '../../strimzi/state.js';
import type { StrimziRelease } from '../../strimzi/release-types.js';
import type { RuleFinding } from '../../finding.js';

export const operatorDowngrade = defineRule({
  id: 'strimzi/operator-downgrade',
  title: 'Operator downgrade',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The operator version is lowered: fail when lowered to 0.45 or earlier while a cluster runs a Kafka version unsupported there (strimzi#8869); warn otherwise, with the procedure.',
  docs: {
    why: 'Up to 0.45 the operator can only downgrade clusters that run a Kafka version it supports; an older operator meeting a newer Kafka stops reconciling (strimzi#8869). Later releases downgrade from unknown versions, but a downgrade is still a procedure, not a revert.',
    fix: "Follow Strimzi's downgrade procedure (proc-downgrade-cluster-operator.adoc@1.2.0:24-57): revert custom resources to the options the older release supports, then replace the operator's install files. A target of 0.46 or later that does not support the running Kafka version takes `spec.kafka.version` lowered in the same change; to 0.45 or earlier, lower Kafka first with the current operator (con-downgrade-paths.adoc@1.2.0:28-45). A configured `metadataVersion` above the Kafka you lower to goes down first, in its own PR (proc-downgrade-kafka-kraft.adoc@1.2.0:36-39).",
  },
  skip: operatorUnknown,
  check(ctx) {
    const { base, head } = strimziState(ctx);
    const from = operatorVersion(ctx, base).version;
    const to = operatorVersion(ctx, head).version;
    if (!from || !to || compareDotted(to, from) >= 0) return [];
    const target = releasesOf(ctx).release(to);
    const op = head.operators[0];
    const where = op ? { file: op.file, line: op.line, side: 'head' as const, object: op.ref } : {};
    const changes = clusterChanges(ctx);
    const blocked = changes.filter(
      (c) => target && c.kafkaBase && compareDotted(to, '0.45.99') <= 0 && !isSupported(target, c.kafkaBase),
    );
    const out: RuleFinding[] = blocked.map((c) => ({
      ...where,
      message: `Strimzi ${from} → ${to} while ${c.head.ref} runs Kafka ${c.kafkaBase}, which ${to} does not support: the older operator cannot manage it (strimzi#8869). Lower Kafka to ${target!.supported.map((s) => s.version).join(' / ')} first (metadata first, each in its own PR), then the operator.`,
    }));
    if (!out.length) out.push({ ...where, severity: 'warn', message: procedure(changes, target, from, to) });
    return out;
  },
});

/**
 * The documented order for a downgrade the operator can take (proc-downgrade-cluster-operator.adoc
 * @1.2.0:24-57): the operator first; Kafka lowered with it only where the target does not support the
 * running version (0.46 and later downgrade from one: con-downgrade-paths.adoc@1.2.0:28-30, 42-45).
 */
function procedure(
  changes: readonly ClusterChange[],
  target: StrimziRelease | undefined,
  from: string,
  to: string,
): string {
  const unsupported = changes.filter((c) => target && c.kafkaHead && !isSupported(target, c.kafkaHead));
  const head = `Strimzi ${from} → ${to} is a downgrade: revert custom resources to the options ${to} supports, then replace the operator's install files with ${to}'s`;
  if (!unsupported.length || !target)
    return `${head}; the running Kafka versions stay (${to} supports them), Kafka can be lowered later.`;
  const versions = target.supported.map((s) => s.version).join(' / ');
  const which = unsupported.map((c) => `${c.head.ref} (Kafka ${c.kafkaHead})`).join(', ');
  return `${head}, and lower spec.kafka.version of ${which} to ${versions} in the same PR: ${to} does not support the version it runs (a configured metadataVersion above it goes down first, in its own PR).`;
}
