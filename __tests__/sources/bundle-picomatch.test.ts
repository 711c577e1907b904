import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson } from '../helpers/cli.js';
import { bundleFiles } from '../helpers/bundles.js';

/**
 * picomatch is not bundled: the bundles require it from `dist/picomatch.cjs` when a glob a user
 * gives is first matched (src/sources/picomatch-load.ts); the default globs are regular
 * expressions written in src/sources/globs.ts. The built CLI must report what the sources report
 * with user globs, and a run with the defaults must not load picomatch at all.
 */
const dist = join(process.cwd(), 'dist');
const cli = join(dist, 'cli.js');
const haveBundle = existsSync(cli);

/** Prints the CommonJS files a run required, at exit. */
const HOOK =
  "data:text/javascript,import{createRequire}from'node:module';process.on('exit',()=>process.stderr.write('REQUIRED '+Object.keys(createRequire('/').cache).join(' ')+String.fromCharCode(10)))";

function sides(): { base: string; head: string; config: string } {
  const root = mkdtempSync(join(tmpdir(), 'ug-bundle-globs-'));
  const cm = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  v: "${v}"\n`;
  for (const [side, v] of [
    ['base', '1'],
    ['head', '2'],
  ] as const) {
    mkdirSync(join(root, side, 'skip'), { recursive: true });
    writeFileSync(join(root, side, 'cm.yaml'), cm(v));
    writeFileSync(join(root, side, 'skip', 'cm.yaml'), cm(v).replace('name: a', 'name: b'));
  }
  const config = join(root, 'config.yml');
  writeFileSync(config, 'exclude: ["skip/**"]\n');
  return { base: join(root, 'base'), head: join(root, 'head'), config };
}

function built(args: string[]): { report: { findings: unknown[] }; required: string } {
  const r = spawnSync(
    process.execPath,
    ['--import', HOOK, cli, ...args, '--format', 'json', '--today', '2026-01-01'],
    {
      encoding: 'utf8',
    },
  );
  expect(r.status === 0 || r.status === 1).toBe(true);
  return {
    report: JSON.parse(r.stdout) as { findings: unknown[] },
    required: /REQUIRED (.*)/.exec(r.stderr)?.[1] ?? '',
  };
}

(haveBundle ? describe : describe.skip)('picomatch beside the bundles (dist/picomatch.cjs)', () => {
  it('user globs: the built CLI loads it and reports what the sources report', async () => {
    const { base, head, config } = sides();
    const args = ['--base', base, '--head', head, '--config', config];
    const b = built(args);
    expect(b.required).toContain('picomatch.cjs');
    expect(b.report.findings).toEqual([
      expect.objectContaining({
        rule: 'input/skipped-file',
        message: '1 file left out by `exclude` was not checked: skip/cm.yaml.',
      }),
    ]);
    expect(JSON.parse((await cliJson(args)).report).findings).toEqual(b.report.findings);
  });

  it('the default globs: the built CLI never loads it', () => {
    const { base, head } = sides();
    expect(built(['--base', base, '--head', head]).required).not.toContain('picomatch.cjs');
  });

  it('picomatch is beside the bundles, not in them', () => {
    expect(readFileSync(join(dist, 'picomatch.cjs'), 'utf8')).toContain('picomatch.makeRe');
    for (const chunk of bundleFiles(dist))
      expect(readFileSync(join(dist, chunk), 'utf8')).not.toContain('picomatch.makeRe =');
  });
});
if (!haveBundle)
  it.skip('picomatch in the bundle: skipped, dist/cli.js is absent (npm run package)', () => undefined);
