import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The parse worker threads exist only in the bundle (dist/parse-worker.js beside the engine chunk):
 * the CLI run with the files read across 2 threads must write the same report, byte for byte, as
 * run on one. (bench/json-snapshot.mjs does the same over every fixture and corpus pair.)
 */
const cli = join(process.cwd(), 'dist', 'cli.js');
const worker = join(process.cwd(), 'dist', 'parse-worker.js');
const haveBundle = existsSync(worker);
const tmp = mkdtempSync(join(tmpdir(), 'ug-workers-'));

function report(fixture: string, workers: string): string {
  const out = join(tmp, `${fixture}-${workers}.json`);
  const dir = join(process.cwd(), 'fixtures', fixture);
  const r = spawnSync(
    process.execPath,
    [cli, '--base', join(dir, 'base'), '--head', join(dir, 'head'), '--format', 'json', '--output', out],
    { encoding: 'utf8', env: { ...process.env, UPGRADE_GATE_PARSE_WORKERS: workers } },
  );
  expect([0, 1]).toContain(r.status);
  return readFileSync(out, 'utf8');
}

(haveBundle ? describe : describe.skip)('parse worker threads (dist/)', () => {
  for (const fixture of ['demo', 'strimzi-12678', 'transition-helmrelease'])
    it(`${fixture}: the same report on 1 and on 3 threads`, () => {
      const one = report(fixture, '0');
      expect(one).toContain('"findings"');
      expect(report(fixture, '2')).toBe(one);
    });
});
if (!haveBundle)
  it.skip('parse worker threads: skipped, dist/parse-worker.js is absent (npm run package)', () => undefined);
