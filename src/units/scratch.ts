import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a kustomize child process offers the cleanup: a kill and its end. */
interface Killable {
  kill(signal?: NodeJS.Signals): boolean;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The render folders and kustomize processes of this process, removed and killed when it exits,
 * on SIGINT and on SIGTERM (then the signal is raised again, so the process ends as it would
 * have): copies of a pull request's files never outlive a killed run.
 */
const live = { dirs: new Set<string>(), children: new Set<Killable>(), hooked: false };

function cleanUp(): void {
  for (const c of live.children) c.kill('SIGKILL');
  live.children.clear();
  for (const d of live.dirs) rmSync(d, { recursive: true, force: true });
  live.dirs.clear();
}

function hook(): void {
  if (live.hooked) return;
  live.hooked = true;
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      cleanUp();
      process.kill(process.pid, signal);
    });
}

/** A new private folder under the system's temporary folder, removed on exit or signal if still there. */
export function scratchDir(prefix: string): string {
  hook();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  live.dirs.add(dir);
  return dir;
}

/** Removes a folder made by {@link scratchDir}. */
export function removeScratch(dir: string): void {
  live.dirs.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

/** A child process killed on exit or signal while it runs. */
export function trackChild(child: Killable): void {
  hook();
  live.children.add(child);
  child.once('close', () => live.children.delete(child));
}
