import { planUpgrade } from '../../src/strimzi/planner.js';
import { compareDotted, isSupported, strimziRelease } from '../../src/strimzi/releases.js';
import { runCli } from '../../src/cli-main.js';
import { migrationsOf } from '../../src/strimzi/plan-steps.js';
import { releaseData } from '../../src/strimzi/release-data.js';
import { cliJson } from '../helpers/cli.js';
import { gateOnFiles } from '../helpers/gate.js';
import { stepChange } from '../helpers/plan-steps.js';

/** Replays a plan over the release data: every operator step must be able to take over the running Kafka. */
function replay(from: { operator: string; kafka: string }, steps: string[]) {
  let op = from.operator;
  let kafka = from.kafka;
  for (const s of steps) {
    const { operator: o, kafka: k } = stepChange(s);
    if (o) op = o;
    if (k) kafka = k;
    // After every PR, the operator runs a Kafka version it supports.
    if (o || k)
      expect({ s, supported: isSupported(strimziRelease(op)!, kafka) }).toEqual({ s, supported: true });
  }
  return { op, kafka };
}

describe('upgrade planner', () => {
  it('0.38.0/3.6.0 → 1.2.0/4.3.1 stops only for KRaft at 0.45 and for v1 at 0.51, every step valid', () => {
    const plan = planUpgrade({ operator: '0.38.0', kafka: '3.6.0' }, { operator: '1.2.0', kafka: '4.3.1' });
    if ('error' in plan) throw new Error(plan.error);
    expect(replay({ operator: '0.38.0', kafka: '3.6.0' }, plan.steps)).toEqual({
      op: '1.2.0',
      kafka: '4.3.1',
    });
    // Three operator PRs: one stop in 0.39–0.45 for KRaft, one in 0.49–0.51 for v1; Kafka raised with
    // the operator where the new one does not support the running version.
    expect(plan.steps.map((s) => stepChange(s).short)).toEqual([
      'upgrade 0.38.0 → 0.45.2 + kafka 3.9.1',
      'at 0.45.2: KRaft',
      'at 0.45.2: KafkaUser operations',
      'upgrade 0.45.2 → 0.51.0 + kafka 4.1.1',
      'at 0.51.0: convert to v1',
      'at 0.51.0: storedVersions v1',
      'upgrade 0.51.0 → 1.2.0 + kafka 4.3.1',
    ]);
    expect(plan.mermaid?.split('\n')[0]).toBe('graph TD');
  });

  it('a direct upgrade into 1.0: the v1 conversion and stored versions, the operator, then Kafka', () => {
    const plan = planUpgrade({ operator: '0.51.0', kafka: '4.1.0' }, { operator: '1.0.0', kafka: '4.2.0' });
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.steps.map((s) => s.slice(0, 40))).toEqual([
      'With Strimzi 0.51.0: Convert every Strim',
      'With Strimzi 0.51.0: Once applied, migra',
      'Upgrade the operator 0.51.0 → 1.0.0: its',
      'Set spec.kafka.version: 4.2.0 (operator ',
    ]);
  });

  it('converts to v1 and migrates stored versions with the current operator before crossing into 1.0', () => {
    const plan = planUpgrade({ operator: '0.49.0', kafka: '4.1.1' }, { operator: '1.0.0', kafka: '4.1.1' });
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.steps).toEqual([
      'With Strimzi 0.49.0: Convert every Strimzi resource in the repository to kafka.strimzi.io/v1 (Strimzi API conversion tool; KafkaUser acls[].operation → operations)',
      'With Strimzi 0.49.0: Once applied, migrate status.storedVersions of every Strimzi CRD to v1 only (storage-version migration)',
      'Upgrade the operator 0.49.0 → 1.0.0: its CRDs and Deployment together, in one PR',
    ]);
    expect(plan.mermaid?.split('\n')[0]).toBe('graph TD');
    const converted = planUpgrade(
      { operator: '0.49.0', kafka: '4.1.1' },
      { operator: '1.0.0', kafka: '4.1.1' },
      undefined,
      { preV1Resources: false },
    );
    expect('steps' in converted && converted.steps[0]).toMatch(
      /^With Strimzi 0\.49\.0: Migrate status\.storedVersions/,
    );
  });

  it('converts KafkaUser operation before 0.49 and migrates to KRaft before 0.46, when the facts say so', () => {
    const plan = planUpgrade(
      { operator: '0.45.0', kafka: '3.9.0' },
      { operator: '0.49.0', kafka: '4.1.0' },
      undefined,
      {
        aclOperation: true,
        zookeeper: true,
      },
    );
    if ('error' in plan) throw new Error(plan.error);
    // In the documented order: KRaft, then the KafkaUser update (con-upgrade-sequence.adoc@1.2.0:19-25).
    expect(plan.steps.slice(0, 2)).toEqual([
      'With Strimzi 0.45.0: Migrate the cluster to KRaft with node pools (strimzi.io/kraft: migration, then enabled; remove spec.zookeeper)',
      'With Strimzi 0.45.0: Replace KafkaUser acls[].operation with operations: [ … ] (the User Operator reads v1 from 0.49 on)',
    ]);
    expect(replay({ operator: '0.45.0', kafka: '3.9.0' }, plan.steps)).toEqual({
      op: '0.49.0',
      kafka: '4.1.0',
    });
    const none = planUpgrade(
      { operator: '0.45.0', kafka: '3.9.0' },
      { operator: '0.49.0', kafka: '4.1.0' },
      undefined,
      {
        aclOperation: false,
        zookeeper: false,
      },
    );
    expect('steps' in none && none.steps.some((s) => /operation|KRaft/.test(s))).toBe(false);
  });

  it('never raises Kafka past the target, and asks for metadata only when the target names one', () => {
    for (const [from, to] of [
      [
        { operator: '0.45.0', kafka: '3.8.0' },
        { operator: '0.47.0', kafka: '3.9.0' },
      ],
      [
        { operator: '0.38.0', kafka: '3.6.0' },
        { operator: '0.46.0', kafka: '3.9.0' },
      ],
    ] as const) {
      const plan = planUpgrade(from, to);
      if ('error' in plan) throw new Error(plan.error);
      for (const s of plan.steps) {
        const k = /^Set spec\.kafka\.version: (\S+)/.exec(s)?.[1];
        if (k) expect(compareDotted(k, to.kafka)).toBeLessThanOrEqual(0);
      }
      expect(plan.steps.some((s) => s.includes('metadataVersion'))).toBe(false);
    }
    const asked = planUpgrade(
      { operator: '0.51.0', kafka: '4.1.0', metadata: '4.1-IV1' },
      { operator: '1.0.0', kafka: '4.2.0', metadata: '4.2-IV1' },
    );
    expect('steps' in asked && asked.steps.at(-1)).toMatch(
      /^Once the roll is healthy, set spec\.kafka\.metadataVersion: 4\.2-IV1/,
    );
  });

  it('plans to what can be reached when the target cannot be, and says so (never an empty plan)', () => {
    // A Kafka-only change to a version this operator does not support: the first release that does.
    const later = planUpgrade({ operator: '0.49.0', kafka: '4.1.1' }, { operator: '0.49.0', kafka: '4.2.0' });
    if ('error' in later) throw new Error(later.error);
    expect(later.note).toMatch(
      /^Kafka 4\.2\.0 is not supported by Strimzi 0\.49\.0 .*the first release that supports it is Strimzi /,
    );
    expect(later.steps.length).toBeGreaterThan(1);
    expect(later.title).not.toContain('Strimzi 0.49.0 / Kafka 4.1.1 → Strimzi 0.49.0 / Kafka 4.1.1');
    // An old Kafka the new operator dropped: the closest version it supports.
    const closest = planUpgrade(
      { operator: '0.45.0', kafka: '3.9.0' },
      { operator: '0.51.0', kafka: '3.9.0' },
    );
    expect('note' in closest && closest.note).toMatch(/closest safe target is Kafka 4\.1\.0/);
  });

  it('goes 0.51 → 1.1 in one operator PR, as Strimzi tests it, and 0.45.2 on Kafka 3.9.1 → 0.46 through the 3.9.0 0.46 can take over', () => {
    const direct = planUpgrade(
      { operator: '0.51.0', kafka: '4.2.0' },
      { operator: '1.1.0', kafka: '4.2.0' },
      undefined,
      { preV1Resources: false },
    );
    expect('steps' in direct && direct.steps.map((s) => stepChange(s).short)).toEqual([
      'at 0.51.0: storedVersions v1',
      'upgrade 0.51.0 → 1.1.0',
    ]);
    // 0.46.0 does not know 3.9.1 and cannot upgrade from it, but can lower it (KRaftVersionChangeCreator.java@0.46.0:146-154).
    const unknown = planUpgrade(
      { operator: '0.45.2', kafka: '3.9.1' },
      { operator: '0.46.0', kafka: '4.0.0' },
      undefined,
      { zookeeper: false },
    );
    expect('steps' in unknown && unknown.steps.map((s) => stepChange(s).short)).toEqual([
      'upgrade 0.45.2 → 0.46.0 + kafka 3.9.0',
      'kafka 4.0.0',
    ]);
  });

  it('says why there is no plan', () => {
    expect(
      planUpgrade({ operator: '1.0.0', kafka: '4.1.0' }, { operator: '0.48.0', kafka: '4.1.0' }),
    ).toEqual({
      error:
        'Strimzi 1.0.0 stores the Strimzi resources as kafka.strimzi.io/v1, which Strimzi 0.48.0 does not serve: the lowest release it can go back to is 0.49.0',
    });
    expect(
      planUpgrade({ operator: '0.46.0', kafka: '3.9.0' }, { operator: '0.38.0', kafka: '3.6.0' }),
    ).toMatchObject({ error: expect.stringContaining('Strimzi 0.38.0 cannot run a KRaft cluster') });
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
    expect(r.plan?.steps.some((s) => s.includes('Migrate the cluster to KRaft'))).toBe(true);
  });
});

/** What `upgrade-gate plan ARGS` prints and its exit status (stderr holds usage errors). */
async function planCli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const [stdout, stderr] = [process.stdout.write, process.stderr.write];
  let out = '';
  let err = '';
  process.stdout.write = ((c: string) => ((out += c), true)) as typeof process.stdout.write;
  process.stderr.write = ((c: string) => ((err += c), true)) as typeof process.stderr.write;
  try {
    return { code: await runCli(['plan', ...args]), out, err };
  } finally {
    [process.stdout.write, process.stderr.write] = [stdout, stderr];
  }
}

describe('plan command', () => {
  it('usage errors are exit 2, with where the input is wrong', async () => {
    expect((await cliJson(['plan', '--from', '0.38.0', '--to', '1.2.0/4.3.1'])).code).toBe(2);
    const bad = await planCli(['--from', '1.1.0/4.2.0/4.9-IV7', '--to', '1.2.0/4.3.1']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--from 1.1.0/4.2.0/4.9-IV7: 4.9-IV7 is not a Kafka metadata version');
    const format = await planCli(['--from', '1.1.0/4.2.0', '--to', '1.2.0/4.3.1', '--format', 'yaml']);
    expect([format.code, format.err]).toEqual([
      2,
      expect.stringContaining('--format yaml: must be text or json'),
    ]);
    const refused = await planCli(['--from', '1.2.0/4.3.1', '--to', '1.1.0/4.2.1']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('no plan: the metadata version cannot go from 4.3-IV0 down to 4.2-IV1');
  });

  it('prints numbered steps, with OP/KAFKA/METADATA on both sides', async () => {
    const r = await planCli(['--from', '1.1.0/4.2.0/4.2-IV1', '--to', '1.2.0/4.3.1/4.3-IV0']);
    expect(r).toEqual({
      code: 0,
      err: '',
      out: [
        'Upgrade plan: Strimzi 1.1.0 / Kafka 4.2.0 → Strimzi 1.2.0 / Kafka 4.3.1',
        '1. Upgrade the operator 1.1.0 → 1.2.0: its CRDs and Deployment together, in one PR',
        '2. Set spec.kafka.version: 4.3.1 (operator 1.2.0 rolls the brokers)',
        '3. Once the roll is healthy, set spec.kafka.metadataVersion: 4.3-IV0, in its own PR (one-way: the metadata format changes)',
        '',
      ].join('\n'),
    });
  });

  it('moves a configured metadata version to the new default when --to names none; --format json prints the plan object', async () => {
    const r = await planCli(['--from', '1.1.0/4.2.0/4.2', '--to', '1.2.0/4.3.1', '--format', 'json']);
    expect(r.code).toBe(0);
    const plan = JSON.parse(r.out) as { title: string; steps: string[]; mermaid: string };
    expect(Object.keys(plan)).toEqual(['title', 'steps', 'mermaid']);
    expect(plan.steps.at(-1)).toMatch(
      /^Once the roll is healthy, set spec\.kafka\.metadataVersion: 4\.3-IV0,/,
    );
    const unset = await planCli(['--from', '1.1.0/4.2.0', '--to', '1.2.0/4.3.1', '--format', 'json']);
    expect(
      (JSON.parse(unset.out) as { steps: string[] }).steps.some((s) => s.includes('metadataVersion')),
    ).toBe(false);
  });

  it('plans a downgrade in the documented order', async () => {
    const r = await planCli(['--from', '1.0.0/4.2.0', '--to', '0.51.0/4.1.0']);
    expect(r.out.split('\n').slice(0, 4)).toEqual([
      'Downgrade plan: Strimzi 1.0.0 / Kafka 4.2.0 → Strimzi 0.51.0 / Kafka 4.1.0',
      '1. Downgrade the operator 1.0.0 → 0.51.0: its CRDs and Deployment together, in one PR',
      '2. Set spec.kafka.metadataVersion: 4.1-IV1 and keep spec.kafka.version: 4.2.0, in its own PR; wait until status.kafkaMetadataVersion shows it before Kafka is lowered',
      '3. Set spec.kafka.version: 4.1.0 (operator 0.51.0 rolls the brokers back)',
    ]);
  });
});

describe('every upward pair of bundled releases', () => {
  it('is planned, every PR valid, with one operator PR per migration window crossed plus one, and at most one Kafka PR more', () => {
    const data = releaseData();
    const done = { zookeeper: false, aclOperation: false, preV1Resources: false };
    const over: string[] = [];
    for (const [i, a] of data.releases.entries())
      for (const b of data.releases.slice(i + 1)) {
        const from = { operator: a.version, kafka: a.defaultKafka };
        const plan = planUpgrade(from, { operator: b.version, kafka: b.defaultKafka }, data, done);
        if ('error' in plan) throw new Error(`${a.version} → ${b.version}: ${plan.error}`);
        const prs = plan.steps.map((s) => stepChange(s)).filter((c) => c.operator || c.kafka);
        const operatorPrs = prs.filter((c) => c.operator).length;
        const windows = migrationsOf(a, b, done).length;
        if (operatorPrs > windows + 1 || prs.length > operatorPrs + 1)
          over.push(`${a.version} → ${b.version}: ${plan.steps.map((s) => stepChange(s).short).join(' | ')}`);
        expect(replay(from, plan.steps)).toEqual({ op: b.version, kafka: b.defaultKafka });
      }
    expect(over).toEqual([]);
  });
});

describe('plan wording', () => {
  it('calls a metadata step one-way only when it crosses a format change (didMetadataChange)', () => {
    const plain = planUpgrade(
      { operator: '0.51.0', kafka: '4.1.0', metadata: '4.1-IV1' },
      { operator: '0.51.0', kafka: '4.2.0', metadata: '4.2-IV1' },
    );
    expect('steps' in plain && plain.steps).toEqual([
      'Set spec.kafka.version: 4.2.0 (operator 0.51.0 rolls the brokers)',
      'Once the roll is healthy, set spec.kafka.metadataVersion: 4.2-IV1, in its own PR',
    ]);
    const crossing = planUpgrade(
      { operator: '1.2.0', kafka: '4.2.0', metadata: '4.2-IV1' },
      { operator: '1.2.0', kafka: '4.3.0', metadata: '4.3-IV0' },
    );
    expect('steps' in crossing && crossing.steps[1]).toBe(
      'Once the roll is healthy, set spec.kafka.metadataVersion: 4.3-IV0, in its own PR (one-way: the metadata format changes)',
    );
  });
});
