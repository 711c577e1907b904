/**
 * The fewest PRs from one operator/Kafka state to another: a shortest path over the states the
 * documentation allows, one edge per PR (Strimzi docs at 1.2.0, documentation/modules/upgrading and
 * downgrading, copied in corpus/strimzi/upstream-upgrade-docs/docs-1.2.0):
 * - an operator PR may skip releases (con-upgrade-paths.adoc@1.2.0:16-18, con-downgrade-paths.adoc@1.2.0:16-19)
 *   but not a window it must stop in (`windows`: the KRaft migration, the v1 conversion, …);
 * - it keeps Kafka when the new operator supports the running version, and otherwise changes
 *   `spec.kafka.version` in the same PR (con-upgrade-paths.adoc@1.2.0:27-29,
 *   proc-upgrade-cluster-operator.adoc@1.2.0:85-94, proc-downgrade-cluster-operator.adoc@1.2.0:50-59), which
 *   the new operator can do only from a running version it knows — or, lowering, from 0.46
 *   (`downgradeFromUnknownKafka`, con-downgrade-paths.adoc@1.2.0:42-45, KRaftVersionChangeCreator.java@0.46.0:146-154),
 *   or, raising, from 1.0 (`upgradeFromUnknownKafka`, KRaftVersionChangeCreator.java@1.0.0:156-165);
 * - a Kafka PR moves `spec.kafka.version` towards the target with an operator that supports it.
 * Kafka only moves towards the target, except to a lower patch of the same minor (same metadata
 * version) when that is the only version the next operator can take over.
 */
import type { ReleaseData } from './release-data.js';
import type { StrimziRelease } from './release-types.js';
import { compareDotted } from './releases.js';

/** A range of releases an operator move must stop in: from below `below` to `atLeast` or later. */
export interface StopWindow {
  below: string;
  atLeast: string;
}

export interface SearchInput {
  data: ReleaseData;
  start: StrimziRelease;
  end: StrimziRelease;
  kafka: string;
  target: string;
  windows: readonly StopWindow[];
}

/** One PR of the path: the operator and Kafka after it, and what it changed. */
export interface Move {
  op: StrimziRelease;
  kafka: string;
  opChanged: boolean;
  kafkaChanged: boolean;
}

const minorOf = (v: string) => v.split('.').slice(0, 2).join('.');

/** compareDotted, remembered: the search compares the same few versions a great many times. */
const compared = new Map<string, number>();
function cmp(a: string, b: string): number {
  const k = `${a} ${b}`;
  let c = compared.get(k);
  if (c === undefined) {
    if (compared.size > 100_000) compared.clear(); // versions come from input: keep the memory bounded
    compared.set(k, (c = compareDotted(a, b)));
  }
  return c;
}
const between = (v: string, a: string, b: string) =>
  cmp(a, b) <= 0 ? cmp(v, a) >= 0 && cmp(v, b) <= 0 : cmp(v, b) >= 0 && cmp(v, a) <= 0;

/** The releases a path can visit, from `start` towards `end`, with their Kafka versions as sets. */
interface Graph {
  input: SearchInput;
  ops: { r: StrimziRelease; supported: Set<string>; known: Set<string> }[];
}

function graphOf(input: SearchInput): Graph {
  const { data, start, end } = input;
  const ops = data.releases
    .filter((r) => between(r.version, start.version, end.version))
    .map((r) => ({ r, supported: new Set(r.supported.map((s) => s.version)), known: new Set(r.known) }));
  if (cmp(end.version, start.version) < 0) ops.reverse();
  return { input, ops };
}

interface Node {
  at: number;
  kafka: string;
}

/** Whether operator `b` can take over a cluster running `kafka` with `spec.kafka.version: next`. */
function takesOver(b: Graph['ops'][number], kafka: string, next: string): boolean {
  const c = cmp(next, kafka);
  if (c === 0) return b.supported.has(kafka);
  if (c > 0) return b.known.has(kafka) || b.r.upgradeFromUnknownKafka;
  return b.r.downgradeFromUnknownKafka;
}

/** Whether a move from `a` to `b` jumps over a window it must stop in. */
const skipsWindow = (g: Graph, a: StrimziRelease, b: StrimziRelease) =>
  g.input.windows.some((w) => cmp(a.version, w.below) < 0 && cmp(b.version, w.atLeast) >= 0);

/** The PRs that can follow a state: operator moves (with Kafka when needed), then Kafka moves. */
function successors(g: Graph, n: Node): (Node & { opChanged: boolean; kafkaChanged: boolean })[] {
  const { target } = g.input;
  const towards = (k: string) => k !== n.kafka && between(k, n.kafka, target);
  const out: (Node & { opChanged: boolean; kafkaChanged: boolean })[] = [];
  const a = g.ops[n.at]!.r;
  for (let i = n.at + 1; i < g.ops.length; i++) {
    const b = g.ops[i]!;
    if (skipsWindow(g, a, b.r)) break;
    if (b.supported.has(n.kafka)) {
      out.push({ at: i, kafka: n.kafka, opChanged: true, kafkaChanged: false });
      continue;
    }
    for (const k of b.supported) {
      const samePatchLine = cmp(k, n.kafka) < 0 && minorOf(k) === minorOf(n.kafka);
      if ((towards(k) || samePatchLine) && takesOver(b, n.kafka, k))
        out.push({ at: i, kafka: k, opChanged: true, kafkaChanged: true });
    }
  }
  for (const k of g.ops[n.at]!.supported)
    if (towards(k)) out.push({ at: n.at, kafka: k, opChanged: false, kafkaChanged: true });
  return out;
}

/**
 * Among PRs equally short to the goal: an operator PR before a Kafka one (the documented order,
 * con-upgrade-sequence.adoc@1.2.0:27-29), the furthest operator, then the Kafka version nearest the target.
 */
function preferred(g: Graph, a: Node & { opChanged: boolean }, b: Node & { opChanged: boolean }): number {
  if (a.opChanged !== b.opChanged) return a.opChanged ? -1 : 1;
  if (a.at !== b.at) return b.at - a.at;
  const { target } = g.input;
  const nearer = (x: string, y: string) => between(x, y, target);
  return nearer(a.kafka, b.kafka) ? -1 : nearer(b.kafka, a.kafka) ? 1 : 0;
}

/** The PRs of the shortest path (preferred ties), or undefined when the goal cannot be reached. */
export function shortestPath(input: SearchInput): Move[] | undefined {
  const g = graphOf(input);
  const last = g.ops.length - 1;
  type Step = Node & { opChanged: boolean; kafkaChanged: boolean };
  const memo = new Map<string, { d: number; next?: Step }>();
  const dist = (n: Node): number => {
    if (n.at === last && n.kafka === input.target) return 0;
    const k = `${n.at}/${n.kafka}`;
    const hit = memo.get(k);
    if (hit) return hit.d;
    memo.set(k, { d: Infinity }); // the graph is acyclic; this only guards against a loop
    let best: { d: number; next?: Step } = { d: Infinity };
    for (const s of successors(g, n)) {
      const d = 1 + dist(s);
      if (d < best.d || (d === best.d && best.next && preferred(g, s, best.next) < 0)) best = { d, next: s };
    }
    memo.set(k, best);
    return best.d;
  };
  let at: Node = { at: 0, kafka: input.kafka };
  if (!Number.isFinite(dist(at))) return undefined;
  const path: Move[] = [];
  while (!(at.at === last && at.kafka === input.target)) {
    const next: Step = memo.get(`${at.at}/${at.kafka}`)!.next!;
    path.push({
      op: g.ops[next.at]!.r,
      kafka: next.kafka,
      opChanged: next.opChanged,
      kafkaChanged: next.kafkaChanged,
    });
    at = next;
  }
  return path;
}
