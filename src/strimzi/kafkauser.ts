import type { KubeObject } from '../manifests/types.js';
import type { StrimziRelease } from './release-types.js';

/** Whether the User Operator of a release reads KafkaUser v1, which has no `operation` (0.49+). */
const readsV1 = (r: StrimziRelease | undefined) =>
  r?.kafkaUserOperation === 'v1beta2-only-not-seen-by-UO' || r?.kafkaUserOperation === 'removed';

const aclOperation = (o: KubeObject | undefined, i: number): unknown =>
  (o?.value.spec as { authorization?: { acls?: Record<string, unknown>[] } } | undefined)?.authorization
    ?.acls?.[i]?.operation;

/**
 * KafkaUser `acls[i].operation` (singular): absent from the v1 schema; from 0.49 the User Operator
 * reads v1 (KafkaUser.java@0.49.0:83), so a rule still using it fails the reconciliation
 * (SimpleAclRule.java@0.49.0:149). Strimzi says to convert it before upgrading to 0.49
 * (CHANGELOG.md@0.49.0:28, con-api-conversion-v1.adoc@0.49.0:19). Already there with such an
 * operator on the base side: a warning.
 */
export function aclOperationProblem(
  user: KubeObject,
  before: KubeObject | undefined,
  i: number,
  opBase: StrimziRelease | undefined,
  opHead: StrimziRelease | undefined,
): { severity: 'fail' | 'warn'; message: string; present?: true } | undefined {
  if (user.version === 'v1')
    return { severity: 'fail', message: `acls[${i}].operation is not part of the KafkaUser v1 API.` };
  if (!readsV1(opHead)) return undefined;
  const old = aclOperation(before, i) === aclOperation(user, i) && readsV1(opBase);
  const where = `The User Operator of Strimzi ${opHead!.version} reads KafkaUser v1, which has only operations: this ACL rule fails its reconciliation (the user is NotReady).`;
  return old
    ? { severity: 'warn', message: `${where} Already present on the base revision.`, present: true }
    : {
        severity: 'fail',
        message: `${where} Convert acls[${i}].operation before upgrading to 0.49.`,
      };
}
