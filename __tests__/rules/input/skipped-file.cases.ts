import { evaluateSnapshots } from '../../../src/evaluation.js';
import type { SkippedFile, Snapshot } from '../../../src/sources/snapshot.js';
import { configOf, snapshotOf } from '../../helpers/gate.js';
import type { RuleCase } from '../../helpers/rule-tester.js';

export const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n';
export const chart = 'apiVersion: v2\nname: x\nversion: 1.0.0\n';
const templated = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: {{ .Values.name }}}\n';

/** A side as the sources deliver it: its files, and the files they skipped (and why). */
export const side = (files: Record<string, string>, skipped: SkippedFile[] = []): Snapshot => ({
  ...snapshotOf('side', files),
  skipped,
});

interface Case extends RuleCase {
  base: Snapshot;
  head: Snapshot;
}

/** The rule's docs table is exactly these rows (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'input/skipped-file': [
    {
      what: 'a plain YAML manifest',
      verdict: 'pass',
      at: [],
      base: side({ 'a.yaml': cm }),
      head: side({ 'a.yaml': cm }),
    },
    {
      what: 'a manifest with a NUL byte in its first 8000 bytes',
      verdict: 'fail',
      at: ['deploy/a.yaml:1'],
      base: side({}),
      head: side({}, [{ path: 'deploy/a.yaml', reason: 'binary' }]),
    },
    {
      what: 'a Git LFS pointer named `deploy/kafka.yaml`',
      verdict: 'fail',
      at: ['deploy/kafka.yaml:1'],
      base: side({}),
      head: side({}, [{ path: 'deploy/kafka.yaml', reason: 'lfs-pointer' }]),
    },
    {
      what: 'a manifest under `node_modules/`',
      verdict: 'fail',
      at: ['node_modules/x/crd.yaml:1'],
      base: side({}),
      head: side({}, [{ path: 'node_modules/x/crd.yaml', reason: 'default-exclude' }]),
    },
    {
      what: 'a `Chart.yaml` added beside templated YAML',
      verdict: 'warn',
      at: ['deploy/Chart.yaml:1'],
      base: side({ 'deploy/templates/a.yaml': templated }),
      head: side({ 'deploy/Chart.yaml': chart, 'deploy/templates/a.yaml': templated }),
    },
    {
      what: 'a manifest the `exclude` globs leave out, unchanged by the PR (one notice names it): already present, not counted',
      verdict: 'pass',
      at: ['(no file) (present)'],
      base: side({}, [{ path: 'legacy/a.yaml', reason: 'excluded', content: 'blob1' }]),
      head: side({}, [{ path: 'legacy/a.yaml', reason: 'excluded', content: 'blob1' }]),
    },
    {
      what: 'a manifest the PR adds (or changes) under a path the `exclude` globs leave out',
      verdict: 'warn',
      at: ['legacy/crd.yaml:1'],
      base: side({}),
      head: side({}, [{ path: 'legacy/crd.yaml', reason: 'excluded', content: 'blob2' }]),
    },
    {
      what: 'a kustomization the PR points at a resource the gate does not read (`crd.txt`)',
      verdict: 'fail',
      at: ['app/kustomization.yaml:3'],
      base: side({ 'app/kustomization.yaml': 'resources:\n  - cm.yaml\n', 'app/cm.yaml': cm }),
      head: side({
        'app/kustomization.yaml': 'resources:\n  - cm.yaml\n  - crd.txt\n',
        'app/cm.yaml': cm,
      }),
    },
    {
      what: 'a kustomization the PR points at a patch the gate does not read (`patch.txt`)',
      verdict: 'fail',
      at: ['app/kustomization.yaml:3'],
      base: side({ 'app/kustomization.yaml': 'resources: [cm.yaml]\n', 'app/cm.yaml': cm }),
      head: side({
        'app/kustomization.yaml': 'resources: [cm.yaml]\npatches:\n  - path: patch.txt\n',
        'app/cm.yaml': cm,
      }),
    },
    {
      what: 'a kustomization naming a base folder and a file the gate reads',
      verdict: 'pass',
      at: [],
      base: side({}),
      head: side({
        'app/kustomization.yaml': 'resources: [../base, cm.yaml]\n',
        'app/cm.yaml': cm,
        'base/kustomization.yaml': 'resources: [cm.yaml]\n',
        'base/cm.yaml': cm,
      }),
    },
    {
      what: 'the same skip already on the base side: already present, not counted',
      verdict: 'pass',
      at: ['deploy/a.yaml:1 (present)'],
      base: side({}, [{ path: 'deploy/a.yaml', reason: 'binary' }]),
      head: side({}, [{ path: 'deploy/a.yaml', reason: 'binary' }]),
    },
  ],
};

export const runCase = (c: Case) =>
  evaluateSnapshots(c.base, c.head, configOf(), { acks: [], labels: [], today: '2026-01-01' });
