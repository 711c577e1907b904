import { planUpgrade, type PlanState } from '../../src/strimzi/planner.js';
import { gateOnFiles } from '../helpers/gate.js';
import { stepChange } from '../helpers/plan-steps.js';

/** What the repository holds at one step of a plan. */
interface RepoState {
  operator: string;
  kafka: string;
  metadata?: string;
  apiVersion: 'v1beta2' | 'v1';
  /** false: ZooKeeper; `migration`/`enabled`: on node pools, annotated so, spec.zookeeper kept; true: KRaft. */
  kraft: boolean | 'migration' | 'enabled';
}

function files(s: RepoState): Record<string, string> {
  const op = `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: strimzi-cluster-operator, namespace: kafka}\nspec:\n  template:\n    spec:\n      containers:\n        - name: op\n          image: quay.io/strimzi/operator:${s.operator}\n`;
  const kafka = [
    `apiVersion: kafka.strimzi.io/${s.apiVersion}`,
    'kind: Kafka',
    'metadata:',
    '  name: c',
    '  namespace: kafka',
    ...(s.kraft
      ? [
          '  annotations:',
          `    strimzi.io/kraft: ${s.kraft === true ? 'enabled' : s.kraft}`,
          '    strimzi.io/node-pools: enabled',
        ]
      : []),
    'spec:',
    '  kafka:',
    `    version: ${s.kafka}`,
    ...(s.metadata ? [`    metadataVersion: ${s.metadata}`] : []),
    '    listeners: [{name: plain, port: 9092, type: internal, tls: false}]',
    ...(s.kraft === true ? [] : ['  zookeeper:', '    replicas: 3', '    storage: {type: ephemeral}']),
  ].join('\n');
  const pool = `apiVersion: kafka.strimzi.io/${s.apiVersion}\nkind: KafkaNodePool\nmetadata:\n  name: pool\n  namespace: kafka\n  labels: {strimzi.io/cluster: c}\nspec:\n  replicas: 3\n  roles: [controller, broker]\n  storage: {type: ephemeral}\n`;
  return { 'op.yaml': op, 'kafka.yaml': `${kafka}\n`, ...(s.kraft ? { 'pool.yaml': pool } : {}) };
}

/**
 * The repository after one plan step, read from the step's own words: one state per pull request
 * (the KRaft migration is three: `migration` on node pools, `enabled`, spec.zookeeper removed, as
 * KafkaMetadataStateManager.java@0.45.0 takes it).
 */
function apply(s: RepoState, step: string): RepoState[] {
  const { operator, kafka, metadata } = stepChange(step);
  if (operator || kafka || metadata)
    return [
      {
        ...s,
        ...(operator ? { operator } : {}),
        ...(kafka ? { kafka } : {}),
        ...(metadata ? { metadata } : {}),
      },
    ];
  if (/Convert every Strimzi resource .*kafka\.strimzi\.io\/v1\b/.test(step))
    return [{ ...s, apiVersion: 'v1' }];
  if (/Migrate the cluster to KRaft/.test(step))
    return [
      { ...s, kraft: 'migration' },
      { ...s, kraft: 'enabled' },
      { ...s, kraft: true },
    ];
  return [s]; // storedVersions, KafkaUser operation: nothing in these files changes
}

/**
 * Every step of a plan, as a PR, through the gate's own rules: no Strimzi rule fails on any of them,
 * and the last state is the target.
 */
function replay(from: PlanState & { kraft: boolean }, to: PlanState) {
  const plan = planUpgrade(from, to, undefined, { zookeeper: !from.kraft, aclOperation: false });
  if ('error' in plan) throw new Error(plan.error);
  let state: RepoState = { ...from, apiVersion: 'v1beta2' };
  for (const step of plan.steps)
    for (const next of apply(state, step)) {
      const r = gateOnFiles(files(state), files(next), {}, { today: '2026-06-01' });
      const failing = r.findings.filter(
        (f) => f.severity === 'fail' && f.rule.startsWith('strimzi/') && !f.waived,
      );
      expect({ step, failing: failing.map((f) => `${f.rule}: ${f.message}`) }).toEqual({ step, failing: [] });
      state = next;
    }
  return state;
}

describe('every plan step, replayed through the gate', () => {
  it('0.38.0/3.6.0 (ZooKeeper) → 1.2.0/4.3.1', () => {
    expect(
      replay({ operator: '0.38.0', kafka: '3.6.0', kraft: false }, { operator: '1.2.0', kafka: '4.3.1' }),
    ).toMatchObject({
      operator: '1.2.0',
      kafka: '4.3.1',
      apiVersion: 'v1',
      kraft: true,
    });
  });

  it('0.49.0/4.1.1 → 1.0.0/4.1.1 (the Renovate PR)', () => {
    expect(
      replay({ operator: '0.49.0', kafka: '4.1.1', kraft: true }, { operator: '1.0.0', kafka: '4.1.1' }),
    ).toMatchObject({
      operator: '1.0.0',
      apiVersion: 'v1',
    });
  });

  it('0.45.0/3.9.0 → 0.51.0/4.1.0, and 0.51.0/4.1.0 → 1.0.0/4.2.0 with a metadata version asked', () => {
    replay({ operator: '0.45.0', kafka: '3.9.0', kraft: true }, { operator: '0.51.0', kafka: '4.1.0' });
    replay(
      { operator: '0.51.0', kafka: '4.1.0', metadata: '4.1-IV1', kraft: true },
      { operator: '1.0.0', kafka: '4.2.0', metadata: '4.2-IV1' },
    );
  });

  it('would catch a plan that skipped a step (the replay is not vacuous)', () => {
    const failing = (a: RepoState, b: RepoState) =>
      gateOnFiles(files(a), files(b), {}, { today: '2026-06-01' })
        .findings.filter((f) => f.severity === 'fail')
        .map((f) => f.rule);
    const at = { kafka: '4.1.1', apiVersion: 'v1beta2', kraft: true } as const;
    expect(failing({ ...at, operator: '0.49.0' }, { ...at, operator: '1.0.0' })).toContain(
      'strimzi/api-version',
    );
    const zk = { kafka: '3.9.0', apiVersion: 'v1beta2', kraft: false } as const;
    expect(failing({ ...zk, operator: '0.45.0' }, { ...zk, operator: '0.46.0' })).toContain(
      'strimzi/kraft-only',
    );
    // The migration in one PR (ZooKeeper straight to `enabled`) is what the operator refuses.
    expect(failing({ ...zk, operator: '0.45.0' }, { ...zk, operator: '0.45.0', kraft: true })).toContain(
      'strimzi/kraft-migration',
    );
  });
});
