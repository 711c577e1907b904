import picomatch from 'picomatch';
import type { SnapshotOptions } from './snapshot.js';

const DEFAULT_INCLUDE = ['**/*.{yaml,yml,json}'];
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Git's own folder: never manifests. */
const ALWAYS_EXCLUDE = ['**/.git/**', '.git/**'];
/**
 * Left out by default, but reported: a manifest under `node_modules/` is one kubectl apply -R
 * would apply, so each is a skipped-file finding (input/skipped-file), never a silent exclude.
 */
export const DEFAULT_EXCLUDE = ['**/node_modules/**', 'node_modules/**'];

/**
 * Whether a snapshot-relative path (with `/`) is read (`true`), left out by the default exclude
 * (`'default-exclude'`: reported), or not wanted (`false`: it matches no include glob, or an
 * exclude glob the user gave).
 */
export function makeFileFilter(
  opts: Pick<SnapshotOptions, 'paths' | 'exclude'>,
): (path: string) => boolean | 'default-exclude' {
  const include = picomatch(opts.paths.length ? opts.paths : DEFAULT_INCLUDE, { dot: true });
  const exclude = picomatch([...ALWAYS_EXCLUDE, ...opts.exclude], { dot: true });
  const byDefault = picomatch(DEFAULT_EXCLUDE, { dot: true });
  return (raw) => {
    // Globs never match a newline or another control character: a folder named "a\nb" must not
    // fall out of `**/*.yaml`, so such characters are matched as ordinary ones.
    const path = raw.replace(CONTROL, '_');
    if (!include(path) || exclude(path)) return false;
    return byDefault(path) ? 'default-exclude' : true;
  };
}
