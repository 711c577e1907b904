import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureNames, fixtureReport } from '../helpers/fixtures.js';
import { gateOnFiles } from '../helpers/gate.js';

// The plan is an analysis of the facts (strimzi/plan.ts), shown whenever a transition needs more
// than the PR does, whichever rules ran.
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

  it('plans to the closest safe target, and says why', () => {
    const r = gateOnFiles(base, head, {}, today);
    expect(r.plan?.title).toBe('Upgrade plan: Strimzi 0.45.2 / Kafka 3.9.1 → Strimzi 0.46.0 / Kafka 4.0.0');
    expect(r.plan?.note).toContain('Kafka 3.9.1 is not supported by Strimzi 0.46.0');
  });

  it('does not depend on which rules ran', () => {
    const off = {
      rules: {
        'strimzi/kafka-version-supported': 'off' as const,
        'strimzi/from-version-known': 'off' as const,
        'strimzi/upgrade-path-too-far': 'off' as const,
      },
    };
    expect(gateOnFiles(base, head, off, today).plan).toEqual(gateOnFiles(base, head, {}, today).plan);
  });

  it('is not made from a version that is not version-shaped (it would reach the title and diagram)', () => {
    const odd = {
      ...base,
      'kafka.yaml': base['kafka.yaml']!.replace('version: 3.9.1', 'version: "3.9.1\\"]` @x"'),
    };
    expect(gateOnFiles(odd, head, {}, today).plan).toBeUndefined();
  });

  it('is absent when the PR does all there is to do', () => {
    const supported = {
      ...head,
      'kafka.yaml': head['kafka.yaml']!.replace('version: 3.9.1', 'version: 3.9.0'),
    };
    const bothKnow = {
      ...base,
      'kafka.yaml': base['kafka.yaml']!.replace('version: 3.9.1', 'version: 3.9.0'),
    };
    expect(gateOnFiles(bothKnow, supported, {}, today).plan).toBeUndefined();
  });
});

/** The plan step each finding asks for: a rule whose fix is a step of the upgrade. */
const ASKS: Record<string, RegExp> = {
  'strimzi/api-version': /Convert every Strimzi resource .*kafka\.strimzi\.io\/v1/,
  'strimzi/kafkauser-operations': /operations/,
  'strimzi/kraft-only': /KRaft/,
  'strimzi/node-pools-present': /KRaft with node pools/,
};
/** Findings of these rules ask for a plan step only when their message does (0.46–0.47's annotation is an edit). */
const ASKS_WHEN: Record<string, RegExp> = {
  'strimzi/node-pools-present': /migrate with Strimzi 0\.45/,
};

describe('every plan in the fixtures', () => {
  for (const name of fixtureNames()) {
    it(`${name}: no finding asks for a step the plan lacks, and no plan is empty`, async () => {
      const report = await fixtureReport(name);
      const plan = report.plan;
      if (plan) {
        expect(plan.steps.length).toBeGreaterThan(0);
        const [from, to] = plan.title.replace(/^Upgrade plan: /, '').split(' → ');
        expect(from).not.toBe(to);
        if (plan.mermaid) {
          expect(plan.mermaid.split('\n')[0]).toBe('graph TD');
          expect(plan.mermaid.match(/^\s+S\d+\[/gm)!.length).toBeLessThanOrEqual(8);
        }
      }
      for (const f of report.findings) {
        const asks = ASKS[f.rule];
        if (!asks || f.waived || f.severity !== 'fail') continue;
        if (ASKS_WHEN[f.rule] && !ASKS_WHEN[f.rule]!.test(f.message)) continue;
        expect({ finding: f.rule, plan: plan?.steps.some((s) => asks.test(s)) ?? false }).toEqual({
          finding: f.rule,
          plan: true,
        });
      }
      // The stored versions the CRD rules fail on are migrated in the plan when it crosses into 1.0.
      if (plan && / → Strimzi 1\./.test(plan.title) && !/Strimzi 1\.\S+ \/ Kafka \S+ →/.test(plan.title))
        expect(plan.steps.some((s) => /storedVersions/.test(s))).toBe(true);
    });
  }
});
