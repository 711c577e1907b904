#!/usr/bin/env node
// The version has one source, package.json. `npm version X.Y.Z` bumps it there and runs this (the
// `version` script) to write src/version.ts from it; __tests__/release.test.ts fails when they differ.
import { pathToFileURL } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';

export const versionModule = (version) =>
  `/** The tool's version. Generated from package.json by scripts/version.mjs (\`npm version\`): do not edit. */\nexport const VERSION = '${version}';\n`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  writeFileSync('src/version.ts', versionModule(version));
  console.log(`src/version.ts: ${version}`);
}
