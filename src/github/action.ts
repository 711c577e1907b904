import { resolve } from 'node:path';
import * as core from '@actions/core';
import { describeError } from '../errors.js';
import { defaultOptions, type GateOptions, type Side } from '../options.js';
import { gateFails } from '../result/fail-on.js';
import type { GateResult } from '../result/model.js';
import { summaryLine } from '../report/title.js';
import { unjudgedNotices } from '../report/causes-view.js';
import { runGate } from '../run.js';
import { resolveRevision } from '../sources/git.js';
import { githubClient, mergeBaseFromApi } from './api.js';
import { readEventPayload, revisionsFromEvent } from './event.js';
import { EVENT_PATH_ASIDE } from './event-path.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { publish } from './publish.js';
import { ensureRevision, newBranchBase, pullRequestBase, sideLabel } from './revisions.js';

/** Exit code of a run that could not judge anything (usage error, missing revision): as the CLI's. */
export const ERROR_EXIT = 2;

interface Plan {
  inputs: ActionInputs;
  options: GateOptions;
  headSha?: string;
  pullRequest?: number;
  api?: ReturnType<typeof githubClient>;
}

/** A `base-dir` / `head-dir` input: a directory of the workspace. */
const inWorkspace = (workspace: string, dir: string): Side => ({ dir: resolve(workspace, dir) });

/** The report header's name of a side: a directory as given, a revision with its branch and role. */
const labelOf = (side: Side, branch?: string, role?: string): string =>
  'dir' in side ? side.dir : sideLabel(side.rev, branch, role);

/** Inputs and event → what to compare, with every revision present in the checkout. */
async function plan(env: NodeJS.ProcessEnv): Promise<Plan> {
  const inputs = readInputs(env);
  const workspace = resolve(env.GITHUB_WORKSPACE ?? '.');
  const api = githubClient(env, inputs.githubToken, inputs.apiTimeout);
  const eventPath = env.GITHUB_EVENT_PATH ?? env[EVENT_PATH_ASIDE];
  const event = revisionsFromEvent(env.GITHUB_EVENT_NAME ?? '', readEventPayload(eventPath));
  const lookup = api && mergeBaseFromApi(api);
  // Event and input revisions are always revisions; only base-dir / head-dir name directories.
  const head: Side = inputs.headDir
    ? inWorkspace(workspace, inputs.headDir)
    : { rev: inputs.head || event.head || 'HEAD' };
  if ('rev' in head) await ensureRevision(workspace, head.rev);
  let base: Side;
  let mergeBase = false;
  if (inputs.baseDir) base = inWorkspace(workspace, inputs.baseDir);
  else {
    let rev = inputs.base || event.base;
    if (!rev && event.newBranchOf && 'rev' in head)
      rev = await newBranchBase(workspace, event.newBranchOf, head.rev, lookup);
    mergeBase = !inputs.base && !!rev && !!event.fromMergeBase && 'rev' in head;
    if (rev && mergeBase && 'rev' in head) rev = await pullRequestBase(workspace, rev, head.rev, lookup);
    rev ??= 'HEAD^1';
    await ensureRevision(workspace, rev);
    base = { rev };
  }
  const options = defaultOptions({
    base,
    head,
    repo: workspace,
    configPath: inputs.config,
    configFrom: inputs.configFrom,
    failOn: inputs.failOn,
    paths: inputs.paths,
    exclude: inputs.exclude,
    acks: inputs.ack,
    labels: event.labels,
    crdPaths: inputs.crdPaths,
    maxFileSize: inputs.maxFileSize,
    clusterState: inputs.clusterState,
    clusterStateDir: workspace,
    fetchCharts: inputs.fetchCharts,
    ...(process.env.RUNNER_TEMP ? { chartCache: process.env.RUNNER_TEMP } : {}),
    sideLabels: {
      base: labelOf(base, inputs.base ? undefined : event.baseRef, mergeBase ? 'merge-base' : undefined),
      head: labelOf(head, inputs.head ? undefined : event.headRef),
    },
  });
  const headSha = 'rev' in head ? await resolveRevision(workspace, head.rev) : undefined;
  return { inputs, options, headSha, pullRequest: inputs.pullRequest ?? event.pullRequest, api };
}

function setOutputs(result: GateResult): void {
  core.setOutput('result', result.result);
  core.setOutput('status', result.result);
  core.setOutput('fail-count', String(result.summary.fail));
  core.setOutput('warn-count', String(result.summary.warn));
  core.setOutput('not-judged-count', String(unjudgedNotices(result).length));
  core.setOutput(
    'failed-rules',
    result.rules
      .filter((r) => r.status === 'fail')
      .map((r) => r.id)
      .join(','),
  );
}

/** The job summary of a run that could not judge: what went wrong and what to do, not a blank page. */
async function errorSummary(env: NodeJS.ProcessEnv, why: string): Promise<void> {
  if (!env.GITHUB_STEP_SUMMARY) return;
  const [message, ...hint] = why.split('\n').map((l) => l.trim());
  const text = [
    '## ⚠️ upgrade-gate could not run',
    '',
    'No verdict: nothing was judged, so this is neither a pass nor a finding.',
    '',
    '```text',
    message!.replace(/`/g, "'"),
    '```',
    ...(hint.length ? ['', `**What to do:** ${hint.join(' ')}`] : []),
    '',
  ].join('\n');
  try {
    await core.summary.addRaw(text).write();
  } catch {
    // The failure itself is already reported on the step; a summary that cannot be written is no reason to hide it.
  }
}

/**
 * The action: run the gate, then report (files, job summary, check run or annotations, comment),
 * set the outputs and fail per fail-on. A run that cannot judge sets `status: error` and exits 2.
 */
export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let p: Plan;
  let result: GateResult;
  try {
    p = await plan(env);
    result = await runGate(p.options);
  } catch (err) {
    const why = describeError(err);
    core.setOutput('status', 'error');
    core.setFailed(`upgrade-gate could not run: ${why}`);
    await errorSummary(env, why);
    process.exitCode = ERROR_EXIT;
    return;
  }
  await publish(result, {
    env,
    inputs: p.inputs,
    workspace: p.options.repo,
    headSha: p.headSha,
    pullRequest: p.pullRequest,
    api: p.api,
  });
  setOutputs(result);
  const line = `upgrade-gate ${result.result}: ${summaryLine(result)}`;
  if (gateFails(result.result, p.options.failOn)) core.setFailed(line);
  else core.info(line);
}
