import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultOptions } from '../../src/options.js';
import { runGate } from '../../src/run.js';
import { onPath } from '../../src/sources/executable.js';
import { readGitSnapshots } from '../../src/sources/git.js';
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

  it('reads many blobs in several batches, one per core, with the same snapshots as one batch', async () => {
    const dir = newRepo();
    const files: Record<string, string> = {};
    for (let i = 0; i < 2100; i++) files[`f/${String(i).padStart(4, '0')}.yaml`] = `i: ${i}\n`;
    writeTree(dir, files);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'one');
    writeTree(dir, { 'f/0001.yaml': 'i: changed\n', 'g.yaml': 'g: 1\n' });
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'two');
    const opts = { paths: [], exclude: [], maxFileSize: 1 << 20 };
    let snaps: Awaited<ReturnType<typeof readGitSnapshots>> = [];
    const calls = await gitCalls(async () => (snaps = await readGitSnapshots(dir, ['HEAD~1', 'HEAD'], opts)));
    // 2,102 distinct blobs: two batches of at least 1,000 each where there are two cores.
    const batches = Math.min(2, availableParallelism());
    expect(calls.filter((c) => c === 'cat-file --batch')).toHaveLength(batches);
    const [base, head] = snaps;
    expect(base!.files).toHaveLength(2100);
    expect(base!.files.map((f) => [f.path, f.text])).toEqual(Object.entries(files).sort());
    expect(head!.files).toHaveLength(2101);
    expect(head!.files.find((f) => f.path === 'f/0001.yaml')?.text).toBe('i: changed\n');
    expect(head!.files.find((f) => f.path === 'g.yaml')?.text).toBe('g: 1\n');
    expect(head!.files.find((f) => f.path === 'f/2099.yaml')?.text).toBe('i: 2099\n');
  });
});
