import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { celProblems } from '../../src/crd/validate/cel.js';
import { evaluateSnapshots } from '../../src/evaluation.js';
import { readDirectorySnapshot } from '../../src/sources/directory.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/sources/snapshot.js';
import { configOf } from '../helpers/gate.js';

/** Strimzi's released install files, one release against the next (skips without ../shared). */
const corpus = resolve(process.cwd(), '..', 'shared', 'corpus', 'strimzi');
const present = existsSync(corpus);

async function gate(from: string, to: string) {
  const opts = { paths: [], exclude: [], maxFileSize: DEFAULT_MAX_FILE_SIZE };
  const [b, h] = await Promise.all([
    readDirectorySnapshot(`${corpus}/${from}/install`, opts),
    readDirectorySnapshot(`${corpus}/${to}/install`, opts),
  ]);
  const r = evaluateSnapshots(
    b,
    h,
    configOf(),
    { acks: [], labels: [], today: '2026-01-01' },
    { cel: celProblems },
  );
  const count = (rule: string, severity = 'fail') =>
    r.findings.filter((f) => f.rule === rule && f.severity === severity).length;
  return { r, count };
}

(present ? describe : describe.skip)('Strimzi releases', () => {
  it('0.51.0 → 1.0.0 fails on every removed v1beta2 storage version (strimzi#12751)', async () => {
    const { r, count } = await gate('0.51.0', '1.0.0');
    expect(r.result).toBe('fail');
    expect(count('crd/stored-version-removed')).toBe(10);
    const kafka = r.findings.find(
      (f) =>
        f.rule === 'crd/stored-version-removed' &&
        f.object === 'CustomResourceDefinition/kafkas.kafka.strimzi.io',
    )!;
    expect(kafka.path).toBe('v1beta2');
    expect(kafka.message).toMatch(/storedVersions/);
  });

  it('0.45.0 → 0.46.0 warns on the KafkaMirrorMaker CRD the release retires (no KafkaMirrorMaker here), and fails nowhere', async () => {
    const { r, count } = await gate('0.45.0', '0.46.0');
    expect(count('crd/removed')).toBe(0);
    const removed = r.findings.filter((f) => f.rule === 'crd/removed' && f.severity === 'warn');
    expect(removed.map((f) => f.object)).toEqual([
      'CustomResourceDefinition/kafkamirrormakers.kafka.strimzi.io',
    ]);
    expect(removed[0]!.message).toContain('CHANGELOG.md@0.46.0:32');
    expect(r.findings.filter((f) => f.severity === 'fail')).toEqual([]);
  });

  it('0.49.0 → 0.51.0 passes with warnings: incompatible served versions were already there', async () => {
    const { r, count } = await gate('0.49.0', '0.51.0');
    expect(r.result).toBe('warn');
    expect(count('crd/served-versions-incompatible', 'warn')).toBeGreaterThan(0);
  });
});

if (!present)
  it('Strimzi corpus skipped: ../shared/corpus/strimzi is absent', () => expect(present).toBe(false));

/**
 * Every release's install + examples from nothing: the findings are Strimzi's own example defects
 * (reviewed one by one; listed in docs/corpus.md), not false alarms.
 */
const KNOWN_EXAMPLE_DEFECTS: Record<string, number> = {
  '0.38.0': 1,
  '0.45.0': 0,
  '0.46.0': 0,
  '0.49.0': 13,
  '0.51.0': 10,
  '1.0.0': 10,
  '1.2.0': 8,
};

(present ? describe : describe.skip)('Strimzi examples against the CRDs of their release', () => {
  it.each(Object.entries(KNOWN_EXAMPLE_DEFECTS))('%s: %i known defects', async (release, n) => {
    const opts = { paths: [], exclude: [], maxFileSize: DEFAULT_MAX_FILE_SIZE };
    const head = await readDirectorySnapshot(`${corpus}/${release}`, opts);
    const r = evaluateSnapshots(
      { label: 'empty', kind: 'dir', files: [], skipped: [] },
      head,
      configOf(),
      { acks: [], labels: [], today: '2026-01-01' },
      { cel: celProblems },
    );
    const found = r.findings.filter(
      (f) => f.rule === 'crd/custom-resource-invalid' && f.severity !== 'notice',
    );
    expect(found).toHaveLength(n);
    for (const f of found) expect(f.file).toMatch(/^examples\//);
  });
});
