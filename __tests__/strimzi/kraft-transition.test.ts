import { readClusterState } from '../../src/state/load.js';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { kafkaResource, nodePool, operatorDeployment } from '../helpers/strimzi.js';
import { where } from '../helpers/rule-tester.js';

/** Operator 0.45.0 and `my-cluster` on node pools with spec.zookeeper, annotated `strimzi.io/kraft: <kraft>` (line 8). */
const repo = (kraft: string) => ({
  'strimzi/operator.yaml': operatorDeployment('0.45.0'),
  'kafka/cluster.yaml': kafkaResource('    version: 3.9.0\n', {
    annotations: `    strimzi.io/node-pools: enabled\n    strimzi.io/kraft: ${kraft}\n`,
    zookeeper: true,
  }),
  'kafka/pool.yaml': nodePool,
});

/** A cluster-state export whose Kafka reports this status.kafkaMetadataState. */
const state = (metadataState: string) =>
  readClusterState(
    `apiVersion: kafka.strimzi.io/v1beta2\nkind: Kafka\nmetadata:\n  name: my-cluster\n  namespace: kafka\nspec:\n  kafka:\n    version: 3.9.0\nstatus:\n  kafkaMetadataState: ${metadataState}\n`,
    'state.yaml',
  );

const judge = (from: string, to: string, live: string) => {
  const r = gateOnFiles(repo(from), repo(to), {}, { clusterState: state(live) });
  return findingsOf(r, 'strimzi/kraft-migration');
};

describe('strimzi/kraft-migration with the live status.kafkaMetadataState', () => {
  it('`enabled` while the migration still runs (KRaftMigration) fails at the annotation', () => {
    const f = judge('migration', 'enabled', 'KRaftMigration');
    expect(f.map(where)).toEqual(['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft']);
    expect(f[0]!.message).toContain('status.kafkaMetadataState is KRaftMigration');
    expect(f[0]!.message).toContain('KafkaMetadataStateManager.java@0.45.0:233');
  });

  it('`enabled` in KRaftPostMigration finalizes the migration', () => {
    expect(judge('migration', 'enabled', 'KRaftPostMigration')).toEqual([]);
  });

  it('`disabled` in KRaftPostMigration fails: rollback comes first', () => {
    const f = judge('migration', 'disabled', 'KRaftPostMigration');
    expect(f.map(where)).toEqual(['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft']);
    expect(f[0]!.message).toContain(':288');
  });

  it('`disabled` after `rollback` (KRaftDualWriting) goes back to ZooKeeper', () => {
    expect(judge('rollback', 'disabled', 'KRaftDualWriting')).toEqual([]);
  });

  it('`rollback` during dual writing fails, though the annotation alone would allow it', () => {
    expect(judge('migration', 'rollback', 'KRaftDualWriting').map(where)).toEqual([
      'kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft',
    ]);
    const r = gateOnFiles(repo('migration'), repo('rollback'));
    expect(findingsOf(r, 'strimzi/kraft-migration')).toEqual([]);
  });
});

describe('strimzi/kraft-only with the live status.kafkaMetadataState', () => {
  const kraft = (op: string) => ({
    'strimzi/operator.yaml': operatorDeployment(op),
    'kafka/cluster.yaml': kafkaResource('    version: 3.9.0\n', {
      annotations: '    strimzi.io/node-pools: enabled\n    strimzi.io/kraft: enabled\n',
    }),
    'kafka/pool.yaml': nodePool,
  });

  it('an upgrade to 0.46.0 of a cluster the files call KRaft but whose migration is not finalized fails', () => {
    const r = gateOnFiles(
      kraft('0.45.0'),
      kraft('0.46.0'),
      {},
      { clusterState: state('KRaftPostMigration') },
    );
    const f = findingsOf(r, 'strimzi/kraft-only');
    expect(f.map(where)).toEqual(['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft']);
    expect(f[0]!.message).toContain('status.kafkaMetadataState is KRaftPostMigration');
  });

  it('passes once the cluster says KRaft', () => {
    const r = gateOnFiles(kraft('0.45.0'), kraft('0.46.0'), {}, { clusterState: state('KRaft') });
    expect(findingsOf(r, 'strimzi/kraft-only')).toEqual([]);
  });
});
