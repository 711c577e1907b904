// A real git repository at `dir` whose HEAD~1 holds `baseDir` and HEAD holds `headDir`, packed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export function gitRepoOf(baseDir, headDir, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const git = (...a) =>
    execFileSync('git', a, {
      cwd: dir,
      stdio: 'pipe',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'b',
        GIT_AUTHOR_EMAIL: 'b@b',
        GIT_COMMITTER_NAME: 'b',
        GIT_COMMITTER_EMAIL: 'b@b',
      },
    });
  git('init', '-q', '-b', 'main');
  // No background auto-gc after the commits: it would race the explicit `git gc` below ("gc is
  // already running").
  git('config', 'gc.auto', '0');
  git('config', 'maintenance.auto', 'false');
  cpSync(baseDir, dir, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  for (const e of readdirSync(dir)) if (e !== '.git') rmSync(join(dir, e), { recursive: true });
  cpSync(headDir, dir, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'head');
  // Packed, as a clone (actions/checkout) is: not one loose object file per blob.
  git('gc', '-q');
}
