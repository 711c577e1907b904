import type { RuleCase } from '../helpers/rule-tester.js';
import { liveState, repo, runCase, type StateCommit } from './builders.js';

const op = [repo('0.49.0', '4.1.0'), repo('0.51.0', '4.1.0')] as const;
const same = [repo('0.49.0', '4.1.0'), repo('0.49.0', '4.1.0')] as const;
const ago = (days: number) => new Date(Date.parse('2026-01-01T00:00:00Z') - days * 86_400_000).toISOString();

interface Case extends RuleCase {
  sides: readonly [Record<string, string>, Record<string, string>];
  /** The `--cluster-state` export, or undefined for none. */
  state: string | undefined;
  extra?: string[];
  commit?: StateCommit;
}

/** Keyed by rule id: each rule's docs table is exactly its rows here (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'strimzi/previous-upgrade-incomplete': [
    {
      what: 'operator 0.49.0 → 0.51.0 on a Ready cluster, all pods on 4.1.0',
      verdict: 'pass',
      at: [],
      sides: op,
      state: liveState(),
    },
    {
      what: 'operator 0.49.0 → 0.51.0 while operatorLastSuccessfulVersion is 0.48.0',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:11 spec.kafka.version'],
      sides: op,
      state: liveState({ lastSuccessful: '0.48.0' }),
    },
    {
      what: 'operator 0.49.0 → 0.51.0 while pods run 4.0.0 and 4.1.0',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:11 spec.kafka.version'],
      sides: op,
      state: liveState({ pods: ['4.1.0', '4.0.0', '4.0.0'] }),
    },
    {
      what: 'Kafka 4.1.0 → 4.1.1 while status.kafkaVersion is 4.0.0 and Ready is False',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:11 spec.kafka.version'],
      sides: [repo('0.49.0', '4.1.0'), repo('0.49.0', '4.1.1')],
      state: liveState({ statusKafka: '4.0.0', ready: 'False' }),
    },
    {
      what: 'operator 0.49.0 → 0.51.0 while the legacy strimzi.io/reconciling annotation is set',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:11 spec.kafka.version'],
      sides: op,
      state: liveState({ annotations: { 'strimzi.io/reconciling': 'operator=0.49.0,kafka=4.1.0' } }),
    },
    {
      what: 'operator 0.49.0 → 0.51.0 while an older operator marks the cluster NotReady',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:11 spec.kafka.version'],
      sides: op,
      state: liveState({ lastSuccessful: '' }).replace('type: Ready', 'type: NotReady'),
    },
    {
      what: 'operator 0.49.0 → 0.51.0 with the Kafka status left out of the export',
      verdict: 'pass',
      at: [],
      sides: op,
      state: liveState().replace(
        / {2}status:\n {4}conditions:[\s\S]*?(?=- apiVersion: v1\n {2}kind: Pod)/,
        '',
      ),
    },
    {
      what: 'changes no version while the cluster is not Ready',
      verdict: 'pass',
      at: [],
      sides: same,
      state: liveState({ ready: 'False' }),
    },
    { what: 'no `--cluster-state`', verdict: 'pass', skipped: true, at: [], sides: op, state: undefined },
  ],
  'strimzi/metadata-pending': [
    {
      what: 'live spec.kafka.metadataVersion 4.1-IV1, status.kafkaMetadataVersion 4.1-IV1',
      verdict: 'pass',
      at: [],
      sides: same,
      state: liveState(),
    },
    {
      what: 'live spec.kafka.metadataVersion 4.1-IV1, status.kafkaMetadataVersion 4.0-IV3 (the PR changes nothing: already present)',
      verdict: 'pass',
      at: ['kafka/cluster.yaml:12 spec.kafka.metadataVersion (present)'],
      sides: same,
      state: liveState({ statusMetadata: '4.0-IV3' }),
    },
    {
      what: 'a `MetadataUpdateFailed` warning condition on the Kafka resource (the PR changes nothing: already present)',
      verdict: 'pass',
      at: ['kafka/cluster.yaml:12 spec.kafka.metadataVersion (present)'],
      sides: same,
      state: liveState({ warning: 'Failed to update metadata version to 4.1-IV1' }),
    },
    { what: 'no `--cluster-state`', verdict: 'pass', skipped: true, at: [], sides: same, state: undefined },
  ],
  'strimzi/rebalance-pending': [
    {
      what: 'operator 0.49.0 → 0.51.0 with a Ready KafkaRebalance',
      verdict: 'pass',
      at: [],
      sides: op,
      state: liveState({ rebalance: 'Ready' }),
    },
    {
      what: 'operator 0.49.0 → 0.51.0 with a KafkaRebalance in ProposalReady',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:11 spec.kafka.version'],
      sides: op,
      state: liveState({ rebalance: 'ProposalReady' }),
    },
    {
      what: 'operator 0.49.0 → 0.51.0 with a KafkaRebalance Rebalancing',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:11 spec.kafka.version'],
      sides: op,
      state: liveState({ rebalance: 'Rebalancing' }),
    },
    {
      what: 'changes no version with a KafkaRebalance in ProposalReady',
      verdict: 'pass',
      at: [],
      sides: same,
      state: liveState({ rebalance: 'ProposalReady' }),
    },
    { what: 'no `--cluster-state`', verdict: 'pass', skipped: true, at: [], sides: op, state: undefined },
  ],
  'state/stale': [
    {
      what: 'newest timestamp 2 days before today',
      verdict: 'pass',
      at: [],
      sides: same,
      state: liveState({ time: ago(2) }),
    },
    {
      what: 'newest timestamp 30 days before today (the PR changes nothing: already present)',
      verdict: 'pass',
      at: ['(no file) (present)'],
      sides: same,
      state: liveState({ time: ago(30) }),
    },
    {
      what: 'newest timestamp 30 days before today with `state.maxAge: 60`',
      verdict: 'pass',
      at: [],
      sides: same,
      state: liveState({ time: ago(30) }),
      extra: ['--config', 'config.yml'],
    },
    {
      what: 'newest timestamp 30 days before today, the file committed unchanged 1 day before today',
      verdict: 'pass',
      at: [],
      sides: same,
      state: liveState({ time: ago(30) }),
      extra: [],
      commit: { committed: ago(1) },
    },
    {
      what: 'newest timestamp 30 days before today, the file committed 1 day before today and changed since (the PR changes nothing: already present)',
      verdict: 'pass',
      at: ['(no file) (present)'],
      sides: same,
      state: liveState({ time: ago(30) }),
      extra: [],
      commit: { committed: ago(1), changedSince: true },
    },
    {
      what: 'no timestamp anywhere in the file (the PR changes nothing: already present)',
      verdict: 'pass',
      at: ['(no file) (present)'],
      sides: same,
      state: liveState()
        .replace(/^ *creationTimestamp:.*\n/gm, '')
        .replace(/lastTransitionTime:.*/g, 'lastProbeTime: null'),
    },
    { what: 'no `--cluster-state`', verdict: 'pass', skipped: true, at: [], sides: same, state: undefined },
  ],
};

/** Runs one case through the CLI with its state export. */
export const runStateCase = (c: Case) => runCase([c.what, ...c.sides, c.state, c.extra, c.commit]);
