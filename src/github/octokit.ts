/**
 * The REST client, in a chunk of its own: loaded when the action first calls the API (a run that
 * makes no call, e.g. `check-run: false` without `pr-comment`, loads none of it).
 *
 * It is the client `@actions/github`'s `getOctokit` makes (Octokit with the REST endpoint methods
 * and pagination, `token …` auth, the orchestration id in the user agent), and retry and throttling.
 * `getOctokit` sends every request through undici's `fetch` from npm with the runner's proxy as its
 * dispatcher: that module graph (undici and `@actions/http-client`, ~1 MB) is loaded only when a
 * proxy variable is set. Without one, its dispatcher is undefined and that fetch does what Node's
 * own `fetch` (undici too, built into Node) does; the client uses Node's.
 */
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

const GitHub = Octokit.plugin(restEndpointMethods, paginateRest, retry, throttling);
export type GitHubClient = InstanceType<typeof GitHub>;
export type ClientOptions = NonNullable<ConstructorParameters<typeof GitHub>[0]>;

/** The proxy variables `@actions/http-client` reads (`no_proxy` only ever turns a proxy off). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];

/** `@actions/github`'s user agent: `actions_orchestration_id/<id>` when the runner gives one. */
function userAgentOf(env: NodeJS.ProcessEnv): string | undefined {
  const id = env.ACTIONS_ORCHESTRATION_ID?.trim();
  return id ? `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : undefined;
}

/**
 * The client for `token`. With any proxy variable set, `@actions/github`'s own (it decides whether the
 * proxy applies to the API's host, `no_proxy` included): the path of every run before, unchanged.
 */
export async function makeClient(
  env: NodeJS.ProcessEnv,
  token: string,
  options: ClientOptions,
): Promise<GitHubClient> {
  if (PROXY_VARIABLES.some((v) => env[v])) {
    const { getOctokit } = await import('@actions/github');
    return getOctokit(token, options, retry, throttling) as unknown as GitHubClient;
  }
  const userAgent = userAgentOf(env);
  return new GitHub({ ...options, auth: `token ${token}`, ...(userAgent ? { userAgent } : {}) });
}
