import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findKustomize } from '../../src/units/render.js';
import { cliJson } from '../helpers/cli.js';
import { writeTree } from '../helpers/git.js';
import { configMap } from './manifests.js';

const cm = configMap('a');

/**
 * Never execute (rendering): a kustomization in the pull request that asks kustomize to run an exec
 * KRM function, a container or Helm renders without any of them, and the render error is reported.
 */
const bin = findKustomize();
const withKustomize = bin ? describe : describe.skip;
if (!bin) console.warn('hostile/render: neither kustomize nor kubectl on PATH; skipped');

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
