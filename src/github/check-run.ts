import { causeAnnotations } from '../report/annotations.js';
import { countsLine } from '../report/causes-view.js';
import { jobSummaryPointer, renderComment } from '../report/markdown.js';
import type { ReportLinks } from '../report/md.js';
import { gateFails, type FailOn } from '../result/fail-on.js';
import type { GateResult } from '../result/model.js';
import { SEVERITY_LEVELS } from '../finding.js';
import type { GitHubClient, RepoRef } from './api.js';

/** The Checks API takes at most 65,535 characters of summary; bytes ≥ characters, so this is safe. */
export const CHECK_SUMMARY_BYTES = 60_000;
/** The Checks API takes at most 50 annotations per request; more go in updates of the same run. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** A bound on API calls for a pathological PR: 20 requests. The rest are in the summary and report. */
export const MAX_CHECK_ANNOTATIONS = 1_000;

export type Conclusion = 'success' | 'neutral' | 'failure';

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

const TITLE = { pass: 'Passed', warn: 'Passed with warnings', fail: 'Failed' } as const;

/** failure when the gate fails the step (per fail-on), neutral for findings that do not, else success. */
export function checkConclusion(result: GateResult, failOn: FailOn): Conclusion {
  if (gateFails(result.result, failOn)) return 'failure';
  return result.result === 'pass' ? 'success' : 'neutral';
}

/**
 * One annotation per located cause (its evidence named in the message, a known one-line edit as a
 * suggestion), most important cause first: the causes' own order.
 */
export function checkAnnotations(result: GateResult): CheckAnnotation[] {
  return causeAnnotations(result).map((a) => ({
    path: a.file,
    start_line: a.line ?? 1,
    end_line: a.line ?? 1,
    annotation_level: SEVERITY_LEVELS[a.severity].checkRun,
    title: a.title.slice(0, 255),
    message: a.message,
  }));
}

/** Title with the counts, and the PR comment's short report pointing at the job summary for the rest. */
export function checkOutput(
  result: GateResult,
  runUrl?: string,
  links?: ReportLinks,
): { title: string; summary: string } {
  return {
    title: `${TITLE[result.result]}: ${countsLine(result)}`,
    summary: renderComment(result, { maxBytes: CHECK_SUMMARY_BYTES, rest: jobSummaryPointer(runUrl), links }),
  };
}

export interface CheckRunTarget {
  name: string;
  headSha: string;
  failOn: FailOn;
  runUrl?: string;
  links?: ReportLinks;
}

/**
 * Creates a completed check run on the head commit: conclusion, title, summary and the first 50
 * annotations; further annotations follow in updates of 50 (GitHub appends them).
 */
export async function publishCheckRun(
  client: GitHubClient,
  repo: RepoRef,
  result: GateResult,
  target: CheckRunTarget,
): Promise<{ id: number; annotations: number; leftOut: number }> {
  const all = checkAnnotations(result);
  const annotations = all.slice(0, MAX_CHECK_ANNOTATIONS);
  const output = checkOutput(result, target.runUrl, target.links);
  if (all.length > annotations.length)
    output.summary += `\n> ${all.length - annotations.length} annotations beyond the first ${MAX_CHECK_ANNOTATIONS} are in the job summary.\n`;
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < annotations.length; i += ANNOTATIONS_PER_REQUEST)
    batches.push(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const created = await client.rest.checks.create({
    ...repo,
    name: target.name,
    head_sha: target.headSha,
    status: 'completed',
    conclusion: checkConclusion(result, target.failOn),
    output: { ...output, annotations: batches[0] ?? [] },
  });
  const id = created.data.id;
  for (const batch of batches.slice(1))
    await client.rest.checks.update({ ...repo, check_run_id: id, output: { ...output, annotations: batch } });
  return { id, annotations: annotations.length, leftOut: all.length - annotations.length };
}
