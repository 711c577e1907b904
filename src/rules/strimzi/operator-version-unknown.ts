import { defineRule, type RuleReport } from '../define.js';
import { noStrimzi, operatorVersion, strimziState } from '../../strimzi/state.js';

type Message = 'cluster' | 'unresolved';

export const operatorVersionUnknown = defineRule<Message>({
  id: 'strimzi/operator-version-unknown',
  title: 'Operator version not found',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description:
    'The head side holds Strimzi resources but the gate cannot tell which operator release reconciles them: the version checks are skipped, and this says so.',
  docs: {
    why: 'Unknown is not safe: without the operator version every Kafka version, KRaft, node-pool and API check would pass without judging anything. The finding names the cluster and where the gate looked.',
    fix: "Pin the operator to one release where the repository installs it (an image tag, a chart version, an OCIRepository `ref.tag`, an OLM Subscription `startingCSV`), or set `strimzi.operatorVersion` in the config when it is installed elsewhere (another repository, an OLM channel without `startingCSV`). An operator written inside a Helm chart's `templates/` is named with its file and line: the gate does not render a chart that is only a folder, so render it into the repository or set the version.",
  },
  messages: {
    cluster:
      'Which Strimzi release reconciles {{cluster}} is unknown, so its version checks were skipped: {{why}}.',
    unresolved:
      '{{why}}: the Strimzi version checks were skipped. Pin one release, or set strimzi.operatorVersion in the config.',
  },
  skip: noStrimzi,
  check(ctx) {
    const { head } = strimziState(ctx);
    const out: RuleReport<Message>[] = [];
    for (const c of head.clusters) {
      const found = operatorVersion(ctx, head, c.obj.namespace);
      // A version the data lacks is strimzi/unknown-release's; several versions stay its notice.
      if (found.version || found.why?.startsWith('several')) continue;
      out.push({
        file: c.obj.file,
        line: c.obj.line,
        side: 'head',
        unjudged: true,
        object: c.ref,
        messageId: 'cluster',
        data: { cluster: c.ref, why: found.why ?? '' },
      });
    }
    const found = operatorVersion(ctx, head);
    if (!head.clusters.length && !found.version && !found.why?.startsWith('several'))
      for (const u of head.unresolved)
        out.push({
          file: u.file,
          line: u.line,
          side: 'head',
          unjudged: true,
          object: u.ref,
          messageId: 'unresolved',
          data: { why: u.why },
        });
    return out;
  },
});
