/**
 * The upgrade plan as an analysis, from the same facts the rules read: the first cluster whose
 * transition needs more than the PR does (more than one step, or a target that cannot be reached)
 * gets a plan. The result stage (result/plan.ts) shows it.
 */
import type { RuleContext } from '../context.js';
import type { KubeObject } from '../manifests/types.js';
import { isRecord } from '../values.js';
import { clusterChanges, type ClusterChange } from './clusters.js';
import { planUpgrade, type PlanFacts, type UpgradePlan } from './planner.js';
import { compareDotted } from './releases.js';
import { unknownRunningVersion } from './running-version.js';
import { releasesOf } from './state.js';

declare module '../context.js' {
  interface Analyses {
    /** The upgrade plan to show, when a Strimzi transition needs more than the PR does. */
    upgradePlan: UpgradePlan | undefined;
  }
}

const STRIMZI_GROUP = /^(kafka|core)\.strimzi\.io\//;
const VERSION = /^\d+\.\d+\.\d+$/;

/** What the head revision says that changes the plan (planner.ts PlanFacts). */
export function planFacts(ctx: RuleContext, cluster: ClusterChange): PlanFacts {
  const objects: readonly KubeObject[] = ctx.head.objects;
  const strimzi = objects.filter((o) => STRIMZI_GROUP.test(o.apiVersion));
  const acls = (o: KubeObject): unknown[] => {
    const spec = isRecord(o.value.spec) ? o.value.spec : undefined;
    const auth = spec && isRecord(spec.authorization) ? spec.authorization : undefined;
    return auth && Array.isArray(auth.acls) ? auth.acls : [];
  };
  const { spec, metadata } = cluster.head.obj.value;
  const annotations = isRecord(metadata) && isRecord(metadata.annotations) ? metadata.annotations : {};
  return {
    preV1Resources: strimzi.some((o) => !o.apiVersion.endsWith('/v1')),
    aclOperation: strimzi.some(
      (o) => o.kind === 'KafkaUser' && acls(o).some((a) => isRecord(a) && a.operation !== undefined),
    ),
    // As strimzi/kraft-only reads it: `spec.zookeeper`, or `strimzi.io/kraft` not enabled.
    zookeeper:
      (isRecord(spec) && spec.zookeeper !== undefined) || annotations['strimzi.io/kraft'] !== 'enabled',
  };
}

/** The plan of one cluster, when its base and head operator and Kafka are known and it goes up. */
function planFor(ctx: RuleContext, c: ClusterChange): UpgradePlan | undefined {
  if (!c.opBase || !c.opHead || !c.kafkaBase || !c.kafkaHead) return undefined;
  // Versions from the PR reach the plan's title and diagram: plan only for version-shaped ones.
  if (![c.kafkaBase, c.kafkaHead].every((v) => VERSION.test(v))) return undefined;
  if (compareDotted(c.opHead.version, c.opBase.version) < 0) return undefined;
  // Lowering Kafka from a running version the head operator does not know, which it allows (from
  // 0.46, running-version.ts): the PR is the whole transition, no plan.
  const unknown = unknownRunningVersion(c);
  if (unknown?.downgrade && unknown.verdict === 'pass') return undefined;
  const plan = planUpgrade(
    { operator: c.opBase.version, kafka: c.kafkaBase, metadata: c.metadataBase },
    {
      operator: c.opHead.version,
      kafka: c.kafkaHead,
      // A metadata step only when this PR asks for a metadata version.
      ...(c.head.metadataVersion.value && c.head.metadataVersion.value !== c.base?.metadataVersion.value
        ? { metadata: c.metadataHead }
        : {}),
    },
    releasesOf(ctx),
    planFacts(ctx, c),
  );
  if ('error' in plan) return undefined;
  return plan.steps.length > 1 || plan.note ? plan : undefined;
}

/** The first cluster's plan that needs showing. */
export function upgradePlan(ctx: RuleContext): UpgradePlan | undefined {
  for (const c of clusterChanges(ctx)) {
    const plan = planFor(ctx, c);
    if (plan) return plan;
  }
  return undefined;
}
