import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin, registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demo, demoRepo } from '../helpers/git.js';
import { bundleFiles } from '../helpers/bundles.js';
import { webhookPayload } from '../helpers/github-openapi.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/github-server.js';

/**
 * Prints, at exit, the files of dist/ the process loaded as ES modules (a resolve hook of
 * `module.registerHooks`, Node 22.15+). The runner runs `node dist/index.js` without flags; the
 * hook only watches.
 */
const LOADED_HOOK =
  "data:text/javascript,import{registerHooks}from'node:module';const seen=new Set();registerHooks({resolve(s,c,n){const r=n(s,c);if(r.url.includes('/dist/'))seen.add(r.url.replace(/.*[/]dist[/]/,''));return r}});process.on('exit',()=>process.stderr.write('LOADED '+[...seen].sort().join(' ')+String.fromCharCode(10)))";

/** The committed bundle, run as the runner runs it (`node dist/index.js`), against the fake API. */
interface SarifLog {
  runs: { tool: { driver: { rules: { id: string }[] } }; results: unknown[] }[];
}

/** The bundle run on the demo's failing PR against the fake API: what it printed, wrote and loaded. */
async function runBundle(gh: FakeGitHub, extraEnv: NodeJS.ProcessEnv = {}) {
  const { repo, base, head } = demoRepo();
  const tmp = mkdtempSync(join(tmpdir(), 'ug-bundle-'));
  const [event, output, summary] = ['event.json', 'output', 'summary'].map((f) => join(tmp, f)) as [
    string,
    string,
    string,
  ];
  const pullRequest = { number: 4, base: { sha: base }, head: { sha: head } };
  writeFileSync(
    event,
    JSON.stringify(webhookPayload('pull-request-opened', { number: 4, pull_request: pullRequest })),
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
    ACTIONS_ORCHESTRATION_ID: 'run 7/job:1',
    'INPUT_GITHUB-TOKEN': 'ghs_test',
    'INPUT_PR-COMMENT': 'on-failure',
    'INPUT_SARIF-FILE': join(tmp, 'gate.sarif'),
    ...extraEnv,
  };
  const hook = typeof registerHooks === 'function' ? ['--import', LOADED_HOOK] : [];
  const child = spawn(process.execPath, [...hook, join(process.cwd(), 'dist/index.js')], { cwd: repo, env });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  const loaded = hook.length ? /LOADED (.*)/.exec(out)?.[1]?.split(' ') : undefined;
  return { code, out, head, output, summary, sarif: join(tmp, 'gate.sarif'), loaded };
}

/**
 * The entry, the run (`chunk-cli-main.js`, shared with the CLI), the engine, CEL (the demo's Kafka
 * CRD has CEL rules) and the REST client; no config validator (no config file).
 */
const LOADED = [
  'chunk-cel-compile.js',
  'chunk-cel-implies.js',
  'chunk-cel-parsed.js',
  'chunk-cel.js',
  'chunk-cli-main.js',
  'chunk-evaluation.js',
  'chunk-octokit.js',
  'chunk-version.js',
  'index.js',
];

/** The dist/ files `node dist/cli.js ARGS` loaded (the CLI's own layout in the shared build). */
function cliLoaded(args: string[]): string[] | undefined {
  if (typeof registerHooks !== 'function') return undefined;
  const r = spawnSync(
    process.execPath,
    ['--import', LOADED_HOOK, join(process.cwd(), 'dist/cli.js'), ...args],
    {
      encoding: 'utf8',
    },
  );
  return /LOADED (.*)/.exec(r.stderr)?.[1]?.split(' ');
}

describe('dist/index.js', () => {
  it('runs as an action: check run on the PR head, outputs, SARIF, exit 1 on a failing PR', async () => {
    const gh = await startFakeGitHub();
    try {
      const r = await runBundle(gh);
      expect({ code: r.code, out: r.out.split('\n').filter((l) => l.startsWith('::error::')) }).toEqual({
        code: 1,
        out: [expect.stringMatching(/^::error::upgrade-gate fail: \d+ rules failed/)],
      });
      expect(gh.checkRuns).toMatchObject([{ head_sha: r.head, conclusion: 'failure' }]);
      expect(gh.comments).toHaveLength(1);
      expect(readFileSync(r.output, 'utf8')).toMatch(/^result<<.*\nfail\n/m);
      expect(readFileSync(r.summary, 'utf8')).toContain('❌ upgrade-gate failed');
      expect(gh.violations).toEqual([]);
      // As @actions/github's client sends them: the token, and the runner's orchestration id.
      for (const q of gh.requests) {
        expect(q.authorization).toBe('token ghs_test');
        expect(q.userAgent).toMatch(
          /^actions_orchestration_id\/run_7_job_1 octokit-core\.js\/\S+ Node\.js\//,
        );
      }
      // The rule registry comes with the engine's chunk, loaded when the run needs it.
      const sarif = JSON.parse(readFileSync(r.sarif, 'utf8')) as SarifLog;
      expect(sarif.runs[0]!.tool.driver.rules.map((x) => x.id)).toContain('crd/field-removed');
      expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
      // No proxy variable: Node's fetch, not @actions/github's undici (chunk-github.js).
      if (r.loaded) expect(r.loaded).toEqual(LOADED);
    } finally {
      await gh.close();
    }
  });

  it("with a proxy variable set, the client is @actions/github's, whose fetch goes through the proxy", async () => {
    // @actions/http-client never proxies a loopback address, so the fake API is reached direct: the
    // same requests, through the other client.
    const gh = await startFakeGitHub();
    try {
      const r = await runBundle(gh, {
        https_proxy: 'http://proxy.invalid:3128',
        HTTP_PROXY: 'http://proxy.invalid:3128',
      });
      expect(r.code).toBe(1);
      expect(gh.checkRuns).toMatchObject([{ head_sha: r.head, conclusion: 'failure' }]);
      expect(gh.comments).toHaveLength(1);
      expect(gh.violations).toEqual([]);
      for (const q of gh.requests) {
        expect(q.authorization).toBe('token ghs_test');
        expect(q.userAgent).toMatch(/^actions_orchestration_id\/run_7_job_1 octokit-core\.js\//);
      }
      if (r.loaded) expect(r.loaded).toEqual([...LOADED, 'chunk-github.js'].sort());
    } finally {
      await gh.close();
    }
  });

  it('takes Node built-ins by require: no ES import that would read every export of one', () => {
    // An ES import of node:http builds its namespace, whose WebSocket getter loads Node's undici.
    for (const f of bundleFiles()) {
      const imports = [...readFileSync(join('dist', f), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)];
      expect({
        f,
        builtins: imports.map((m) => m[1]!).filter((id) => isBuiltin(id) && id !== 'node:module'),
      }).toEqual({
        f,
        builtins: [],
      });
    }
  });

  it('carries no engine in its entry: the rules, parsers and CEL are chunks loaded when needed', () => {
    const dist = join(process.cwd(), 'dist');
    for (const f of ['index.js', 'chunk-cli-main.js']) {
      const code = readFileSync(join(dist, f), 'utf8');
      expect({
        f,
        engine: code.includes('function evaluateSnapshots('),
        cel: code.includes('@bufbuild'),
      }).toEqual({
        f,
        engine: false,
        cel: false,
      });
    }
    expect(readFileSync(join(dist, 'chunk-evaluation.js'), 'utf8')).toContain('function evaluateSnapshots(');
  });
});

describe('dist/cli.js beside it', () => {
  it('shares the chunks: --version loads the entry and the version alone, a run no GitHub code', () => {
    expect(bundleFiles().filter((f) => /evaluation|cel\.js/.test(f))).toEqual([
      'chunk-cel.js',
      'chunk-evaluation.js',
    ]);
    const v = cliLoaded(['--version']);
    if (v) expect(v).toEqual(['chunk-version.js', 'cli.js']);
    const run = cliLoaded(['--base', join(demo, 'base'), '--head', join(demo, 'head'), '--format', 'json']);
    if (run)
      expect(run).toEqual([
        'chunk-cel-compile.js',
        'chunk-cel-implies.js',
        'chunk-cel-parsed.js',
        'chunk-cel.js',
        'chunk-cli-main.js',
        'chunk-evaluation.js',
        'chunk-version.js',
        'cli.js',
      ]);
  });
});
