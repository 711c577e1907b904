import { readFileSync } from 'node:fs';
import { UsageError } from '../errors.js';
import { asRecord, isRecord } from '../values.js';

export interface EventRevisions {
  base?: string;
  head?: string;
  labels: string[];
  /** Why no base could be found, when none was. */
  note?: string;
  /** The pull request's number (pull_request events), for the comment. */
  pullRequest?: number;
  /** A new branch's push: its base is the merge-base with this (default) branch. */
  newBranchOf?: string;
  /** A pull request: compare its head with the merge-base of `base` and `head` (what merging changes). */
  fromMergeBase?: boolean;
  /** Branch names for the report header. */
  baseRef?: string;
  headRef?: string;
}

const ZERO = /^0+$/;

const BAD_EVENT_HINT =
  'The runner writes the event file (GITHUB_EVENT_PATH); without a readable pull request event the gate cannot tell what to compare. Set the base and head inputs to run it anyway.';

/**
 * Reads the event payload the runner wrote (GITHUB_EVENT_PATH). No path is an empty event; a file
 * that cannot be read, is not JSON or is not an object is a usage error (status error, exit 2):
 * never a silent fallback to other revisions.
 */
export function readEventPayload(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code ?? 'not JSON';
    throw new UsageError(`the event file ${path} cannot be read (${why})`, BAD_EVENT_HINT);
  }
  if (!isRecord(payload)) throw new UsageError(`the event file ${path} is not a JSON object`, BAD_EVENT_HINT);
  return payload;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Branch names without `refs/heads/`, for the report header. */
function refs(base: string | undefined, head: string | undefined): { baseRef?: string; headRef?: string } {
  const short = (r: string | undefined) => r?.replace(/^refs\/heads\//, '');
  return { ...(base ? { baseRef: short(base) } : {}), ...(head ? { headRef: short(head) } : {}) };
}

/** A field the event must carry as a string: anything else is the wrong shape (usage error). */
function required(value: unknown, what: string): string {
  if (typeof value === 'string' && value) return value;
  throw new UsageError(
    `the event has no ${what} (got ${value === undefined ? 'nothing' : typeof value})`,
    BAD_EVENT_HINT,
  );
}

/** An optional string field: absent is fine, another type is the wrong shape. */
function optionalString(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return required(value, what);
}

/**
 * Base and head revisions for an event: pull_request(_target), merge_group, push, and the `base` /
 * `head` inputs of workflow_dispatch.
 */
export function revisionsFromEvent(eventName: string, payload: Record<string, unknown>): EventRevisions {
  const pr = asRecord(payload.pull_request);
  const labels = Array.isArray(pr.labels)
    ? pr.labels.map((l) => str(asRecord(l).name)).filter((n): n is string => !!n)
    : [];
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target':
    case 'pull_request_review': {
      const n = pr.number;
      return {
        base: required(asRecord(pr.base).sha, 'pull_request.base.sha'),
        head: required(asRecord(pr.head).sha, 'pull_request.head.sha'),
        labels,
        fromMergeBase: true,
        ...refs(str(asRecord(pr.base).ref), str(asRecord(pr.head).ref)),
        ...(Number.isSafeInteger(n) && (n as number) > 0 ? { pullRequest: n as number } : {}),
      };
    }
    case 'merge_group': {
      // head_sha is the queue's merge commit on top of base_sha: the pair already is what merging applies.
      const mg = asRecord(payload.merge_group);
      return {
        base: required(mg.base_sha, 'merge_group.base_sha'),
        head: required(mg.head_sha, 'merge_group.head_sha'),
        labels,
        ...refs(str(mg.base_ref), str(mg.head_ref)),
      };
    }
    case 'push': {
      const before = required(payload.before, 'push before');
      const after = required(payload.after, 'push after');
      if (before && ZERO.test(before)) {
        // A new branch: compare with where it left the default branch, as a pull request would.
        const main = str(asRecord(payload.repository).default_branch);
        return main
          ? { head: after, labels, newBranchOf: main }
          : { head: after, labels, note: 'a new branch has no previous revision' };
      }
      return { base: before, head: after, labels };
    }
    case 'workflow_dispatch': {
      const inputs = asRecord(payload.inputs);
      return {
        base: optionalString(inputs.base, 'string in inputs.base'),
        head: optionalString(inputs.head, 'string in inputs.head'),
        labels,
      };
    }
    default:
      return { labels };
  }
}
