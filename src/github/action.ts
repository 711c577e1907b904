import { appendFileSync, writeFileSync } from 'node:fs';
import * as core from '@actions/core';
import { describeError } from '../errors.js';
import { defaultOptions, type GateOptions } from '../options.js';
import { renderAnnotations } from '../report/annotations.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { gateFails, type FailOn, type GateResult } from '../report/model.js';
import { renderSarif } from '../report/sarif.js';
import { summaryLine } from '../report/title.js';
import { registry } from '../rules/registry.js';
import { runGate } from '../run.js';
import { VERSION } from '../version.js';
import { readEventPayload, revisionsFromEvent } from './event.js';
import { ensureRevision } from './revisions.js';

/** A multi-line or comma-separated list input. */
function listInput(name: string): string[] {
  return core
    .getInput(name)
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(name: string, allowed: readonly T[], dflt: T): T {
  const v = core.getInput(name).trim();
  if (!v) return dflt;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new Error(`input ${name}: "${v}" is not one of ${allowed.join(', ')}`);
}

/** Builds the same options object the CLI builds, from action inputs and the event payload. */
export function optionsFromInputs(env: NodeJS.ProcessEnv): GateOptions {
  const event = revisionsFromEvent(env.GITHUB_EVENT_NAME ?? '', readEventPayload(env.GITHUB_EVENT_PATH));
  const base = core.getInput('base') || event.base || 'HEAD^1';
  const head = core.getInput('head') || event.head || 'HEAD';
  const maxFileSize = core.getInput('max-file-size') ? Number(core.getInput('max-file-size')) : undefined;
  return defaultOptions({
    base,
    head,
    repo: env.GITHUB_WORKSPACE ?? '.',
    configPath: core.getInput('config') || undefined,
    configFrom: oneOf('config-from', ['base', 'head'] as const, 'base'),
    failOn: oneOf<FailOn>('fail-on', ['fail', 'warn', 'never'], 'fail'),
    paths: listInput('paths'),
    exclude: listInput('exclude'),
    acks: listInput('ack'),
    labels: event.labels,
    crdPaths: listInput('crd-paths'),
    maxFileSize,
  });
}

function setOutputs(result: GateResult, status: string): void {
  core.setOutput('result', result.result);
  core.setOutput('status', status);
  core.setOutput('fail-count', String(result.summary.fail));
  core.setOutput('warn-count', String(result.summary.warn));
  core.setOutput(
    'failed-rules',
    result.rules
      .filter((r) => r.status === 'fail')
      .map((r) => r.id)
      .join(','),
  );
}

/** The action: run the gate, write summary, annotations, files and outputs; fail per fail-on. */
export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let options: GateOptions;
  let result: GateResult;
  try {
    options = optionsFromInputs(env);
    await ensureRevision(options.repo, options.base);
    await ensureRevision(options.repo, options.head);
    result = await runGate(options);
  } catch (err) {
    core.setOutput('status', 'error');
    core.setFailed(`upgrade-gate could not run: ${describeError(err)}`);
    return;
  }
  // Reporting never changes the verdict, and a reporting error never hides it.
  try {
    for (const line of renderAnnotations(result)) process.stdout.write(`${line}\n`);
    if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, renderMarkdown(result, {}));
    const jsonPath = core.getInput('report-json');
    if (jsonPath) {
      writeFileSync(jsonPath, renderJson(result));
      core.setOutput('report-json', jsonPath);
    }
    const sarifPath = core.getInput('sarif-file');
    if (sarifPath) {
      writeFileSync(sarifPath, renderSarif(result, registry, VERSION));
      core.setOutput('sarif-file', sarifPath);
    }
  } catch (err) {
    core.warning(`upgrade-gate could not write every report: ${describeError(err)}`);
  }
  setOutputs(result, result.result);
  const line = `upgrade-gate ${result.result}: ${summaryLine(result)}`;
  if (gateFails(result.result, options.failOn)) core.setFailed(line);
  else core.info(line);
}
