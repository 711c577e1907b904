/** The tool's version. Generated from package.json by scripts/version.mjs (`npm version`): do not edit. */
const VERSION = '0.1.0';

export { VERSION as V };
