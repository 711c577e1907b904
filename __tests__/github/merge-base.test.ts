import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pullRequestBase, sideLabel } from '../../src/github/revisions.js';
import { runActionWith } from '../helpers/action.js';
import { git, newRepo, shallowCloneOf, writeTree } from '../helpers/git.js';
import { webhookPayload } from '../helpers/github-openapi.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';

const crd = (fields: string[]) =>
  crdOf(
    'widgets',
    'example.com',
    'Widget',
    schemaVersion('v1', true, Object.fromEntries(fields.map((f) => [f, 'integer']))),
  );
const widget = (replicas: number) => `apiVersion: example.com/v1
kind: Widget
metadata: { name: w, namespace: apps }
spec:
  replicas: ${replicas}
`;

/** main: a CRD and a Widget; the PR branch changes replicas; main then gains a CRD field. */
function movedAheadRepo() {
  const repo = newRepo();
  const commit = (files: Record<string, string>, msg: string) => {
    writeTree(repo, files);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', msg);
    return git(repo, 'rev-parse', 'HEAD');
  };
  const branchPoint = commit({ 'crds/widget.yaml': crd(['replicas']), 'apps/w.yaml': widget(3) }, 'start');
  git(repo, 'checkout', '-q', '-b', 'feature');
  const head = commit({ 'apps/w.yaml': widget(4) }, 'replicas');
  git(repo, 'checkout', '-q', 'main');
  for (let i = 0; i < 3; i++) commit({ [`apps/other-${i}.yaml`]: widget(i) }, `other ${i}`);
  const base = commit({ 'crds/widget.yaml': crd(['replicas', 'paused']) }, 'main: CRD gains spec.paused');
  return { repo, base, head, branchPoint };
}

const prPayload = (base: string, head: string) =>
  webhookPayload('pull-request-opened', {
    number: 7,
    pull_request: {
      number: 7,
      base: { sha: base, ref: 'main' },
      head: { sha: head, ref: 'feature' },
      labels: [],
    },
  });

describe('a pull request is judged on what merging changes', () => {
  it('main moved ahead with a CRD change after the branch point: the PR that only changes replicas passes', async () => {
    const d = movedAheadRepo();
    // As actions/checkout leaves it: depth 1, main only; the PR head and the history are fetched.
    const clone = shallowCloneOf(d.repo, 'main');
    const r = await runActionWith({
      workspace: clone,
      inputs: { 'report-json': 'report.json' },
      eventName: 'pull_request',
      payload: prPayload(d.base, d.head),
    });
    const report = JSON.parse(readFileSync(join(clone, 'report.json'), 'utf8')) as {
      base: string;
      head: string;
      findings: { rule: string }[];
    };
    expect(report.base).toBe(d.branchPoint);
    expect(report.head).toBe(d.head);
    expect(report.findings.filter((f) => f.rule.startsWith('crd/'))).toEqual([]);
    expect(r.outputs.result).toBe('pass');
    // The labels are PR text, shown inert (markdown escapes, a word joiner after `@`): read them back.
    const shown = r.summary.replace(/\u2060/g, '').replace(/\\(.)/g, '$1');
    expect(shown).toContain(`main @ ${d.branchPoint.slice(0, 7)} (merge-base)`);
    expect(shown).toContain(`feature @ ${d.head.slice(0, 7)}`);
    expect(r.summary).not.toContain(d.head);
  });

  it('comparing the base tip instead would have read the CRD change as reverted (the old behaviour, for contrast)', async () => {
    const d = movedAheadRepo();
    const r = await runActionWith({
      workspace: d.repo,
      inputs: { 'report-json': 'report.json', base: d.base },
      eventName: 'pull_request',
      payload: prPayload(d.base, d.head),
    });
    const report = JSON.parse(readFileSync(join(d.repo, 'report.json'), 'utf8')) as {
      findings: { rule: string; path?: string }[];
    };
    expect(report.findings.filter((f) => f.rule === 'crd/field-removed')).toHaveLength(1);
    // A finding, whatever the stance makes of it (issue 17: judged on the objects that exist).
    expect(r.outputs.result).not.toBe('pass');
  });

  it('finds the merge-base in a depth-1 clone by deepening it', async () => {
    const d = movedAheadRepo();
    const clone = shallowCloneOf(d.repo, 'main');
    expect(await pullRequestBase(clone, d.base, d.head)).toBe(d.branchPoint);
  });

  it('labels sides with the branch and a short SHA', () => {
    expect(sideLabel('a'.repeat(40), 'main', 'merge-base')).toBe('main @ aaaaaaa (merge-base)');
    expect(sideLabel('HEAD^1')).toBe('HEAD^1');
  });
});
