import { readFileSync } from 'node:fs';

export interface EventRevisions {
  base?: string;
  head?: string;
  labels: string[];
  /** Why no base could be found, when none was. */
  note?: string;
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
const obj = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** Base and head revisions for an event (pull_request, pull_request_target, merge_group, push). */
export function revisionsFromEvent(eventName: string, payload: Record<string, unknown>): EventRevisions {
  const pr = obj(payload.pull_request);
  const labels = Array.isArray(pr.labels)
    ? pr.labels.map((l) => str(obj(l).name)).filter((n): n is string => !!n)
    : [];
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target':
    case 'pull_request_review':
      return { base: str(obj(pr.base).sha), head: str(obj(pr.head).sha), labels };
    case 'merge_group': {
      const mg = obj(payload.merge_group);
      return { base: str(mg.base_sha), head: str(mg.head_sha), labels };
    }
    case 'push': {
      const before = str(payload.before);
      const after = str(payload.after);
      if (before && ZERO.test(before)) {
        // A new branch: compare with the default branch, as a pull request would.
        const main = str(obj(payload.repository).default_branch);
        return main
          ? { base: `origin/${main}`, head: after, labels }
          : { head: after, labels, note: 'a new branch has no previous revision' };
      }
      return { base: before, head: after, labels };
    }
    default:
      return { labels };
  }
}
