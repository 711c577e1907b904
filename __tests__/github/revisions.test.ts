import { ensureRevision } from '../../src/github/revisions.js';
import { SourceError } from '../../src/sources/errors.js';
import { demoRepo, git, shallowCloneOf } from '../helpers/git.js';

function shallowClone() {
  const { repo, base, head } = demoRepo();
  return { clone: shallowCloneOf(repo), base, head };
}

describe('revisions in a shallow checkout', () => {
  it('fetches a missing base commit, once, shallowly', async () => {
    const { clone, base, head } = shallowClone();
    expect(() => git(clone, 'cat-file', '-e', `${base}^{commit}`)).toThrow();
    await ensureRevision(clone, head);
    await ensureRevision(clone, base);
    expect(git(clone, 'rev-parse', `${base}^{commit}`)).toBe(base);
    expect(git(clone, 'rev-parse', '--is-shallow-repository')).toBe('true');
  });

  it('fetches the default branch for a new branch push', async () => {
    const { clone } = shallowClone();
    git(clone, 'update-ref', '-d', 'refs/remotes/origin/main');
    await ensureRevision(clone, 'origin/main');
    expect(git(clone, 'rev-parse', '--verify', 'origin/main')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('says to use fetch-depth: 0 when the revision cannot be fetched', async () => {
    const { clone } = shallowClone();
    const err = await ensureRevision(clone, 'f'.repeat(40)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SourceError);
    expect((err as SourceError).hint).toContain('fetch-depth: 0');
  });
});
