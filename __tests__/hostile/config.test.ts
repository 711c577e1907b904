import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson, cliRun } from '../helpers/cli.js';
import { writeTree } from '../helpers/git.js';
import { judged } from './judge.js';

/**
 * Paths from the config stay inside their root, errors never echo file contents, and the state
 * reader takes timestamps only from the objects it read.
 */
function tree(files: Record<string, string>): string {
  return writeTree(mkdtempSync(join(tmpdir(), 'ug-cfg-')), { 'base/.keep': '', 'head/.keep': '', ...files });
}

/** Both sides of `dir`, with the config file beside them. */
const withConfig = (dir: string) => [
  '--base',
  join(dir, 'base'),
  '--head',
  join(dir, 'head'),
  '--config',
  join(dir, 'cfg/upgrade-gate.yml'),
];

describe('config paths and error messages', () => {
  it.each(['../../../../../../etc/passwd', '/etc/passwd'])(
    'strimzi.releases %s (outside the repository) is refused, not read',
    async (path) => {
      const dir = tree({ 'cfg/upgrade-gate.yml': `strimzi:\n  releases: ${path}\n` });
      const args = withConfig(dir);
      const r = await judged('config outside', () => cliRun(args));
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/outside the repository/);
      expect(r.err).not.toMatch(/root:/);
    },
  );

  it('a releases file that is not JSON is an error that does not quote it', async () => {
    const dir = tree({
      'cfg/upgrade-gate.yml': 'strimzi:\n  releases: secret.txt\n',
      'cfg/secret.txt': 'hunter2=very-secret-token\n',
    });
    const args = withConfig(dir);
    const r = await judged('config echo', () => cliRun(args));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/strimzi\.releases/);
    expect(r.err).not.toMatch(/hunter2/);
  });
});

describe('cluster-state timestamps', () => {
  it('come only from objects read: a ConfigMap value saying creationTimestamp: 2099 does not make an old export fresh', async () => {
    const state = `apiVersion: v1
kind: List
items:
- apiVersion: apiextensions.k8s.io/v1
  kind: CustomResourceDefinition
  metadata:
    name: kafkas.kafka.strimzi.io
    creationTimestamp: "2020-01-01T00:00:00Z"
  spec: {group: kafka.strimzi.io, names: {kind: Kafka, plural: kafkas}, scope: Namespaced, versions: []}
  status: {storedVersions: [v1beta2]}
- apiVersion: v1
  kind: ConfigMap
  metadata: {name: notes, namespace: x}
  data:
    note: |
      creationTimestamp: "2099-01-01T00:00:00Z"
`;
    const dir = tree({ 'state.yaml': state });
    const args = [
      '--base',
      join(dir, 'base'),
      '--head',
      join(dir, 'head'),
      '--cluster-state',
      join(dir, 'state.yaml'),
      '--fail-on',
      'never',
    ];
    const { report } = await judged('state timestamps', () => cliJson(args));
    // The export is still old: state/stale reports it (already present: the PR changes nothing).
    const r = JSON.parse(report) as {
      findings: { rule: string; severity: string; introduced?: boolean }[];
    };
    expect(r.findings.filter((f) => f.rule === 'state/stale').map((f) => [f.severity, f.introduced])).toEqual(
      [['warn', false]],
    );
  });
});
