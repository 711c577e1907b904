import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../../src/github/action.js';
import { revisionsFromEvent } from '../../src/github/event.js';
import { demoRepo } from '../helpers/git.js';

/** Runs the action the way the runner does: inputs and files through environment variables. */
async function run(
  inputs: Record<string, string>,
  event: (base: string, head: string) => unknown,
  eventName = 'pull_request',
) {
  const { repo, base, head } = demoRepo();
  const tmp = mkdtempSync(join(tmpdir(), 'ug-runner-'));
  const files = {
    event: join(tmp, 'event.json'),
    summary: join(tmp, 'summary.md'),
    output: join(tmp, 'output.txt'),
  };
  writeFileSync(files.event, JSON.stringify(event(base, head)));
  writeFileSync(files.summary, '');
  writeFileSync(files.output, '');
  const saved = { ...process.env };
  const stdout = process.stdout.write;
  let printed = '';
  process.stdout.write = ((s: string) => ((printed += s), true)) as typeof process.stdout.write;
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_WORKSPACE: repo,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  });
  process.exitCode = undefined;
  try {
    await runAction(process.env);
  } finally {
    process.stdout.write = stdout;
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
  const exit = process.exitCode;
  process.exitCode = undefined;
  return {
    printed,
    exit,
    summary: readFileSync(files.summary, 'utf8'),
    output: readFileSync(files.output, 'utf8'),
    base,
    head,
    tmp,
  };
}

describe('the action', () => {
  it('compares the pull request base and head, writes summary, annotations and outputs, and fails the step', async () => {
    const r = await run({ 'report-json': 'report.json', 'fail-on': 'fail' }, (b, h) => ({
      pull_request: { base: { sha: b }, head: { sha: h }, labels: [{ name: 'x' }] },
    }));
    expect(r.exit).toBe(1);
    expect(r.printed).toMatch(
      /^::error file=platform\/strimzi\/040-Crd-kafka\.yaml,line=\d+,title=crd\/stored-version-removed/m,
    );
    expect(r.summary).toContain('❌ upgrade-gate failed');
    expect(r.output).toContain('result');
    expect(r.output).toMatch(/fail-count<<[^\n]+\n[1-9]\d*\n/);
    expect(r.output).toContain('crd/stored-version-removed');
  });

  it('follows fail-on: never', async () => {
    const r = await run({ 'fail-on': 'never' }, (b, h) => ({
      pull_request: { base: { sha: b }, head: { sha: h } },
    }));
    expect(r.exit).toBeUndefined();
    expect(r.output).toMatch(/status<<[^\n]+\nfail\n/);
  });

  it('an unknown base revision sets status error and fails with what to do', async () => {
    const r = await run({ base: 'deadbeef'.repeat(5), head: 'HEAD' }, () => ({}));
    expect(r.exit).toBe(1);
    expect(r.output).toMatch(/status<<[^\n]+\nerror\n/);
    expect(r.printed).toContain('fetch-depth: 0');
  });
});

describe('revisions from events', () => {
  it.each([
    ['pull_request', { pull_request: { base: { sha: 'b' }, head: { sha: 'h' } } }, 'b', 'h'],
    ['pull_request_target', { pull_request: { base: { sha: 'b' }, head: { sha: 'h' } } }, 'b', 'h'],
    ['merge_group', { merge_group: { base_sha: 'b', head_sha: 'h' } }, 'b', 'h'],
    ['push', { before: 'b', after: 'h' }, 'b', 'h'],
    ['push', { before: '0000000000000000000000000000000000000000', after: 'h' }, undefined, 'h'],
    [
      'push',
      {
        before: '0000000000000000000000000000000000000000',
        after: 'h',
        repository: { default_branch: 'main' },
      },
      'origin/main',
      'h',
    ],
    ['workflow_dispatch', {}, undefined, undefined],
  ])('%s', (name, payload, base, head) => {
    const r = revisionsFromEvent(name, payload);
    expect([r.base, r.head]).toEqual([base, head]);
  });
});
