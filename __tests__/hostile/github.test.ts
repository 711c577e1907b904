import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runActionWith } from '../helpers/action.js';
import { twoCommitRepo } from '../helpers/git.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/github-server.js';
import { judged } from './judge.js';

/**
 * Never stall on GitHub, never crash on the event: every request has a timeout, transient failures
 * and secondary limits are retried, an exhausted rate limit is said as such, pagination is bounded,
 * and a bad event file ends with status error, exit 2 and a job summary.
 */
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\n`;
/** A PR that fails the gate (a duplicated object), so there is something to report. */
// A second, different definition of one object: input/duplicate-object fails (identical copies only warn).
const failingPr = () =>
  twoCommitRepo({ 'a.yaml': cm('a') }, { 'a.yaml': cm('a'), 'b.yaml': `${cm('a')}data: {x: "1"}\n` });

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(async () => {
  await gh.close();
});

function onPr(inputs: Record<string, string> = {}, env: Record<string, string> = {}) {
  const repo = failingPr();
  return runActionWith({
    workspace: repo.repo,
    inputs: { 'github-token': 'ghs_test', 'fail-on': 'never', ...inputs },
    eventName: 'pull_request',
    payload: { pull_request: { number: 7, base: { sha: repo.base }, head: { sha: repo.head }, labels: [] } },
    env: { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'acme/platform', ...env },
  });
}

describe('GitHub answers badly', () => {
  it('a transient 502 is retried: the check run is created', async () => {
    gh.failures.push({ operation: 'checks/create', status: 502, message: 'Bad Gateway' });
    await judged('api 502', () => onPr());
    expect(gh.checkRuns).toHaveLength(1);
  });

  it('a secondary rate limit is retried after its retry-after', async () => {
    gh.failures.push({
      operation: 'checks/create',
      status: 403,
      headers: { 'retry-after': '1' },
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    });
    await judged('api secondary limit', () => onPr());
    expect(gh.checkRuns).toHaveLength(1);
  });

  it('an exhausted primary rate limit is reported as a rate limit, not as "a fork\'s token"', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    gh.failures.push({
      operation: 'checks/create',
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      message: 'API rate limit exceeded for installation.',
    });
    const r = await judged('api primary limit', () => onPr());
    expect(r.printed).toMatch(/::warning::.*rate limit/);
    expect(r.printed).not.toMatch(/fork/);
    // The findings still reach the log as annotations.
    expect(r.printed).toMatch(/^::error .*file=b\.yaml/m);
  });

  it('a request GitHub never answers times out (api-timeout) and the step goes on', async () => {
    gh.failures.push({ operation: 'checks/create', status: 'hang' });
    const r = await judged('api hang', () => onPr({ 'api-timeout': '1' }));
    expect(r.printed).toMatch(/::warning::.*did not answer in time/);
    expect(r.printed).toMatch(/^::error .*file=b\.yaml/m);
  }, 30_000);

  it('pagination of comments is bounded (20 pages of 100)', async () => {
    for (let i = 0; i < 2500; i++)
      gh.comments.push({ id: i + 1, body: `comment ${i}`, user: { login: 'someone' } });
    await judged('api pagination', () => onPr({ 'pr-comment': 'always', 'check-run': 'false' }));
    expect(gh.requests.filter((q) => q.operation === 'issues/list-comments').length).toBeLessThanOrEqual(20);
  });
});

describe('a bad event file', () => {
  it.each([
    ['not JSON', '{"pull_request": ', /cannot be read/],
    ['a JSON array', '[]', /not a JSON object/],
    [
      'a base sha that is not a string',
      '{"pull_request": {"number": 1, "base": {"sha": 42}, "head": {"sha": "HEAD"}}}',
      /pull_request\.base\.sha/,
    ],
  ])('(%s) ends with status error, exit 2 and a job summary saying why', async (_n, text, why) => {
    const event = join(mkdtempSync(join(tmpdir(), 'ug-event-')), 'event.json');
    writeFileSync(event, text);
    const repo = failingPr();
    const r = await judged(`event ${_n}`, () =>
      runActionWith({
        workspace: repo.repo,
        inputs: {},
        eventName: 'pull_request',
        payload: {},
        env: { GITHUB_EVENT_PATH: event },
      }),
    );
    expect(r.exit).toBe(2);
    expect(r.outputs.status).toBe('error');
    expect(r.summary).toMatch(why);
  });

  it('does not crash the bundled action at import (dist/index.js)', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'ug-bundle-event-'));
    const files = {
      event: join(tmp, 'event.json'),
      output: join(tmp, 'output'),
      summary: join(tmp, 'summary'),
    };
    writeFileSync(files.event, 'not json at all');
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const repo = failingPr();
    const env = {
      PATH: process.env.PATH,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_WORKSPACE: repo.repo,
    };
    const child = spawn(process.execPath, [join(process.cwd(), 'dist/index.js')], { cwd: repo.repo, env });
    const code = await judged('event bundle', () => new Promise<number | null>((r) => child.on('close', r)));
    expect(code).toBe(2);
    expect(readFileSync(files.output, 'utf8')).toMatch(/^status<<.*\nerror\n/m);
    expect(readFileSync(files.summary, 'utf8')).toMatch(/event file .* cannot be read/);
  });
});
