/**
 * The `metadataVersion` steps of a plan. Raising comes last, after the roll and only when asked
 * ("if configured", proc-upgrade-kafka-kraft.adoc@1.2.0:29-48,99-119: unset, Strimzi moves it to the new
 * Kafka's default by itself). Lowering comes before the PR that lowers Kafka below it: the operator
 * refuses a Kafka downgrade while the current metadata version is above what the target supports
 * (KRaftVersionChangeCreator.java, metadataVersionAtDowngrade), and Kafka allows it only when no level in
 * between changed the metadata format (proc-downgrade-kafka-kraft.adoc@1.2.0:11-16,36-39).
 */
import { formatChangesBetween, resolveMetadata } from './metadata.js';
import { metadataLowerStep, metadataRaiseStep } from './plan-steps.js';
import type { Move } from './plan-search.js';
import type { StrimziRelease } from './release-types.js';

/** The default metadata version of `kafka` as `op` knows it (`4.1-IV1`), if it has one. */
export function defaultMetadata(op: StrimziRelease, kafka: string): string | undefined {
  const m = op.supported.find((s) => s.version === kafka)?.metadata;
  return m ? (resolveMetadata(m)?.version ?? m) : undefined;
}

const level = (m: string | undefined) => (m ? resolveMetadata(m)?.level : undefined);

export interface MetadataPlan {
  /** A step to put before path[beforeMove] (or last, when beforeMove is the path's length). */
  step?: { beforeMove: number; text: string };
  error?: string;
}

function lowering(current: string, wanted: string): string | undefined {
  const [from, to] = [resolveMetadata(current), resolveMetadata(wanted)];
  if (!from || !to) return undefined;
  const changes = formatChangesBetween(to, from);
  if (!changes.length) return undefined;
  return `the metadata version cannot go from ${current} down to ${wanted}: the format changed at ${changes.map((c) => c.version).join(', ')} (Kafka downgrades only without metadata changes in between, proc-downgrade-kafka-kraft.adoc@1.2.0:11-16)`;
}

/**
 * The metadata step of a path from `start`/`kafka` (metadata `configured`, or the default) along
 * `path`, to `wanted` when the user asked for one.
 */
export function metadataPlan(
  start: Move,
  path: readonly Move[],
  configured: string | undefined,
  wanted: string | undefined,
): MetadataPlan {
  const current = configured ?? defaultMetadata(start.op, start.kafka);
  const last = path.at(-1) ?? start;
  const lastDefault = defaultMetadata(last.op, last.kafka);
  const curLevel = level(current);
  if (!current || curLevel === undefined) return {};
  // The first PR that takes Kafka below the current metadata version.
  const lowers = path.findIndex(
    (m) => m.kafkaChanged && (level(defaultMetadata(m.op, m.kafka)) ?? Infinity) < curLevel,
  );
  if (lowers >= 0) {
    const cap = lastDefault ?? current;
    const target = wanted && (level(wanted) ?? Infinity) < (level(cap) ?? 0) ? wanted : cap;
    const error = lowering(current, target);
    if (error) return { error };
    return {
      step: { beforeMove: lowers, text: metadataLowerStep(target, (path[lowers - 1] ?? start).kafka) },
    };
  }
  if (!wanted || level(wanted) === undefined) return {};
  // Unset, the metadata version follows Kafka up to its default by itself.
  const raised = configured || !path.some((m) => m.kafkaChanged) ? current : (lastDefault ?? current);
  const have = level(raised)!;
  const want = level(wanted)!;
  if (want === have) return {};
  if (want < have) {
    const error = lowering(raised, wanted);
    if (error) return { error };
    return { step: { beforeMove: path.length, text: metadataLowerStep(wanted, last.kafka) } };
  }
  const target = lastDefault && level(lastDefault)! < want ? lastDefault : wanted;
  const oneWay = formatChangesBetween(resolveMetadata(raised)!, resolveMetadata(target)!).length > 0;
  return { step: { beforeMove: path.length, text: metadataRaiseStep(target, oneWay) } };
}
