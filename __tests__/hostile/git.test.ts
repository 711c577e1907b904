import { chmodSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runActionWith } from '../helpers/action.js';
import { cliJson, cliRun } from '../helpers/cli.js';
import { git, twoCommitRepo, writeTree } from '../helpers/git.js';
import { configMap, widgetCrd } from './manifests.js';

/**
 * Never execute, never be bypassed: what a pull request controls (folders, names, event fields,
 * inputs) never makes git run its code, and never changes what is compared.
 */
const cm = configMap;
const crd = widgetCrd;
/** A PR that removes a stored CRD version: the gate must fail it. */
const failing = () => twoCommitRepo({ 'crd.yaml': crd(['v1', 'v1beta1']) }, { 'crd.yaml': crd(['v1beta1']) });

/** A script that leaves a marker when run: proof that git ran something from the PR. */
function trap(): { script: string; marker: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ug-trap-'));
  const marker = join(dir, 'ran');
  const script = join(dir, 'evil.sh');
  writeFileSync(script, `#!/bin/sh\necho pwned > '${marker}'\n`);
  chmodSync(script, 0o755);
  return { script, marker };
}

/** A folder that looks like a git repository, with an fsmonitor, hooks and sshCommand set to `script`. */
function fakeRepository(dir: string, script: string): void {
  writeTree(dir, {
    HEAD: 'ref: refs/heads/main\n',
    config: `[core]\n\trepositoryformatversion = 0\n\tbare = false\n\tworktree = .\n\tfsmonitor = ${script}\n\tsshCommand = ${script}\n\thooksPath = ${join(dir, 'hooks')}\n`,
    'objects/info/.keep': '',
    'refs/heads/.keep': '',
    'hooks/post-checkout': `#!/bin/sh\n${script}\n`,
  });
  mkdirSync(join(dir, 'objects', 'pack'), { recursive: true });
}

async function inDir<T>(dir: string, f: () => Promise<T>): Promise<T> {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    return await f();
  } finally {
    process.chdir(cwd);
  }
}

describe('never execute anything from the pull request', () => {
  it("a folder that looks like a bare repository never becomes git's repository (--cluster-state beside it)", async () => {
    const { repo } = failing();
    const { script, marker } = trap();
    fakeRepository(join(repo, 'evil'), script);
    writeFileSync(join(repo, 'evil', 'state.yaml'), 'apiVersion: v1\nkind: List\nitems: []\n');
    const r = await cliRun([
      '--repo',
      repo,
      '--base',
      'HEAD~1',
      '--head',
      'HEAD',
      '--cluster-state',
      join(repo, 'evil', 'state.yaml'),
    ]);
    expect(r.code).toBe(1);
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    ['the base input', { base: '--upload-pack=SCRIPT' }, {}],
    ['a workflow_dispatch input', {}, { inputs: { base: '--upload-pack=SCRIPT', head: 'HEAD' } }],
  ])(
    'a revision like --upload-pack=… from %s is refused with exit 2, never handed to git fetch',
    async (_n, inputs, payload) => {
      const { repo } = failing();
      const { script, marker } = trap();
      const fill = (o: Record<string, unknown>): Record<string, unknown> =>
        JSON.parse(JSON.stringify(o).replace(/SCRIPT/g, script)) as Record<string, unknown>;
      git(repo, 'remote', 'add', 'origin', repo);
      const r = await runActionWith({
        workspace: repo,
        inputs: fill(inputs) as Record<string, string>,
        eventName: 'workflow_dispatch',
        payload: fill(payload),
      });
      expect(r.exit).toBe(2);
      expect(r.outputs.status).toBe('error');
      expect(existsSync(marker)).toBe(false);
      expect(r.summary).toMatch(/not a revision/);
    },
  );

  it('the CLI refuses a revision that starts with "-" (exit 2)', async () => {
    const { repo } = failing();
    const r = await cliRun(['--repo', repo, '--base=--output=/tmp/x', '--head', 'HEAD']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not a revision/);
  });
});

describe('never bypassed: what is compared is decided by how it is named, not by what the PR wrote', () => {
  it('a folder named like the base revision (HEAD~1) in the PR does not replace the base', async () => {
    const { repo } = failing();
    // The PR also adds a folder named "HEAD~1" holding a copy of the head: read as the base, nothing changes.
    writeTree(repo, { 'HEAD~1/crd.yaml': crd(['v1beta1']) });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '--amend', '-m', 'head');
    const args = ['--base', 'HEAD~1', '--head', 'HEAD', '--paths', 'crd.yaml', '--fail-on', 'never'];
    const r = await inDir(repo, () => cliJson(args));
    expect(JSON.parse(r.report)).toMatchObject({ result: 'fail', base: 'HEAD~1' });
  });

  it('in the action, a symlink named after the base SHA does not replace the base revision', async () => {
    const { repo, base } = failing();
    writeTree(repo, { 'copy/crd.yaml': crd(['v1beta1']) });
    symlinkSync('copy', join(repo, base));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '--amend', '-m', 'head');
    const head = git(repo, 'rev-parse', 'HEAD');
    const payload = { pull_request: { number: 1, base: { sha: base }, head: { sha: head }, labels: [] } };
    const r = await inDir(repo, () =>
      runActionWith({
        workspace: repo,
        inputs: { paths: 'crd.yaml', 'fail-on': 'never', 'check-run': 'false' },
        eventName: 'pull_request',
        payload,
      }),
    );
    expect(r.outputs.result).toBe('fail');
  });

  it('a directory side whose root is a symlink is refused (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ug-link-'));
    writeTree(dir, { 'real/a.yaml': cm('a'), 'head/a.yaml': cm('a') });
    symlinkSync(join(dir, 'real'), join(dir, 'base'));
    const r = await cliRun(['--base', join(dir, 'base'), '--head', join(dir, 'head')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/symbolic link/);
  });

  it('the action reads a directory only from base-dir / head-dir, never from base / head', async () => {
    const dirs = { 'old/crd.yaml': crd(['v1', 'v1beta1']), 'new/crd.yaml': crd(['v1beta1']) };
    const { repo } = twoCommitRepo(dirs, dirs);
    const r = await runActionWith({
      workspace: repo,
      inputs: { 'base-dir': 'old', 'head-dir': 'new', 'fail-on': 'never', 'check-run': 'false' },
      eventName: 'workflow_dispatch',
      payload: {},
    });
    expect(r.outputs.result).toBe('fail');
    const asRevision = await inDir(repo, () =>
      runActionWith({
        workspace: repo,
        inputs: { base: 'old', head: 'new', 'fail-on': 'never', 'check-run': 'false' },
        eventName: 'workflow_dispatch',
        payload: {},
      }),
    );
    expect(asRevision.exit).toBe(2);
  });
});
