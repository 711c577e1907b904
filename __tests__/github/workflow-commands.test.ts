import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import * as ours from '../../src/github/workflow-commands.js';

/**
 * src/github/workflow-commands.ts writes what `@actions/core` (the runner's own toolkit, kept as a
 * dev dependency for this comparison) writes, byte for byte: the same calls on both, on text a pull
 * request controls (file names, messages with `%`, `:`, `,`, CR, LF, `::`), and the output files
 * compared with the random delimiter named alike.
 */
type Commands = Pick<typeof ours, 'error' | 'warning' | 'notice' | 'info' | 'setFailed' | 'setOutput'>;

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
const properties: (ours.AnnotationProperties | undefined)[] = [
  undefined,
  {},
  { title: 'crd/field-removed CustomResourceDefinition/a,b:c' },
  { title: 't', file: 'crds/a,b:c%.yaml', startLine: 12 },
  { title: 't', file: 'x.yaml', startLine: 0, endLine: 3, startColumn: 2, endColumn: 9 },
  { file: 'only-file.yaml', title: '' },
];

describe('workflow commands, as @actions/core writes them', () => {
  it.each(['error', 'warning', 'notice'] as const)(
    '%s: every message with every kind of properties',
    (level) => {
      const calls = (c: Commands) => () => {
        for (const m of hostile) for (const p of properties) c[level](m, p);
      };
      const mine = printed(calls(ours));
      expect(mine.stdout.split('\n')).toHaveLength(hostile.length * properties.length + 1);
      expect(mine).toEqual(printed(calls(core)));
    },
  );

  it('info and setFailed: log lines, the error annotation and exit code 1', () => {
    const calls = (c: Commands) => () => {
      for (const m of hostile) c.info(m);
      c.setFailed('upgrade-gate fail: 1 rule failed\nsee the summary, 100%');
    };
    const mine = printed(calls(ours));
    expect(mine.exitCode).toBe(1);
    expect(mine).toEqual(printed(calls(core)));
  });

  it('setOutput: the same entries in GITHUB_OUTPUT, and the old command without the file', () => {
    const saved = process.env.GITHUB_OUTPUT;
    const outputs = (c: Commands) => {
      const file = join(mkdtempSync(join(tmpdir(), 'ug-output-')), 'output');
      writeFileSync(file, '');
      process.env.GITHUB_OUTPUT = file;
      const out = printed(() => {
        for (const [i, m] of hostile.entries()) c.setOutput(`name-${i}`, m);
      });
      delete process.env.GITHUB_OUTPUT;
      const command = printed(() => c.setOutput('result', 'fail\nand more'));
      return {
        stdout: out.stdout,
        file: readFileSync(file, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER'),
        command,
      };
    };
    try {
      const mine = outputs(ours);
      expect(mine.file.split('DELIMITER')).toHaveLength(hostile.length * 2 + 1);
      expect(mine).toEqual(outputs(core));
    } finally {
      if (saved === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = saved;
    }
  });

  it('setOutput: a GITHUB_OUTPUT that names no file is an error, as with @actions/core', () => {
    const saved = process.env.GITHUB_OUTPUT;
    process.env.GITHUB_OUTPUT = join(tmpdir(), 'ug-no-such-dir', 'output');
    try {
      const message = (c: Commands) => {
        try {
          c.setOutput('result', 'pass');
          return 'no error';
        } catch (err) {
          return (err as Error).message;
        }
      };
      expect(message(ours)).toMatch(/^Missing file at path: /);
      expect(message(ours)).toBe(message(core));
    } finally {
      if (saved === undefined) delete process.env.GITHUB_OUTPUT;
      else process.env.GITHUB_OUTPUT = saved;
    }
  });
});
