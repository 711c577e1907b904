import type SemVerClass from 'semver/classes/semver.js';
import type RangeClass from 'semver/classes/range.js';
import { requiredOnce } from '../builtins.js';

/**
 * Where semver comes from: the package here; the bundles rewrite this to `./semver.cjs`, the file
 * rollup writes beside them (rollup.config.mjs), as they do for re2js. Only `scheme: semver`
 * transitions use it, so most runs never do; bundled, its module code (ranges, comparators, their
 * regular expressions) ran and compiled on every run (~3 ms). It is required, not imported, so that
 * it loads synchronously where a version or range is first parsed.
 */
const SEMVER_FROM = 'semver';

interface Semver {
  SemVer: typeof SemVerClass;
  Range: typeof RangeClass;
}

/** semver's `SemVer` and `Range` classes, loaded on first use. */
export const semver = requiredOnce<Semver>(SEMVER_FROM);
