import { formatChangesBetween, resolveMetadata } from './metadata.js';
import type { StrimziRelease } from './release-types.js';
import { releaseData, type ReleaseData } from './release-data.js';
import { compareDotted, isSupported } from './releases.js';
import { UPGRADE_STOPS } from './stops.js';

export interface PlanState {
  operator: string;
  kafka: string;
}

export interface UpgradePlan {
  title: string;
  steps: string[];
  mermaid: string;
}

const metadataOf = (r: StrimziRelease, kafka: string) => {
  const m = r.supported.find((s) => s.version === kafka)?.metadata;
  return m ? (resolveMetadata(m)?.version ?? m) : undefined;
};

/** The newest release in [from, below). */
function lastBefore(
  releases: readonly StrimziRelease[],
  from: string,
  below: string,
): StrimziRelease | undefined {
  return [...releases]
    .reverse()
    .find((r) => compareDotted(r.version, below) < 0 && compareDotted(r.version, from) >= 0);
}

/** The releases an upgrade from `from` to `to` must stop at, with the migration done there. */
function waypointsOf(
  releases: readonly StrimziRelease[],
  from: string,
  to: string,
): { release: StrimziRelease; migration: string }[] {
  return UPGRADE_STOPS.flatMap((stop) => {
    if (compareDotted(from, stop.below) >= 0 || compareDotted(to, stop.atLeast) < 0) return [];
    const r = lastBefore(releases, stop.below, stop.atLeast);
    return r ? [{ release: r, migration: stop.migration }] : [];
  });
}

/** The step raising the metadata version: one-way only when a level that changed the metadata format is crossed (didMetadataChange). */
function metadataStep(current: string | undefined, next: string): string {
  const a = current ? resolveMetadata(current) : undefined;
  const b = resolveMetadata(next);
  const oneWay = !a || !b || formatChangesBetween(a, b).length > 0;
  return `Once the roll is healthy, set spec.kafka.metadataVersion: ${next}${oneWay ? ' (one-way)' : ''}`;
}

/**
 * The shortest safe sequence of PRs from one operator/Kafka state to another over the bundled
 * release data: operator steps through the releases an upgrade must stop at, Kafka raised (then its
 * metadata, in a separate PR) whenever the next operator would not support the running version.
 */
export function planUpgrade(
  from: PlanState,
  to: PlanState,
  data: ReleaseData = releaseData(),
): UpgradePlan | { error: string } {
  const RELEASES = data.releases;
  const start = data.release(from.operator);
  const end = data.release(to.operator);
  if (!start || !end)
    return {
      error: `unknown Strimzi release ${!start ? from.operator : to.operator} (the bundled data covers ${RELEASES[0]!.version}–${RELEASES[RELEASES.length - 1]!.version})`,
    };
  if (compareDotted(to.operator, from.operator) < 0)
    return {
      error:
        "this is an operator downgrade: lower the metadata version, then Kafka, then the operator, following Strimzi's downgrade procedure",
    };
  if (!isSupported(end, to.kafka))
    return {
      error: `Kafka ${to.kafka} is not supported by Strimzi ${to.operator} (supported: ${end.supported.map((s) => s.version).join(', ')})`,
    };
  const waypoints = waypointsOf(RELEASES, from.operator, to.operator);
  const steps: string[] = [];
  const states: string[] = [`${from.operator} / ${from.kafka}`];
  let op = start;
  let kafka = from.kafka;
  let metadata = metadataOf(start, from.kafka);
  const raiseKafka = (k: string) => {
    if (k === kafka) return;
    const lower = compareDotted(k, kafka) < 0;
    steps.push(
      `${lower ? 'Lower' : 'Set'} spec.kafka.version: ${k} (${lower ? 'a downgrade: ' : ''}operator ${op.version} rolls the brokers)`,
    );
    const mv = metadataOf(op, k);
    if (mv && !lower && mv !== metadata) {
      steps.push(metadataStep(metadata, mv));
      metadata = mv;
    }
    kafka = k;
    states.push(`${op.version} / ${k}`);
  };
  const path = [...waypoints, { release: end, migration: '' }];
  for (const next of path) {
    // Step towards `next` through the furthest release that can take over the running cluster.
    while (op.version !== next.release.version) {
      const ahead = RELEASES.filter(
        (r) =>
          compareDotted(r.version, op.version) > 0 && compareDotted(r.version, next.release.version) <= 0,
      );
      const direct = [...ahead].reverse().find((r) => isSupported(r, kafka));
      const shared = [...ahead].reverse().find((r) => op.supported.some((s) => isSupported(r, s.version)));
      const step =
        direct && (!shared || compareDotted(direct.version, shared.version) >= 0) ? direct : shared;
      if (!step) return { error: `no release after Strimzi ${op.version} can take over a cluster it runs` };
      if (!isSupported(step, kafka)) {
        const both = op.supported
          .map((s) => s.version)
          .filter((k) => isSupported(step, k))
          .sort(compareDotted);
        raiseKafka(both[both.length - 1]!);
      }
      steps.push(
        `Upgrade the operator ${op.version} → ${step.version}: its CRDs and Deployment together, in one PR`,
      );
      op = step;
      states.push(`${op.version} / ${kafka}`);
    }
    if (next.migration) steps.push(`${next.migration} (with operator ${op.version})`);
  }
  raiseKafka(to.kafka);
  const mermaid = [
    'graph LR',
    ...states.map((s, i) => `  S${i}["${s}"]`),
    ...states.slice(1).map((_, i) => `  S${i} --> S${i + 1}`),
  ].join('\n');
  return {
    title: `Upgrade plan: Strimzi ${from.operator} / Kafka ${from.kafka} → Strimzi ${to.operator} / Kafka ${to.kafka}`,
    steps,
    mermaid,
  };
}
