import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseReleasesFile } from '../../src/strimzi/release-data.js';
import { STRIMZI_RELEASES } from '../../src/strimzi/releases-data.js';
import { cliJson } from '../helpers/cli.js';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';

/** `strimzi.releases` lets users judge an operator newer than the bundled data, read beside the config. */
function repo(withReleases: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'ug-rel-'));
  for (const side of ['base', 'head']) mkdirSync(join(dir, side));
  const op = (v: string) =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: strimzi-cluster-operator, namespace: kafka}\nspec:\n  template:\n    spec:\n      containers:\n        - name: op\n          image: quay.io/strimzi/operator:${v}\n`;
  const kafka = `apiVersion: kafka.strimzi.io/v1\nkind: Kafka\nmetadata: {name: c, namespace: kafka}\nspec:\n  kafka:\n    version: 4.3.1\n`;
  writeFileSync(join(dir, 'base', 'op.yaml'), op('1.2.0'));
  writeFileSync(join(dir, 'head', 'op.yaml'), op('1.3.0'));
  writeFileSync(join(dir, 'base', 'kafka.yaml'), kafka);
  writeFileSync(join(dir, 'head', 'kafka.yaml'), kafka.replace('4.3.1', '4.4.0'));
  writeFileSync(join(dir, 'gate.yml'), withReleases ? 'strimzi:\n  releases: releases.json\n' : '{}\n');
  const release = {
    version: '1.3.0',
    defaultKafka: '4.4.0',
    supported: [
      { version: '4.3.1', metadata: '4.3' },
      { version: '4.4.0', metadata: '4.4' },
    ],
    known: ['4.3.1', '4.4.0'],
    apiVersions: { Kafka: { served: ['v1'], storage: 'v1' } },
  };
  writeFileSync(join(dir, 'releases.json'), JSON.stringify([release]));
  return [
    '--base',
    join(dir, 'base'),
    '--head',
    join(dir, 'head'),
    '--config',
    join(dir, 'gate.yml'),
    '--fail-on',
    'never',
  ];
}

const statuses = (report: string) =>
  Object.fromEntries(
    (JSON.parse(report) as { rules: { id: string; status: string }[] }).rules.map((r) => [r.id, r.status]),
  );

describe('strimzi.releases', () => {
  it('without it, the newer operator and Kafka are reported as unknown', async () => {
    const s = statuses((await cliJson(repo(false))).report);
    expect(s['strimzi/unknown-release']).toBe('warn');
  });

  it('with it, they are judged', async () => {
    const s = statuses((await cliJson(repo(true))).report);
    expect(s['strimzi/unknown-release']).toBe('pass');
    expect(s['strimzi/kafka-version-supported']).toBe('pass');
  });

  it('a file that is not release data is exit 2 naming it', async () => {
    const args = repo(true);
    writeFileSync(join(args[5]!, '..', 'releases.json'), '{"not": "a list"}');
    const { code, report } = await cliJson(args);
    expect(code).toBe(2);
    expect(report).toContain('strimzi.releases: releases.json');
  });
});

describe('strimzi.releases entries and the operator facts', () => {
  const entry = (extra: Record<string, unknown> = {}) =>
    JSON.stringify([
      {
        version: '1.3.0',
        defaultKafka: '4.4.0',
        supported: [{ version: '4.4.0', metadata: '4.4' }],
        known: ['4.4.0'],
        apiVersions: {},
        ...extra,
      },
    ]);
  const gated = (gates: string) => ({
    'op.yaml': `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: strimzi-cluster-operator, namespace: kafka}\nspec:\n  template:\n    spec:\n      containers:\n        - name: op\n          image: quay.io/strimzi/operator:1.3.0\n          env:\n            - name: STRIMZI_FEATURE_GATES\n              value: "${gates}"\n`,
  });

  it('inherit the newest bundled release’s facts when they leave them out', () => {
    const [r] = parseReleasesFile(entry());
    const newest = STRIMZI_RELEASES[STRIMZI_RELEASES.length - 1]!;
    expect(r).toMatchObject({
      featureGates: newest.featureGates,
      downgradeFromUnknownKafka: newest.downgradeFromUnknownKafka,
      kafkaUserOperation: newest.kafkaUserOperation,
      operatorReads: newest.operatorReads,
    });
  });

  it('may carry them: a gate the entry does not list stops that operator', () => {
    const releases = parseReleasesFile(entry({ featureGates: { UseBackgroundPodDeletion: 'enabled' } }));
    const r = gateOnFiles({}, gated('+UseConnectBuildWithBuildah'), {}, { strimziReleases: releases });
    const f = findingsOf(r, 'strimzi/feature-gates');
    expect(f).toMatchObject([{ severity: 'fail', file: 'op.yaml', line: 12 }]);
    expect(f[0]!.message).toContain(
      'Strimzi 1.3.0 does not know the feature gate UseConnectBuildWithBuildah',
    );
  });
});
