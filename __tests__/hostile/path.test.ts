import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from '../../src/sources/git.js';
import { onPath } from '../../src/sources/executable.js';
import { findKustomize } from '../../src/units/render.js';
import { newRepo } from '../helpers/git.js';

/**
 * A pull request can add an executable named `git`, `kustomize` or `kubectl`. With a relative entry
 * on PATH (`.`, or an empty one, both meaning the working directory) a lookup would find it: the
 * gate searches PATH's absolute entries only, so the PR's program never runs.
 */
describe('programs are never taken from the checkout through a relative PATH entry', () => {
  const checkout = mkdtempSync(join(tmpdir(), 'ug-path-'));
  const marker = join(checkout, 'ran');
  for (const name of ['git', 'kustomize', 'kubectl']) {
    writeFileSync(join(checkout, name), `#!/bin/sh\ntouch ${JSON.stringify(marker)}\n`);
    chmodSync(join(checkout, name), 0o755);
  }
  const cwd = process.cwd();
  const path = process.env.PATH;
  afterEach(() => {
    process.chdir(cwd);
    process.env.PATH = path;
  });

  it('onPath skips `.` and empty entries', () => {
    process.chdir(checkout);
    expect(onPath('git', { PATH: '.::' })).toBeUndefined();
    expect(onPath('git', { PATH: `.:${path}` })).not.toBe(join(checkout, 'git'));
  });

  it('git runs the git of an absolute PATH entry, never ./git', async () => {
    const repo = newRepo();
    process.chdir(checkout);
    process.env.PATH = `.:${path}`;
    const r = await git(repo, ['rev-parse', '--is-inside-work-tree']);
    expect(r.stdout.toString().trim()).toBe('true');
    expect(existsSync(marker)).toBe(false);
  });

  it('kustomize is looked up the same way', () => {
    process.chdir(checkout);
    const found = findKustomize({ PATH: `.:${path}` });
    expect(found?.path.startsWith(checkout)).not.toBe(true);
    expect(existsSync(marker)).toBe(false);
  });
});
