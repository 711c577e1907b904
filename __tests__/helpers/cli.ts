import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli-main.js';

/** Runs the CLI entry in-process and returns its exit status and the report it wrote. */
export async function cliJson(args: string[]): Promise<{ code: number; report: string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'ug-cli-')), 'report.json');
  const stderr = process.stderr.write;
  let err = '';
  process.stderr.write = ((chunk: string) => {
    err += chunk;
    return true;
  }) as typeof process.stderr.write;
  let code: number;
  try {
    code = await runCli([...args, '--format', 'json', '--output', out, '--today', '2026-01-01']);
  } finally {
    process.stderr.write = stderr;
  }
  let report: string;
  try {
    report = readFileSync(out, 'utf8');
  } catch {
    report = '';
  }
  if (code === 2) report = err;
  return { code, report };
}
