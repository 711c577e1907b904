/**
 * CRDs an operator release itself stops shipping (issue 37): upgrading across that release removes
 * the CRD from the install files, which is expected; it only breaks objects of that kind, which the
 * release no longer reconciles. Facts from ../shared/reference/strimzi-operator-facts.json.
 */
import type { RuleContext } from '../context.js';

export interface RetiredCrd {
  /** The release that no longer ships it. */
  release: string;
  /** What the operator's own notes say, and where. */
  fact: string;
}

const RETIRED: Readonly<Record<string, RetiredCrd>> = {
  'kafkamirrormakers.kafka.strimzi.io': {
    release: '0.46.0',
    fact: 'Strimzi 0.46.0 removed MirrorMaker 1 (KafkaMirrorMaker) and no longer ships its CRD; migrate to KafkaMirrorMaker2 first (CHANGELOG.md@0.46.0:32)',
  },
  'kafkaconnects2is.kafka.strimzi.io': {
    release: '0.25.0',
    fact: 'Strimzi 0.25.0 removed KafkaConnectS2I and no longer ships its CRD; migrate to KafkaConnect with `build` first (CHANGELOG.md@0.24.0, "Last release with KafkaConnectS2I")',
  },
};

/** The release fact for a CRD an operator release retired, if it is one. */
export const retiredCrd = (name: string): RetiredCrd | undefined => RETIRED[name];

/** Objects of a kind in either side of the repository or in the cluster state, as `file:line` or `live ns/name`. */
export function objectsOfKind(ctx: RuleContext, group: string, kind: string): string[] {
  const out: string[] = [];
  for (const o of [...ctx.head.objects, ...ctx.base.objects])
    if (o.group === group && o.kind === kind) out.push(`${o.file}:${o.line}`);
  for (const o of ctx.facts.clusterState?.objects ?? [])
    if (o.group === group && o.kind === kind)
      out.push(`live ${o.namespace ? `${o.namespace}/` : ''}${o.name}`);
  return [...new Set(out)];
}
