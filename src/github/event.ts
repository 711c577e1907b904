import { readFileSync } from 'node:fs';
import { asRecord } from '../values.js';

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

/** Reads the event payload the runner wrote (GITHUB_EVENT_PATH); an unreadable one is an empty event. */
export function readEventPayload(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** Branch names without `refs/heads/`, for the report header. */
function refs(base: string | undefined, head: string | undefined): { baseRef?: string; headRef?: string } {
  const short = (r: string | undefined) => r?.replace(/^refs\/heads\//, '');
  return { ...(base ? { baseRef: short(base) } : {}), ...(head ? { headRef: short(head) } : {}) };
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
        base: str(asRecord(pr.base).sha),
        head: str(asRecord(pr.head).sha),
        labels,
        fromMergeBase: true,
        ...refs(str(asRecord(pr.base).ref), str(asRecord(pr.head).ref)),
        ...(typeof n === 'number' ? { pullRequest: n } : {}),
      };
    }
    case 'merge_group': {
      // head_sha is the queue's merge commit on top of base_sha: the pair already is what merging applies.
      const mg = asRecord(payload.merge_group);
      return {
        base: str(mg.base_sha),
        head: str(mg.head_sha),
        labels,
        ...refs(str(mg.base_ref), str(mg.head_ref)),
      };
    }
    case 'push': {
      const before = str(payload.before);
      const after = str(payload.after);
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
      return { base: str(inputs.base), head: str(inputs.head), labels };
    }
    default:
      return { labels };
  }
}
