import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli-main.js';

/**
 * Runs the CLI entry in-process (today fixed at 2026-01-01) and returns its exit status, the report
 * it wrote ('' when none) and what it printed on stderr.
 */
export async function cliRun(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'ug-cli-')), 'report');
  const stderr = process.stderr.write;
  let err = '';
  process.stderr.write = ((chunk: string) => {
    err += chunk;
    return true;
  }) as typeof process.stderr.write;
  try {
    const code = await runCli([...args, '--output', out, '--today', '2026-01-01']);
    return { code, out: existsSync(out) ? readFileSync(out, 'utf8') : '', err };
  } finally {
    process.stderr.write = stderr;
  }
}

/** The JSON report of a CLI run; on a usage or tool error (exit 2), what it printed instead. */
export async function cliJson(args: string[]): Promise<{ code: number; report: string }> {
  const r = await cliRun([...args, '--format', 'json']);
  return { code: r.code, report: r.code === 2 ? r.err : r.out };
}
