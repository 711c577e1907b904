import { defineRule } from '../define.js';
import { lineOf, objectRef } from '../../manifests/locate.js';
import { aclOperationProblem } from '../../strimzi/kafkauser.js';
import { noStrimzi, operatorVersion, releasesOf, strimziState } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

export const kafkaUserOperations = defineRule({
  id: 'strimzi/kafkauser-operations',
  title: 'KafkaUser ACL uses the removed `operation` field',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    '`spec.authorization.acls[].operation` (singular) is used on a v1 KafkaUser, or while the operator moves to 0.49 or later, whose User Operator reads only `operations`.',
  docs: {
    why: 'From 0.49 the User Operator reads KafkaUser v1, which has only `operations` (a list): an ACL rule still written with `operation` fails the reconciliation and the user is NotReady. Strimzi says to convert it before upgrading to 0.49.',
    fix: 'Replace `operation: Read` with `operations: [Read]` before (or in a PR before) the upgrade to 0.49.',
  },
  skip: noStrimzi,
  check(ctx) {
    const { base, head } = strimziState(ctx);
    const data = releasesOf(ctx);
    const release = (v?: string) => (v ? data.release(v) : undefined);
    const out: RuleFinding[] = [];
    for (const u of ctx.head.objects) {
      if (u.kind !== 'KafkaUser' || u.group !== 'kafka.strimzi.io') continue;
      const opHead = release(operatorVersion(ctx, head, u.namespace).version);
      const opBase = release(operatorVersion(ctx, base, u.namespace).version);
      const before = ctx.base.objects.find(
        (b) =>
          b.kind === 'KafkaUser' && b.group === u.group && b.namespace === u.namespace && b.name === u.name,
      );
      const acls = ((u.value.spec as { authorization?: { acls?: unknown[] } } | undefined)?.authorization
        ?.acls ?? []) as Record<string, unknown>[];
      acls.forEach((acl, i) => {
        if (typeof acl !== 'object' || acl === null || acl.operation === undefined) return;
        const problem = aclOperationProblem(u, before, i, opBase, opHead);
        if (!problem) return;
        out.push({
          severity: problem.severity === 'warn' ? 'warn' : undefined,
          ...(problem.present ? { present: true as const } : {}),
          file: u.file,
          line: lineOf(u, ['spec', 'authorization', 'acls', i, 'operation']),
          side: 'head',
          object: objectRef(u),
          path: `spec.authorization.acls[${i}].operation`,
          message: `${problem.message} Write operations: [${String(acl.operation)}].`,
        });
      });
    }
    return out;
  },
});
