import { noStrimzi, operatorVersion, strimziState } from '../../strimzi/state.js';
import type { Rule, RuleFinding } from '../types.js';

export const operatorVersionUnknown: Rule = {
  id: 'strimzi/operator-version-unknown',
  title: 'Operator version not found',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description:
    'The head side holds Strimzi resources but the gate cannot tell which operator release reconciles them: the version checks are skipped, and this says so.',
  docs: {
    why: 'Unknown is not safe: without the operator version every Kafka version, KRaft, node-pool and API check would pass without judging anything. The finding names the cluster and where the gate looked.',
    fix: 'Pin the operator to one release where the repository installs it (an image tag, a chart version, an OCIRepository `ref.tag`), or set `strimzi.operatorVersion` in the config when it is installed elsewhere (OLM, another repository).',
    cases: [
      ['Kafka cluster with the cluster-operator Deployment', 'pass'],
      ['Kafka cluster and no operator anywhere', 'warn'],
      ['operator image pinned by digest alone', 'warn'],
      ['Kafka cluster, no operator, `strimzi.operatorVersion: 0.51.0`', 'pass'],
    ],
  },
  skip: noStrimzi,
  evaluate(ctx) {
    const { head } = strimziState(ctx);
    const out: RuleFinding[] = [];
    for (const c of head.clusters) {
      const found = operatorVersion(ctx, head, c.obj.namespace);
      // A version the data lacks is strimzi/unknown-release's; several versions stay its notice.
      if (found.version || found.why?.startsWith('several')) continue;
      out.push({
        file: c.obj.file,
        line: c.obj.line,
        side: 'head',
        object: c.ref,
        message: `Which Strimzi release reconciles ${c.ref} is unknown, so its version checks were skipped: ${found.why}.`,
      });
    }
    const found = operatorVersion(ctx, head);
    if (!head.clusters.length && !found.version && !found.why?.startsWith('several'))
      for (const u of head.unresolved)
        out.push({
          file: u.file,
          line: u.line,
          side: 'head',
          object: u.ref,
          message: `${u.why}: the Strimzi version checks were skipped. Pin one release, or set strimzi.operatorVersion in the config.`,
        });
    return out;
  },
};
