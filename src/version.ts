/** The tool's version. Generated from package.json by scripts/version.mjs (`npm version`): do not edit. */
export const VERSION = '0.1.0';
