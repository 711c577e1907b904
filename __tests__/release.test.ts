import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { VERSION } from '../src/version.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  version: string;
  scripts: Record<string, string>;
};

describe('one source for the version: package.json', () => {
  it('src/version.ts is what scripts/version.mjs (the `npm version` script) writes from package.json', () => {
    const written = execFileSync(
      process.execPath,
      [
        '-e',
        `import('./scripts/version.mjs').then((m) => process.stdout.write(m.versionModule(${JSON.stringify(pkg.version)})))`,
      ],
      { encoding: 'utf8' },
    );
    expect(readFileSync('src/version.ts', 'utf8')).toBe(written);
    expect(VERSION).toBe(pkg.version);
    expect(pkg.scripts.version).toContain('node scripts/version.mjs');
  });
});

describe('CHANGELOG.md (Keep a Changelog)', () => {
  const changelog = readFileSync('CHANGELOG.md', 'utf8');
  const headings = [...changelog.matchAll(/^## (.*)$/gm)].map((m) => m[1]!);

  it('starts with Unreleased, then released versions with dates, newest first; the current version is one of them or unreleased', () => {
    expect(headings[0]).toBe('[Unreleased]');
    const released = headings.slice(1).map((h) => {
      const m = /^\[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/.exec(h);
      expect(m).not.toBeNull();
      return { version: m![1]!, date: m![2]! };
    });
    const byDate = [...released].sort((a, b) => b.date.localeCompare(a.date));
    expect(released).toEqual(byDate);
    // package.json's version is released (a section) or about to be (no tag for it yet: Unreleased).
    if (released.length) expect(released.map((r) => r.version)).toContain(pkg.version);
  });

  it('scripts/changelog.mjs prints one released version’s section, the GitHub release notes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ug-changelog-'));
    writeFileSync(
      join(dir, 'CHANGELOG.md'),
      [
        '# Changelog',
        '',
        '## [Unreleased]',
        '',
        '- next',
        '',
        '## [1.2.0] - 2026-11-23',
        '',
        '### Fixed',
        '',
        '- a thing',
        '',
        '## [1.1.0] - 2026-10-01',
        '',
        '- older',
        '',
        '[1.2.0]: https://example.invalid/compare/v1.1.0...v1.2.0',
        '',
      ].join('\n'),
    );
    const notes = (version: string) =>
      spawnSync(process.execPath, [resolve('scripts/changelog.mjs'), version], {
        cwd: dir,
        encoding: 'utf8',
      });
    expect(notes('1.2.0')).toMatchObject({ status: 0, stdout: '### Fixed\n\n- a thing\n' });
    expect(notes('1.1.0')).toMatchObject({ status: 0, stdout: '- older\n' });
    // Unreleased and unknown versions have no release notes: the release workflow stops.
    expect(notes('Unreleased').status).toBe(1);
    expect(notes('1.3.0')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('no section "## [1.3.0]'),
    });
  });
});
