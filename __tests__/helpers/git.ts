import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@e',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@e',
};

/** Runs real git in `cwd`; returns its trimmed output. */
export const git = (cwd: string, ...args: string[]) => gitWithEnv(cwd, {}, ...args);

/**
 * `git` with extra environment (e.g. GIT_COMMITTER_DATE). git's stderr is kept (in the error it
 * throws), not printed: a test that expects git to fail leaves no "fatal: …" in the test log.
 */
export const gitWithEnv = (cwd: string, extra: Record<string, string>, ...args: string[]) =>
  execFileSync('git', args, { cwd, env: { ...env, ...extra }, encoding: 'utf8', stdio: 'pipe' }).trim();

/** Writes `files` (path → text) under `dir`, making folders as needed. */
export function writeTree(dir: string, files: Record<string, string>): string {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  return dir;
}

/** A fresh repository in a temp dir. */
export function newRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ug-repo-'));
  git(dir, 'init', '-q', '-b', 'main');
  return dir;
}

export const demo = join(process.cwd(), 'fixtures', 'demo');

/** A real repository whose two commits hold the demo's base and head trees. */
export function demoRepo(): { repo: string; base: string; head: string } {
  const repo = newRepo();
  cpSync(join(demo, 'base'), repo, { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  const base = git(repo, 'rev-parse', 'HEAD');
  rmSync(join(repo, 'platform'), { recursive: true });
  cpSync(join(demo, 'head'), repo, { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'head');
  return { repo, base, head: git(repo, 'rev-parse', 'HEAD') };
}

/** A repository whose two commits hold the given files (path → text) as base and head. */
export function twoCommitRepo(
  baseFiles: Record<string, string>,
  headFiles: Record<string, string>,
): { repo: string; base: string; head: string } {
  const repo = newRepo();
  const commit = (files: Record<string, string>, msg: string) => {
    git(repo, 'rm', '-rq', '--ignore-unmatch', '.');
    writeTree(repo, files);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '--allow-empty', '-m', msg);
    return git(repo, 'rev-parse', 'HEAD');
  };
  const base = commit(baseFiles, 'base');
  return { repo, base, head: commit(headFiles, 'head') };
}

/**
 * A real bare repository made from `repo`, and a `--depth 1` clone of it (of `branch`, else the
 * default branch), as actions/checkout leaves a workspace.
 */
export function shallowCloneOf(repo: string, branch?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ug-shallow-'));
  const bare = join(dir, 'origin.git');
  execFileSync('git', ['clone', '-q', '--bare', repo, bare]);
  const clone = join(dir, 'clone');
  const pick = branch ? ['--branch', branch] : [];
  execFileSync('git', ['clone', '-q', '--depth', '1', ...pick, `file://${bare}`, clone]);
  return clone;
}
