import type { RuleContext } from '../context.js';

import { liveKafka, type KafkaEvidence } from './live-state.js';
import { formatChangesBetween, resolveMetadata } from './metadata.js';
import type { KafkaMetadataVersion } from './release-types.js';
import type { StrimziRelease } from './release-types.js';
import { operatorVersion, releasesOf, strimziState, type KafkaCluster } from './state.js';

/** One Kafka cluster on the head side with everything the version rules compare. */
export interface ClusterChange {
  head: KafkaCluster;
  base?: KafkaCluster;
  opBase?: StrimziRelease;
  opHead?: StrimziRelease;
  /** Effective Kafka versions (unset = the operator's default). */
  kafkaBase?: string;
  kafkaHead?: string;
  /** Effective metadata versions (unset = the Kafka version's default), as written or resolved `X.Y`. */
  metadataBase?: string;
  metadataHead?: string;
  /** The Kafka base version as the base revision's files say (differs from `kafkaBase` with live state). */
  gitKafkaBase?: string;
  /** What the cluster says about this cluster (`--cluster-state`), matched to the base object. */
  live?: KafkaEvidence;
}

/**
 * The from-versions as the cluster reports them: the highest `strimzi.io/kafka-version` on the Kafka
 * pods (what the operator itself reads), else `status.kafkaVersion`, else a legacy
 * `strimzi.io/reconciled` annotation; the metadata version from `status.kafkaMetadataVersion`.
 */
function liveFrom(
  live: KafkaEvidence,
  file: string,
): { kafka?: string; metadata?: string; evidence: string[] } {
  const evidence: string[] = [];
  let kafka: string | undefined;
  if (live.running) {
    kafka = live.running;
    const n = live.pods.filter((p) => p.version).length;
    evidence.push(
      `running Kafka ${kafka} is the highest strimzi.io/kafka-version on ${n} Kafka pod${n === 1 ? '' : 's'} in ${file}`,
    );
  } else if (live.statusKafkaVersion) {
    kafka = live.statusKafkaVersion;
    evidence.push(
      `running Kafka ${kafka} is status.kafkaVersion in ${file} (no pod carries strimzi.io/kafka-version)`,
    );
  } else if (live.reconciled?.kafka) {
    kafka = live.reconciled.kafka;
    evidence.push(`running Kafka ${kafka} is from the legacy strimzi.io/reconciled annotation in ${file}`);
  }
  const metadata = live.statusMetadataVersion;
  if (metadata) evidence.push(`metadata ${metadata} is status.kafkaMetadataVersion in ${file}`);
  return { kafka, metadata, evidence };
}

function metadataFor(
  release: StrimziRelease | undefined,
  kafka: string | undefined,
  written: string | undefined,
): string | undefined {
  if (written) return written;
  return release?.supported.find((s) => s.version === kafka)?.metadata ?? undefined;
}

declare module '../context.js' {
  interface Analyses {
    /** Every head Kafka cluster paired with its base self, versions resolved, live evidence applied. */
    clusters: ClusterChange[];
  }
}

/** Every head cluster paired with its base self, computed once. */
export const clusterChanges = (ctx: RuleContext): ClusterChange[] => ctx.analyses.clusters;

/** Pairs every head cluster with its base self (the `clusters` analysis). */
export function pairClusters(ctx: RuleContext): ClusterChange[] {
  const { base, head } = strimziState(ctx);
  const data = releasesOf(ctx);
  const release = (v: string | undefined) => (v ? data.release(v) : undefined);
  return head.clusters.map((h) => {
    const opBase = release(operatorVersion(ctx, base, h.obj.namespace).version);
    const opHead = release(operatorVersion(ctx, head, h.obj.namespace).version);
    const b = base.clusters.find((x) => x.ref === h.ref);
    const kafkaHead = h.version.value ?? opHead?.defaultKafka;
    const kafkaBase = b ? (b.version.value ?? opBase?.defaultKafka) : undefined;
    const metadataBase = b ? metadataFor(opBase, kafkaBase, b.metadataVersion.value) : undefined;
    const metadataHead = metadataFor(opHead, kafkaHead, h.metadataVersion.value);
    const state = ctx.facts.clusterState;
    const live = b && state ? liveKafka(state, b.obj.namespace, b.obj.name) : undefined;
    if (!b || !state || !live)
      return { head: h, base: b, opBase, opHead, kafkaBase, kafkaHead, metadataBase, metadataHead };
    const from = liveFrom(live, state.file);
    const evidence = from.evidence.length ? from.evidence.join('; ') : undefined;
    const mark = (c: KafkaCluster): KafkaCluster => (evidence ? { ...c, evidence } : c);
    return {
      head: mark(h),
      base: mark(b),
      opBase,
      opHead,
      kafkaBase: from.kafka ?? kafkaBase,
      kafkaHead,
      metadataBase: from.metadata ?? metadataBase,
      metadataHead,
      gitKafkaBase: kafkaBase,
      live,
    };
  });
}

/** Clusters whose metadata version moves in this PR, with both levels resolved and the format changes crossed. */
export function metadataMoves(ctx: RuleContext): {
  c: ClusterChange;
  from: KafkaMetadataVersion;
  to: KafkaMetadataVersion;
  crossed: KafkaMetadataVersion[];
}[] {
  const out = [];
  for (const c of clusterChanges(ctx)) {
    const from = c.metadataBase ? resolveMetadata(c.metadataBase) : undefined;
    const to = c.metadataHead ? resolveMetadata(c.metadataHead) : undefined;
    if (!from || !to || from.level === to.level) continue;
    out.push({
      c,
      from,
      to,
      crossed: to.level > from.level ? formatChangesBetween(from, to) : formatChangesBetween(to, from),
    });
  }
  return out;
}
