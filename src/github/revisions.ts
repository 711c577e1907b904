import { existsSync, statSync } from 'node:fs';
import { SourceError } from '../sources/errors.js';
import { git, resolveRevision } from '../sources/git.js';

/**
 * Makes sure a revision is present: a shallow checkout (actions/checkout's default) often lacks the
 * base commit. A missing revision is fetched once, shallowly, with the checkout's own credentials;
 * the clone is not otherwise reshaped. Directories are left alone.
 */
export async function ensureRevision(repo: string, rev: string): Promise<void> {
  if (existsSync(rev) && statSync(rev).isDirectory()) return;
  try {
    await resolveRevision(repo, rev);
    return;
  } catch {
    // fetch below
  }
  const remoteBranch = /^origin\/(.+)$/.exec(rev)?.[1];
  const spec = remoteBranch ? `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}` : rev;
  const fetched = await git(repo, ['fetch', '--no-tags', '--depth=1', 'origin', spec]);
  try {
    await resolveRevision(repo, rev);
  } catch {
    throw new SourceError(
      `revision "${rev}" is not in the checkout and could not be fetched (${fetched.stderr.trim().split('\n').pop() ?? 'git fetch failed'})`,
      'Use actions/checkout with fetch-depth: 0, or make sure the token can read the repository.',
    );
  }
}
