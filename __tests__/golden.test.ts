import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findKustomize } from '../src/units/render.js';
import { cliJson } from './helpers/cli.js';

/**
 * Every folder under fixtures/ with base/ and head/ runs through the CLI entry; the JSON report,
 * without the rules that passed, must equal expected.json (the findings, the summary and every rule
 * that warned, failed or was skipped: a new passing rule does not touch every fixture). Optional:
 * config.yml (passed as --config) and args.json (extra CLI args). UPDATE_GOLDEN=1 rewrites
 * expected.json (review the diff before committing).
 */
/** The report with only the rules that did not pass (same key order, same formatting). */
function projection(report: string): string {
  const json = JSON.parse(report) as { rules: { status: string }[] };
  json.rules = json.rules.filter((r) => r.status !== 'pass');
  return `${JSON.stringify(json, null, 2)}\n`;
}

const root = join(process.cwd(), 'fixtures');
const scenarios = readdirSync(root)
  .filter((d) => existsSync(join(root, d, 'base')) && existsSync(join(root, d, 'head')))
  .sort();

describe('golden fixtures', () => {
  it('has scenarios', () => {
    expect(scenarios).toContain('demo');
  });
  for (const name of scenarios) {
    const dir = join(root, name);
    // A scenario that renders kustomize units: its expected report assumes the real kustomize.
    if (existsSync(join(dir, 'needs-kustomize')) && !findKustomize()) {
      it.skip(`${name} (skipped: neither kustomize nor kubectl on PATH)`, () => undefined);
      continue;
    }
    it(name, async () => {
      const args = ['--base', join(dir, 'base'), '--head', join(dir, 'head'), '--fail-on', 'never'];
      if (existsSync(join(dir, 'config.yml'))) args.push('--config', join(dir, 'config.yml'));
      if (existsSync(join(dir, 'args.json')))
        args.push(...(JSON.parse(readFileSync(join(dir, 'args.json'), 'utf8')) as string[]));
      const { code, report } = await cliJson(args);
      // Labels are absolute paths: make them relative so the golden files do not depend on the checkout.
      const normalised = projection(report.split(dir + '/').join(''));
      const expectedPath = join(dir, 'expected.json');
      if (process.env.UPDATE_GOLDEN) writeFileSync(expectedPath, normalised);
      if (!existsSync(expectedPath))
        throw new Error(`${name}: no expected.json (run UPDATE_GOLDEN=1 npm test and review it)`);
      expect(code).toBe(0);
      expect(normalised).toBe(readFileSync(expectedPath, 'utf8'));
    });
  }
});
