import { getOctokit } from '@actions/github';

export type GitHubClient = ReturnType<typeof getOctokit>;

/** Owner and name of the repository the workflow runs in. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/**
 * A REST client for the API the runner names (`GITHUB_API_URL`, so GitHub Enterprise Server works
 * unchanged), or undefined without a token or a repository.
 */
export function githubClient(
  env: NodeJS.ProcessEnv,
  token: string | undefined,
): { client: GitHubClient; repo: RepoRef } | undefined {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!token || !owner || !repo) return undefined;
  const baseUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
  // No retries or throttling plugins: a reporting call that fails falls back, it is not repeated.
  return { client: getOctokit(token, { baseUrl }), repo: { owner, repo } };
}

/** The HTTP status of an Octokit error, if it is one. */
export function httpStatus(err: unknown): number | undefined {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
}

/** A 403: the token may not do this (a fork's pull request, a read-only token); not a gate error. */
export const isForbidden = (err: unknown) => httpStatus(err) === 403;

/** GitHub's own words for an error, one line. */
export function apiMessage(err: unknown): string {
  const status = httpStatus(err);
  const msg = err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err);
  return status ? `${status}: ${msg}` : msg;
}

/** The compare API's merge base of a branch and a commit. */
export function mergeBaseFromApi(client: GitHubClient, repo: RepoRef) {
  return async (branch: string, head: string): Promise<string | undefined> => {
    const r = await client.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${branch}...${head}`,
    });
    return r.data.merge_base_commit?.sha;
  };
}
