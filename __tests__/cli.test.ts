import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson } from './helpers/cli.js';
import { demo, demoRepo as makeDemoRepo, git } from './helpers/git.js';

const demoRepo = () => makeDemoRepo().repo;

/** Reports name what they compared; compare the rest. */
const withoutLabels = (json: string) => {
  const r = JSON.parse(json) as Record<string, unknown>;
  delete r.base;
  delete r.head;
  return JSON.stringify(r);
};

describe('CLI', () => {
  it('gives the same report for two git revisions and for two directories', async () => {
    const repo = demoRepo();
    const fromGit = await cliJson(['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD']);
    const fromDirs = await cliJson(['--base', join(demo, 'base'), '--head', join(demo, 'head')]);
    expect(fromGit.code).toBe(1);
    expect(fromDirs.code).toBe(1);
    expect(withoutLabels(fromGit.report)).toBe(withoutLabels(fromDirs.report));
    const report = JSON.parse(fromGit.report) as { version: number; rules: unknown[] };
    expect(report.version).toBe(1);
    expect(report.rules.length).toBeGreaterThan(1);
  });

  it('two runs on the same input give byte-identical JSON', async () => {
    const args = ['--base', join(demo, 'base'), '--head', join(demo, 'head')];
    const one = await cliJson(args);
    const two = await cliJson(args);
    expect(one.report).toBe(two.report);
  });

  it('follows --fail-on', async () => {
    const args = ['--base', join(demo, 'base'), '--head', join(demo, 'head')];
    expect((await cliJson([...args, '--fail-on', 'never'])).code).toBe(0);
    expect((await cliJson([...args, '--fail-on', 'fail'])).code).toBe(1);
  });

  it('a missing base revision is exit 2 with what to do', async () => {
    const repo = demoRepo();
    const { code, report } = await cliJson(['--repo', repo, '--base', 'no-such-branch', '--head', 'HEAD']);
    expect(code).toBe(2);
    expect(report).toContain('no-such-branch');
    expect(report).toMatch(/fetch/i);
  });

  it('an unknown rule id in the config is exit 2 naming it and the nearest ids', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ug-cfg-'));
    writeFileSync(join(dir, 'gate.yml'), 'rules:\n  input/parse-eror: warn\n');
    const { code, report } = await cliJson([
      '--base',
      join(demo, 'base'),
      '--head',
      join(demo, 'head'),
      '--config',
      join(dir, 'gate.yml'),
    ]);
    expect(code).toBe(2);
    expect(report).toContain('gate.yml:2');
    expect(report).toContain('input/parse-error');
  });

  it('reads the default config from the base revision, not from the PR', async () => {
    const repo = demoRepo();
    mkdirSync(join(repo, '.github'), { recursive: true });
    // The PR tries to switch every input rule off; the base revision has no config.
    writeFileSync(join(repo, '.github', 'upgrade-gate.yml'), 'rules:\n  input/duplicate-object: off\n');
    writeFileSync(
      join(repo, 'dup.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n',
    );
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'weaken');
    const base = await cliJson(['--repo', repo, '--base', 'HEAD~1', '--head', 'HEAD']);
    const rules = (JSON.parse(base.report) as { rules: { id: string; status: string }[] }).rules;
    expect(rules.find((r) => r.id === 'input/duplicate-object')?.status).toBe('fail');
    const head = await cliJson([
      '--repo',
      repo,
      '--base',
      'HEAD~1',
      '--head',
      'HEAD',
      '--config-from',
      'head',
    ]);
    const rules2 = (JSON.parse(head.report) as { rules: { id: string; status: string }[] }).rules;
    expect(rules2.find((r) => r.id === 'input/duplicate-object')?.status).toBe('skipped');
  });

  it('usage errors are exit 2', async () => {
    expect((await cliJson(['--base', 'x'])).code).toBe(2);
    expect((await cliJson(['--base', 'a', '--head', 'b', '--fail-on', 'sometimes'])).code).toBe(2);
  });
});
