import type Picomatch from 'picomatch';
import { requiredOnce } from '../builtins.js';

/**
 * Where picomatch comes from: the package here; the bundles rewrite this to `./picomatch.cjs`, the
 * file rollup writes beside them (rollup.config.mjs), as they do for re2js and semver. A run with
 * the default globs matches with regular expressions written in globs.ts, so only globs a user
 * gives (paths, exclude, units, crd.sources, waivers) load it; bundled, its module code ran and
 * compiled on every run. It is required, not imported, so that it loads synchronously.
 */
const PICOMATCH_FROM = 'picomatch';

/** picomatch, loaded on first use. */
export const picomatch = requiredOnce<typeof Picomatch>(PICOMATCH_FROM);
