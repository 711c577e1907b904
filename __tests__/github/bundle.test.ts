import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRepo } from '../helpers/git.js';
import { webhookPayload } from '../helpers/github-openapi.js';
import { startFakeGitHub } from '../helpers/github-server.js';

/** The committed bundle, run as the runner runs it (`node dist/index.js`), against the fake API. */
describe('dist/index.js', () => {
  it('runs as an action: check run on the PR head, outputs, exit 1 on a failing PR', async () => {
    const gh = await startFakeGitHub();
    try {
      const { repo, base, head } = demoRepo();
      const tmp = mkdtempSync(join(tmpdir(), 'ug-bundle-'));
      const event = join(tmp, 'event.json');
      const output = join(tmp, 'output');
      const summary = join(tmp, 'summary');
      writeFileSync(
        event,
        JSON.stringify(
          webhookPayload('pull-request-opened', {
            number: 4,
            pull_request: { number: 4, base: { sha: base }, head: { sha: head } },
          }),
        ),
      );
      writeFileSync(output, '');
      writeFileSync(summary, '');
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_WORKSPACE: repo,
        GITHUB_REPOSITORY: 'acme/platform',
        GITHUB_API_URL: gh.url,
        'INPUT_GITHUB-TOKEN': 'ghs_test',
        'INPUT_PR-COMMENT': 'on-failure',
      };
      const child = spawn(process.execPath, [join(process.cwd(), 'dist/index.js')], { cwd: repo, env });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((r) => child.on('close', r));
      expect({ code, out: out.split('\n').filter((l) => l.startsWith('::error::')) }).toEqual({
        code: 1,
        out: [expect.stringMatching(/^::error::upgrade-gate fail: \d+ rules failed/)],
      });
      expect(gh.checkRuns).toMatchObject([{ head_sha: head, conclusion: 'failure' }]);
      expect(gh.comments).toHaveLength(1);
      expect(readFileSync(output, 'utf8')).toMatch(/^result<<.*\nfail\n/m);
      expect(readFileSync(summary, 'utf8')).toContain('❌ upgrade-gate failed');
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });
});
