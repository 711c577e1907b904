import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliJson } from './cli.js';

/** The golden scenarios: every folder under fixtures/ with base/ and head/. */
export const FIXTURES = join(process.cwd(), 'fixtures');

export function fixtureNames(): string[] {
  return readdirSync(FIXTURES)
    .filter((d) => existsSync(join(FIXTURES, d, 'base')) && existsSync(join(FIXTURES, d, 'head')))
    .sort();
}

/** The CLI arguments of one scenario: its sides, config.yml and args.json when present. */
export function fixtureArgs(name: string): string[] {
  const dir = join(FIXTURES, name);
  const args = ['--base', join(dir, 'base'), '--head', join(dir, 'head'), '--fail-on', 'never'];
  if (existsSync(join(dir, 'config.yml'))) args.push('--config', join(dir, 'config.yml'));
  if (existsSync(join(dir, 'args.json')))
    args.push(...(JSON.parse(readFileSync(join(dir, 'args.json'), 'utf8')) as string[]));
  return args;
}

export interface FixtureReport {
  findings: {
    rule: string;
    severity: string;
    message: string;
    object?: string;
    cause?: string;
    waived?: unknown;
    introduced?: boolean;
  }[];
  causes?: { id: string; severity: string; rules: string[]; findings: number; action: string }[];
  plan?: { title: string; steps: string[]; mermaid?: string };
}

/** The JSON report of one scenario, run through the CLI entry. */
export async function fixtureReport(name: string): Promise<FixtureReport> {
  const { code, report } = await cliJson(fixtureArgs(name));
  if (code !== 0) throw new Error(`${name}: exit ${code}: ${report}`);
  return JSON.parse(report) as FixtureReport;
}
