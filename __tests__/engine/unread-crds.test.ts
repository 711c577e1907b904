import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOptions } from '../../src/options.js';
import type { GateResult } from '../../src/result/model.js';
import { runGate } from '../../src/run.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';
import { twoCommitRepo, writeTree } from '../helpers/git.js';

// Unchanged CRDs in a real git repository (and the same trees as directories): which ones a change
// needs is decided on their text (src/index/unread-crds.ts); every finding but the unread CRDs' own
// already-present problems must be the one a full read gives.
const v1 = (props: Record<string, string>) => schemaVersion('v1', true, props);
const cr = (kind: string, name: string, size: string) =>
  `apiVersion: example.com/v1\nkind: ${kind}\nmetadata:\n  name: ${name}\n  namespace: apps\nspec:\n  size: ${size}\n`;
const deployment = (image: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\n  namespace: apps\nspec:\n  template:\n    spec:\n      containers:\n        - name: main\n          image: ${image}\n`;

const unchanged: Record<string, string> = {
  // Its custom resource changes: read, the resource is validated against it.
  'crds/widget.yaml': crdOf('widgets', 'example.com', 'Widget', v1({ size: 'integer' })),
  // The head adds a resource of it: read, the new resource is validated.
  'crds/gadget.yaml': crdOf('gadgets', 'example.com', 'Gadget', v1({ size: 'integer' })),
  // The head adds another CRD claiming its kind: read, the new CRD fails crd/invalid.
  'crds/cog.yaml': crdOf('cogs', 'example.com', 'Cog', v1({ size: 'integer' })),
  // Nothing needs it (Widget2 is not Widget25's word): not read, and its own already-present
  // problem (two storage versions) goes unreported, as the notice says.
  'crds/widget25.yaml': crdOf(
    'widget25s',
    'example.com',
    'Widget25',
    v1({ size: 'integer' }) + schemaVersion('v2', true, { size: 'integer' }),
  ),
  // Strimzi's CRDs are read wherever they are (its pack reads them).
  'crds/kafka.yaml': crdOf('kafkas', 'kafka.strimzi.io', 'Kafka', v1({ replicas: 'integer' })),
  'crs/w1.yaml': cr('Widget', 'w1', '3'),
  'crs/w2.yaml': cr('Widget25', 'w2', '3'),
};
const baseFiles = { ...unchanged, 'apps/api.yaml': deployment('api:1.0') };
const headFiles = {
  ...unchanged,
  'apps/api.yaml': deployment('api:1.1'),
  'crs/w1.yaml': cr('Widget', 'w1', 'big'),
  'crs/g-new.yaml': cr('Gadget', 'g1', 'big'),
  'crds/cog2.yaml': crdOf('cogz', 'example.com', 'Cog', v1({ size: 'string' })),
};
const repo = twoCommitRepo(baseFiles, headFiles);
const dirs = mkdtempSync(join(tmpdir(), 'ug-unread-crds-'));
writeTree(join(dirs, 'base'), baseFiles);
writeTree(join(dirs, 'head'), headFiles);
// Only the Deployment changes: no CRD is needed at all.
const quiet = twoCommitRepo(baseFiles, { ...unchanged, 'apps/api.yaml': deployment('api:1.1') });

async function gate(
  unreadMin: string | undefined,
  sides: { repo?: string; base: { rev: string } | { dir: string }; head: { rev: string } | { dir: string } },
): Promise<GateResult> {
  const before = process.env.UPGRADE_GATE_UNREAD_MIN;
  if (unreadMin === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
  else process.env.UPGRADE_GATE_UNREAD_MIN = unreadMin;
  try {
    return await runGate(defaultOptions({ ...sides, today: '2026-01-01' }));
  } finally {
    if (before === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
    else process.env.UPGRADE_GATE_UNREAD_MIN = before;
  }
}

const fromGit = { repo: repo.repo, base: { rev: repo.base }, head: { rev: repo.head } };
const fromDirs = { base: { dir: join(dirs, 'base') }, head: { dir: join(dirs, 'head') } };
const lines = (r: GateResult) =>
  r.findings.map((f) => `${f.rule} ${f.severity} ${f.file ?? '-'}:${f.line ?? '-'} ${f.path ?? ''}`.trim());
const notice = (r: GateResult) => r.findings.find((f) => f.rule === 'input/parse-error')?.message ?? '';

describe('unchanged CRDs the change does not need', () => {
  it('are read when a changed or added resource is of them, or a new CRD claims their kind', async () => {
    const r = await gate('0', fromGit);
    expect(lines(r)).toEqual(
      expect.arrayContaining([
        'crd/custom-resource-invalid fail crs/w1.yaml:7 v1 spec.size',
        'crd/custom-resource-invalid fail crs/g-new.yaml:7 v1 spec.size',
        // kind example.com/Cog is also claimed by cogs.example.com (crds/cog.yaml)
        'crd/invalid fail crds/cog2.yaml:7',
      ]),
    );
    expect(r.result).toBe('fail');
  });

  it('are left unparsed otherwise, counted in the notice with what goes unreported', async () => {
    const r = await gate('0', fromGit);
    // widget25.yaml, crs/w2.yaml (a resource of an unchanged CRD): the others are needed.
    expect(notice(r)).toBe(
      '2 unchanged files were not parsed: each has the same text on both sides, and its objects (CustomResourceDefinition, Widget25) are none a check reads, a changed CRD validates or a changed file could duplicate; CustomResourceDefinitions among them: 1, none a changed object could be of or a changed CRD could claim the kind or name of. A problem already present in one of them (a syntax error, a duplicate object; for those CRDs, what crd/invalid and crd/storage-version-count would say of them) is not reported by this run.',
    );
  });

  it('change nothing but their own already-present problems, against a full read', async () => {
    const full = await gate(undefined, fromGit); // fewer than 1,000 unchanged files: all read
    const some = await gate('0', fromGit);
    // Two storage versions, said by both rules: the only findings lost.
    const lost = [
      'crd/invalid warn crds/widget25.yaml:9',
      'crd/storage-version-count warn crds/widget25.yaml:9',
    ];
    expect(lines(full)).toEqual(expect.arrayContaining(lost));
    const withoutNotice = lines(some).filter((l) => !l.startsWith('input/parse-error notice'));
    expect(withoutNotice).toEqual(lines(full).filter((l) => !lost.includes(l)));
    expect(some.result).toBe(full.result);
  });

  it('are the same from directories as from git', async () => {
    expect(lines(await gate('0', fromDirs))).toEqual(lines(await gate('0', fromGit)));
  });

  it('keep every rule status when no CRD is read at all (never "no CustomResourceDefinition")', async () => {
    const sides = { repo: quiet.repo, base: { rev: quiet.base }, head: { rev: quiet.head } };
    const full = await gate(undefined, sides);
    const some = await gate('0', sides);
    // Only Strimzi's CRD is read; the three example.com CRDs and the resources are not.
    expect(notice(some)).toMatch(
      /^6 unchanged files were not parsed: .* CustomResourceDefinitions among them: 4,/,
    );
    const statuses = (r: GateResult) => r.rules.map((x) => `${x.id} ${x.status}`);
    // The two rules whose only findings were widget25.yaml's own pass either way: already present,
    // they never raise a status (result/introduced.ts); the full run still has them, as present.
    const own = ['crd/invalid', 'crd/storage-version-count'];
    expect(statuses(some)).toEqual(statuses(full));
    expect(statuses(full)).toEqual(expect.arrayContaining(own.map((id) => `${id} pass`)));
    expect(full.rules.filter((x) => own.includes(x.id)).map((x) => x.present)).toEqual([1, 1]);
    expect(statuses(some)).toContain('crd/custom-resource-invalid pass');
  });
});
