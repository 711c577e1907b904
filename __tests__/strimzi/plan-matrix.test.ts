import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { planUpgrade } from '../../src/strimzi/planner.js';
import { compareDotted } from '../../src/strimzi/releases.js';
import { stepChange } from '../helpers/plan-steps.js';

/**
 * Every transition Strimzi's own system tests perform (systemtest/src/test/resources/upgrade/
 * BundleUpgrade.yaml and BundleDowngrade.yaml at 0.46.0 and 1.0.0, in corpus/strimzi/upstream-upgrade-docs)
 * is plannable: a plan, no refusal, whose operator moves are exactly the test's one move
 * (`fromVersion` → `toVersion`, `HEAD` being the tag), ending on the Kafka the test checks
 * (`imagesAfterOperations.kafka`). Every step there works in Strimzi's CI.
 */
const DIR = '/work/shared/corpus/strimzi/upstream-upgrade-docs';
const TAGS = ['0.46.0', '1.0.0'];

interface Entry {
  fromVersion: string;
  toVersion?: string;
  deployKafkaVersion?: string;
  oldestKafka?: string;
  imagesAfterOperations: { kafka: string };
  filePaths?: Record<string, string>;
}

interface Transition {
  where: string;
  from: { operator: string; kafka: string };
  to: { operator: string; kafka: string };
}

/** The transitions of one matrix file: where (file@tag:line), from and to. */
function transitions(tag: string, file: 'BundleUpgrade.yaml' | 'BundleDowngrade.yaml'): Transition[] {
  const text = readFileSync(join(DIR, `systemtest-${tag}`, file), 'utf8');
  const lines = text.split('\n');
  const starts = lines.flatMap((l, i) => (l.startsWith('- fromVersion:') ? [i + 1] : []));
  const head = (v: string) => (v === 'HEAD' ? tag : v);
  return (load(text) as Entry[]).map((e, i) => {
    const kafkaAfter = /-kafka-(\d+\.\d+\.\d+)$/.exec(e.imagesAfterOperations.kafka)![1]!;
    const kafkaBefore = e.deployKafkaVersion ?? e.oldestKafka!;
    return {
      where: `${file}@${tag}:${starts[i]}`,
      from: { operator: head(e.fromVersion), kafka: kafkaBefore },
      to: { operator: head(e.toVersion ?? 'HEAD'), kafka: kafkaAfter },
    };
  });
}

const present = existsSync(DIR);
const ALL = present
  ? TAGS.flatMap((t) => [...transitions(t, 'BundleUpgrade.yaml'), ...transitions(t, 'BundleDowngrade.yaml')])
  : [];

describe("every transition of Strimzi's system-test matrices is plannable", () => {
  (present ? it : it.skip)('reads every entry of the four files', () => {
    expect(
      ALL.map((t) => `${t.where} ${t.from.operator}/${t.from.kafka} → ${t.to.operator}/${t.to.kafka}`),
    ).toEqual([
      'BundleUpgrade.yaml@0.46.0:29 0.45.0/3.9.0 → 0.46.0/4.0.0',
      'BundleDowngrade.yaml@0.46.0:29 0.46.0/3.9.0 → 0.45.0/3.9.0',
      'BundleUpgrade.yaml@1.0.0:35 0.51.0/4.2.0 → 1.0.0/4.2.0',
      'BundleUpgrade.yaml@1.0.0:57 0.51.0/4.2.0 → 1.0.0/4.2.0',
      'BundleUpgrade.yaml@1.0.0:79 0.51.0/4.2.0 → 1.0.0/4.2.0',
      'BundleDowngrade.yaml@1.0.0:33 1.0.0/4.2.0 → 0.51.0/4.2.0',
      'BundleDowngrade.yaml@1.0.0:58 1.0.0/4.2.0 → 0.51.0/4.2.0',
      'BundleDowngrade.yaml@1.0.0:83 1.0.0/4.2.0 → 0.51.0/4.2.0',
    ]);
  });

  for (const t of ALL)
    it(`${t.where}: ${t.from.operator}/${t.from.kafka} → ${t.to.operator}/${t.to.kafka}`, () => {
      // The system tests run KRaft clusters (examples/kafka/kraft or node pools) on v1-ready resources.
      const plan = planUpgrade(t.from, t.to, undefined, { zookeeper: false, aclOperation: false });
      if ('error' in plan) throw new Error(`${t.where}: refused: ${plan.error}`);
      expect(plan.note).toBeUndefined();
      const moves = plan.steps.map((s) => stepChange(s)).filter((c) => c.operator);
      const verb = compareDotted(t.to.operator, t.from.operator) > 0 ? 'upgrade' : 'downgrade';
      // One operator PR, as the test does it: the Kafka it deploys is supported on both sides.
      expect(moves.map((m) => m.short)).toEqual([`${verb} ${t.from.operator} → ${t.to.operator}`]);
      expect(plan.title).toMatch(new RegExp(`→ Strimzi ${t.to.operator} / Kafka ${t.to.kafka}$`));
    });
});

if (!present)
  it('system-test matrices skipped: corpus/strimzi/upstream-upgrade-docs is absent', () =>
    expect(present).toBe(false));
