import { createRequire } from 'node:module';
import type Picomatch from 'picomatch';

/**
 * Where picomatch comes from: the package here; the bundles rewrite this to `./picomatch.cjs`, the
 * file rollup writes beside them (rollup.config.mjs), as they do for re2js and semver. A run with
 * the default globs matches with regular expressions written in globs.ts, so only globs a user
 * gives (paths, exclude, units, crd.sources, waivers) load it; bundled, its module code ran and
 * compiled on every run. It is required, not imported, so that it loads synchronously.
 */
const PICOMATCH_FROM = 'picomatch';

let loaded: typeof Picomatch | undefined;

/** picomatch, loaded on first use. */
export function picomatch(): typeof Picomatch {
  return (loaded ??= createRequire(import.meta.url)(PICOMATCH_FROM) as typeof Picomatch);
}
