import picomatch from 'picomatch';
import type { SnapshotOptions } from './snapshot.js';

const DEFAULT_INCLUDE = ['**/*.{yaml,yml,json}'];
const ALWAYS_EXCLUDE = ['**/node_modules/**', '**/.git/**', 'node_modules/**', '.git/**'];

/** Whether a snapshot-relative path (with `/`) is read: it matches an include glob and no exclude glob. */
export function makeFileFilter(opts: Pick<SnapshotOptions, 'paths' | 'exclude'>): (path: string) => boolean {
  const include = picomatch(opts.paths.length ? opts.paths : DEFAULT_INCLUDE, { dot: true });
  const exclude = picomatch([...ALWAYS_EXCLUDE, ...opts.exclude], { dot: true });
  return (path) => include(path) && !exclude(path);
}
