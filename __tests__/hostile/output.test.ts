import { runCli } from '../../src/cli-main.js';
import { commentMarker } from '../../src/github/comment.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { runActionWith } from '../helpers/action.js';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { twoCommitRepo, writeTree } from '../helpers/git.js';
import { startFakeGitHub } from '../helpers/github-server.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judged } from './judge.js';

/**
 * Never forge the output: a name, a path or a value from the PR never moves the terminal's cursor,
 * ends a report line early, starts a workflow command, or becomes a link, an image or a mention.
 */
/** The name as a double-quoted YAML scalar, every non-ASCII-printable character as an escape. */
const quoted = (s: string) =>
  JSON.stringify(s).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${quoted(name)}}\n`;
/** A duplicated object whose name and file name carry `evil`: the finding quotes both. */
const twice = (evil: string) => ({ [`a${evil.replace(/[\n/]/g, '')}.yaml`]: cm(evil), 'b.yaml': cm(evil) });

describe('the text report', () => {
  it.each([
    ['ESC sequences', 'x\u001b[2J\u001b[31mPASS\u001b[0m'],
    ['a newline that starts a fake finding', 'x\nfail   forged.yaml:1  crd/removed'],
    ['U+2028 and U+2029', 'x\u2028fail forged\u2029'],
    ['C1 controls (CSI U+009B)', 'x\u009b2J'],
    ['a carriage return', 'x\rPASS'],
  ])('shows %s escaped, never raw', async (_n, evil) => {
    const r = await judged(`text ${_n}`, () => gateOnFiles({}, twice(evil)));
    expect(findingsOf(r, 'input/duplicate-object').length).toBeGreaterThan(0);
    const text = renderText(r, { color: false });
    // eslint-disable-next-line no-control-regex -- the point of the test
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(text).not.toMatch(/^fail {3}forged/m);
  });
});

describe('in GitHub Actions, nothing printed is a workflow command', () => {
  async function stdoutOf(args: string[]): Promise<string> {
    const write = process.stdout.write;
    let out = '';
    process.stdout.write = ((s: string) => ((out += s), true)) as typeof process.stdout.write;
    const saved = process.env.GITHUB_ACTIONS;
    process.env.GITHUB_ACTIONS = 'true';
    try {
      await runCli(args);
    } finally {
      process.stdout.write = write;
      if (saved === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = saved;
    }
    return out;
  }

  it.each([
    ['::error::', '::error file=x.yaml::forged'],
    ['::add-mask::', '::add-mask::secret'],
    ['legacy ##[error]', '##[error]forged'],
  ])('a PR string like %s is inside ::stop-commands::<random token>', async (_n, evil) => {
    const dir = mkdtempSync(join(tmpdir(), 'ug-cmd-'));
    writeTree(dir, {
      'base/.keep': '',
      ...Object.fromEntries(Object.entries(twice(`\n${evil}\n`)).map(([p, t]) => [`head/${p}`, t])),
    });
    const args = ['--base', join(dir, 'base'), '--head', join(dir, 'head'), '--fail-on', 'never'];
    const [one, two] = await judged(`stop-commands ${_n}`, async () => [
      await stdoutOf(args),
      await stdoutOf(args),
    ]);
    const lines = one!.trimEnd().split('\n');
    const token = /^::stop-commands::(\S+)$/.exec(lines[0]!)?.[1];
    expect(token).toBeDefined();
    expect(token!.length).toBeGreaterThan(20);
    expect(lines.at(-1)).toBe(`::${token}::`);
    // The token is random: a PR cannot print it to resume commands.
    expect(two!.split('\n')[0]).not.toBe(lines[0]);
    expect(one).not.toContain(`${token}::\n::`);
  });
});

describe('in GitHub Actions, a legacy `##[command]` anywhere in a printed line is broken', () => {
  /** What runCli prints on stdout and stderr with GITHUB_ACTIONS=true. */
  async function printed(args: string[]): Promise<{ out: string; err: string }> {
    const [write, writeErr] = [process.stdout.write, process.stderr.write];
    let out = '';
    let err = '';
    process.stdout.write = ((s: string) => ((out += s), true)) as typeof process.stdout.write;
    process.stderr.write = ((s: string) => ((err += s), true)) as typeof process.stderr.write;
    const saved = process.env.GITHUB_ACTIONS;
    process.env.GITHUB_ACTIONS = 'true';
    try {
      await runCli(args);
    } finally {
      [process.stdout.write, process.stderr.write] = [write, writeErr];
      if (saved === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = saved;
    }
    return { out, err };
  }
  /** The report between the `::stop-commands::` lines. */
  const inside = (out: string) => out.split('\n').slice(1, -2).join('\n');
  const evil = 'x ##[add-mask]forged ###[stop-commands]t ##[error]forged';

  it.each(['text', 'json', 'sarif', 'markdown'])(
    'the %s report on stdout holds no `##[`, and says the same',
    async (format) => {
      const dir = mkdtempSync(join(tmpdir(), 'ug-legacy-'));
      writeTree(dir, {
        'base/.keep': '',
        ...Object.fromEntries(Object.entries(twice(evil)).map(([p, t]) => [`head/${p}`, t])),
      });
      const args = ['--base', join(dir, 'base'), '--head', join(dir, 'head'), '--format', format];
      const { out } = await judged(`legacy ##[ ${format}`, () => printed([...args, '--fail-on', 'never']));
      expect(out).toMatch(/^::stop-commands::\S+\n/);
      expect(out).not.toContain('##[');
      if (format === 'json' || format === 'sarif') {
        // The break is a JSON escape: the parsed report still quotes the PR's name exactly.
        expect(JSON.stringify(JSON.parse(inside(out)))).toContain(JSON.stringify(evil).slice(1, -1));
      }
      if (format === 'text') expect(out).toContain('#\\u{23}[add-mask]');
    },
  );

  it('an error on stderr (a path the PR names) holds no `##[` either', async () => {
    const missing = join(tmpdir(), 'ug-none', 'x##[error]forged');
    const { err } = await judged('legacy ##[ stderr', () =>
      printed(['--base', `${missing}/`, '--head', `${missing}/`]),
    );
    expect(err).toContain('forged');
    expect(err).not.toContain('##[');
  });
});

describe('markdown (job summary, check run, comment)', () => {
  it.each([
    ['a link', '[click me](https://evil.example/phish)', /\[click me\]\(/],
    ['an image', '![x](https://evil.example/track.png)', /!\[x\]\(/],
    ['a mention', '@octocat', /@octocat/],
    ['a team mention', '@acme/admins', /@acme/],
    ['HTML', '<img src=x onerror=alert(1)>', /<img/],
    ['a bare URL', 'https://evil.example/x', /https:\/\/evil/],
    ['emphasis', '**URGENT**', /\*\*URGENT/],
  ])('neutralises %s', async (_n, evil, raw) => {
    const r = await judged(`markdown ${_n}`, () => gateOnFiles({}, twice(`x ${evil}`)));
    const md = renderMarkdown(r, {});
    expect(md).not.toMatch(raw);
  });
});

describe('the pull-request comment', () => {
  it("only the token's own comment is edited, never a user's comment that copies the hidden marker", async () => {
    const gh = await startFakeGitHub();
    try {
      const cmDoc = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\n`;
      const repo = twoCommitRepo({ 'a.yaml': cmDoc('a') }, { 'a.yaml': cmDoc('a'), 'b.yaml': cmDoc('a') });
      const env = {
        GITHUB_API_URL: gh.url,
        GITHUB_REPOSITORY: 'acme/platform',
        GITHUB_WORKFLOW: 'gate',
        GITHUB_JOB: 'check',
      };
      const marker = commentMarker(env);
      gh.comments.push({ id: 999, body: `${marker}\nI am mallory`, user: { login: 'mallory' } });
      await judged('comment author', () =>
        runActionWith({
          workspace: repo.repo,
          inputs: {
            'github-token': 'ghs_test',
            'pr-comment': 'always',
            'check-run': 'false',
            'fail-on': 'never',
          },
          eventName: 'pull_request',
          payload: {
            pull_request: { number: 7, base: { sha: repo.base }, head: { sha: repo.head }, labels: [] },
          },
          env,
        }),
      );
      expect(gh.comments.find((c) => c.id === 999)!.body).toBe(`${marker}\nI am mallory`);
      expect(gh.comments.filter((c) => c.user.login === 'github-actions[bot]')).toHaveLength(1);
      expect(gh.violations).toEqual([]);
    } finally {
      await gh.close();
    }
  });
});
