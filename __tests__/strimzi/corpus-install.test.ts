import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { evaluateSnapshots } from '../../src/evaluation.js';
import { readDirectorySnapshot } from '../../src/sources/directory.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/sources/snapshot.js';
import { configOf, findingsOf, gateOnFiles } from '../helpers/gate.js';

/**
 * Each Strimzi release's own install files (operator Deployment and every CRD) agree with the
 * bundled release data: the served and storage versions of every kind, and the Deployment's
 * STRIMZI_FEATURE_GATES. Skips without ../shared.
 */
const corpus = resolve(process.cwd(), '..', 'shared', 'corpus', 'strimzi');
const releases = existsSync(corpus) ? readdirSync(corpus).filter((d) => /^\d+\.\d+\.\d+$/.test(d)) : [];

(releases.length ? describe : describe.skip)('Strimzi install files against the bundled data', () => {
  it.each(releases.map((r) => [r]))('%s', async (release) => {
    const snapshot = await readDirectorySnapshot(`${corpus}/${release}/install/cluster-operator`, {
      paths: [],
      exclude: [],
      maxFileSize: DEFAULT_MAX_FILE_SIZE,
    });
    const r = evaluateSnapshots(snapshot, snapshot, configOf(), {
      acks: [],
      labels: [],
      today: '2026-01-01',
    });
    const status = (id: string) => r.rules.find((x) => x.id === id)?.status;
    expect(r.findings.filter((f) => f.rule.startsWith('strimzi/'))).toEqual([]);
    expect(status('strimzi/crds-match-operator')).toBe('pass');
    expect(status('strimzi/feature-gates')).toBe('pass');
    expect(status('strimzi/operator-version-unknown')).toBe('pass');
  });

  it('a KafkaTopic CRD from 0.49.0 (serving v1) beside the 0.46.0 operator is another release', () => {
    if (!releases.includes('0.46.0') || !releases.includes('0.49.0')) return;
    const read = (v: string, f: string) =>
      readFileSync(`${corpus}/${v}/install/cluster-operator/${f}`, 'utf8');
    const r = gateOnFiles(
      {},
      {
        'op.yaml': read('0.46.0', '060-Deployment-strimzi-cluster-operator.yaml'),
        'topic-crd.yaml': read('0.49.0', '043-Crd-kafkatopic.yaml'),
      },
    );
    expect(findingsOf(r, 'strimzi/crds-match-operator')).toMatchObject([
      { file: 'topic-crd.yaml', line: 1, object: 'CustomResourceDefinition/kafkatopics.kafka.strimzi.io' },
    ]);
  });
});

if (!releases.length)
  it('Strimzi corpus absent: install cross-check skipped', () => expect(releases).toEqual([]));
