import { defaultOptions } from '../../src/options.js';
import type { GateResult } from '../../src/result/model.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { runGate } from '../../src/run.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { twoCommitRepo, writeTree } from '../helpers/git.js';

// A monorepo in a real git repository: a CRD changes (its `size` becomes a string) and a Service is
// added under a name an unchanged file already uses. Every other file is the same on both sides.
const widgetCrd = (size: string) =>
  crdOf('widgets', 'example.com', 'Widget', schemaVersion('v1', true, { size }));
const gadgetCrd = crdOf('gadgets', 'example.com', 'Gadget', schemaVersion('v1', true, { size: 'integer' }));
const cr = (kind: string, name: string) =>
  `apiVersion: example.com/v1\nkind: ${kind}\nmetadata:\n  name: ${name}\n  namespace: apps\nspec:\n  size: 3\n`;
const service = (name: string) =>
  `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\n  namespace: apps\nspec:\n  ports:\n    - port: 80\n`;
const deployment = (name: string, image: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n  namespace: apps\nspec:\n  template:\n    spec:\n      containers:\n        - name: main\n          image: ${image}\n`;
const configMap = (name: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "1"\n`;

const unchanged: Record<string, string> = {
  // A CRD no changed object is of and no changed CRD claims the kind of: not read (unread-crds.test.ts).
  'crds/gadget.yaml': gadgetCrd,
  // A custom resource of the CRD that changes: validated again, so read.
  'crs/widget.yaml': cr('Widget', 'w1'),
  // One of a CRD that does not change: nothing reads it.
  'crs/gadget.yaml': cr('Gadget', 'g1'),
  // The Service the head adds a duplicate of: read (its kind is in a changed file).
  'apps/web.yaml': service('web'),
  // A Service under another name: no changed file could duplicate it, so not read.
  'apps/other.yaml': service('other'),
  'config/settings.yaml': configMap('settings'),
  // A Deployment that may run the Strimzi operator is read; another is not.
  'strimzi/operator.yaml': deployment('strimzi-cluster-operator', 'quay.io/strimzi/operator:0.45.0'),
  'apps/api.yaml': deployment('api', 'registry.example.com/api:1.0.0'),
  // Broken below the lines the scan reads: left unparsed, its problem goes unreported (said so).
  'config/broken.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: broken\ndata:\n  a: [1,\n',
  // Kinds the packs read wherever they are: read.
  'kafka/kafka.yaml': 'apiVersion: kafka.strimzi.io/v1beta2\nkind: Kafka\nmetadata:\n  name: k\nspec: {}\n',
  'flux/release.yaml':
    'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: r\n  namespace: apps\nspec: {}\n',
  // A quoted scalar running to column 0 over a line that looks like a kind: the scan gives up, so read
  // (go-yaml, and so the gate, reads it as 'x kind: Secret').
  'config/tricky.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: tricky\ndata:\n  a: "x\nkind: Secret"\n',
};

const baseFiles = { ...unchanged, 'crds/widget.yaml': widgetCrd('integer') };
const headFiles = {
  ...unchanged,
  'crds/widget.yaml': widgetCrd('string'),
  'apps/web-copy.yaml': service('web'),
};
const repo = twoCommitRepo(baseFiles, headFiles);
const dirs = mkdtempSync(join(tmpdir(), 'ug-unread-'));
writeTree(join(dirs, 'base'), baseFiles);
writeTree(join(dirs, 'head'), headFiles);

async function gate(unreadMin?: string, from: 'git' | 'dirs' = 'git'): Promise<GateResult> {
  const before = process.env.UPGRADE_GATE_UNREAD_MIN;
  if (unreadMin === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
  else process.env.UPGRADE_GATE_UNREAD_MIN = unreadMin;
  try {
    const sides =
      from === 'git'
        ? { repo: repo.repo, base: { rev: repo.base }, head: { rev: repo.head } }
        : { base: { dir: join(dirs, 'base') }, head: { dir: join(dirs, 'head') } };
    return await runGate(defaultOptions({ ...sides, today: '2026-01-01' }));
  } finally {
    if (before === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
    else process.env.UPGRADE_GATE_UNREAD_MIN = before;
  }
}

const lines = (r: GateResult) =>
  r.findings.map((f) => `${f.rule} ${f.severity} ${f.file ?? '-'}:${f.line ?? '-'}`);

describe('unchanged files nothing needs', () => {
  it('are left unparsed, and the report says how many and of which kinds', async () => {
    const r = await gate('0');
    const notice = r.findings.filter((f) => f.rule === 'input/parse-error');
    expect(notice.map((f) => `${f.severity} ${f.file ?? '-'} ${f.message}`)).toEqual([
      // tricky.yaml is read (the scan gave up on it) and, as go-yaml reads it, is no error: kustomize
      // reads `a: "x\nkind: Secret"` continued at column 0 as 'x kind: Secret' (manifests/go-indent.ts).
      // broken.yaml, settings.yaml, crs/gadget.yaml, apps/other.yaml, apps/api.yaml and crds/gadget.yaml
      'notice - 6 unchanged files were not parsed: each has the same text on both sides, and its objects (ConfigMap, CustomResourceDefinition, Deployment, Gadget, Service) are none a check reads, a changed CRD validates or a changed file could duplicate; CustomResourceDefinitions among them: 1, none a changed object could be of or a changed CRD could claim the kind or name of. A problem already present in one of them (a syntax error, a duplicate object; for those CRDs, what crd/invalid and crd/storage-version-count would say of them) is not reported by this run.',
    ]);
  });

  it('are named in the text report and the job summary (the PR comment leaves notices to it)', async () => {
    const r = await gate('0');
    expect(renderText(r, { color: false })).toContain('6 unchanged files were not parsed');
    expect(renderMarkdown(r)).toContain('6 unchanged files were not parsed');
  });

  it('are read when the change needs them: a custom resource of a changed CRD, a duplicate', async () => {
    const r = await gate('0');
    expect(lines(r)).toEqual(
      expect.arrayContaining([
        'crd/custom-resource-invalid fail crs/widget.yaml:7',
        'input/duplicate-object warn apps/web.yaml:1',
      ]),
    );
  });

  it('change nothing else the report says, against a run that reads every file', async () => {
    // Also the Strimzi and Flux objects (read wherever they are): their findings are the same.
    const all = await gate(); // fewer than 1,000 unchanged files: every file is read
    const some = await gate('0');
    expect(
      all.findings
        .filter((f) => f.rule === 'input/parse-error')
        .map((f) => `${f.severity} ${f.file}:${f.line}`),
    ).toEqual(['warn config/broken.yaml:7']);
    const rest = (r: GateResult) => r.findings.filter((f) => f.rule !== 'input/parse-error');
    expect(rest(some)).toEqual(rest(all));
    expect(some.result).toBe(all.result);
  });

  it('are the same files from directories as from git', async () => {
    const fromDirs = await gate('0', 'dirs');
    expect(lines(fromDirs)).toEqual(lines(await gate('0')));
    expect(fromDirs.findings.at(-1)?.message).toMatch(/^6 unchanged files were not parsed/);
  });
});
