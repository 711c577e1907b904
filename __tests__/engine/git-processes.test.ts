import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOptions } from '../../src/options.js';
import { runGate } from '../../src/run.js';
import { onPath } from '../../src/sources/executable.js';
import { git, newRepo, writeTree } from '../helpers/git.js';

/**
 * The git processes a run starts, seen by a wrapper put first on PATH: it logs its arguments (after
 * gitInvocation's own) and runs the real git.
 */
async function gitCalls(run: () => Promise<unknown>): Promise<string[]> {
  const real = onPath('git');
  if (!real) throw new Error('git is not on PATH');
  const bin = mkdtempSync(join(tmpdir(), 'ug-git-log-'));
  const log = join(bin, 'log');
  writeFileSync(log, '');
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\nfor a in "$@"; do case "$a" in -c|--*dir=*|--work-tree=*|*=*) ;; *) printf '%s ' "$a" >>'${log}';; esac; done\necho >>'${log}'\nexec '${real}' "$@"\n`,
  );
  chmodSync(join(bin, 'git'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path}`;
  try {
    await run();
  } finally {
    process.env.PATH = path;
  }
  return readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .sort();
}

function twoCommits(config: string | undefined): string {
  const dir = newRepo();
  writeTree(dir, {
    'a.yaml': 'a: 1\n',
    'b.yaml': 'b: 1\n',
    ...(config ? { '.github/upgrade-gate.yml': config } : {}),
  });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'one');
  writeTree(dir, { 'b.yaml': 'b: 2\n' });
  git(dir, 'commit', '-q', '-am', 'two');
  return dir;
}

const options = (repo: string, base = 'HEAD~1') =>
  defaultOptions({ repo, base: { rev: base }, head: { rev: 'HEAD' }, today: '2026-01-01' });

describe('git processes of a run', () => {
  it('lists each revision once, reads its blobs in one batch, and reads no config the listing lacks', async () => {
    const dir = twoCommits(undefined);
    expect(await gitCalls(() => runGate(options(dir)))).toEqual([
      'cat-file --batch',
      'ls-tree -r -z --long --full-tree --end-of-options HEAD^{commit}',
      'ls-tree -r -z --long --full-tree --end-of-options HEAD~1^{commit}',
    ]);
  });

  it('reads a config the same on both sides once, by its blob id', async () => {
    const dir = twoCommits('maxFileSize: 1000\n');
    const oid = git(dir, 'rev-parse', 'HEAD:.github/upgrade-gate.yml');
    expect(await gitCalls(() => runGate(options(dir)))).toEqual([
      'cat-file --batch',
      `cat-file blob ${oid}`,
      'ls-tree -r -z --long --full-tree --end-of-options HEAD^{commit}',
      'ls-tree -r -z --long --full-tree --end-of-options HEAD~1^{commit}',
    ]);
  });

  it('asks rev-parse only to say why a revision cannot be listed', async () => {
    const dir = twoCommits(undefined);
    let err: unknown;
    const calls = await gitCalls(() => runGate(options(dir, 'nope')).catch((e: unknown) => (err = e)));
    expect((err as Error).message).toBe(`revision "nope" not found in ${dir}`);
    expect(calls).toEqual([
      'ls-tree -r -z --long --full-tree --end-of-options HEAD^{commit}',
      'ls-tree -r -z --long --full-tree --end-of-options nope^{commit}',
      'rev-parse --verify --quiet --end-of-options nope^{commit}',
    ]);
  });
});
