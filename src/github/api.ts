import type { ClientOptions, GitHubClient } from './octokit.js';

export type { GitHubClient } from './octokit.js';

/** Seconds one API request may take (input `api-timeout`), and the whole reporting step: ten of them. */
export const DEFAULT_API_TIMEOUT_SECONDS = 30;
export const REPORTING_REQUESTS = 10;

/** Throttling's spacing of writes (1 s, 3 s for notifying ones) is left out: a run makes a few dozen at most. */
const unspaced = {
  key: () => ({ schedule: (_o: unknown, fn: () => unknown) => fn() }),
} as unknown as NonNullable<NonNullable<ClientOptions['throttle']>['write']>;

/** Owner and name of the repository the workflow runs in. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** The API of the repository the workflow runs in; the client is made (and its code loaded) on first use. */
export interface GitHubApi {
  repo: RepoRef;
  client(): Promise<GitHubClient>;
  startDeadline(): void;
}

/**
 * Every attempt (retries included) through the client's own fetch (the runner's proxy, when one is
 * set), with its timeout and the reporting deadline. Hooks share the options bound when the
 * request started: set on them, in place. A timeout is an AbortError, which is not retried.
 */
function timeRequests(client: GitHubClient, timeoutSeconds: number, deadline: () => AbortSignal | undefined) {
  client.hook.wrap('request', (request, options) => {
    const base = (options.request?.fetch as typeof fetch | undefined) ?? fetch;
    const timedFetch = async (url: string | URL | Request, init?: RequestInit) => {
      const all = deadline();
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutSeconds * 1000), ...(all ? [all] : [])]);
      try {
        return await base(url, { ...init, signal });
      } catch (err) {
        if (!signal.aborted) throw err;
        throw Object.assign(new Error(`GitHub did not answer within ${timeoutSeconds} s`), {
          name: 'AbortError',
        });
      }
    };
    options.request = { ...options.request, fetch: timedFetch };
    return request(options);
  });
}

/**
 * A REST client for the API the runner names (`GITHUB_API_URL`, so GitHub Enterprise Server works
 * unchanged), or undefined without a token or a repository. Every request has a timeout, and all of
 * them together a deadline (`startDeadline`, when reporting begins): GitHub can slow the step down,
 * never stall it. Transient 5xx answers and secondary rate limits are retried with backoff; an
 * exhausted primary rate limit is not waited for (it can take an hour) but reported as such.
 */
export function githubClient(
  env: NodeJS.ProcessEnv,
  token: string | undefined,
  timeoutSeconds = DEFAULT_API_TIMEOUT_SECONDS,
): GitHubApi | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!token || !owner || !repo) return undefined;
  const baseUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  let deadline: AbortSignal | undefined;
  let made: Promise<GitHubClient> | undefined;
  const make = async () => {
    const { makeClient } = await import('./octokit.js');
    const client = await makeClient(env, token, {
      baseUrl,
      retry: { retries: 2 },
      throttle: {
        write: unspaced,
        notifications: unspaced,
        onRateLimit: () => false,
        onSecondaryRateLimit: (after: number, _o: unknown, _k: unknown, count: number) =>
          count < 2 && after <= timeoutSeconds,
      },
    });
    timeRequests(client, timeoutSeconds, () => deadline);
    return client;
  };
  return {
    repo: { owner, repo },
    client: () => (made ??= make()),
    startDeadline: () => {
      deadline = AbortSignal.timeout(timeoutSeconds * REPORTING_REQUESTS * 1000);
    },
  };
}

/** The HTTP status of an Octokit error, if it is one. */
export function httpStatus(err: unknown): number | undefined {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

/** The primary rate limit is used up (403 or 429 with `x-ratelimit-remaining: 0`): not a permission problem. */
export function rateLimitReset(err: unknown): Date | undefined {
  const headers = (err as { response?: { headers?: Record<string, string | undefined> } } | null)?.response
    ?.headers;
  const status = httpStatus(err);
  if ((status !== 403 && status !== 429) || headers?.['x-ratelimit-remaining'] !== '0') return undefined;
  return new Date(Number(headers['x-ratelimit-reset'] ?? 0) * 1000);
}

/** A 403: the token may not do this (a fork's pull request, a read-only token); not a gate error. */
export const isForbidden = (err: unknown) => httpStatus(err) === 403 && !rateLimitReset(err);

/** A request that ran out of time (its timeout or the reporting deadline). */
const timedOut = (err: unknown) => err instanceof Error && /^(AbortError|TimeoutError)$/.test(err.name);

/** GitHub's own words for an error, one line; a rate limit or a timeout said as such. */
export function apiMessage(err: unknown): string {
  const reset = rateLimitReset(err);
  if (reset)
    return `GitHub's API rate limit for this token is used up until ${reset.toISOString().slice(11, 16)} UTC (primary rate limit; not a permission problem)`;
  if (timedOut(err)) return 'GitHub did not answer in time (request timeout or reporting deadline)';
  const status = httpStatus(err);
  const msg = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
  return status ? `${status}: ${msg}` : msg;
}

/** The compare API's merge base of a branch and a commit. */
export function mergeBaseFromApi(api: GitHubApi) {
  return async (branch: string, head: string): Promise<string | undefined> => {
    const r = await (
      await api.client()
    ).rest.repos.compareCommitsWithBasehead({
      ...api.repo,
      basehead: `${branch}...${head}`,
    });
    return r.data.merge_base_commit?.sha;
  };
}
