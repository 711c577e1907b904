import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { stateRules, strimziLiveRules } from '../../src/rules/state/index.js';
import { cliJson, cliRun } from '../helpers/cli.js';
import { liveState, repo, runCase, tempTree } from './builders.js';

const fixture = (name: string) => join(process.cwd(), 'fixtures', name);
const liveIds = new Set([...strimziLiveRules, ...stateRules].map((r) => r.id));

const sides = (name: string) => [
  '--base',
  join(fixture(name), 'base'),
  '--head',
  join(fixture(name), 'head'),
];

describe('--cluster-state through the CLI', () => {
  it('fails the PR that stacks an upgrade on an unfinished one, and passes it on a healthy cluster', async () => {
    const blocked = await cliJson([
      ...sides('state-upgrade-blocked'),
      '--cluster-state',
      join(fixture('state-upgrade-blocked'), 'state.yaml'),
    ]);
    expect(blocked.code).toBe(1);
    const report = JSON.parse(blocked.report) as { findings: { rule: string; line: number; file: string }[] };
    expect(report.findings.map((f) => f.rule).sort()).toEqual([
      'strimzi/metadata-pending',
      'strimzi/previous-upgrade-incomplete',
      'strimzi/rebalance-pending',
    ]);
    expect(report.findings[0]).toMatchObject({ file: 'kafka.yaml', line: 11 });
    const healthy = await cliJson([
      ...sides('state-healthy'),
      '--cluster-state',
      join(fixture('state-healthy'), 'state.yaml'),
    ]);
    expect(healthy.code).toBe(0);
    // The same PR without state: the files alone see nothing wrong.
    expect((await cliJson(sides('state-upgrade-blocked'))).code).toBe(0);
  });

  it('uses the live storedVersions: stricter and more exact than the files', async () => {
    const still = await cliJson([
      ...sides('state-crd-still-stored'),
      '--cluster-state',
      join(fixture('state-crd-still-stored'), 'state.yaml'),
    ]);
    expect(still.report).toMatch(/version v1beta1 is in the live status.storedVersions \(v1beta1, v1\)/);
    const without = JSON.parse((await cliJson(sides('state-crd-still-stored'))).report) as {
      rules: { id: string; status: string }[];
      findings: { rule: string; severity: string; message: string }[];
    };
    // The files alone cannot tell: a warning that says to check the clusters (never a pass).
    const rule = without.rules.find((r) => r.id === 'crd/stored-version-removed')!;
    expect(rule.status).toBe('warn');
    expect(without.findings.find((f) => f.rule === 'crd/stored-version-removed')).toMatchObject({
      severity: 'warn',
      message: expect.stringMatching(/may still list it in status\.storedVersions.*or pass --cluster-state/),
    });
    const migrated = JSON.parse(
      (
        await cliJson([
          ...sides('state-crd-migrated'),
          '--cluster-state',
          join(fixture('state-crd-migrated'), 'state.yaml'),
        ])
      ).report,
    ) as {
      rules: { id: string; status: string }[];
      findings: { rule: string; severity: string; message: string }[];
    };
    expect(migrated.rules.find((r) => r.id === 'crd/stored-version-removed')!.status).toBe('pass');
    expect(migrated.findings.find((f) => f.rule === 'crd/stored-version-removed')).toMatchObject({
      severity: 'notice',
      message: expect.stringMatching(/live status.storedVersions \(v1\)/),
    });
  });

  it('takes the from-version from the pods and says so (strimzi#12678 with live evidence)', async () => {
    // The files say Kafka 3.9.0, which 0.46.0 knows; the brokers run 3.9.1, which it does not, and the
    // PR raises Kafka to 4.0.0: an upgrade from an unknown version, which 0.46.0 refuses. (Lowering
    // it instead would be a downgrade from an unknown version, which 0.46.0 allows: proposal 093.)
    const c = [
      '',
      repo('0.45.2', '3.9.0', '3.9-IV0'),
      repo('0.46.0', '4.0.0', '3.9-IV0'),
      liveState({
        operator: '0.45.2',
        lastSuccessful: '0.45.2',
        specKafka: '3.9.0',
        statusKafka: '3.9.1',
        specMetadata: '3.9-IV0',
        statusMetadata: '3.9-IV0',
        pods: ['3.9.1', '3.9.1', '3.9.1'],
      }),
    ] as const;
    const withState = await runCase([...c]);
    const f = withState.findings.find((x) => x.rule === 'strimzi/from-version-known')!;
    expect(f.message).toMatch(/runs Kafka 3\.9\.1/);
    expect(f.message).toMatch(
      /Evidence: running Kafka 3\.9\.1 is the highest strimzi\.io\/kafka-version on 3 Kafka pods/,
    );
    const without = await runCase([c[0], c[1], c[2], undefined]);
    expect(without.rules.find((r) => r.id === 'strimzi/from-version-known')!.status).toBe('pass');
    // Files at 3.9.0 while the pods run 3.9.1: the operator sees a downgrade from an unknown version.
    const lowered = await runCase([c[0], c[1], repo('0.46.0', '3.9.0', '3.9-IV0'), c[3]]);
    expect(lowered.rules.find((r) => r.id === 'strimzi/from-version-known')!.status).toBe('pass');
  });

  it('reads the legacy strimzi.io/reconciled annotation when the status field is absent', async () => {
    const state = (reconciled: string) =>
      liveState({ lastSuccessful: '', annotations: { 'strimzi.io/reconciled': reconciled } });
    const stale = await runCase([
      '',
      repo('0.49.0', '4.1.0'),
      repo('0.51.0', '4.1.0'),
      state('operator=0.48.0,kafka=4.1.0'),
    ]);
    expect(stale.rules.find((r) => r.id === 'strimzi/previous-upgrade-incomplete')!.status).toBe('fail');
    expect(stale.findings.find((f) => f.rule === 'strimzi/previous-upgrade-incomplete')!.message).toMatch(
      /legacy strimzi.io\/reconciled annotation records operator 0.48.0 but operator 0.49.0 is deployed/,
    );
    const done = await runCase([
      '',
      repo('0.49.0', '4.1.0'),
      repo('0.51.0', '4.1.0'),
      state('operator=0.49.0,kafka=4.1.0'),
    ]);
    expect(done.rules.find((r) => r.id === 'strimzi/previous-upgrade-incomplete')!.status).toBe('pass');
  });

  it.each(['text', 'json', 'markdown', 'sarif'])(
    'never prints Secret or ConfigMap values (%s)',
    async (format) => {
      const { out } = await cliRun([
        ...sides('state-upgrade-blocked'),
        '--cluster-state',
        join(fixture('state-upgrade-blocked'), 'state.yaml'),
        '--format',
        format,
      ]);
      expect(out.length).toBeGreaterThan(0);
      expect(out).not.toMatch(/c3VwZXI|super-secret|do-not-print-me|shop-db|DB_PASSWORD/);
    },
  );

  it('a missing or broken state file is a usage error (exit 2) with the file and line', async () => {
    const missing = await cliRun([...sides('state-healthy'), '--cluster-state', '/nonexistent/state.yaml']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cluster state file \/nonexistent\/state.yaml cannot be read \(ENOENT\)/);
    const dir = tempTree({
      'state.yaml': liveState().replace('      version: 4.1.0\n', '      version: {4.1.0\n'),
    });
    const broken = await cliRun([...sides('state-healthy'), '--cluster-state', join(dir, 'state.yaml')]);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/state\.yaml:\d+: YAML error/);
    expect(broken.err).toMatch(/kubectl get crd,kafka/);
  });
});

describe('state.maxAge in the config', () => {
  it('is validated by the config schema', async () => {
    const dir = tempTree({ 'config.yml': 'state:\n  maxAge: soon\n' });
    const r = await cliRun([...sides('state-healthy'), '--config', join(dir, 'config.yml')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/state\.maxAge|maxAge/);
  });
});

describe('without --cluster-state every rule behaves as before', () => {
  // Golden scenarios that do not use state (their expected.json differ from before only by the
  // state rules, skipped). Here: a state file with nothing relevant changes no other verdict either.
  const scenarios = readdirSync(join(process.cwd(), 'fixtures')).filter(
    (d) => !d.startsWith('state-') && existsSync(join(fixture(d), 'base')),
  );
  const irrelevant = tempTree({
    'state.yaml': `apiVersion: v1\nitems:\n- apiVersion: v1\n  kind: Pod\n  metadata:\n    creationTimestamp: "2025-12-31T00:00:00Z"\n    name: web\n    namespace: shop\n  spec: {}\nkind: List\nmetadata: {}\n`,
  });
  const strip = (report: string) => {
    const r = JSON.parse(report) as {
      rules: { id: string }[];
      findings: { rule: string }[];
      summary: Record<string, number>;
    };
    r.rules = r.rules.filter((x) => !liveIds.has(x.id));
    // The live rules' own findings (state/stale: this file's age is unknown) are not "other verdicts".
    r.findings = r.findings.filter((f) => !liveIds.has(f.rule));
    // So are the causes they state (the state rules' own, e.g. "cluster state is old"); the other
    // causes keep their order, renumbered as if those were never there.
    const c = r as { causes?: { id: string; rules: string[] }[]; findings: { cause?: string }[] };
    if (c.causes) {
      c.causes = c.causes.filter((x) => !x.rules.every((id) => liveIds.has(id)));
      const ids = new Map(c.causes.map((x, i) => [x.id, `c${i + 1}`]));
      for (const x of c.causes) x.id = ids.get(x.id)!;
      for (const f of c.findings) if (f.cause) f.cause = ids.get(f.cause) ?? f.cause;
    }
    delete (r as { result?: unknown }).result;
    delete (r as { summary?: unknown }).summary;
    return r;
  };

  it.each(scenarios)('%s', async (name) => {
    const args = [...sides(name), '--fail-on', 'never'];
    if (existsSync(join(fixture(name), 'config.yml')))
      args.push('--config', join(fixture(name), 'config.yml'));
    if (existsSync(join(fixture(name), 'args.json')))
      args.push(...(JSON.parse(readFileSync(join(fixture(name), 'args.json'), 'utf8')) as string[]));
    const without = JSON.parse((await cliJson(args)).report) as {
      rules: { id: string; status: string; reason?: string }[];
    };
    for (const r of without.rules.filter((x) => liveIds.has(x.id)))
      expect(r).toMatchObject({ status: 'skipped', reason: 'no --cluster-state given' });
    const withState = await cliJson([...args, '--cluster-state', join(irrelevant, 'state.yaml')]);
    expect(strip(withState.report)).toEqual(strip((await cliJson(args)).report));
  });
});
