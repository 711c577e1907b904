import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson } from '../helpers/cli.js';
import { writeTree } from '../helpers/git.js';
import { judged } from './judge.js';
import { configMap } from './manifests.js';
import { withKustomizeIn } from '../helpers/kustomize.js';

const cm = configMap('a');

/**
 * Never execute (rendering): a kustomization in the pull request that asks kustomize to run an exec
 * KRM function, a container or Helm renders without any of them, and the render error is reported.
 */
const withKustomize = withKustomizeIn('hostile/render');

withKustomize('kustomize runs nothing from the pull request', () => {
  it('an exec function, a container function and a Helm chart never run; the unit is reported', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ug-hostile-render-'));
    const marker = join(root, 'ran');
    const script = join(root, 'evil.sh');
    writeFileSync(script, `#!/bin/sh\necho pwned > '${marker}'\ncat\n`);
    chmodSync(script, 0o755);
    const fn = (spec: string) =>
      `apiVersion: example.com/v1\nkind: Evil\nmetadata:\n  name: evil\n  annotations:\n    config.kubernetes.io/function: |\n${spec}`;
    const unit = {
      'app/cm.yaml': cm,
      'app/exec.yaml': fn(`      exec:\n        path: ${script}\n`),
      'app/container.yaml': fn('      container:\n        image: example.com/evil:1\n'),
    };
    writeTree(join(root, 'base'), {
      'app/kustomization.yaml': 'resources: [cm.yaml]\n',
      'app/cm.yaml': cm,
    });
    writeTree(join(root, 'head'), {
      ...unit,
      'app/kustomization.yaml':
        'resources: [cm.yaml]\ntransformers: [exec.yaml]\ngenerators: [container.yaml]\nhelmCharts:\n  - name: evil\n    repo: https://example.com/charts\n',
    });
    const { code, report } = await cliJson([
      '--base',
      join(root, 'base'),
      '--head',
      join(root, 'head'),
      '--fail-on',
      'never',
    ]);
    expect(code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const findings = (JSON.parse(report) as { findings: { rule: string; file?: string }[] }).findings;
    expect(findings.filter((f) => f.rule === 'input/not-rendered').map((f) => f.file)).toContain(
      'app/kustomization.yaml',
    );
  });
});

/** Both sides as folders through the CLI; the findings of input/not-rendered. */
async function renderNotes(base: Record<string, string>, head: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'ug-hostile-render-'));
  writeTree(join(root, 'base'), base);
  writeTree(join(root, 'head'), head);
  const { report } = await cliJson(['--base', join(root, 'base'), '--head', join(root, 'head')]);
  return (
    JSON.parse(report) as {
      findings: { rule: string; severity: string; file?: string; line?: number; message: string }[];
    }
  ).findings.filter((f) => f.rule === 'input/not-rendered');
}

const plain = { 'app/kustomization.yaml': 'resources: [cm.yaml]\n', 'app/cm.yaml': cm };
const generator = 'resources: [cm.yaml]\nconfigMapGenerator:\n  - name: big\n    envs: [big.env]\n';
const envOf = (n: number, value: string) =>
  Array.from({ length: n }, (_, i) => `KEY_${i}=${value}`).join('\n') + '\n';

withKustomize('rendering hostile kustomizations: judged in time or failed closed at their line', () => {
  it('a config map generator with 40,000 keys is refused before kustomize runs (it would take minutes)', async () => {
    const notes = await judged('render: generator with 40,000 keys', () =>
      renderNotes(plain, {
        ...plain,
        'app/kustomization.yaml': generator,
        'app/big.env': envOf(40_000, 'x'),
      }),
    );
    expect(notes).toEqual([
      expect.objectContaining({ severity: 'fail', file: 'app/kustomization.yaml', line: 1 }),
    ]);
    expect(notes[0]!.message).toContain('configMapGenerator big (app/kustomization.yaml:3) makes 40000 keys');
  });

  it('a generator reading more than 1 MiB is refused at its line', async () => {
    const notes = await judged('render: generator reading 1.5 MiB', () =>
      renderNotes(plain, {
        ...plain,
        'app/kustomization.yaml': generator,
        'app/big.env': envOf(1500, 'v'.repeat(1024)),
      }),
    );
    expect(notes).toEqual([
      expect.objectContaining({ severity: 'fail', file: 'app/kustomization.yaml', line: 1 }),
    ]);
    expect(notes[0]!.message).toMatch(
      /configMapGenerator big \(app\/kustomization\.yaml:3\) reads \d+ bytes, over the 1 MiB/,
    );
  });

  it('a rendered document over the document limit is a finding at the unit, never dropped', async () => {
    const huge = `${configMap('huge')}data:\n  blob: ${'y'.repeat(3.5 * 1024 * 1024)}\n`;
    const notes = await judged('render: a rendered document of 3.5 MiB', () =>
      renderNotes(plain, {
        ...plain,
        'app/kustomization.yaml': 'resources: [cm.yaml, huge.yaml]\n',
        'app/huge.yaml': huge,
      }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        severity: 'fail',
        file: 'app/kustomization.yaml',
        line: 1,
        message: expect.stringContaining('an object kustomize rendered was not read') as string,
      }),
    );
  });

  it("a cycle of kustomizations fails closed with kustomize's error", async () => {
    const notes = await judged('render: kustomizations that include each other', () =>
      renderNotes(plain, {
        ...plain,
        'app/kustomization.yaml': 'resources: [cm.yaml, ../loop]\n',
        'loop/kustomization.yaml': 'resources: [../app]\n',
        'top/kustomization.yaml': 'resources: [../app]\n',
      }),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        severity: 'fail',
        file: 'top/kustomization.yaml',
        line: 1,
        message: expect.stringContaining('cycle') as string,
      }),
    );
  });

  it('a chain of 40 bases renders in time', async () => {
    const chain: Record<string, string> = {
      'b0/kustomization.yaml': 'resources: [cm.yaml]\n',
      'b0/cm.yaml': cm,
    };
    for (let i = 1; i < 40; i++)
      chain[`b${i}/kustomization.yaml`] = `resources: [../b${i - 1}]\nnamePrefix: p${i}-\n`;
    const notes = await judged('render: a chain of 40 bases', () =>
      renderNotes(chain, { ...chain, 'b0/cm.yaml': configMap('b') }),
    );
    expect(notes).toEqual([]);
  });
});
