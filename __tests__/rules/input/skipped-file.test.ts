import { skippedFile } from '../../../src/rules/input/skipped-file.js';
import { evaluateSnapshots } from '../../../src/run.js';
import type { SkippedFile, Snapshot } from '../../../src/sources/snapshot.js';
import { configOf, findingsOf, snapshotOf, statusOf } from '../../helpers/gate.js';

const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n';
const side = (files: Record<string, string>, skipped: SkippedFile[] = []): Snapshot => ({
  ...snapshotOf('side', files),
  skipped,
});
const chart = 'apiVersion: v2\nname: x\nversion: 1.0.0\n';
const templated = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: {{ .Values.name }}}\n';

type Row = [string, Snapshot, Snapshot, 'pass' | 'warn' | 'fail', string | undefined];
const CASES: Row[] = [
  ['a plain YAML manifest', side({ 'a.yaml': cm }), side({ 'a.yaml': cm }), 'pass', undefined],
  [
    'a manifest with a NUL byte in its first 8000 bytes',
    side({}),
    side({}, [{ path: 'deploy/a.yaml', reason: 'binary' }]),
    'fail',
    'deploy/a.yaml',
  ],
  [
    'a Git LFS pointer named `deploy/kafka.yaml`',
    side({}),
    side({}, [{ path: 'deploy/kafka.yaml', reason: 'lfs-pointer' }]),
    'fail',
    'deploy/kafka.yaml',
  ],
  [
    'a manifest under `node_modules/`',
    side({}),
    side({}, [{ path: 'node_modules/x/crd.yaml', reason: 'default-exclude' }]),
    'fail',
    'node_modules/x/crd.yaml',
  ],
  [
    'a `Chart.yaml` added beside templated YAML',
    side({ 'deploy/templates/a.yaml': templated }),
    side({ 'deploy/Chart.yaml': chart, 'deploy/templates/a.yaml': templated }),
    'warn',
    'deploy/Chart.yaml',
  ],
  [
    'the same skip already on the base side',
    side({}, [{ path: 'deploy/a.yaml', reason: 'binary' }]),
    side({}, [{ path: 'deploy/a.yaml', reason: 'binary' }]),
    'warn',
    'deploy/a.yaml',
  ],
];

describe('input/skipped-file', () => {
  it('every docs case has a test case and the other way round', () => {
    expect(CASES.map((c) => [c[0], c[3]])).toEqual(skippedFile.docs!.cases);
  });
  it.each(CASES)('%s', (_label, base, head, verdict, file) => {
    const r = evaluateSnapshots(base, head, configOf(), { acks: [], labels: [], today: '2026-01-01' });
    expect(statusOf(r, 'input/skipped-file')).toBe(verdict);
    const found = findingsOf(r, 'input/skipped-file');
    expect(found.map((f) => [f.file, f.line])).toEqual(file ? [[file, 1]] : []);
  });

  it('plain YAML under a chart’s templates/ (no {{) is read, not skipped', () => {
    const head = side({
      'deploy/Chart.yaml': chart,
      'deploy/templates/a.yaml': cm,
      'deploy/templates/b.yaml': cm,
    });
    const r = evaluateSnapshots(side({}), head, configOf(), { acks: [], labels: [], today: '2026-01-01' });
    expect(findingsOf(r, 'input/duplicate-object').map((f) => f.file)).toEqual(['deploy/templates/b.yaml']);
  });
});
