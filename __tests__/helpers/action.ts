import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { runAction } from '../../src/github/action.js';

export interface ActionRun {
  /** Everything the step printed: workflow commands, notices, warnings. */
  printed: string;
  exit: number | string | undefined;
  summary: string;
  outputs: Record<string, string>;
}

/** The runner's `name<<delimiter` output file, as a map. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/**
 * Runs the action the way the runner does: inputs (`INPUT_*`), event payload, output and summary
 * files through the environment; stdout captured.
 */
export async function runActionWith(opts: {
  workspace: string;
  inputs: Record<string, string>;
  eventName: string;
  payload: unknown;
  env?: Record<string, string>;
}): Promise<ActionRun> {
  const tmp = mkdtempSync(join(tmpdir(), 'ug-runner-'));
  const files = {
    event: join(tmp, 'event.json'),
    summary: join(tmp, 'summary.md'),
    output: join(tmp, 'output.txt'),
  };
  writeFileSync(files.event, JSON.stringify(opts.payload));
  writeFileSync(files.summary, '');
  writeFileSync(files.output, '');
  const saved = { ...process.env };
  const write = process.stdout.write;
  let printed = '';
  process.stdout.write = ((s: string) => ((printed += s), true)) as typeof process.stdout.write;
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('GITHUB_')) delete process.env[k];
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: opts.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_WORKFLOW: 'gate',
    GITHUB_JOB: 'check',
    ...opts.env,
    ...Object.fromEntries(Object.entries(opts.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  });
  process.exitCode = undefined;
  // @actions/core keeps the job summary's path from its first write for the life of the process (a
  // runner step is one process); each run here is a step of its own, with its own summary file.
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  try {
    await runAction(process.env);
  } finally {
    process.stdout.write = write;
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
  const exit = process.exitCode;
  process.exitCode = undefined;
  return {
    printed,
    exit,
    summary: readFileSync(files.summary, 'utf8'),
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
  };
}
