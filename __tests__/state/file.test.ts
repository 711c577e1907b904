import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadClusterState } from '../../src/state/file.js';
import { git, gitWithEnv, newRepo, shallowCloneOf } from '../helpers/git.js';
import { liveState } from './builders.js';

const at = (iso: string) => ({ GIT_COMMITTER_DATE: iso, GIT_AUTHOR_DATE: iso });

/** A repository whose state.yaml was committed on 2025-11-01, then another file on 2025-12-20. */
function repoWithExport(): string {
  const repo = newRepo();
  writeFileSync(join(repo, 'state.yaml'), liveState({ time: '2025-10-01T00:00:00Z' }));
  git(repo, 'add', 'state.yaml');
  gitWithEnv(repo, at('2025-11-01T12:00:00Z'), 'commit', '-q', '-m', 'export');
  writeFileSync(join(repo, 'other.txt'), 'x');
  git(repo, 'add', 'other.txt');
  gitWithEnv(repo, at('2025-12-20T12:00:00Z'), 'commit', '-q', '-m', 'other');
  return repo;
}

describe('the commit time of a committed export', () => {
  it('is read when git tracks the file unchanged, relative to the directory given', async () => {
    const repo = repoWithExport();
    const s = await loadClusterState('state.yaml', repo);
    expect(s.file).toBe('state.yaml');
    expect(s.committed).toBe('2025-11-01T12:00:00.000Z');
    expect(s.newest).toBe('2025-10-01T00:00:00Z');
  });

  it('is not read for a file changed since its commit, or untracked', async () => {
    const repo = repoWithExport();
    writeFileSync(join(repo, 'state.yaml'), liveState({ time: '2025-10-02T00:00:00Z' }));
    expect((await loadClusterState('state.yaml', repo)).committed).toBeUndefined();
    writeFileSync(join(repo, 'fresh.yaml'), liveState());
    expect((await loadClusterState(join(repo, 'fresh.yaml'))).committed).toBeUndefined();
  });

  it('is not read in a depth-1 clone whose only commit did not write the file (it seems to add every file)', async () => {
    const clone = shallowCloneOf(repoWithExport());
    expect(git(clone, 'rev-parse', '--is-shallow-repository')).toBe('true');
    const s = await loadClusterState('state.yaml', clone);
    expect(s.committed).toBeUndefined();
    expect(s.newest).toBe('2025-10-01T00:00:00Z');
  });

  it('is not read outside a git repository', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'ug-no-git-'));
    writeFileSync(join(outside, 'state.yaml'), liveState());
    expect((await loadClusterState('state.yaml', outside)).committed).toBeUndefined();
  });
});
