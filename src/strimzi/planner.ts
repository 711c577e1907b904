import { resolveMetadata } from './metadata.js';
import { metadataPlan } from './plan-metadata.js';
import { shortestPath, type Move } from './plan-search.js';
import { migrationsOf, moveStep, type Migration } from './plan-steps.js';
import type { StrimziRelease } from './release-types.js';
import { releaseData, type ReleaseData } from './release-data.js';
import { compareDotted, isSupported } from './releases.js';

export interface PlanState {
  operator: string;
  kafka: string;
  /** The metadata version written (`4.1-IV1` or `4.1`); absent when the user did not set one. */
  metadata?: string;
}

/**
 * What the repository says that changes the plan. Absent means unknown: the step is planned
 * (the `plan` command has no repository, so it plans every step an upgrade may need).
 */
export interface PlanFacts {
  /** Some Strimzi resource is still written in an API version older than `kafka.strimzi.io/v1`. */
  preV1Resources?: boolean;
  /** Some KafkaUser still has `acls[].operation` (singular). */
  aclOperation?: boolean;
  /** The cluster still runs ZooKeeper (`spec.zookeeper`). */
  zookeeper?: boolean;
}

export interface UpgradePlan {
  title: string;
  steps: string[];
  /** A top-down diagram of the states, only when it has at most MAX_DIAGRAM_NODES of them. */
  mermaid?: string;
  /** Why the requested target cannot be reached and which target the plan takes instead. */
  note?: string;
}

/** A diagram with more states than this is left out: the numbered list says it all. */
export const MAX_DIAGRAM_NODES = 8;

/**
 * The target Kafka version the plan can reach: the one asked when `end` supports it; else, going up,
 * the first later operator release that supports it; else the closest version `end` supports (the
 * lowest above it, or the highest below it), with a note that says so.
 */
function reachable(
  data: ReleaseData,
  end: StrimziRelease,
  to: PlanState,
  up: boolean,
): { end: StrimziRelease; kafka: string; note?: string } {
  if (isSupported(end, to.kafka)) return { end, kafka: to.kafka };
  const supported = end.supported.map((s) => s.version).sort(compareDotted);
  const list = supported.join(', ');
  const later = data.releases.find(
    (r) => compareDotted(r.version, end.version) > 0 && isSupported(r, to.kafka),
  );
  if (up && later && compareDotted(to.kafka, supported.at(-1)!) > 0)
    return {
      end: later,
      kafka: to.kafka,
      note: `Kafka ${to.kafka} is not supported by Strimzi ${end.version} (supported: ${list}); the first release that supports it is Strimzi ${later.version}, so the plan goes there.`,
    };
  const above = supported.find((k) => compareDotted(k, to.kafka) > 0);
  const kafka = above ?? supported.at(-1)!;
  return {
    end,
    kafka,
    note: `Kafka ${to.kafka} is not supported by Strimzi ${end.version} (supported: ${list}); the closest safe target is Kafka ${kafka}.`,
  };
}

/**
 * Why an operator downgrade cannot be planned: below 0.49 from a release that stores v1 (1.0+: the
 * older CRDs do not serve it), or below 0.39 from a KRaft-only release (KRaft clusters upgrade and
 * downgrade from 0.39 on, con-upgrade-sequence.adoc@1.2.0:31).
 */
function downgradeRefusal(start: StrimziRelease, end: StrimziRelease): string | undefined {
  const stores = start.apiVersions.Kafka?.storage;
  if (stores === 'v1' && !end.apiVersions.Kafka?.served.includes('v1'))
    return `Strimzi ${start.version} stores the Strimzi resources as kafka.strimzi.io/v1, which Strimzi ${end.version} does not serve: the lowest release it can go back to is 0.49.0`;
  if (!start.zookeeper && compareDotted(end.version, '0.39.0') < 0)
    return `Strimzi ${end.version} cannot run a KRaft cluster (KRaft clusters upgrade and downgrade between releases from 0.39 on)`;
  return undefined;
}

/** The steps of a path: each PR, the migrations before the PR that leaves their window, the metadata step. */
function stepsOf(
  first: Move,
  path: readonly Move[],
  migrations: readonly Migration[],
  metadata: { beforeMove: number; text: string } | undefined,
): string[] {
  const steps: string[] = [];
  path.forEach((m, i) => {
    const before = path[i - 1] ?? first;
    if (metadata?.beforeMove === i) steps.push(metadata.text);
    for (const w of migrations)
      if (
        m.opChanged &&
        compareDotted(before.op.version, w.atLeast) < 0 &&
        compareDotted(m.op.version, w.atLeast) >= 0
      )
        steps.push(...w.steps.map((s) => `With Strimzi ${before.op.version}: ${s}`));
    steps.push(moveStep(before, m));
  });
  if (metadata?.beforeMove === path.length) steps.push(metadata.text);
  return steps;
}

/**
 * The fewest PRs the Strimzi documentation allows from one operator/Kafka(/metadata) state to another
 * (plan-search.ts): operator moves that skip releases, with Kafka changed in the same PR only when the
 * new operator does not support the running version; upgrades stop only where a migration must happen
 * (stops.ts, plan-steps.ts); downgrades move the operator first (proc-downgrade-cluster-operator.adoc@1.2.0:41-59);
 * `metadataVersion` raised last when asked, lowered before the PR that lowers Kafka (plan-metadata.ts).
 */
export function planUpgrade(
  from: PlanState,
  to: PlanState,
  data: ReleaseData = releaseData(),
  facts: PlanFacts = {},
): UpgradePlan | { error: string } {
  const start = data.release(from.operator);
  const asked = data.release(to.operator);
  if (!start || !asked)
    return {
      error: `unknown Strimzi release ${!start ? from.operator : to.operator} (the bundled data covers ${data.releases[0]!.version}–${data.newest.version})`,
    };
  for (const [flag, m] of [
    ['from', from.metadata],
    ['to', to.metadata],
  ] as const)
    if (m !== undefined && !resolveMetadata(m))
      return { error: `unknown Kafka metadata version ${m} (--${flag})` };
  const up = compareDotted(to.operator, from.operator) >= 0;
  const refusal = up ? undefined : downgradeRefusal(start, asked);
  if (refusal) return { error: refusal };
  const { end, kafka: target, note } = reachable(data, asked, to, up);
  const migrations = up ? migrationsOf(start, end, facts) : [];
  const first: Move = { op: start, kafka: from.kafka, opChanged: false, kafkaChanged: false };
  const path = shortestPath({ data, start, end, kafka: from.kafka, target, windows: migrations });
  if (!path)
    return {
      error: `no sequence of releases takes a cluster on Kafka ${from.kafka} from Strimzi ${start.version} to ${end.version} / Kafka ${target}`,
    };
  const metadata = metadataPlan(first, path, from.metadata, to.metadata);
  if (metadata.error) return { error: metadata.error };
  const states = [first, ...path].map((m) => `${m.op.version} / ${m.kafka}`);
  const down = !up || (from.operator === end.version && compareDotted(target, from.kafka) < 0);
  return {
    title: `${down ? 'Downgrade' : 'Upgrade'} plan: Strimzi ${from.operator} / Kafka ${from.kafka} → Strimzi ${end.version} / Kafka ${target}`,
    steps: stepsOf(first, path, migrations, metadata.step),
    ...(states.length <= MAX_DIAGRAM_NODES ? { mermaid: diagram(states) } : {}),
    ...(note ? { note } : {}),
  };
}

function diagram(states: string[]): string {
  return [
    'graph TD',
    // A node label holds versions only: anything else is dropped, so nothing leaves the fence.
    ...states.map((s, i) => `  S${i}["${s.replace(/[^\w./ -]/g, '')}"]`),
    ...states.slice(1).map((_, i) => `  S${i} --> S${i + 1}`),
  ].join('\n');
}
