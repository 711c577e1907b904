import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSnapshot } from '../../src/sources/open.js';
import { DEFAULT_MAX_FILE_SIZE } from '../../src/sources/snapshot.js';
import { planRenders, prerender } from '../../src/units/prerender.js';
import { type RenderOutcome } from '../../src/units/render.js';
import { cliJson } from '../helpers/cli.js';
import { twoCommitRepo, writeTree } from '../helpers/git.js';
import { kustomizeBin, withKustomizeIn, renderedObjects } from '../helpers/kustomize.js';

/**
 * Every file a unit names reaches kustomize as written, whatever its extension: generator inputs
 * (`files`, `envs`, `env`), the files and folders of `transformers` and `generators`; and the
 * kustomization itself is never re-serialised (`disableNameSuffixHash: on` is YAML 1.1's true to
 * kustomize). Compared with `kubectl kustomize` run directly on a checkout of the same tree.
 */
const withKustomize = withKustomizeIn('units/render-inputs');

const unit: Record<string, string> = {
  'app/kustomization.yaml': `resources:
  - deploy.yaml
generatorOptions: {disableNameSuffixHash: on}
configMapGenerator:
  - name: scripts
    files:
      - run.sh
      - nginx.conf
      - board=dashboards/board.json
  - name: settings
    envs: [app.env]
secretGenerator:
  - name: secret
    env: secret.env
transformers:
  - labels.yaml
  - prefix
generators:
  - more
`,
  'app/deploy.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports: [{port: 80}]\n',
  'app/run.sh': '#!/bin/sh\necho "hello"\n',
  'app/nginx.conf': 'server { listen 80; }\n',
  'app/dashboards/board.json': '{"title": "board", "panels": []}\n',
  'app/app.env': 'MODE=on\nLEVEL=3\n',
  'app/secret.env': 'TOKEN=abc\n',
  'app/labels.yaml':
    'apiVersion: builtin\nkind: LabelTransformer\nmetadata:\n  name: team\nlabels:\n  team: a\nfieldSpecs:\n  - path: metadata/labels\n    create: true\n',
  'app/prefix/kustomization.yaml': 'resources: [prefix.yaml]\n',
  'app/prefix/prefix.yaml':
    'apiVersion: builtin\nkind: PrefixSuffixTransformer\nmetadata:\n  name: p\nprefix: p-\nfieldSpecs:\n  - path: metadata/name\n',
  'app/more/kustomization.yaml': 'resources: [gen.yaml]\n',
  'app/more/gen.yaml':
    'apiVersion: builtin\nkind: ConfigMapGenerator\nmetadata:\n  name: more\nliterals:\n  - k=v\n',
  // A unit with name hashes on: the wrapper the gate renders through must not change them.
  'hashed/kustomization.yaml':
    'configMapGenerator:\n  - name: h\n    files: [a.txt]\nresources: [svc.yaml]\n',
  'hashed/a.txt': 'plain text\n',
  'hashed/svc.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: s\n',
};

const objects = renderedObjects;

withKustomize('files a unit names reach kustomize as written', () => {
  it('renders as kubectl kustomize renders the checkout: generator files of any extension, plugin files and folders, `on`', async () => {
    const d = twoCommitRepo(unit, unit);
    const opts = { paths: [], exclude: [], maxFileSize: DEFAULT_MAX_FILE_SIZE };
    const snap = await openSnapshot({ rev: d.head }, d.repo, opts);
    const plan = planRenders([snap], []);
    const done: Map<string, RenderOutcome> = await prerender(kustomizeBin!, plan.tasks.values());
    expect(plan.tasks.size).toBe(2);
    for (const t of plan.tasks.values()) {
      const out = done.get(t.key)!;
      expect(out).not.toHaveProperty('error');
      const direct = spawnSync(kustomizeBin!.path, [...kustomizeBin!.args, join(d.repo, t.root)], {
        encoding: 'utf8',
      });
      expect(direct.status).toBe(0);
      expect(objects((out as { yaml: string }).yaml)).toEqual(objects(direct.stdout));
    }
    const app = [...plan.tasks.values()].find((t) => t.root === 'app')!;
    const rendered = objects((done.get(app.key) as { yaml: string }).yaml).join('\n');
    // The generated names carry no hash (`on` is true) but the plugin generator's, prefix and labels applied, scripts as written.
    expect(rendered).toContain('"name":"p-scripts"');
    expect(rendered).toContain('echo \\"hello\\"');
    expect(rendered).toContain('"MODE":"on"');
    expect(rendered).toMatch(/"name":"p-more-[a-z0-9]+"/);
    expect(rendered).toContain('"team":"a"');
  });

  it('a changed non-YAML input changes the unit: it is rendered again, and a missing one fails at the kustomization', async () => {
    const broken = {
      ...unit,
      'app/kustomization.yaml': unit['app/kustomization.yaml']!.replace('run.sh', 'gone.sh'),
    };
    const d = twoCommitRepo(unit, broken);
    const { report } = await cliJson(['--repo', d.repo, '--base', d.base, '--head', d.head]);
    const r = JSON.parse(report) as { result: string; findings: Record<string, unknown>[] };
    // The unit the change leaves alone is read without kustomize: one notice without a file.
    const notes = r.findings.filter((f) => f.rule === 'input/not-rendered' && f.file);
    expect(notes).toEqual([
      expect.objectContaining({ severity: 'fail', file: 'app/kustomization.yaml', line: 1, unjudged: true }),
    ]);
    expect(notes[0]!.message).toContain('app/gone.sh');
    expect(notes[0]!.message).not.toContain('/tmp/');
    expect(r.result).toBe('fail');
    // The same tree with the script changed renders on both sides: nothing unrendered.
    const edited = twoCommitRepo(unit, { ...unit, 'app/run.sh': '#!/bin/sh\necho "changed"\n' });
    const ok = JSON.parse(
      (await cliJson(['--repo', edited.repo, '--base', edited.base, '--head', edited.head])).report,
    ) as { findings: { rule: string; file?: string }[] };
    expect(ok.findings.filter((f) => f.rule === 'input/not-rendered' && f.file)).toEqual([]);
  });

  it('a directory side hands kustomize its non-YAML files too', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ug-inputs-'));
    writeTree(join(root, 'base'), unit);
    writeTree(join(root, 'head'), { ...unit, 'app/nginx.conf': 'server { listen 81; }\n' });
    const { report } = await cliJson(['--base', join(root, 'base'), '--head', join(root, 'head')]);
    const r = JSON.parse(report) as { findings: { rule: string; file?: string }[] };
    expect(r.findings.filter((f) => f.rule === 'input/not-rendered' && f.file)).toEqual([]);
  });
});
