import { SourceError } from '../sources/errors.js';
import { git, resolveRevision } from '../sources/git.js';
import { checkRevision } from '../sources/revision.js';

/**
 * Makes sure a revision is present: a shallow checkout (actions/checkout's default) often lacks the
 * base commit. A missing revision is fetched once, shallowly, with the checkout's own credentials;
 * the clone is not otherwise reshaped. The revision is checked first and handed to git after
 * `--end-of-options`: `--upload-pack=…` from an event or an input never reaches `git fetch`.
 */
export async function ensureRevision(repo: string, rev: string): Promise<void> {
  checkRevision(rev);
  try {
    await resolveRevision(repo, rev);
    return;
  } catch {
    // fetch below
  }
  const remoteBranch = /^origin\/(.+)$/.exec(rev)?.[1];
  const spec = remoteBranch ? `+refs/heads/${remoteBranch}:refs/remotes/origin/${remoteBranch}` : rev;
  const fetched = await git(repo, ['fetch', '--no-tags', '--depth=1', '--end-of-options', 'origin', spec]);
  try {
    await resolveRevision(repo, rev);
  } catch {
    throw new SourceError(
      `revision "${rev}" is not in the checkout and could not be fetched (${fetched.stderr.trim().split('\n').pop() ?? 'git fetch failed'})`,
      'Use actions/checkout with fetch-depth: 0, or make sure the token can read the repository.',
    );
  }
}

/** Asks GitHub where a branch and a commit meet (the compare API), when the clone is too shallow to tell. */
export type MergeBaseLookup = (branch: string, head: string) => Promise<string | undefined>;

/**
 * The base of a new branch's push: where it left `branch` (the default branch). The checkout's own
 * history first; a shallow clone has none, so then GitHub's compare API, and the commit it names is
 * fetched like any missing revision.
 */
export async function newBranchBase(
  repo: string,
  branch: string,
  head: string,
  lookup?: MergeBaseLookup,
): Promise<string> {
  checkRevision(branch, 'branch');
  await ensureRevision(repo, `origin/${branch}`);
  await ensureRevision(repo, head);
  const local = await git(repo, ['merge-base', '--end-of-options', `origin/${branch}`, head]);
  const sha = local.stdout.toString().trim();
  if (local.code === 0 && sha) return sha;
  let why = 'no github-token to ask GitHub';
  if (lookup) {
    const remote = await lookup(branch, head).catch((err: unknown) => {
      why = `GitHub's compare API: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
      return undefined;
    });
    if (remote) {
      await ensureRevision(repo, remote);
      return remote;
    }
  }
  throw new SourceError(
    `the new branch at ${head} and origin/${branch} have no common history in the checkout (${why})`,
    'Use actions/checkout with fetch-depth: 0, or set the base input.',
  );
}
