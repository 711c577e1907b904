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

/** The commit where two revisions meet, from the checkout's history; undefined when it has none. */
async function localMergeBase(repo: string, a: string, b: string): Promise<string | undefined> {
  const r = await git(repo, ['merge-base', '--end-of-options', a, b]);
  const sha = r.stdout.toString().trim();
  return r.code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}

/** How far a shallow checkout is deepened, step by step, to find where a pull request left its base. */
const DEEPEN_STEPS = [50, 500];

/**
 * What a pull request changes: its head against the merge-base of its base and head (GitHub's own
 * "Files changed" view), so whatever the base branch gained since the branch point is not read as
 * reverted by the PR. A shallow checkout is deepened (both tips, a few steps), then unshallowed;
 * GitHub's compare API is the last resort.
 */
export async function pullRequestBase(
  repo: string,
  base: string,
  head: string,
  lookup?: MergeBaseLookup,
): Promise<string> {
  checkRevision(base);
  checkRevision(head);
  await ensureRevision(repo, base);
  await ensureRevision(repo, head);
  const found = await localMergeBase(repo, base, head);
  if (found) return found;
  for (const depth of DEEPEN_STEPS) {
    await git(repo, ['fetch', '--no-tags', `--depth=${depth}`, '--end-of-options', 'origin', base, head]);
    const deeper = await localMergeBase(repo, base, head);
    if (deeper) return deeper;
  }
  const shallow = await git(repo, ['rev-parse', '--is-shallow-repository']);
  if (shallow.stdout.toString().trim() === 'true') {
    await git(repo, ['fetch', '--no-tags', '--unshallow', '--end-of-options', 'origin', base, head]);
    const all = await localMergeBase(repo, base, head);
    if (all) return all;
  }
  const remote = lookup ? await lookup(base, head).catch(() => undefined) : undefined;
  if (remote) {
    await ensureRevision(repo, remote);
    return remote;
  }
  throw new SourceError(
    `the pull request's base ${base} and head ${head} have no common history in the checkout`,
    'Use actions/checkout with fetch-depth: 0, or set the base input.',
  );
}

/** `main @ 1a2b3c4` for a report header: the branch (when known) and a short SHA. */
export function sideLabel(sha: string, branch?: string, role?: string): string {
  const short = /^[0-9a-f]{40,64}$/.test(sha) ? sha.slice(0, 7) : sha;
  return `${branch ? `${branch} @ ` : ''}${short}${role ? ` (${role})` : ''}`;
}

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
