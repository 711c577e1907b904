import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runActionWith } from '../helpers/action.js';
import { demoRepo, twoCommitRepo } from '../helpers/git.js';
import { webhookPayload } from '../helpers/github-openapi.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/github-server.js';

/** A CRD whose v1 schema has `n` properties; removing them all gives `n` located findings. */
function crd(n: number): string {
  const props = Array.from(
    { length: n },
    (_, i) =>
      `                field${String(i).padStart(4, '0')}WithARatherLongNameForTheSummary: {type: string}`,
  );
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
${props.join('\n')}
`;
}

const manyFindings = (n: number) =>
  twoCommitRepo(
    { 'crds/widget.yaml': crd(n) },
    { 'crds/widget.yaml': crd(0).replace(/\n\s+properties:\n$/, '\n') },
  );

const prPayload = (base: string, head: string, number = 7) =>
  webhookPayload('pull-request-opened', {
    number,
    pull_request: { number, base: { sha: base }, head: { sha: head }, labels: [] },
  });

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  expect(gh.violations).toEqual([]);
  await gh.close();
});

const apiEnv = () => ({
  GITHUB_API_URL: gh.url,
  GITHUB_REPOSITORY: 'acme/platform',
  GITHUB_SERVER_URL: 'https://github.example',
  GITHUB_RUN_ID: '42',
});

async function onPullRequest(
  repo: { repo: string; base: string; head: string },
  inputs: Record<string, string> = {},
  number = 7,
) {
  return runActionWith({
    workspace: repo.repo,
    inputs: { 'github-token': 'ghs_test', 'report-json': 'report.json', ...inputs },
    eventName: 'pull_request',
    payload: prPayload(repo.base, repo.head, number),
    env: apiEnv(),
  });
}

const report = (repo: string) =>
  JSON.parse(readFileSync(join(repo, 'report.json'), 'utf8')) as {
    result: string;
    findings: { file?: string; line?: number; waived?: unknown; rule: string; cause?: string }[];
    causes: { id: string; rules: string[] }[];
  };

describe('check run', () => {
  it('is attached to the head commit with the conclusion, counts and every located finding', async () => {
    const repo = demoRepo();
    const r = await onPullRequest(repo);
    expect(r.exit).toBe(1);
    expect(gh.checkRuns).toHaveLength(1);
    const run = gh.checkRuns[0]! as {
      name: string;
      head_sha: string;
      conclusion: string;
      output: {
        title: string;
        summary: string;
        annotations: { path: string; start_line: number; annotation_level: string; title: string }[];
      };
    };
    expect(run.name).toBe('upgrade-gate');
    expect(run.head_sha).toBe(repo.head);
    expect(run.conclusion).toBe('failure');
    expect(run.output.title).toMatch(/^Failed: \d+ problems? \(\d+ rules?\)/);
    expect(run.output.summary).toContain('❌ upgrade-gate failed');
    // One annotation per located cause (its first finding), in the causes' order: no duplicates.
    const { findings, causes } = report(repo.repo);
    const located = causes
      .map((c) => findings.find((f) => f.cause === c.id && f.rule === c.rules[0])!)
      .filter((f) => f.file);
    expect(located.length).toBeLessThan(findings.filter((f) => f.file && !f.waived).length);
    expect(run.output.annotations.map((a) => `${a.path}:${a.start_line}:${a.title.split(' ')[0]}`)).toEqual(
      located.map((f) => `${f.file}:${f.line ?? 1}:${f.rule}`),
    );
    // Locations link to the head commit (reference-style links, each URL once).
    expect(run.output.summary).toContain(
      `]: https://github.example/acme/platform/blob/${repo.head}/platform/`,
    );
    expect(run.output.annotations.some((a) => a.annotation_level === 'failure')).toBe(true);
    // The check run carries the annotations: no duplicate workflow-command ones.
    expect(r.printed).not.toMatch(/^::error title=/m);
  });

  it('takes its name from check-name, and is neutral for warnings the gate lets pass', async () => {
    const repo = demoRepo();
    const r = await onPullRequest(repo, { 'check-name': 'kafka upgrades', 'fail-on': 'never' });
    expect(r.exit).toBeUndefined();
    expect(gh.checkRuns[0]).toMatchObject({ name: 'kafka upgrades', conclusion: 'neutral' });
  });

  it('sends more than 50 annotations in batches of 50 to the same run', async () => {
    const repo = manyFindings(120);
    await onPullRequest(repo);
    const calls = gh.requests.filter((q) => q.operation.startsWith('checks/'));
    expect(calls.map((q) => q.operation)).toEqual(['checks/create', 'checks/update', 'checks/update']);
    expect(calls.map((q) => (q.body!.output as { annotations: unknown[] }).annotations.length)).toEqual([
      50, 50, 20,
    ]);
    const run = gh.checkRuns[0] as { id: number; output: { annotations: unknown[] } };
    expect(run.output.annotations).toHaveLength(120);
    expect(calls.slice(1).every((q) => q.path.endsWith(`/check-runs/${run.id}`))).toBe(true);
  });

  it('cuts a summary over the limit with a pointer to the job summary, and caps the annotations', async () => {
    const repo = manyFindings(1200);
    const r = await onPullRequest(repo);
    const run = gh.checkRuns[0] as { output: { summary: string; annotations: unknown[] } };
    // The check run holds the short report (ten causes at most) and points at the job summary.
    expect(Buffer.byteLength(run.output.summary)).toBeLessThan(10_000);
    expect(run.output.summary).toMatch(/\| ❌ \| .* \| 1200 \| .* and 1199 more \|/);
    expect(run.output.summary).toMatch(
      /Every finding, its evidence and every rule's status: the \[job summary\]\(https:\/\/github\.example\/acme\/platform\/actions\/runs\/42\)/,
    );
    expect(run.output.summary).toContain('200 annotations beyond the first 1000');
    expect(run.output.annotations).toHaveLength(1000);
    // The job summary stays within GitHub's 1 MiB step-summary limit, and says what it left out.
    expect(Buffer.byteLength(r.summary)).toBeLessThanOrEqual(1024 * 1024);
    if (r.summary.includes('left out')) expect(r.summary).toMatch(/\d+ .*left out/);
  });

  it('a refused annotation (422) is a warning: annotations fall back to workflow commands, the verdict stands', async () => {
    gh.refuseAnnotation = (a) => ((a.start_line as number) > 1 ? 'line is outside the diff' : undefined);
    const repo = demoRepo();
    const r = await onPullRequest(repo);
    expect(r.exit).toBe(1);
    expect(r.outputs.status).toBe('fail');
    expect(r.printed).toMatch(/^::warning::upgrade-gate could not create the check run: 422/m);
    expect(r.printed).toMatch(/^::error title=[^:]*,file=platform\//m);
  });
});

describe('GitHub Enterprise Server', () => {
  it('uses the API address the runner gives (GITHUB_API_URL with /api/v3)', async () => {
    const ghes = await startFakeGitHub('/api/v3');
    try {
      const repo = demoRepo();
      await runActionWith({
        workspace: repo.repo,
        inputs: { 'github-token': 'ghs_test' },
        eventName: 'pull_request',
        payload: prPayload(repo.base, repo.head),
        env: { ...apiEnv(), GITHUB_API_URL: `${ghes.url}/api/v3` },
      });
      expect(ghes.requests.map((q) => `${q.operation} ${q.path}`)).toEqual([
        'checks/create /api/v3/repos/acme/platform/check-runs',
      ]);
      expect(ghes.violations).toEqual([]);
    } finally {
      await ghes.close();
    }
  });
});

describe('a fork pull request (read-only token)', () => {
  it('falls back to annotations and the job summary with one notice, verdict unchanged', async () => {
    gh.forbid.add('checks');
    gh.forbid.add('comments');
    const repo = demoRepo();
    const r = await onPullRequest(repo, { 'pr-comment': 'always' });
    expect(r.exit).toBe(1);
    expect(r.outputs.result).toBe('fail');
    const notices = r.printed.split('\n').filter((l) => l.startsWith('::notice') && l.includes('403'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('create the check run or comment on the pull request');
    expect(r.printed).not.toMatch(/^::warning::/m);
    expect(r.printed).toMatch(/^::error title=[^:]*,file=platform\//m);
    expect(r.summary).toContain('❌ upgrade-gate failed');
  });
});

describe('pull request comment', () => {
  const others = () =>
    Array.from({ length: 150 }, (_, i) => ({
      id: i + 1,
      body: `review comment ${i}`,
      user: { login: 'someone' },
    }));
  const ours = () =>
    gh.comments.filter((c) => c.body.includes('<!-- upgrade-gate comment: workflow=gate job=check -->'));

  it('on-failure: created when the gate fails, updated in place when a later push passes', async () => {
    gh.comments.push(...others());
    const failing = demoRepo();
    await onPullRequest(failing, { 'pr-comment': 'on-failure' });
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('❌ upgrade-gate failed');
    // The marker comment is not on the first page: every page was read.
    expect(
      gh.requests.filter((q) => q.operation === 'issues/list-comments').map((q) => q.query.page ?? '1'),
    ).toEqual(['1', '2']);

    // A later push makes the PR pass: same comment, now saying so.
    const passing = { ...failing, head: failing.base };
    const r = await onPullRequest(passing, { 'pr-comment': 'on-failure' });
    expect(r.outputs.result).toBe('pass');
    expect(gh.comments).toHaveLength(151);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('✅ upgrade-gate passes now');
    expect(gh.requests.filter((q) => q.operation === 'issues/update-comment')).toHaveLength(1);
  });

  it('on-failure writes nothing for a passing PR; always writes one comment and keeps it current', async () => {
    const repo = demoRepo();
    const unchanged = { ...repo, head: repo.base };
    expect((await onPullRequest(unchanged, { 'pr-comment': 'on-failure' })).outputs.result).toBe('pass');
    expect(gh.comments).toHaveLength(0);
    await onPullRequest(unchanged, { 'pr-comment': 'always' });
    expect(ours()[0]!.body).toContain('✅ upgrade-gate passed');
    await onPullRequest(repo, { 'pr-comment': 'always' });
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('❌ upgrade-gate failed');
    expect(ours()[0]!.body).toContain(repo.head.slice(0, 12));
  });

  it('a workflow_run reporting workflow comments on the pull request it is told, and checks its head', async () => {
    const repo = demoRepo();
    const r = await runActionWith({
      workspace: repo.repo,
      inputs: {
        'github-token': 'ghs_test',
        base: repo.base,
        head: repo.head,
        'pull-request': '9',
        'pr-comment': 'always',
      },
      eventName: 'workflow_run',
      payload: webhookPayload('workflow-run-completed', { workflow_run: { head_sha: repo.head } }),
      env: apiEnv(),
    });
    expect(r.outputs.result).toBe('fail');
    expect(gh.requests.find((q) => q.operation === 'issues/create-comment')?.path).toBe(
      '/repos/acme/platform/issues/9/comments',
    );
    expect(gh.checkRuns[0]).toMatchObject({ head_sha: repo.head });
  });

  it('off (the default) never calls the comments API', async () => {
    await onPullRequest(demoRepo());
    expect(gh.requests.some((q) => q.operation.startsWith('issues/'))).toBe(false);
  });
});
