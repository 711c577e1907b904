import { defineRule } from '../define.js';
import { clusterChanges } from '../../strimzi/clusters.js';
import { compareDotted, isSupported } from '../../strimzi/releases.js';
import { operatorUnknown, operatorVersion, releasesOf, strimziState } from '../../strimzi/state.js';
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
    fix: "Lower Kafka (and first its metadata version) to a version the older operator supports, each in its own PR, then lower the operator; follow Strimzi's downgrade documentation.",
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
    const blocked = clusterChanges(ctx).filter(
      (c) => target && c.kafkaBase && compareDotted(to, '0.45.99') <= 0 && !isSupported(target, c.kafkaBase),
    );
    const out: RuleFinding[] = blocked.map((c) => ({
      ...where,
      message: `Strimzi ${from} → ${to} while ${c.head.ref} runs Kafka ${c.kafkaBase}, which ${to} does not support: the older operator cannot manage it (strimzi#8869). Lower Kafka to ${target!.supported.map((s) => s.version).join(' / ')} first (metadata first, each in its own PR), then the operator.`,
    }));
    if (!out.length) {
      out.push({
        ...where,
        severity: 'warn',
        message: `Strimzi ${from} → ${to} is a downgrade: lower the metadata version, then the Kafka version, to ones ${to} supports (each in its own PR) before the operator, following Strimzi's downgrade procedure.`,
      });
    }
    return out;
  },
});
