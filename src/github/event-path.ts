/**
 * Evaluated before anything imports @actions/github, whose `context` parses GITHUB_EVENT_PATH at
 * import time and crashes the step on a file that is not JSON — before the gate could say why. The
 * path is moved aside; the gate reads the file itself (event.ts) and reports a bad one as an error
 * with a job summary and exit 2.
 */
export const EVENT_PATH_ASIDE = 'UPGRADE_GATE_EVENT_PATH';

if (process.env.GITHUB_EVENT_PATH) {
  process.env[EVENT_PATH_ASIDE] = process.env.GITHUB_EVENT_PATH;
  delete process.env.GITHUB_EVENT_PATH;
}
