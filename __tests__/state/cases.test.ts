import { stateRules, strimziLiveRules } from '../../src/rules/state/index.js';
import type { Rule } from '../../src/rules/types.js';
import { liveState, repo, runCase, type Case } from './builders.js';

const op = [repo('0.49.0', '4.1.0'), repo('0.51.0', '4.1.0')] as const;
const same = [repo('0.49.0', '4.1.0'), repo('0.49.0', '4.1.0')] as const;
const ago = (days: number) => new Date(Date.parse('2026-01-01T00:00:00Z') - days * 86_400_000).toISOString();

const CASES: Record<string, Case[]> = {
  'strimzi/previous-upgrade-incomplete': [
    ['operator 0.49.0 → 0.51.0 on a Ready cluster, all pods on 4.1.0', ...op, liveState()],
    [
      'operator 0.49.0 → 0.51.0 while operatorLastSuccessfulVersion is 0.48.0',
      ...op,
      liveState({ lastSuccessful: '0.48.0' }),
    ],
    [
      'operator 0.49.0 → 0.51.0 while pods run 4.0.0 and 4.1.0',
      ...op,
      liveState({ pods: ['4.1.0', '4.0.0', '4.0.0'] }),
    ],
    [
      'Kafka 4.1.0 → 4.1.1 while status.kafkaVersion is 4.0.0 and Ready is False',
      repo('0.49.0', '4.1.0'),
      repo('0.49.0', '4.1.1'),
      liveState({ statusKafka: '4.0.0', ready: 'False' }),
    ],
    [
      'operator 0.49.0 → 0.51.0 while the legacy strimzi.io/reconciling annotation is set',
      ...op,
      liveState({ annotations: { 'strimzi.io/reconciling': 'operator=0.49.0,kafka=4.1.0' } }),
    ],
    [
      'operator 0.49.0 → 0.51.0 while an older operator marks the cluster NotReady',
      ...op,
      liveState({ lastSuccessful: '' }).replace('type: Ready', 'type: NotReady'),
    ],
    [
      'operator 0.49.0 → 0.51.0 with the Kafka status left out of the export',
      ...op,
      liveState().replace(/ {2}status:\n {4}conditions:[\s\S]*?(?=- apiVersion: v1\n {2}kind: Pod)/, ''),
    ],
    ['changes no version while the cluster is not Ready', ...same, liveState({ ready: 'False' })],
    ['no `--cluster-state`', ...op, undefined],
  ],
  'strimzi/metadata-pending': [
    ['live spec.kafka.metadataVersion 4.1-IV1, status.kafkaMetadataVersion 4.1-IV1', ...same, liveState()],
    [
      'live spec.kafka.metadataVersion 4.1-IV1, status.kafkaMetadataVersion 4.0-IV3',
      ...same,
      liveState({ statusMetadata: '4.0-IV3' }),
    ],
    [
      'a `MetadataUpdateFailed` warning condition on the Kafka resource',
      ...same,
      liveState({ warning: 'Failed to update metadata version to 4.1-IV1' }),
    ],
    ['no `--cluster-state`', ...same, undefined],
  ],
  'strimzi/rebalance-pending': [
    ['operator 0.49.0 → 0.51.0 with a Ready KafkaRebalance', ...op, liveState({ rebalance: 'Ready' })],
    [
      'operator 0.49.0 → 0.51.0 with a KafkaRebalance in ProposalReady',
      ...op,
      liveState({ rebalance: 'ProposalReady' }),
    ],
    [
      'operator 0.49.0 → 0.51.0 with a KafkaRebalance Rebalancing',
      ...op,
      liveState({ rebalance: 'Rebalancing' }),
    ],
    [
      'changes no version with a KafkaRebalance in ProposalReady',
      ...same,
      liveState({ rebalance: 'ProposalReady' }),
    ],
    ['no `--cluster-state`', ...op, undefined],
  ],
  'state/stale': [
    ['newest timestamp 2 days before today', ...same, liveState({ time: ago(2) })],
    ['newest timestamp 30 days before today', ...same, liveState({ time: ago(30) })],
    [
      'newest timestamp 30 days before today with `state.maxAge: 60`',
      ...same,
      liveState({ time: ago(30) }),
      ['--config', 'config.yml'],
    ],
    [
      'newest timestamp 30 days before today, the file committed unchanged 1 day before today',
      ...same,
      liveState({ time: ago(30) }),
      [],
      { committed: ago(1) },
    ],
    [
      'newest timestamp 30 days before today, the file committed 1 day before today and changed since',
      ...same,
      liveState({ time: ago(30) }),
      [],
      { committed: ago(1), changedSince: true },
    ],
    [
      'no timestamp anywhere in the file',
      ...same,
      liveState()
        .replace(/^ *creationTimestamp:.*\n/gm, '')
        .replace(/lastTransitionTime:.*/g, 'lastProbeTime: null'),
    ],
    ['no `--cluster-state`', ...same, undefined],
  ],
};

const rules: Rule[] = [...strimziLiveRules, ...stateRules];

describe.each(rules.map((r) => [r.id, r] as const))('%s', (id, rule) => {
  it('every docs case has a test case', () => {
    expect((CASES[id] ?? []).map((c) => c[0])).toEqual(rule.docs!.cases.map((c) => c[0]));
  });
  it.each(rule.docs!.cases)('%s → %s', async (label, verdict) => {
    const report = await runCase(CASES[id]!.find((c) => c[0] === label)!);
    const status = report.rules.find((r) => r.id === id)!.status;
    expect(status === 'skipped' ? 'pass' : status).toBe(verdict);
    if (label === 'no `--cluster-state`') expect(status).toBe('skipped');
  });
});
