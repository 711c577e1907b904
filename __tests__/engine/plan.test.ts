import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gateOnFiles } from '../helpers/gate.js';

// The plan shown is the one of the first plan-showing rule, in registry order, that ran
// (result/plan.ts, strimzi/plan.ts): what the rules' shared memo used to give.
const side = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
const fixture = (name: string) => {
  const dir = join(process.cwd(), 'fixtures', name);
  return [side(join(dir, 'base')), side(join(dir, 'head'))] as const;
};
const today = { today: '2026-06-01' };

describe('the upgrade plan', () => {
  // Operator 0.45.2 → 0.46.0 with Kafka 3.9.1, which 0.46.0 neither supports nor knows.
  const [base, head] = fixture('strimzi-12678');

  it('is the first asking rule’s: kafka-version-supported plans to the newest supported Kafka', () => {
    const r = gateOnFiles(base, head, {}, today);
    expect(r.rules.find((x) => x.id === 'strimzi/from-version-known')?.status).toBe('fail');
    expect(r.plan?.title).toBe('Upgrade plan: Strimzi 0.45.2 / Kafka 3.9.1 → Strimzi 0.46.0 / Kafka 4.0.0');
  });

  it('falls to the next rule that ran when the first is off: from-version-known finds no safe path', () => {
    const off = { rules: { 'strimzi/kafka-version-supported': 'off' as const } };
    expect(gateOnFiles(base, head, off, today).plan).toBeUndefined();
  });

  it('comes from from-version-known when kafka-version-supported has nothing to plan', () => {
    const supported = {
      ...head,
      'kafka.yaml': head['kafka.yaml']!.replace('version: 3.9.1', 'version: 4.0.0'),
    };
    const r = gateOnFiles(base, supported, {}, today);
    expect(r.rules.find((x) => x.id === 'strimzi/kafka-version-supported')?.status).toBe('pass');
    expect(r.rules.find((x) => x.id === 'strimzi/from-version-known')?.status).toBe('fail');
    expect(r.plan?.title).toBe('Upgrade plan: Strimzi 0.45.2 / Kafka 3.9.1 → Strimzi 0.46.0 / Kafka 4.0.0');
    expect(r.plan?.steps.length).toBeGreaterThan(1);
  });

  it('is absent when no plan-showing rule ran', () => {
    const off = {
      rules: {
        'strimzi/kafka-version-supported': 'off' as const,
        'strimzi/from-version-known': 'off' as const,
        'strimzi/upgrade-path-too-far': 'off' as const,
      },
    };
    expect(gateOnFiles(base, head, off, today).plan).toBeUndefined();
  });
});
