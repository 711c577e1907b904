import { UsageError } from '../errors.js';

/**
 * What a revision may look like: a commit id, a branch or tag name, `origin/main`, `HEAD~2`,
 * `HEAD^1`, `main@{1}`. No leading `-` (an option to git: `--upload-pack=…`), no control
 * characters, spaces, `:` (a path), `..` (a range) or shell-looking punctuation.
 */
const REVISION = /^[A-Za-z0-9_][A-Za-z0-9_./@{}~^+-]{0,254}$/;

/**
 * Refuses anything that is not plainly a revision, before it reaches git (exit 2). Revisions come
 * from flags, action inputs, workflow_dispatch inputs and event payloads: all untrusted. Git calls
 * pass them after `--end-of-options` as well.
 */
export function checkRevision(rev: string, from = 'revision'): string {
  if (!REVISION.test(rev) || rev.includes('..') || rev.includes('@{-') || /\/$|\.lock(\/|$)/.test(rev))
    throw new UsageError(
      `${from} ${JSON.stringify(rev).slice(0, 120)} is not a revision git is allowed to read`,
      'Give a commit id, a branch or tag name, or an expression like HEAD~1; it may not start with "-" or hold spaces, control characters, ":" or "..".',
    );
  return rev;
}
