import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findKustomize } from '../../../src/units/render.js';
import { cliJson } from '../../helpers/cli.js';
import { writeTree } from '../../helpers/git.js';
import type { FilesCase, Outcome } from '../../helpers/rule-tester.js';

const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "1"\n`;
const kustomization = (resources: string[]) =>
  `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n${resources.map((r) => `  - ${r}\n`).join('')}`;

/** The rule's docs table is exactly these rows (npm run docs). */
export const CASES: Record<string, FilesCase[]> = {
  'input/not-rendered': [
    {
      what: 'a kustomization with local resources only, rendered',
      verdict: 'pass',
      at: [],
      base: {},
      head: { 'app/kustomization.yaml': kustomization(['cm.yaml']), 'app/cm.yaml': cm('a') },
    },
    {
      what: 'a kustomization with a remote base: a notice at its line, the rest is rendered',
      verdict: 'pass',
      at: ['app/kustomization.yaml:5'],
      base: {},
      head: {
        'app/kustomization.yaml': kustomization(['cm.yaml', 'https://example.com/remote.yaml']),
        'app/cm.yaml': cm('a'),
      },
    },
    {
      what: 'a Helm chart with templates: one notice per chart',
      verdict: 'pass',
      at: ['charts/x/Chart.yaml:1'],
      base: {},
      head: {
        'charts/x/Chart.yaml': 'apiVersion: v2\nname: x\nversion: 1.0.0\n',
        'charts/x/templates/a.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Values.name }}\n',
      },
    },
    {
      what: 'a kustomization that patches what its Helm chart makes: not rendered without the chart the gate never inflates (warns, never fails)',
      verdict: 'warn',
      at: ['app/kustomization.yaml:1', 'app/kustomization.yaml:3'],
      base: {},
      head: {
        'app/kustomization.yaml':
          'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nhelmCharts:\n  - name: grafana\n    repo: https://charts.example.com\n    version: 1.0.0\npatches:\n  - path: patch.yaml\n',
        'app/patch.yaml':
          'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: grafana\nspec:\n  replicas: 2\n',
      },
    },
    {
      what: "a kustomization the pull request breaks (a missing resource): fails at its line with kustomize's error",
      verdict: 'fail',
      at: ['app/kustomization.yaml:1'],
      base: {},
      head: { 'app/kustomization.yaml': kustomization(['cm.yaml', 'missing.yaml']), 'app/cm.yaml': cm('a') },
    },
    {
      what: 'a kustomization that fails the same way on the base: already present, not counted',
      verdict: 'pass',
      at: ['app/kustomization.yaml:1 (present)'],
      base: { 'app/kustomization.yaml': kustomization(['cm.yaml', 'missing.yaml']), 'app/cm.yaml': cm('a') },
      head: { 'app/kustomization.yaml': kustomization(['cm.yaml', 'missing.yaml']), 'app/cm.yaml': cm('b') },
    },
  ],
};

const kustomize = findKustomize();
if (!kustomize) console.warn('input/not-rendered: no kustomize or kubectl on PATH; its cases are skipped');

/** Each case through the CLI on two directories, rendered with the real kustomize (undefined without one). */
export async function runCase(c: FilesCase): Promise<Outcome | undefined> {
  if (!kustomize) return undefined;
  const root = mkdtempSync(join(tmpdir(), 'ug-not-rendered-'));
  for (const side of ['base', 'head'] as const) {
    mkdirSync(join(root, side));
    writeTree(join(root, side), c[side]);
  }
  const { report } = await cliJson(['--base', join(root, 'base'), '--head', join(root, 'head')]);
  return JSON.parse(report) as Outcome;
}
