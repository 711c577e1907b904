import type { RE2JS } from 're2js';
import { requiredOnce } from '../../builtins.js';

/**
 * Where re2js comes from: the package here; the bundles rewrite this to `./re2js.cjs`, the file
 * rollup writes beside them (rollup.config.mjs). re2js serves only what the linear subset matcher
 * (re2-lite.ts) leaves and the CEL regex library, so most runs never need it; loading it (its
 * Unicode tables) costs more than most runs spend on patterns. It is required, not imported, so that
 * it loads synchronously where a pattern first needs it: `compileRe2` and `re2Program` are sync.
 */
const RE2JS_FROM = 're2js';

const re2jsModule = requiredOnce<{ RE2JS: typeof RE2JS }>(RE2JS_FROM);

/** re2js's `RE2JS`, loaded on first use. */
export const re2js = (): typeof RE2JS => re2jsModule().RE2JS;
