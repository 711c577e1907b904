import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { revisionsFromEvent } from '../../src/github/event.js';
import { runActionWith } from '../helpers/action.js';
import { demoRepo, git, shallowCloneOf, twoCommitRepo } from '../helpers/git.js';
import { webhookPayload } from '../helpers/github-openapi.js';
import { startFakeGitHub } from '../helpers/github-server.js';

type Repo = { repo: string; base: string; head: string };

/** Runs the action on `workspace` for an event; returns the run and the JSON report it wrote. */
async function run(
  workspace: string,
  eventName: string,
  payload: unknown,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  const r = await runActionWith({
    workspace,
    inputs: { 'report-json': 'report.json', ...inputs },
    eventName,
    payload,
    env,
  });
  const report = r.outputs['report-json']
    ? (JSON.parse(readFileSync(join(workspace, 'report.json'), 'utf8')) as {
        base: string;
        head: string;
        findings: { severity: string; unjudged?: true }[];
      })
    : undefined;
  return { ...r, report };
}

const label = (name: string) => ({
  id: 1,
  node_id: 'LA_1',
  url: `https://api.github.example/repos/acme/platform/labels/${name}`,
  name,
  description: null,
  color: 'ededed',
  default: false,
});

const pr = ({ base, head }: Repo) =>
  webhookPayload('pull-request-opened', {
    number: 3,
    pull_request: { number: 3, base: { sha: base }, head: { sha: head }, labels: [label('x')] },
  });

describe('the action', () => {
  it('writes SARIF whose rule help links to the docs in the repository and ref the action runs from', async () => {
    const d = demoRepo();
    const sarifOf = async (env: Record<string, string>) => {
      await run(
        d.repo,
        'pull_request',
        pr(d),
        { 'sarif-file': 'gate.sarif' },
        { GITHUB_RUN_ID: '77', ...env },
      );
      const run0 = JSON.parse(readFileSync(join(d.repo, 'gate.sarif'), 'utf8')).runs[0];
      return {
        helpUri: run0.tool.driver.rules[0].helpUri as string,
        id: run0.automationDetails.id as string,
      };
    };
    expect(
      await sarifOf({ GITHUB_ACTION_REPOSITORY: 'acme-tools/upgrade-gate', GITHUB_ACTION_REF: 'v1' }),
    ).toEqual({
      helpUri: expect.stringMatching(
        /^https:\/\/github\.com\/acme-tools\/upgrade-gate\/blob\/v1\/docs\/rules\//,
      ),
      id: 'upgrade-gate/77',
    });
    // `uses: ./`: the action is the workflow's own repository, at the commit the workflow runs on.
    const local = await sarifOf({
      GITHUB_SERVER_URL: 'https://ghe.example',
      GITHUB_REPOSITORY: 'acme/platform',
      GITHUB_SHA: d.head,
    });
    expect(local.helpUri).toMatch(
      new RegExp(`^https://ghe\\.example/acme/platform/blob/${d.head}/docs/rules/`),
    );
  });

  it('compares the pull request base and head, writes summary, annotations and outputs, and fails the step', async () => {
    const d = demoRepo();
    const r = await run(d.repo, 'pull_request', pr(d));
    expect(r.exit).toBe(1);
    expect(r.report).toMatchObject({ base: d.base, head: d.head });
    expect(r.printed).toMatch(
      /^::error title=crd\/stored-version-removed [^,]*,file=platform\/strimzi\/040-Crd-kafka\.yaml,line=\d+::/m,
    );
    expect(r.summary).toContain('❌ upgrade-gate failed');
    expect(r.outputs).toMatchObject({ result: 'fail', status: 'fail', 'report-json': 'report.json' });
    expect(Number(r.outputs['fail-count'])).toBeGreaterThan(0);
    expect(r.outputs['failed-rules']).toContain('crd/stored-version-removed');
    expect(r.outputs['not-judged-count']).toBe(
      String(
        r.report!.findings.filter(
          (f: { unjudged?: boolean; severity: string }) => f.unjudged && f.severity === 'notice',
        ).length,
      ),
    );
  });

  it('follows fail-on: never', async () => {
    const d = demoRepo();
    const r = await run(d.repo, 'pull_request', pr(d), { 'fail-on': 'never' });
    expect(r.exit).toBeUndefined();
    expect(r.outputs.status).toBe('fail');
  });

  it('an unknown base revision sets status error and exits 2 with what to do', async () => {
    const d = demoRepo();
    const r = await run(d.repo, 'workflow_dispatch', {}, { base: 'deadbeef'.repeat(5), head: 'HEAD' });
    expect(r.exit).toBe(2);
    expect(r.outputs.status).toBe('error');
    expect(r.printed).toContain('fetch-depth: 0');
    expect(r.summary).toContain('upgrade-gate could not run');
    expect(r.summary).toMatch(/\*\*What to do:\*\* .*fetch-depth: 0/);
  });

  it.each([
    ['max-file-size', 'ten'],
    ['fail-on', 'sometimes'],
    ['pr-comment', 'yes'],
    ['check-run', 'maybe'],
  ])('a bad %s input is an error naming the input (exit 2)', async (name, value) => {
    const d = demoRepo();
    const r = await run(d.repo, 'pull_request', pr(d), { [name]: value });
    expect(r.exit).toBe(2);
    expect(r.printed).toContain(`input ${name}: "${value}"`);
  });

  it('cluster-state: an export written by an earlier step, relative to the workspace, is evidence', async () => {
    const fixture = join(process.cwd(), 'fixtures', 'state-crd-migrated');
    const crd = (side: string) => ({ 'crd.yaml': readFileSync(join(fixture, side, 'crd.yaml'), 'utf8') });
    const d = twoCommitRepo(crd('base'), crd('head'));
    const without = await run(d.repo, 'pull_request', pr(d));
    expect(without.outputs['failed-rules']).toContain('crd/stored-version-removed');
    // As `kubectl get … -o yaml > state.yaml` leaves it: untracked, in the workspace.
    writeFileSync(join(d.repo, 'state.yaml'), readFileSync(join(fixture, 'state.yaml')));
    const withState = await run(d.repo, 'pull_request', pr(d), { 'cluster-state': 'state.yaml' });
    expect(withState.outputs['failed-rules']).not.toContain('crd/stored-version-removed');
    expect(readFileSync(join(d.repo, 'report.json'), 'utf8')).toContain('state.yaml');
    const missing = await run(d.repo, 'pull_request', pr(d), { 'cluster-state': 'nope.yaml' });
    expect(missing.exit).toBe(2);
    expect(missing.printed).toMatch(/cluster state file nope\.yaml cannot be read \(ENOENT\)/);
  });
});

describe('each event compares what it should', () => {
  it('pull_request in a depth-1 checkout: the missing commits are fetched and deepened to their merge-base', async () => {
    const d = demoRepo();
    const clone = shallowCloneOf(d.repo);
    expect(() => git(clone, 'cat-file', '-e', `${d.base}^{commit}`)).toThrow();
    const r = await run(clone, 'pull_request', pr(d));
    expect(r.report).toMatchObject({ base: d.base, head: d.head });
    expect(r.outputs.result).toBe('fail');
    expect(git(clone, 'merge-base', d.base, d.head)).toBe(d.base);
  });

  it('pull_request_target: the PR base and head, read as git objects', async () => {
    const d = demoRepo();
    const r = await run(d.repo, 'pull_request_target', pr(d));
    expect(r.report).toMatchObject({ base: d.base, head: d.head });
  });

  it('merge_group: base_sha and head_sha', async () => {
    const d = demoRepo();
    const payload = webhookPayload('merge-group-checks-requested', {
      merge_group: { base_sha: d.base, head_sha: d.head },
    });
    expect((await run(d.repo, 'merge_group', payload)).report).toMatchObject({ base: d.base, head: d.head });
  });

  it('push: before and after', async () => {
    const d = demoRepo();
    const payload = webhookPayload('push', { before: d.base, after: d.head });
    expect((await run(d.repo, 'push', payload)).report).toMatchObject({ base: d.base, head: d.head });
  });

  it('workflow_dispatch: the base and head inputs of the event; action inputs override them', async () => {
    const d = demoRepo();
    const payload = webhookPayload('workflow-dispatch', { inputs: { base: d.base, head: d.head } });
    expect((await run(d.repo, 'workflow_dispatch', payload)).report).toMatchObject({
      base: d.base,
      head: d.head,
    });
    const over = await run(d.repo, 'workflow_dispatch', payload, { base: d.head });
    expect(over.report).toMatchObject({ base: d.head, head: d.head });
  });

  it('push of a new branch: the merge-base with the default branch, from local history', async () => {
    const d = demoRepo();
    git(d.repo, 'checkout', '-q', '-b', 'feature');
    git(d.repo, 'branch', '-f', 'main', d.base);
    git(d.repo, 'update-ref', 'refs/remotes/origin/main', d.base);
    const payload = webhookPayload('push', {
      before: '0'.repeat(40),
      after: d.head,
      repository: { default_branch: 'main' },
    });
    expect((await run(d.repo, 'push', payload)).report).toMatchObject({ base: d.base, head: d.head });
  });

  it('push of a new branch in a shallow clone: the merge-base from the compare API, then fetched', async () => {
    const d = demoRepo();
    git(d.repo, 'checkout', '-q', '-b', 'feature');
    git(d.repo, 'branch', '-f', 'main', d.base);
    const clone = shallowCloneOf(d.repo, 'feature');
    const gh = await startFakeGitHub();
    try {
      gh.mergeBases[`main...${d.head}`] = d.base;
      const payload = webhookPayload('push', {
        before: '0'.repeat(40),
        after: d.head,
        repository: { default_branch: 'main' },
      });
      const r = await run(
        clone,
        'push',
        payload,
        { 'github-token': 't', 'check-run': 'false' },
        {
          GITHUB_API_URL: gh.url,
          GITHUB_REPOSITORY: 'acme/platform',
        },
      );
      expect(r.report).toMatchObject({ base: d.base, head: d.head });
      expect(gh.requests.map((q) => q.operation)).toEqual(['repos/compare-commits-with-basehead']);
      expect(gh.violations).toEqual([]);
      expect(git(clone, 'rev-parse', '--is-shallow-repository')).toBe('true');
    } finally {
      await gh.close();
    }
  });
});

describe('revisions from events', () => {
  it.each([
    ['pull_request', { pull_request: { number: 5, base: { sha: 'b' }, head: { sha: 'h' } } }, 'b', 'h'],
    ['pull_request_target', { pull_request: { base: { sha: 'b' }, head: { sha: 'h' } } }, 'b', 'h'],
    ['merge_group', { merge_group: { base_sha: 'b', head_sha: 'h' } }, 'b', 'h'],
    ['push', { before: 'b', after: 'h' }, 'b', 'h'],
    ['push', { before: '0000000000000000000000000000000000000000', after: 'h' }, undefined, 'h'],
    ['workflow_dispatch', { inputs: { base: 'b', head: 'h' } }, 'b', 'h'],
    ['workflow_dispatch', {}, undefined, undefined],
    ['schedule', {}, undefined, undefined],
  ])('%s', (name, payload, base, head) => {
    const r = revisionsFromEvent(name, payload);
    expect([r.base, r.head]).toEqual([base, head]);
  });

  it('knows the pull request number and a new branch’s default branch', () => {
    const pr = { number: 5, base: { sha: 'b' }, head: { sha: 'h' } };
    expect(revisionsFromEvent('pull_request', { pull_request: pr }).pullRequest).toBe(5);
    const zero = '0'.repeat(40);
    const push = revisionsFromEvent('push', {
      before: zero,
      after: 'h',
      repository: { default_branch: 'trunk' },
    });
    expect(push).toMatchObject({ head: 'h', newBranchOf: 'trunk' });
    expect(revisionsFromEvent('push', { before: zero, after: 'h' }).note).toContain('no previous revision');
  });
});
