import { defineRule } from '../define.js';
import { lineOf, objectRef } from '../../manifests/locate.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi, operatorVersion, strimziState } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

export const kafkaUserOperations = defineRule({
  id: 'strimzi/kafkauser-operations',
  title: 'KafkaUser ACL uses the removed `operation` field',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    '`spec.authorization.acls[].operation` (singular) is used: removed in v1 (fail), deprecated on v1beta2 with operator 0.49+ (warn).',
  docs: {
    why: 'The v1 API has only `operations` (a list); a v1 KafkaUser with `operation` is rejected or loses the ACL. 0.49 requires converting it before the move to v1.',
    fix: 'Replace `operation: Read` with `operations: [Read]`.',
  },
  skip: noStrimzi,
  check(ctx) {
    const op = operatorVersion(ctx, strimziState(ctx).head).version;
    const out: RuleFinding[] = [];
    for (const u of ctx.head.objects) {
      if (u.kind !== 'KafkaUser' || u.group !== 'kafka.strimzi.io') continue;
      const acls = ((u.value.spec as { authorization?: { acls?: unknown[] } } | undefined)?.authorization
        ?.acls ?? []) as Record<string, unknown>[];
      acls.forEach((acl, i) => {
        if (typeof acl !== 'object' || acl === null || acl.operation === undefined) return;
        const v1 = u.version === 'v1';
        if (!v1 && !(op && compareDotted(op, '0.49.0') >= 0)) return;
        out.push({
          severity: v1 ? undefined : 'warn',
          file: u.file,
          line: lineOf(u, ['spec', 'authorization', 'acls', i, 'operation']),
          side: 'head',
          object: objectRef(u),
          path: `spec.authorization.acls[${i}].operation`,
          message: `acls[${i}].operation is ${v1 ? 'not part of the v1 API' : 'removed in v1: convert it before upgrading past 0.51'}. Write operations: [${String(acl.operation)}].`,
        });
      });
    }
    return out;
  },
});
