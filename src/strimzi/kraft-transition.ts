import type { KubeObject } from '../manifests/types.js';
import type { ClusterChange } from './clusters.js';
import type { KafkaCluster } from './state.js';
import { asRecord } from '../values.js';

/**
 * The ZooKeeper → KRaft migration as Strimzi 0.40–0.45 run it: the `strimzi.io/kraft` annotation
 * drives a state machine (KafkaMetadataStateManager). Line numbers are of
 * cluster-operator/…/assembly/KafkaMetadataStateManager.java@0.45.0 (the last release that has the
 * file; 0.46 deleted it with ZooKeeper):
 * - an unset annotation reads as `disabled` (kraftAnnotation(), default DISABLED_VALUE_STRIMZI_IO_KRAFT);
 *   a cluster without status.kafkaMetadataState starts as KRaft only when annotated `enabled` (:70);
 * - ZooKeeper: `migration` starts the migration (:208); `enabled` is refused with the warning "can't
 *   be set to enabled because the cluster is ZooKeeper-based" and the cluster stays ZooKeeper (:199);
 *   `rollback` is refused the same way (:203);
 * - KRaftMigration / KRaftDualWriting: `disabled` rolls back to ZooKeeper (:229, :257); `enabled` is
 *   refused "during a migration process" (:233, :261);
 * - KRaftPostMigration: `enabled` finalizes (→ PreKRaft, :281), `rollback` goes back to dual writing
 *   (:285), anything else is refused (:288);
 * - KRaft (and PreKRaft): any value but `enabled` is refused, "the cluster is already KRaft" (:183, :305).
 * While the cluster is not KRaft, ZooKeeper still holds (or mirrors) the metadata: `spec.zookeeper`
 * must stay (getMetadataConfigurationState keeps ZooKeeper configured in ZK, PRE_MIGRATION, MIGRATION
 * and POST_MIGRATION, :115-160). The migration moves the metadata to KRaft controllers, which only
 * node pools give (`strimzi.io/node-pools: enabled` and a pool with the `controller` role,
 * KafkaAssemblyOperator.java@0.45.0:238).
 */
export type KraftValue = 'enabled' | 'migration' | 'rollback' | 'disabled';

export interface KraftTransitionProblem {
  severity: 'fail' | 'warn';
  /** Where the fix goes on the head Kafka: the annotation, or `spec.zookeeper`. */
  at: 'annotation' | 'zookeeper' | 'node-pools';
  message: string;
}

const annotations = (c: KafkaCluster | undefined) => asRecord(asRecord(c?.obj.value.metadata).annotations);

/** The annotation as the state manager reads it: lower-cased, `disabled` when unset. */
export function kraftValue(c: KafkaCluster | undefined): string {
  const v = annotations(c)['strimzi.io/kraft'];
  return v === undefined || v === null ? 'disabled' : String(v).toLowerCase();
}

const hasZookeeper = (c: KafkaCluster) => asRecord(c.obj.value.spec).zookeeper !== undefined;

/** Node pools of the cluster with the `controller` role (namespace as kustomize gives it). */
function controllerPools(c: KafkaCluster, pools: readonly KubeObject[]): KubeObject[] {
  return pools.filter((p) => {
    const labels = asRecord(asRecord(p.value.metadata).labels);
    const roles = asRecord(p.value.spec).roles;
    return (
      labels['strimzi.io/cluster'] === c.obj.name &&
      p.namespace === c.obj.namespace &&
      Array.isArray(roles) &&
      roles.includes('controller')
    );
  });
}

const REFUSED: Record<string, Record<string, string>> = {
  // base value → head value → why the state machine refuses it
  disabled: {
    enabled:
      'the cluster is ZooKeeper-based: the operator refuses `enabled` ("The strimzi.io/kraft annotation can\'t be set to enabled because the cluster is ZooKeeper-based", KafkaMetadataStateManager.java@0.45.0:199) and keeps running it on ZooKeeper. Set `strimzi.io/kraft: migration` first, and `enabled` only once status.kafkaMetadataState is KRaftPostMigration',
  },
  migration: {},
  rollback: {
    enabled:
      'a rollback is under way (dual writing): the operator refuses `enabled` during a migration process (KafkaMetadataStateManager.java@0.45.0:261). Go back to `migration`, wait for KRaftPostMigration, then set `enabled`',
  },
  enabled: {
    migration: 'the cluster is already KRaft',
    rollback: 'the cluster is already KRaft',
    disabled: 'the cluster is already KRaft',
  },
};

/** What a `strimzi.io/kraft` change does under a ZooKeeper-capable operator (0.40–0.45). */
function annotationProblem(base: string, head: string): KraftTransitionProblem | undefined {
  if (base === head) return undefined;
  const refused = REFUSED[base]?.[head];
  if (refused === 'the cluster is already KRaft')
    return {
      severity: 'fail',
      at: 'annotation',
      message: `strimzi.io/kraft ${head === 'disabled' ? 'reads as disabled (unset or disabled)' : `is ${head}`} on a KRaft cluster: a ZooKeeper-capable operator refuses it ("can't be set to migration, rollback or disabled values because the cluster is already KRaft", KafkaMetadataStateManager.java@0.45.0:183; a cluster it first sees unannotated it takes for ZooKeeper, :70), and there is no way back to ZooKeeper once the migration is finalized. Keep (or set) \`strimzi.io/kraft: enabled\` while the operator is 0.45 or older.`,
    };
  if (refused)
    return {
      severity: 'fail',
      at: 'annotation',
      message: `strimzi.io/kraft goes from ${base} to ${head}, but ${refused}.`,
    };
  if (base === 'disabled' && head === 'rollback')
    return {
      severity: 'warn',
      at: 'annotation',
      message:
        'strimzi.io/kraft: rollback on a ZooKeeper-based cluster does nothing: there is no migration to roll back (KafkaMetadataStateManager.java@0.45.0:203). Remove it, or set `migration` to migrate.',
    };
  return undefined;
}

/**
 * What the state machine refuses in each live `status.kafkaMetadataState`, by head annotation value:
 * the line of KafkaMetadataStateManager.java@0.45.0 that refuses it, and why.
 */
const LIVE_REFUSED: Readonly<Record<string, Readonly<Record<string, readonly [number, string]>>>> = {
  ZooKeeper: {
    enabled: [199, '`enabled` is refused on a ZooKeeper-based cluster: set `migration` first'],
    rollback: [203, 'there is no migration to roll back'],
  },
  KRaftMigration: {
    enabled: [233, '`enabled` is refused during the migration: it finalizes only from KRaftPostMigration'],
    rollback: [238, '`rollback` applies only in KRaftPostMigration; to go back now, set `disabled`'],
  },
  KRaftDualWriting: {
    enabled: [
      261,
      '`enabled` is refused during dual writing: go to KRaftPostMigration with `migration` first',
    ],
    rollback: [266, '`rollback` applies only in KRaftPostMigration; to go back now, set `disabled`'],
  },
  KRaftPostMigration: {
    disabled: [
      288,
      '`disabled` is refused in post-migration: set `rollback` first, delete the controller pool, then `disabled`',
    ],
  },
  PreKRaft: {
    migration: [305, 'the migration is being finalized: only `enabled` is accepted'],
    rollback: [305, 'the migration is being finalized: only `enabled` is accepted'],
    disabled: [305, 'the migration is being finalized: only `enabled` is accepted'],
  },
  KRaft: {
    migration: [183, 'the cluster is already KRaft'],
    rollback: [183, 'the cluster is already KRaft'],
    disabled: [183, 'the cluster is already KRaft'],
  },
};

/** The step judged on the live state the cluster export gives (`--cluster-state`): exact, not guessed. */
function liveProblem(c: ClusterChange, head: string): KraftTransitionProblem | undefined {
  const state = c.live?.statusMetadataState;
  const refused = state ? LIVE_REFUSED[state]?.[head] : undefined;
  if (!state || !refused) return undefined;
  return {
    severity: 'fail',
    at: 'annotation',
    message: `strimzi.io/kraft: ${head} is refused: the cluster's status.kafkaMetadataState is ${state} (${c.live!.ref} in the cluster state) and ${refused[1]} (KafkaMetadataStateManager.java@0.45.0:${refused[0]}).`,
  };
}

/**
 * The problem of one cluster's `strimzi.io/kraft` change (or of its `spec.zookeeper` and node pools at
 * the stage it is in) under a head operator that still runs ZooKeeper (0.40–0.45); undefined when the
 * step is one the state machine takes. New clusters, and operators that do not migrate, are not judged.
 */
export function kraftTransitionProblem(
  c: ClusterChange,
  headPools: readonly KubeObject[],
): KraftTransitionProblem | undefined {
  const op = c.opHead;
  if (!op || !op.zookeeper || op.kraftAnnotation !== 'opt-in-annotation' || !c.base) return undefined;
  // A cluster a KRaft-only operator (0.46+) ran is KRaft, annotated or not (0.48+ ignore the
  // annotation); with no operator on base, an unannotated cluster without spec.zookeeper is one too.
  const kraftOnlyBase = c.opBase
    ? !c.opBase.zookeeper
    : !hasZookeeper(c.base) && kraftValue(c.base) === 'disabled';
  const base = kraftOnlyBase ? 'enabled' : kraftValue(c.base);
  const head = kraftValue(c.head);
  const live = head !== kraftValue(c.base) ? liveProblem(c, head) : undefined;
  if (live) return live;
  const refused = c.live?.statusMetadataState ? undefined : annotationProblem(base, head);
  if (refused) return refused;
  if (head === 'enabled') return undefined;
  if (!hasZookeeper(c.head))
    return {
      severity: 'fail',
      at: 'annotation',
      message: `spec.zookeeper is removed while the cluster still runs on ZooKeeper (strimzi.io/kraft: ${head}): Strimzi ${op.version} keeps ZooKeeper configured until the migration is finalized with \`enabled\` (KafkaMetadataStateManager.java@0.45.0:115-160). Keep spec.zookeeper until the cluster is KRaft.`,
    };
  if (head !== 'migration' || base === 'migration') return undefined;
  if (annotations(c.head)['strimzi.io/node-pools'] !== 'enabled')
    return {
      severity: 'fail',
      at: 'node-pools',
      message: `strimzi.io/kraft: migration needs the cluster on node pools (strimzi.io/node-pools: enabled, KafkaAssemblyOperator.java@0.45.0:238 reads it): the metadata moves to KRaft controllers that only a KafkaNodePool gives. Move the brokers to node pools first.`,
    };
  if (!controllerPools(c.head, headPools).length)
    return {
      severity: 'fail',
      at: 'annotation',
      message: `strimzi.io/kraft: migration without a KafkaNodePool with the controller role for ${c.head.obj.name}: there are no KRaft controllers to migrate the metadata to. Add a controller node pool (labelled strimzi.io/cluster: ${c.head.obj.name}) in this PR or before.`,
    };
  return undefined;
}
