import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliJson } from '../helpers/cli.js';
import { bundleFiles } from '../helpers/bundles.js';

/**
 * semver is not bundled: the bundles require it from `dist/semver.cjs` when a `scheme: semver`
 * transition first parses a version or a range (src/transitions/semver-load.ts, rollup.config.mjs).
 * The built CLI must give the sources' report on the fixtures that use versions (maxSkip) and
 * ranges (`from`/`to`), findings and lines included.
 */
const dist = join(process.cwd(), 'dist');
const cli = join(dist, 'cli.js');
const haveBundle = existsSync(cli);

(haveBundle ? describe : describe.skip)('semver beside the bundles (dist/semver.cjs)', () => {
  it.each(['transition-image-maxskip', 'transition-helmrelease'])(
    '%s: the built CLI reports what the sources report',
    async (fixture) => {
      const dir = join(process.cwd(), 'fixtures', fixture);
      const args = [
        '--base',
        join(dir, 'base'),
        '--head',
        join(dir, 'head'),
        '--config',
        join(dir, 'config.yml'),
      ];
      const r = spawnSync(process.execPath, [cli, ...args, '--format', 'json', '--today', '2026-01-01'], {
        encoding: 'utf8',
      });
      expect(r.status).toBe(1);
      const bundled = JSON.parse(r.stdout) as { findings: { rule: string; line: number }[] };
      expect(bundled.findings.some((f) => f.rule.startsWith('transition/'))).toBe(true);
      const sources = await cliJson(args);
      expect(JSON.parse(sources.report).findings).toEqual(bundled.findings);
    },
  );

  it('semver is beside the bundles, not in them', () => {
    expect(readFileSync(join(dist, 'semver.cjs'), 'utf8')).toContain('SEMVER_SPEC_VERSION');
    for (const chunk of bundleFiles(dist))
      expect(readFileSync(join(dist, chunk), 'utf8')).not.toContain('SEMVER_SPEC_VERSION');
  });
});
if (!haveBundle)
  it.skip('semver in the bundle: skipped, dist/cli.js is absent (npm run package)', () => undefined);
