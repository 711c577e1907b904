import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson } from '../../helpers/cli.js';
import { crdOf, schemaVersion } from '../../helpers/crd.js';
import { bundleFiles } from '../../helpers/bundles.js';

/**
 * Regexes in the bundles (rollup.config.mjs): `@bufbuild/re2` is a stand-in that throws
 * (src/crd/validate/cel-lib/re2-unbundled.ts), and re2js is not bundled but required from
 * `dist/re2js.cjs` when a pattern first needs it (src/crd/validate/re2js-load.ts). CEL's `matches`
 * (on the subset matcher or re2js), the regex library's `find` (re2js) and a schema `pattern` the
 * subset matcher leaves to re2js must all work there as from the sources: the built CLI's report
 * must be the sources' report, findings and lines included.
 */
const cli = join(process.cwd(), 'dist', 'cli.js');
const haveBundle = existsSync(cli);

const CRD = crdOf(
  'widgets',
  'example.com',
  'Widget',
  schemaVersion('v1', true, {
    code: `string, pattern: '(?i)^[a-z]+$'`,
    name: `string, maxLength: 64, x-kubernetes-validations: [
                  { rule: "self.matches('^[a-z]+$')", message: name must be lower-case letters },
                  { rule: "self.find('[0-9]+') == ''", message: name must hold no digits } ]`,
  }),
);
const widget = (name: string, code: string) =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: a\nspec:\n  name: ${name}\n  code: ${code}\n`;

function sides(): { base: string; head: string } {
  const root = mkdtempSync(join(tmpdir(), 'ug-bundle-regex-'));
  const [base, head] = [join(root, 'base'), join(root, 'head')];
  for (const [dir, name, code] of [
    [base, 'ok', 'Ab'],
    [head, 'Bad42', 'AB1'],
  ] as const) {
    mkdirSync(dir);
    writeFileSync(join(dir, 'crd.yaml'), CRD);
    writeFileSync(join(dir, 'widget.yaml'), widget(name, code));
  }
  return { base, head };
}

(haveBundle ? describe : describe.skip)('CEL regexes in the bundle (dist/cli.js)', () => {
  it('matches, find and a pattern outside the subset: the same report as the sources', async () => {
    const { base, head } = sides();
    const sidesArgs = ['--base', base, '--head', head];
    const r = spawnSync(process.execPath, [cli, ...sidesArgs, '--format', 'json', '--today', '2026-01-01'], {
      encoding: 'utf8',
    });
    expect(r.stderr).not.toContain('not bundled');
    expect(r.status).toBe(1);
    const bundled = JSON.parse(r.stdout) as { findings: Record<string, unknown>[] };
    expect(bundled.findings.map((f) => [f.rule, f.file, f.line, f.path, f.severity, f.message])).toEqual([
      [
        'crd/custom-resource-invalid',
        'widget.yaml',
        6,
        'v1 spec.name',
        'fail',
        'spec.name: Invalid value: name must be lower-case letters. This PR makes it invalid against CRD widgets.example.com.',
      ],
      [
        'crd/custom-resource-invalid',
        'widget.yaml',
        6,
        'v1 spec.name',
        'fail',
        'spec.name: Invalid value: name must hold no digits. This PR makes it invalid against CRD widgets.example.com.',
      ],
      [
        'crd/custom-resource-invalid',
        'widget.yaml',
        7,
        'v1 spec.code',
        'fail',
        `spec.code: Invalid value: "AB1": spec.code in body should match '(?i)^[a-z]+$'. This PR makes it invalid against CRD widgets.example.com.`,
      ],
    ]);
    const sources = await cliJson(sidesArgs);
    expect(JSON.parse(sources.report).findings).toEqual(bundled.findings);
  });

  it('re2js is beside the bundles, not in them', () => {
    const dist = join(process.cwd(), 'dist');
    expect(readFileSync(join(dist, 're2js.cjs'), 'utf8')).toContain('exports.RE2JS = RE2JS;');
    for (const chunk of bundleFiles(dist))
      expect(readFileSync(join(dist, chunk), 'utf8')).not.toContain('class RE2JS');
  });
});
if (!haveBundle)
  it.skip('CEL regexes in the bundle: skipped, dist/cli.js is absent (npm run package)', () => undefined);
// The stand-in itself, as any code that reached it would meet it.
it('the @bufbuild/re2 stand-in refuses to match, naming the pattern', async () => {
  const { RE2JS } = await import('../../../src/crd/validate/cel-lib/re2-unbundled.js');
  expect(() => RE2JS.compile('^a+$')).toThrow('@bufbuild/re2 is not bundled (pattern "^a+$")');
});
