import { showControls } from './escape.js';
import { encodePath, encodeSegment } from './uri.js';

/**
 * Markdown building blocks for the PR comment and the job summary: text from the PR made inert
 * (no link, image, mention, autolink or HTML), links built only from URLs the gate makes, and the
 * link targets a host (the GitHub action) may supply.
 */

/**
 * Text from the PR, safe in markdown prose and table cells: markdown punctuation backslash-escaped,
 * HTML characters as entities, mentions, `#123` references and autolinks broken with a word joiner,
 * control characters shown, newlines folded. The one markdown escaper of the reports.
 */
export function inert(s: string): string {
  return showControls(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_{}[\]()#+!|~]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u2060')
    .replace(/#(?=\d)/g, '#\u2060')
    .replace(/:\/\//g, ':\u2060//')
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u2060.`)
    .replace(/\r?\n/g, ' ');
}

/** Text inside raw HTML (a `<summary>`), where markdown is not parsed: entities, no mention or autolink. */
export function htmlText(s: string): string {
  return showControls(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@/g, '@\u2060')
    .replace(/:\/\//g, ':\u2060//')
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u2060.`)
    .replace(/\r?\n/g, ' ');
}

/** PR text shown as code: inert, in `<code>` (whose content markdown would still parse). */
export const codeText = (s: string): string => `<code>${inert(s)}</code>`;

/** Where a rule's docs and a file at the head commit live; absent ones are not linked. */
export interface ReportLinks {
  /** The docs page of a rule id (the repository and version the action runs from). */
  docs?: (ruleId: string) => string;
  /** A file (and line) at the head commit. */
  file?: (path: string, line?: number) => string;
}

/** A URL the gate built, safe as a markdown link target: no space, parenthesis or angle bracket raw. */
export const linkTarget = (url: string): string =>
  url.replace(/[\s()<>"'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** Links written as references (`[text][3]`), each URL defined once by `definitions`. */
export interface ReferencedLinks extends ReportLinks {
  refs: Map<string, string>;
}

export const referenced = (links: ReportLinks): ReferencedLinks => ({ ...links, refs: new Map() });

/** The reference definitions of every URL a report used, in first-use order. */
export const definitions = (links: ReferencedLinks): string[] =>
  [...links.refs].map(([url, label]) => `[${label}]: ${linkTarget(url)}`);

/** A markdown link whose text is PR text (made inert) and whose target the gate built. */
export function link(text: string, url: string | undefined, links?: ReportLinks): string {
  if (!url) return text;
  const refs = (links as Partial<ReferencedLinks> | undefined)?.refs;
  if (!refs) return `[${text}](${linkTarget(url)})`;
  if (!refs.has(url)) refs.set(url, String(refs.size + 1));
  return `[${text}][${refs.get(url)!}]`;
}

/** `file:line` as code, linked to the head commit when the host knows where that is. */
export function location(file: string | undefined, line: number | undefined, links: ReportLinks): string {
  if (!file) return '';
  return link(codeText(`${file}${line ? `:${line}` : ''}`), links.file?.(file, line), links);
}

/** A rule id as code, linked to its docs page when the host knows where that is. */
export const ruleRef = (id: string, links: ReportLinks): string =>
  link(codeText(id), links.docs?.(id), links);

/** GitHub's blob URL of a file at a commit, each path segment encoded (RFC 3986, uri.ts). */
export function blobUrl(repositoryUrl: string, ref: string, path: string, line?: number): string {
  return `${repositoryUrl}/blob/${encodeSegment(ref)}/${encodePath(path)}${line ? `#L${line}` : ''}`;
}
