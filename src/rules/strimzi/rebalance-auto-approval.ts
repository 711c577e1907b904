import { defineRule } from '../define.js';
import { lineOf, objectRef } from '../../manifests/locate.js';
import { clusterChanges } from '../../strimzi/clusters.js';
import { noStrimzi } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

const annotation = (o: { value: Record<string, unknown> } | undefined, key: string) =>
  ((o?.value.metadata as { annotations?: Record<string, unknown> } | undefined)?.annotations?.[key] as
    string | undefined) ?? undefined;

export const rebalanceAutoApproval = defineRule({
  id: 'strimzi/rebalance-auto-approval',
  title: 'Rebalance runs without review',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description:
    '`strimzi.io/rebalance-auto-approval: "true"` is added to a KafkaRebalance, or a rebalance is approved in the same PR as a version change.',
  docs: {
    why: 'An auto-approved rebalance moves partitions as soon as Cruise Control proposes it; during a version roll that doubles the load on brokers that are restarting.',
    fix: 'Review proposals before approving them, and approve rebalances in a PR of their own, after version changes have rolled out.',
  },
  skip: noStrimzi,
  check(ctx) {
    const versionChange = clusterChanges(ctx).some(
      (c) => c.base && (c.kafkaBase !== c.kafkaHead || c.opBase?.version !== c.opHead?.version),
    );
    const out: RuleFinding[] = [];
    for (const pair of ctx.pairs) {
      const r = pair.head;
      if (!r || r.kind !== 'KafkaRebalance' || r.group !== 'kafka.strimzi.io') continue;
      const auto = 'strimzi.io/rebalance-auto-approval';
      if (annotation(r, auto) === 'true' && annotation(pair.base, auto) !== 'true') {
        out.push({
          file: r.file,
          line: lineOf(r, ['metadata', 'annotations', auto]),
          side: 'head',
          object: objectRef(r),
          message: `${auto}: "true" is added: rebalances will run as soon as they are proposed, without review.`,
        });
      }
      if (
        versionChange &&
        annotation(r, 'strimzi.io/rebalance') === 'approve' &&
        annotation(pair.base, 'strimzi.io/rebalance') !== 'approve'
      ) {
        out.push({
          file: r.file,
          line: lineOf(r, ['metadata', 'annotations', 'strimzi.io/rebalance']),
          side: 'head',
          object: objectRef(r),
          message:
            'a rebalance is approved in the same PR as a version change: it will move partitions while brokers roll. Approve it in its own PR after the roll.',
        });
      }
    }
    return out;
  },
});
