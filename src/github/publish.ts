import { writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import * as core from '@actions/core';
import { renderAnnotations } from '../report/annotations.js';
import { renderJson } from '../report/json.js';
import { configNotice } from '../report/causes-view.js';
import { renderMarkdown } from '../report/markdown.js';
import { blobUrl, type ReportLinks } from '../report/md.js';
import { ruleDocPath } from '../finding.js';
import type { GateResult } from '../result/model.js';
import { renderSarif, type SarifOptions } from '../report/sarif.js';
import { VERSION } from '../version.js';
import { apiMessage, isForbidden, type GitHubApi } from './api.js';
import { publishCheckRun } from './check-run.js';
import { commentMarker, tokenIdentity, upsertComment } from './comment.js';
import type { ActionInputs } from './inputs.js';

export interface PublishContext {
  env: NodeJS.ProcessEnv;
  inputs: ActionInputs;
  workspace: string;
  /** The commit the check run is attached to. */
  headSha?: string;
  pullRequest?: number;
  api?: GitHubApi;
}

/** The run's page, for links from the check run and the comment. */
export function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : undefined;
}

/**
 * The repository and ref this action runs from, for links to its docs: the action's own repository
 * (`uses: OWNER/upgrade-gate@v1`), or, for `uses: ./` (no action repository), the workflow's
 * repository at the commit it runs on.
 */
export function actionSource(env: NodeJS.ProcessEnv): SarifOptions['source'] {
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  const { GITHUB_ACTION_REPOSITORY: actionRepo, GITHUB_ACTION_REF: actionRef } = env;
  if (actionRepo && actionRef) return { repositoryUrl: `${server}/${actionRepo}`, ref: actionRef };
  const { GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  return repo && sha ? { repositoryUrl: `${server}/${repo}`, ref: sha } : undefined;
}

/**
 * Where the reports link: each rule id to its docs page in the repository and version the action
 * runs from, each location to the file and line at the head commit.
 */
export function reportLinks(env: NodeJS.ProcessEnv, headSha?: string): ReportLinks {
  const source = actionSource(env);
  const server = env.GITHUB_SERVER_URL || 'https://github.com';
  const repo = env.GITHUB_REPOSITORY;
  return {
    ...(source ? { docs: (id: string) => blobUrl(source.repositoryUrl, source.ref, ruleDocPath(id)) } : {}),
    ...(repo && headSha
      ? { file: (path: string, line?: number) => blobUrl(`${server}/${repo}`, headSha, path, line) }
      : {}),
  };
}

/**
 * Report files, relative to the workspace as the workflow's own steps see them. The rule registry
 * (every rule's metadata, for SARIF) comes with the engine's chunk, which the run has loaded: the
 * action's entry does not carry it.
 */
async function writeFiles(result: GateResult, ctx: PublishContext): Promise<void> {
  const at = (p: string) => (isAbsolute(p) ? p : join(ctx.workspace, p));
  if (ctx.inputs.reportJson) {
    writeFileSync(at(ctx.inputs.reportJson), renderJson(result));
    core.setOutput('report-json', ctx.inputs.reportJson);
  }
  if (ctx.inputs.sarifFile) {
    const { registry } = await import('../rules/registry.js');
    writeFileSync(
      at(ctx.inputs.sarifFile),
      renderSarif(result, registry, VERSION, {
        source: actionSource(ctx.env),
        runId: ctx.env.GITHUB_RUN_ID,
      }),
    );
    core.setOutput('sarif-file', ctx.inputs.sarifFile);
  }
}

/** Runs one reporting step; a 403 is collected for the one notice, anything else is a warning. */
async function attempt(what: string, forbidden: string[], step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (err) {
    if (isForbidden(err)) forbidden.push(what);
    else core.warning(`upgrade-gate could not ${what}: ${apiMessage(err)}`);
    return false;
  }
}

/**
 * Every report the action writes. Reporting never changes the verdict and a reporting error never
 * ends the step: files, job summary, check run (or, without one, workflow-command annotations),
 * PR comment; a token that may not do something (a fork's PR) leads to one notice saying so.
 */
export async function publish(result: GateResult, ctx: PublishContext): Promise<void> {
  const forbidden: string[] = [];
  const url = runUrl(ctx.env);
  ctx.api?.startDeadline();
  const links = reportLinks(ctx.env, ctx.headSha);
  const changed = configNotice(result);
  if (changed) core.notice(changed, { title: 'upgrade-gate config' });
  await attempt('write the report files', forbidden, () => writeFiles(result, ctx));
  await attempt('write the job summary', forbidden, async () => {
    if (ctx.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(renderMarkdown(result, { links })).write();
  });

  let checked = false;
  const { api, headSha } = ctx;
  if (ctx.inputs.checkRun && api && headSha) {
    checked = await attempt('create the check run', forbidden, async () => {
      const r = await publishCheckRun(await api.client(), api.repo, result, {
        name: ctx.inputs.checkName,
        headSha,
        failOn: ctx.inputs.failOn,
        runUrl: url,
        links,
      });
      core.info(`upgrade-gate: check run "${ctx.inputs.checkName}" with ${r.annotations} annotations`);
    });
  }
  if (!checked) for (const a of renderAnnotations(result)) core[a.level](a.message, a.properties);

  const mode = ctx.inputs.prComment;
  if (mode !== 'off') {
    if (!api) core.warning('upgrade-gate: pr-comment needs the github-token input; no comment written.');
    else if (ctx.pullRequest === undefined || !headSha)
      core.info('upgrade-gate: pr-comment: this event is not a pull request; no comment.');
    else {
      const issue = ctx.pullRequest;
      await attempt('comment on the pull request', forbidden, async () => {
        const marker = commentMarker(ctx.env);
        const client = await api.client();
        const done = await upsertComment(client, api.repo, issue, result, {
          marker,
          author: await tokenIdentity(client),
          mode,
          failOn: ctx.inputs.failOn,
          headSha,
          runUrl: url,
          links,
        });
        core.info(`upgrade-gate: pull request comment ${done === 'none' ? 'not needed' : done}`);
      });
    }
  }
  if (forbidden.length)
    core.notice(
      `upgrade-gate: the token may not ${forbidden.join(' or ')} (403: a pull request from a fork, or a read-only token). ` +
        'The results are in the annotations and the job summary instead; grant `checks: write` and `pull-requests: write` for a check run and a comment.',
      { title: 'upgrade-gate' },
    );
}
