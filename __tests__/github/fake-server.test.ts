import { startFakeGitHub, type FakeGitHub } from '../helpers/github-server.js';

/** The fake GitHub checks requests against the OpenAPI description: it must refuse bad ones. */
let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub();
});
afterEach(() => gh.close());

const call = (method: string, path: string, body?: unknown, auth = 'token t') =>
  fetch(`${gh.url}${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const annotation = (line: number) => ({
  path: 'a.yaml',
  start_line: line,
  end_line: line,
  annotation_level: 'warning',
  message: 'm',
});

describe('the fake GitHub API', () => {
  it('accepts a valid check run and refuses 51 annotations in one request (422)', async () => {
    const ok = await call('POST', '/repos/o/r/check-runs', {
      name: 'n',
      head_sha: 'a'.repeat(40),
      output: { title: 't', summary: 's', annotations: [annotation(1)] },
    });
    expect(ok.status).toBe(201);
    const many = Array.from({ length: 51 }, (_, i) => annotation(i + 1));
    const bad = await call('POST', '/repos/o/r/check-runs', {
      name: 'n',
      head_sha: 'a',
      output: { title: 't', summary: 's', annotations: many },
    });
    expect(bad.status).toBe(422);
    expect(gh.violations.join('\n')).toMatch(
      /checks\/create: body: \/output\/annotations must NOT have more than 50 items/,
    );
  });

  it('refuses a missing required field, a wrong enum, an unknown query parameter, and unknown paths', async () => {
    expect((await call('POST', '/repos/o/r/check-runs', { name: 'n' })).status).toBe(422);
    expect(
      (await call('POST', '/repos/o/r/check-runs', { name: 'n', head_sha: 'a', conclusion: 'great' })).status,
    ).toBe(422);
    expect((await call('GET', '/repos/o/r/issues/1/comments?per_page=100&colour=red')).status).toBe(422);
    expect((await call('GET', '/repos/o/r/issues/1/comments?page=two')).status).toBe(422);
    expect((await call('POST', '/repos/o/r/not-an-endpoint', {})).status).toBe(404);
    expect(gh.violations).toHaveLength(5);
  });

  it('answers 401 without a token and 403 where the token may not write', async () => {
    expect((await call('POST', '/repos/o/r/issues/1/comments', { body: 'x' }, '')).status).toBe(401);
    gh.forbid.add('comments');
    const r = await call('POST', '/repos/o/r/issues/1/comments', { body: 'x' });
    expect(r.status).toBe(403);
    expect(((await r.json()) as { message: string }).message).toBe('Resource not accessible by integration');
  });

  it('pages comments with a Link header', async () => {
    for (let i = 0; i < 5; i++) gh.comments.push({ id: i + 1, body: `c${i}`, user: { login: 'u' } });
    const r = await call('GET', '/repos/o/r/issues/1/comments?per_page=2&page=2');
    expect(((await r.json()) as { id: number }[]).map((c) => c.id)).toEqual([3, 4]);
    expect(r.headers.get('link')).toMatch(/page=3>; rel="next".*page=3>; rel="last"/);
    expect(gh.violations).toEqual([]);
  });
});
