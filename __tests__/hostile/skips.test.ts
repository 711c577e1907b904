import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson } from '../helpers/cli.js';
import { twoCommitRepo, writeTree } from '../helpers/git.js';
import { judged } from './judge.js';
import { configMap, widgetCrd } from './manifests.js';

/**
 * Never hide a manifest: every file kubectl apply -R, kustomize, Flux or Argo CD would apply is
 * read, or its skip is a located finding that fails the gate when the PR introduced it.
 */
const cm = configMap('x');
const crd = widgetCrd;
type Report = {
  result: string;
  findings: { rule: string; file?: string; line?: number; severity: string; message?: string }[];
};

async function gateOnRepo(
  base: Record<string, string>,
  head: Record<string, string>,
  extra: string[] = [],
): Promise<Report> {
  const repo = twoCommitRepo(base, head);
  const { code, report } = await cliJson([
    ...extra,
    '--repo',
    repo.repo,
    '--base',
    repo.base,
    '--head',
    repo.head,
    '--fail-on',
    'never',
  ]);
  expect(code).toBe(0);
  return JSON.parse(report) as Report;
}

async function gateOnDirs(base: Record<string, string>, head: Record<string, string>): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), 'ug-skip-'));
  writeTree(join(dir, 'base'), { '.keep': '', ...base });
  writeTree(join(dir, 'head'), { '.keep': '', ...head });
  const { code, report } = await cliJson([
    '--base',
    join(dir, 'base'),
    '--head',
    join(dir, 'head'),
    '--fail-on',
    'never',
  ]);
  expect(code).toBe(0);
  return JSON.parse(report) as Report;
}

const skips = (r: Report) =>
  r.findings.filter((f) => f.rule === 'input/skipped-file').map((f) => [f.file, f.line, f.severity]);

describe('a PR cannot hide a manifest', () => {
  it('with a NUL byte near the top: a located failure', async () => {
    const r = await judged('skip NUL', () =>
      gateOnDirs({}, { 'deploy/crd.yaml': `# \u0000\n${crd(['v1'])}` }),
    );
    expect(r.result).toBe('fail');
    expect(skips(r)).toEqual([['deploy/crd.yaml', 1, 'fail']]);
  });

  it('as a Git LFS pointer: a located failure', async () => {
    const pointer =
      'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n';
    const r = await judged('skip LFS', () =>
      gateOnRepo({ 'deploy/crd.yaml': crd(['v1', 'v2']) }, { 'deploy/crd.yaml': pointer }),
    );
    expect(r.result).toBe('fail');
    expect(skips(r)).toEqual([['deploy/crd.yaml', 1, 'fail']]);
  });

  it('under a path the user excludes: a located warning where the PR adds it, the others named in a notice', async () => {
    const r = await judged('skip excluded', () =>
      gateOnRepo(
        { 'a.yaml': cm, 'legacy/old.yaml': cm },
        { 'a.yaml': cm, 'legacy/old.yaml': cm, 'legacy/evil.yaml': crd(['v1']) },
        ['--exclude', 'legacy/**'],
      ),
    );
    expect(skips(r)).toEqual([
      ['legacy/evil.yaml', 1, 'warn'],
      [undefined, undefined, 'notice'],
    ]);
    const notice = r.findings.find((f) => f.rule === 'input/skipped-file' && f.severity === 'notice');
    expect(notice?.message).toContain('1 file left out by `exclude` was not checked: legacy/old.yaml');
  });

  it.each(['auto', 'off'])(
    'as a kustomize resource no include glob matches (crd.txt), render %s: a located failure',
    async (render) => {
      const kz = (refs: string) => `resources: [${refs}]\n`;
      const r = await judged(`skip kustomize resource render ${render}`, () =>
        gateOnRepo(
          {
            'app/kustomization.yaml': kz('cm.yaml'),
            'app/cm.yaml': cm,
            '.github/upgrade-gate.yml': `render: ${render}\n`,
          },
          {
            'app/kustomization.yaml': kz('cm.yaml, crd.txt'),
            'app/cm.yaml': cm,
            'app/crd.txt': crd(['v1']),
            '.github/upgrade-gate.yml': `render: ${render}\n`,
          },
        ),
      );
      expect(r.result).toBe('fail');
      expect(skips(r)).toEqual([['app/kustomization.yaml', 1, 'fail']]);
    },
  );

  it('behind an extension-less Kustomization file: the kustomization is read, its unread resource fails', async () => {
    const r = await judged('skip Kustomization file', () =>
      gateOnRepo(
        { 'app/cm.yaml': cm },
        { 'app/cm.yaml': cm, 'app/Kustomization': 'resources:\n  - crd.txt\n', 'app/crd.txt': crd(['v1']) },
      ),
    );
    expect(r.result).toBe('fail');
    expect(skips(r)).toEqual([['app/Kustomization', 2, 'fail']]);
  });

  it('under node_modules/ (committed): a located failure, never a silent exclude', async () => {
    const r = await judged('skip node_modules', () =>
      gateOnRepo({ 'a.yaml': cm }, { 'a.yaml': cm, 'node_modules/x/evil.yaml': crd(['v1']) }),
    );
    expect(r.result).toBe('fail');
    expect(skips(r)).toEqual([['node_modules/x/evil.yaml', 1, 'fail']]);
  });

  it('by adding a Chart.yaml beside plain YAML under templates/: the YAML is still read', async () => {
    const r = await judged('skip Chart.yaml', () =>
      gateOnRepo(
        { 'deploy/templates/crd.yaml': crd(['v1', 'v2']) },
        {
          'deploy/Chart.yaml': 'apiVersion: v2\nname: x\nversion: 1.0.0\n',
          'deploy/templates/crd.yaml': crd(['v2']),
        },
      ),
    );
    expect(r.findings.filter((f) => f.rule === 'crd/stored-version-removed').map((f) => f.file)).toEqual([
      'deploy/templates/crd.yaml',
    ]);
  });

  it('in a folder whose name holds a newline and an ESC: still read (globs match it)', async () => {
    const evil = 'evil\ndir\u001b[2J';
    const r = await judged('skip control chars', () =>
      gateOnRepo({ 'a.yaml': crd(['v1', 'v2']) }, { [`${evil}/a.yaml`]: crd(['v2']) }),
    );
    expect(r.findings.filter((f) => f.rule === 'crd/stored-version-removed').map((f) => f.file)).toEqual([
      `${evil}/a.yaml`,
    ]);
  });
});
