/** What the Strimzi pack reads from `--cluster-state`: Kafka clusters, their pods, operators, rebalances. */
import { annotations, labels, liveMatch, ofKind, str } from '../state/evidence.js';
import type { ClusterState, LiveObject } from '../state/types.js';
import { asRecord, isRecord } from '../values.js';
import { operatorContainers, watchedNamespaces } from './operator-deployment.js';
import { compareDotted } from './releases.js';

const KAFKA_VERSION_ANNOTATION = 'strimzi.io/kafka-version';
const RECONCILED_ANNOTATION = 'strimzi.io/reconciled';
const RECONCILING_ANNOTATION = 'strimzi.io/reconciling';

export interface Condition {
  type: string;
  status?: string;
  reason?: string;
  message?: string;
}

/** Versions a legacy `strimzi.io/reconciled` / `strimzi.io/reconciling` annotation records. */
export interface ReconcileMark {
  raw: string;
  operator?: string;
  kafka?: string;
}

/** What the cluster says about one Kafka cluster. */
export interface KafkaEvidence {
  /** `Kafka/namespace/name` as exported. */
  ref: string;
  namespace: string;
  name: string;
  /** The live object's spec (what was last applied). */
  specVersion?: string;
  specMetadata?: string;
  statusKafkaVersion?: string;
  statusMetadataVersion?: string;
  /** `status.kafkaMetadataState` (0.40+): ZooKeeper, KRaftMigration, KRaftDualWriting, KRaftPostMigration, PreKRaft, KRaft. */
  statusMetadataState?: string;
  operatorLastSuccessfulVersion?: string;
  conditions: Condition[];
  /** Kafka pods (brokers and controllers) with their `strimzi.io/kafka-version`. */
  pods: { name: string; version?: string }[];
  /** Highest `strimzi.io/kafka-version` on the Kafka pods: the version the operator upgrades from. */
  running?: string;
  reconciled?: ReconcileMark;
  reconciling?: ReconcileMark;
}

/** `0.45.0` (or `v0.45.0`) → `0.45.0`; anything else is not a version. */
const version = (v: unknown): string | undefined => /^v?(\d+\.\d+\.\d+)$/.exec(str(v)?.trim() ?? '')?.[1];

/** `0.45.0`, `operator=0.45.0,kafka=3.9.0` or `{"operator":"0.45.0","kafka":"3.9.0"}`. */
export function parseReconcileMark(raw: string): ReconcileMark {
  let fields: Record<string, unknown> = {};
  try {
    const j: unknown = JSON.parse(raw);
    if (isRecord(j)) fields = j;
  } catch {
    for (const part of raw.split(/[,;\s]+/)) {
      const [k, v] = part.split(/[=:]/, 2);
      if (k && v) fields[k.trim()] = v.trim();
    }
  }
  const operator = version(fields.operator ?? fields.operatorVersion) ?? version(raw);
  const kafka = version(fields.kafka ?? fields.kafkaVersion);
  return { raw, ...(operator ? { operator } : {}), ...(kafka ? { kafka } : {}) };
}

function isKafkaPod(pod: LiveObject, cluster: string): boolean {
  const l = labels(pod);
  if (l['strimzi.io/cluster'] !== cluster) return false;
  return (
    l['strimzi.io/component-type'] === 'kafka' ||
    l['strimzi.io/name'] === `${cluster}-kafka` ||
    (l['strimzi.io/kind'] === 'Kafka' && typeof l['strimzi.io/pool-name'] === 'string')
  );
}

function conditionsOf(status: Record<string, unknown>): Condition[] {
  const list = Array.isArray(status.conditions) ? status.conditions : [];
  return list.filter(isRecord).map((c) => ({
    type: String(c.type ?? ''),
    ...(str(c.status) !== undefined ? { status: str(c.status) } : {}),
    ...(str(c.reason) !== undefined ? { reason: str(c.reason) } : {}),
    ...(str(c.message) !== undefined ? { message: str(c.message) } : {}),
  }));
}

/** Evidence for the Kafka cluster with this identity, when the state has it. */
export function liveKafka(state: ClusterState, namespace: string, name: string): KafkaEvidence | undefined {
  const k = liveMatch(state, 'Kafka', 'kafka.strimzi.io', namespace, name);
  if (!k) return undefined;
  const kafka = asRecord(asRecord(k.value.spec).kafka);
  const status = asRecord(k.value.status);
  const pods = ofKind(state, 'Pod')
    .filter((p) => p.namespace === k.namespace && isKafkaPod(p, k.name))
    .map((p) => ({ name: p.name, version: str(annotations(p)[KAFKA_VERSION_ANNOTATION]) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const versions = pods.map((p) => p.version).filter((v): v is string => v !== undefined);
  const running = versions.sort(compareDotted)[versions.length - 1];
  const a = annotations(k);
  const mark = (key: string) => (typeof a[key] === 'string' ? parseReconcileMark(a[key]) : undefined);
  const reconciled = mark(RECONCILED_ANNOTATION);
  const reconciling = mark(RECONCILING_ANNOTATION);
  const opt = (key: string, v: string | undefined) => (v === undefined ? {} : { [key]: v });
  return {
    ref: `Kafka/${k.namespace ? `${k.namespace}/` : ''}${k.name}`,
    namespace: k.namespace,
    name: k.name,
    ...opt('specVersion', str(kafka.version)),
    ...opt('specMetadata', str(kafka.metadataVersion)),
    ...opt('statusKafkaVersion', str(status.kafkaVersion)),
    ...opt('statusMetadataVersion', str(status.kafkaMetadataVersion)),
    ...opt('statusMetadataState', str(status.kafkaMetadataState)),
    ...opt('operatorLastSuccessfulVersion', str(status.operatorLastSuccessfulVersion)),
    conditions: conditionsOf(status),
    pods,
    ...opt('running', running),
    ...(reconciled ? { reconciled } : {}),
    ...(reconciling ? { reconciling } : {}),
  };
}

/** Versions of the live Strimzi cluster-operator Deployments, with the namespaces they watch. */
export function liveOperators(
  state: ClusterState,
): { ref: string; version: string; watches: '*' | string[] }[] {
  return ofKind(state, 'Deployment').flatMap((d) =>
    operatorContainers(d.value).map((c) => ({
      ref: `Deployment/${d.namespace}/${d.name}`,
      version: c.version,
      watches: watchedNamespaces(d.value, d.namespace),
    })),
  );
}

/** The live operator version managing a namespace, when exactly one does. */
export function liveOperatorVersion(state: ClusterState, namespace: string): string | undefined {
  const all = liveOperators(state);
  const watching = all.filter((o) => o.watches === '*' || o.watches.includes(namespace));
  const versions = [...new Set((watching.length ? watching : all).map((o) => o.version))];
  return versions.length === 1 ? versions[0] : undefined;
}

/** KafkaRebalances of a cluster and the state their Ready-like condition says they are in. */
export function liveRebalances(
  state: ClusterState,
  namespace: string,
  cluster: string,
): { ref: string; state?: string }[] {
  return ofKind(state, 'KafkaRebalance')
    .filter(
      (r) =>
        r.group === 'kafka.strimzi.io' &&
        r.namespace === namespace &&
        labels(r)['strimzi.io/cluster'] === cluster,
    )
    .map((r) => {
      const current = conditionsOf(asRecord(r.value.status)).find((c) => c.status === 'True');
      return { ref: `KafkaRebalance/${r.namespace}/${r.name}`, ...(current ? { state: current.type } : {}) };
    });
}
