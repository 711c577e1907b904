import { jobSummaryPointer, renderComment } from '../report/markdown.js';
import type { ReportLinks } from '../report/md.js';
import { gateFails, type FailOn } from '../result/fail-on.js';
import type { GateResult } from '../result/model.js';
import { countsLine } from '../report/causes-view.js';
import type { GitHubClient, RepoRef } from './api.js';
import type { CommentMode } from './inputs.js';

/** A comment body may hold 65,536 characters; bytes ≥ characters. */
const COMMENT_BYTES = 60_000;
/** Pages of 100 comments read at most when looking for ours: a PR with 10,000 comments does not stall the step. */
export const MAX_COMMENT_PAGES = 20;
/** Who writes comments with the workflow's GITHUB_TOKEN (an installation token cannot ask GET /user). */
export const ACTIONS_BOT = 'github-actions[bot]';

/**
 * The login the token writes comments as: GET /user for a personal or OAuth token; an installation
 * token (the workflow's GITHUB_TOKEN) may not ask, and writes as github-actions[bot].
 */
export async function tokenIdentity(client: GitHubClient): Promise<string> {
  try {
    return (await client.rest.users.getAuthenticated()).data.login;
  } catch {
    return ACTIONS_BOT;
  }
}

/** Hidden marker: one comment per workflow and job, found again on the next run. */
export function commentMarker(env: NodeJS.ProcessEnv): string {
  const clean = (s: string | undefined) => (s ?? '').replace(/--+>?/g, '-');
  return `<!-- upgrade-gate comment: workflow=${clean(env.GITHUB_WORKFLOW)} job=${clean(env.GITHUB_JOB)} -->`;
}

export interface CommentContext {
  marker: string;
  /** Only a comment written by this login is ever edited: a user's comment that copies the marker is left alone. */
  author: string;
  mode: CommentMode;
  failOn: FailOn;
  headSha: string;
  runUrl?: string;
  links?: ReportLinks;
}

/** Whether this result asks for a comment: always, or when the gate fails (on-failure). */
export function wantsComment(result: GateResult, ctx: Pick<CommentContext, 'mode' | 'failOn'>): boolean {
  if (ctx.mode === 'always') return true;
  return ctx.mode === 'on-failure' && (result.result === 'fail' || gateFails(result.result, ctx.failOn));
}

const runLink = (ctx: CommentContext) => (ctx.runUrl ? ` ([run](${ctx.runUrl}))` : '');

/** The comment: the short report (verdict, what to do, causes), and which commit it speaks of. */
export function commentBody(result: GateResult, ctx: CommentContext): string {
  return [
    ctx.marker,
    renderComment(result, {
      maxBytes: COMMENT_BYTES,
      rest: jobSummaryPointer(ctx.runUrl),
      links: ctx.links,
    }).trimEnd(),
    '',
    `<sub>upgrade-gate at ${ctx.headSha.slice(0, 12)}${runLink(ctx)}</sub>`,
    '',
  ].join('\n');
}

/** What replaces an on-failure comment once a later push passes: no stale failure left behind. */
export function passingNowBody(result: GateResult, ctx: CommentContext): string {
  return [
    ctx.marker,
    `## ✅ upgrade-gate passes now`,
    '',
    `At ${ctx.headSha.slice(0, 12)}: ${countsLine(result)}.${result.result === 'warn' ? ' Warnings are in the job summary.' : ''} The earlier failure is resolved.${runLink(ctx)}`,
    '',
  ].join('\n');
}

/**
 * Creates, updates or leaves the pull request's comment: found by its marker (every page of
 * comments), updated in place, created only when the result asks for one.
 */
export async function upsertComment(
  client: GitHubClient,
  repo: RepoRef,
  issueNumber: number,
  result: GateResult,
  ctx: CommentContext,
): Promise<'created' | 'updated' | 'none'> {
  let pages = 0;
  const comments = await client.paginate(
    client.rest.issues.listComments,
    { ...repo, issue_number: issueNumber, per_page: 100 },
    (response, done) => {
      if (++pages >= MAX_COMMENT_PAGES) done();
      return response.data;
    },
  );
  const existing = comments.find((c) => c.user?.login === ctx.author && c.body?.includes(ctx.marker));
  const wanted = wantsComment(result, ctx);
  if (existing) {
    const body = wanted ? commentBody(result, ctx) : passingNowBody(result, ctx);
    if (existing.body === body) return 'none';
    await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body });
    return 'updated';
  }
  if (!wanted) return 'none';
  await client.rest.issues.createComment({
    ...repo,
    issue_number: issueNumber,
    body: commentBody(result, ctx),
  });
  return 'created';
}
