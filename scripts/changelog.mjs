#!/usr/bin/env node
// Prints one version's section of CHANGELOG.md (Keep a Changelog), without its heading: the body of
// the GitHub release. `node scripts/changelog.mjs 1.2.0`; exit status 1 when there is no such section.
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';

/** The body of `## [version] - YYYY-MM-DD` (or `## [Unreleased]`), trimmed; undefined when absent. */
export function changelogSection(text, version) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## [${version}]`));
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && (l.startsWith('## ') || /^\[[^\]]+\]: /.test(l)));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/** The date of a released version's heading, `## [1.2.0] - 2026-11-23`; undefined when absent. */
export function releaseDate(text, version) {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^## \\[${escaped}\\] - (\\d{4}-\\d{2}-\\d{2})$`, 'm').exec(text)?.[1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const version = process.argv[2];
  const text = readFileSync('CHANGELOG.md', 'utf8');
  const body = version && releaseDate(text, version) ? changelogSection(text, version) : undefined;
  if (!body) {
    console.error(`CHANGELOG.md has no section "## [${version}] - YYYY-MM-DD" with entries.`);
    process.exit(1);
  }
  console.log(body);
}
