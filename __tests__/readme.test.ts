import { readFileSync, writeFileSync } from 'node:fs';
import { cliRun } from './helpers/cli.js';

const README = 'README.md';
const BEGIN =
  '<!-- demo-output: written by `npm run docs` from the demo run above; a test fails when it differs -->';
const END = '<!-- /demo-output -->';
const WIDTH = 100;

/** Wraps a finding's message (indented under its finding) at WIDTH columns, keeping the indent. */
function wrap(line: string): string[] {
  const indent = /^ */.exec(line)![0];
  const out: string[] = [];
  let cur = '';
  for (const word of line.trim().split(' ')) {
    if (cur && indent.length + cur.length + 1 + word.length > WIDTH) {
      out.push(indent + cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  return [...out, indent + cur];
}

/** What the README shows of the demo's text report: the verdict, the first three findings, the counts. */
function sample(report: string): string {
  const lines = report.trimEnd().split('\n');
  const firstFindings: string[] = [];
  let findings = 0;
  for (const line of lines.slice(2)) {
    if (!line.startsWith(' ') && ++findings > 3) break;
    firstFindings.push(...(line.startsWith(' ') ? wrap(line) : [line]));
  }
  return ['```', lines[0], '', ...firstFindings, '…', '', lines.at(-1), '```'].join('\n');
}

describe('README', () => {
  it('shows the demo’s real output (npm run docs rewrites it)', async () => {
    const run = await cliRun([
      '--base',
      './fixtures/demo/base',
      '--head',
      './fixtures/demo/head',
      '--format',
      'text',
    ]);
    // The README says the demo exits 1 because the gate fails.
    expect(run.code).toBe(1);
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(BEGIN);
    const end = readme.indexOf(END);
    expect(start >= 0 && end > start).toBe(true);
    const block = `${BEGIN}\n${sample(run.out)}\n${END}`;
    const updated = readme.slice(0, start) + block + readme.slice(end + END.length);
    if (process.env.UPDATE_DOCS) writeFileSync(README, updated);
    expect(readFileSync(README, 'utf8')).toBe(updated);
  });

  it('offers no install path that does not exist, and the Node.js version engines allows', () => {
    const readme = readFileSync(README, 'utf8');
    // `upgrade-gate` on the npm registry is not this project: never send users there.
    expect(readme).not.toMatch(/npx upgrade-gate|npm (i|install) (-g )?upgrade-gate/);
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
      .engines;
    const major = /^>=(\d+)$/.exec(engines.node)![1];
    expect(readme).toContain(`Node.js ${major} or later`);
  });
});
