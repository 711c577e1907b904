import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';

/**
 * The action writes its workflow commands with `@actions/core` (src/github/action.ts, publish.ts).
 * Text a pull request controls (file names, messages with `%`, `:`, `,`, CR, LF, `::`) must stay
 * inside the one command it is written in: these cases hold what the runner receives, so a
 * release of the toolkit that escaped less would fail here.
 */
function printed(run: () => void): { stdout: string; exitCode: typeof process.exitCode } {
  let stdout = '';
  const write = process.stdout.write;
  const exitCode = process.exitCode;
  process.stdout.write = ((chunk: string) => {
    stdout += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    run();
    return { stdout, exitCode: process.exitCode };
  } finally {
    process.stdout.write = write;
    process.exitCode = exitCode;
  }
}

const hostile = [
  'plain',
  '100% done\r\nnext line',
  '::error::injected',
  'a,b:c %0A already escaped',
  '',
  'ünïcødé ✓ and\ttab',
];

/** Every hostile message, escaped as the runner reads it back: `%`, CR and LF encoded. */
const escaped = [
  'plain',
  '100%25 done%0D%0Anext line',
  '::error::injected',
  'a,b:c %250A already escaped',
  '',
  'ünïcødé ✓ and\ttab',
];

describe('workflow commands written by @actions/core on text a pull request controls', () => {
  it.each(['error', 'warning', 'notice'] as const)(
    '%s: one line per message, the message escaped',
    (level) => {
      const out = printed(() => {
        for (const m of hostile) core[level](m);
      });
      expect(out.stdout.split('\n')).toEqual([...escaped.map((m) => `::${level}::${m}`), '']);
    },
  );

  it('annotation properties: `,` and `:` in a file name or title cannot start another property', () => {
    const out = printed(() => {
      core.error('m', { title: 'crd/field-removed CustomResourceDefinition/a,b:c' });
      core.warning('m', { title: 't', file: 'crds/a,b:c%.yaml', startLine: 12 });
      core.notice('m', {
        title: 't',
        file: 'x.yaml',
        startLine: 0,
        endLine: 3,
        startColumn: 2,
        endColumn: 9,
      });
      core.notice('m', { file: 'only-file.yaml', title: '' });
    });
    expect(out.stdout.split('\n')).toEqual([
      '::error title=crd/field-removed CustomResourceDefinition/a%2Cb%3Ac::m',
      '::warning title=t,file=crds/a%2Cb%3Ac%25.yaml,line=12::m',
      '::notice title=t,file=x.yaml,endLine=3,col=2,endColumn=9::m',
      '::notice file=only-file.yaml::m',
      '',
    ]);
  });

  it('info and setFailed: log lines as they are, the error annotation escaped and exit code 1', () => {
    const out = printed(() => {
      core.info('upgrade-gate pass: 3 rules');
      core.setFailed('upgrade-gate fail: 1 rule failed\nsee the summary, 100%');
    });
    expect(out.exitCode).toBe(1);
    expect(out.stdout).toBe(
      'upgrade-gate pass: 3 rules\n::error::upgrade-gate fail: 1 rule failed%0Asee the summary, 100%25\n',
    );
  });

  it('setOutput: each value between random delimiters in GITHUB_OUTPUT, so no value ends its entry early', () => {
    const saved = process.env.GITHUB_OUTPUT;
    const file = join(mkdtempSync(join(tmpdir(), 'ug-output-')), 'output');
    writeFileSync(file, '');
    process.env.GITHUB_OUTPUT = file;
    try {
      const out = printed(() => {
        for (const [i, m] of hostile.entries()) core.setOutput(`name-${i}`, m);
      });
      expect(out.stdout).toBe('');
      const text = readFileSync(file, 'utf8');
      const delimiters = new Set(text.match(/ghadelimiter_[0-9a-f-]{36}/g));
      expect(delimiters.size).toBe(hostile.length);
      expect(text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'D')).toBe(
        hostile.map((m, i) => `name-${i}<<D\n${m}\nD\n`).join(''),
      );
    } finally {
      if (saved === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = saved;
    }
  });

  it('setOutput: a GITHUB_OUTPUT that names no file is an error, not a silent loss', () => {
    const saved = process.env.GITHUB_OUTPUT;
    process.env.GITHUB_OUTPUT = join(tmpdir(), 'ug-no-such-dir', 'output');
    try {
      expect(() => core.setOutput('result', 'pass')).toThrow(/^Missing file at path: /);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = saved;
    }
  });
});
