import { planUpgrade } from '../../src/strimzi/planner.js';
import { isSupported, strimziRelease } from '../../src/strimzi/releases.js';
import { cliJson } from '../helpers/cli.js';
import { gateOnFiles } from '../helpers/gate.js';

/** Replays a plan over the release data: every operator step must be able to take over the running Kafka. */
function replay(from: { operator: string; kafka: string }, steps: string[]) {
  let op = from.operator;
  let kafka = from.kafka;
  for (const s of steps) {
    const k = /^Set spec\.kafka\.version: (\S+)/.exec(s)?.[1];
    const o = /^Upgrade the operator \S+ → (\S+):/.exec(s)?.[1];
    if (k) {
      expect(isSupported(strimziRelease(op)!, k)).toBe(true);
      kafka = k;
    }
    if (o) {
      expect(isSupported(strimziRelease(o)!, kafka)).toBe(true);
      op = o;
    }
  }
  return { op, kafka };
}

describe('upgrade planner', () => {
  it('0.38.0/3.6.0 → 1.2.0/4.3.1 stops for KRaft at 0.45 and for v1 at 0.51, every step valid', () => {
    const plan = planUpgrade({ operator: '0.38.0', kafka: '3.6.0' }, { operator: '1.2.0', kafka: '4.3.1' });
    if ('error' in plan) throw new Error(plan.error);
    expect(replay({ operator: '0.38.0', kafka: '3.6.0' }, plan.steps)).toEqual({
      op: '1.2.0',
      kafka: '4.3.1',
    });
    expect(plan.steps.findIndex((s) => s.startsWith('Migrate the cluster to KRaft'))).toBeLessThan(
      plan.steps.findIndex((s) => /→ 0\.4[6-9]/.test(s)),
    );
    expect(plan.steps.some((s) => s.includes('kafka.strimzi.io/v1') && s.includes('0.51.0'))).toBe(true);
    expect(plan.mermaid.startsWith('graph LR')).toBe(true);
  });

  it('a direct upgrade is three steps', () => {
    const plan = planUpgrade({ operator: '0.51.0', kafka: '4.1.0' }, { operator: '1.0.0', kafka: '4.2.0' });
    expect('steps' in plan && plan.steps).toHaveLength(3);
  });

  it('says why there is no plan', () => {
    expect(
      planUpgrade({ operator: '1.0.0', kafka: '4.1.0' }, { operator: '0.51.0', kafka: '4.1.0' }),
    ).toMatchObject({ error: expect.stringContaining('downgrade') });
    expect(
      planUpgrade({ operator: '0.51.0', kafka: '4.1.0' }, { operator: '9.9.9', kafka: '4.1.0' }),
    ).toMatchObject({ error: expect.stringContaining('unknown Strimzi release 9.9.9') });
  });

  it('is attached to the report when a transition fails', () => {
    const op = (v: string) =>
      `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: strimzi-cluster-operator, namespace: kafka}\nspec:\n  template:\n    spec:\n      containers:\n        - name: op\n          image: quay.io/strimzi/operator:${v}\n`;
    const kafka = (v: string) =>
      `apiVersion: kafka.strimzi.io/v1beta2\nkind: Kafka\nmetadata: {name: c, namespace: kafka}\nspec:\n  kafka:\n    version: ${v}\n`;
    const r = gateOnFiles(
      { 'op.yaml': op('0.38.0'), 'k.yaml': kafka('3.6.0') },
      { 'op.yaml': op('0.46.0'), 'k.yaml': kafka('3.9.0') },
    );
    expect(r.plan?.title).toContain('Strimzi 0.38.0 / Kafka 3.6.0 → Strimzi 0.46.0 / Kafka 3.9.0');
    expect(r.plan?.steps.some((s) => s.startsWith('Migrate the cluster to KRaft'))).toBe(true);
  });
});

describe('plan command', () => {
  it('usage errors are exit 2', async () => {
    expect((await cliJson(['plan', '--from', '0.38.0', '--to', '1.2.0/4.3.1'])).code).toBe(2);
  });
});

describe('plan wording', () => {
  it('calls a metadata step one-way only when it crosses a format change (didMetadataChange)', () => {
    const plain = planUpgrade({ operator: '0.51.0', kafka: '4.1.0' }, { operator: '0.51.0', kafka: '4.2.0' });
    expect('steps' in plain && plain.steps).toEqual([
      'Set spec.kafka.version: 4.2.0 (operator 0.51.0 rolls the brokers)',
      'Once the roll is healthy, set spec.kafka.metadataVersion: 4.2-IV1',
    ]);
    const crossing = planUpgrade(
      { operator: '1.2.0', kafka: '4.2.0' },
      { operator: '1.2.0', kafka: '4.3.0' },
    );
    expect('steps' in crossing && crossing.steps[1]).toBe(
      'Once the roll is healthy, set spec.kafka.metadataVersion: 4.3-IV0 (one-way)',
    );
  });
});
