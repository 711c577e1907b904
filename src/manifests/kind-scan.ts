/**
 * A cheap, strictly conservative look at what a YAML file holds without parsing it: per document,
 * its top-level `apiVersion:` and `kind:` lines. It answers only when the text is laid out the
 * plain way `kubectl` and people write manifests; anything it could misread gets `undefined`
 * (the caller then parses the file as always).
 */

import { flowOnOneLine, identityOfBlock, identityOfFlow, type ScannedIdentity } from './scan-identity.js';

/** One document's type as the scan read it. */
export interface ScannedType {
  apiVersion: string;
  kind: string;
  /** Its name and namespace, when its `metadata:` is laid out plainly enough to be sure (read when first asked). */
  readonly identity?: ScannedIdentity | undefined;
}

/** A top-level key line: a plain key at column 0, `:`, then nothing or a space and a value. */
const KEY_LINE = /^([A-Za-z][A-Za-z0-9_.-]*):(?:[ ]+(.*))?$/;
/** The value of `apiVersion:` / `kind:` the scan trusts: a plain word, an optional comment after it. */
const TYPE_VALUE = /^([A-Za-z0-9][A-Za-z0-9./-]*)[ ]*(?:#.*)?$/;
/** A document marker alone on its line (an optional comment after it). */
const MARKER = /^---[ ]*(?:#.*)?$/;
/** What a value of another top-level key must not start with: quotes, block scalars, anchors, tags. */
const RISKY_VALUE = /^["'|>&*!%@`]/;

/**
 * Whether every line so far has its quotes in pairs (a quoted scalar that goes on over the next line
 * does not): the next `'` and `"` of the text are kept, so each quote is found once, not per line.
 */
class QuotePairs {
  private single: number;
  private double: number;
  constructor(private readonly text: string) {
    this.single = text.indexOf("'");
    this.double = text.indexOf('"');
  }
  /** Whether the line ending at `end` (exclusive; lines are visited in order) has both kinds paired. */
  pairedUpTo(end: number): boolean {
    let single = 0;
    let double = 0;
    for (; this.single >= 0 && this.single < end; this.single = this.text.indexOf("'", this.single + 1))
      single++;
    for (; this.double >= 0 && this.double < end; this.double = this.text.indexOf('"', this.double + 1))
      double++;
    return single % 2 === 0 && double % 2 === 0;
  }
}

/** A text the scan does not read at all: line ends, escapes and marks it does not follow. */
function unscannable(text: string): boolean {
  return (
    text.length === 0 ||
    text.charCodeAt(0) === 0xfeff ||
    text.includes('\r') ||
    text.includes('\\') ||
    text.includes('\t') ||
    text.includes('\0')
  );
}

interface Doc {
  apiVersion?: string;
  kind?: string;
  keys: Set<string>;
  /** The last top-level key: indented lines belong to it. */
  current?: string;
  /** Whether that key has its value on its own line (then no indented line may follow). */
  inline?: boolean;
  /** `metadata:` as a block (its indented lines) or a one-line flow mapping. */
  metaLines?: string[];
  metaFlow?: string;
}

const newDoc = (): Doc => ({ keys: new Set() });

/** A top-level value the scan can step over: plain on one line, empty, or a flow collection closed on it. */
const safeValue = (value: string) =>
  value.startsWith('{') || value.startsWith('[')
    ? flowOnOneLine(value.replace(/[ ]+#.*$/, ''))
    : !RISKY_VALUE.test(value) && !value.includes(': ');

/** Reads one column-0 line into the document; false when the line makes the scan unsure. */
function readTopLine(line: string, doc: Doc): boolean {
  const m = KEY_LINE.exec(line);
  if (!m) return false;
  const key = m[1]!;
  const value = m[2] ?? '';
  if (doc.keys.has(key)) return false; // a key twice: the parser refuses the document
  doc.keys.add(key);
  doc.current = key;
  doc.inline = value !== '' && !value.startsWith('#');
  if (key === 'apiVersion' || key === 'kind') {
    const v = TYPE_VALUE.exec(value);
    if (!v) return false;
    doc[key] = v[1];
    return true;
  }
  if (key === 'metadata') {
    if (value === '' || value.startsWith('#')) doc.metaLines = [];
    else doc.metaFlow = value.trimEnd();
  }
  return safeValue(value);
}

/**
 * The document's type, or undefined when it has none the scan can vouch for; null: an empty
 * document, or one with neither key (settings, CI: no Kubernetes object without both).
 */
function typeOf(doc: Doc): ScannedType | null | undefined {
  if (doc.keys.size === 0 || (doc.apiVersion === undefined && doc.kind === undefined)) return null;
  if (doc.apiVersion === undefined || doc.kind === undefined) return undefined;
  const { metaLines, metaFlow } = doc;
  // Read when asked: a decision needs it only for a kind some parsed object has.
  let identity: ScannedIdentity | undefined;
  let read = false;
  return {
    apiVersion: doc.apiVersion,
    kind: doc.kind,
    get identity() {
      if (!read)
        identity =
          metaLines !== undefined
            ? identityOfBlock(metaLines)
            : metaFlow !== undefined
              ? identityOfFlow(metaFlow)
              : undefined;
      read = true;
      return identity;
    },
  };
}

/**
 * An indented line (`text` from `start` to `end`) of the document; false when it makes the scan
 * unsure. Under a key whose value is on the next lines it is that value's, and only `metadata:`'s are
 * kept; it matters otherwise only when it is not blank or a comment: before the first top-level key
 * (an indented root), or after a key with a value on its line (a scalar going on over the next).
 */
function indentedLine(text: string, start: number, end: number, doc: Doc): boolean {
  if (doc.keys.size > 0 && !doc.inline && doc.current !== 'metadata') return true;
  let i = start + 1;
  while (i < end && text.charCodeAt(i) === 0x20) i++;
  if (i === end || text.charCodeAt(i) === 0x23 /* # */) return true;
  if (doc.keys.size === 0 || doc.inline) return false;
  doc.metaLines?.push(text.slice(start, end));
  return true;
}

/**
 * The type of every document of a YAML text, in order (empty documents and documents with neither
 * `apiVersion` nor `kind` left out: they hold no object), or undefined
 * when the scan cannot be sure: no `apiVersion`/`kind` line in a document, either given twice,
 * quoted, a root in flow style or a flow value that goes on past its line, anchors, aliases or
 * tags on top-level lines, a top-level key twice, a quoted scalar over several
 * lines, directives, `...`, content after `---`, indented top-level keys, a BOM, CR line ends,
 * tabs or backslash escapes anywhere.
 */
export function scanTypes(text: string): ScannedType[] | undefined {
  if (unscannable(text)) return undefined;
  const out: ScannedType[] = [];
  let doc = newDoc();
  const close = (): boolean => {
    const t = typeOf(doc);
    if (t === undefined) return false;
    if (t) out.push(t);
    doc = newDoc();
    return true;
  };
  const quotes = new QuotePairs(text);
  // One pass over the text without splitting it: indented lines (most of a CRD) are looked at only
  // when they matter, and no line is copied but the top-level ones and those under `metadata:`.
  for (let start = 0; start <= text.length;) {
    const next = text.indexOf('\n', start);
    const end = next < 0 ? text.length : next;
    if (!quotes.pairedUpTo(end)) return undefined;
    const from = start;
    start = end + 1;
    const first = text.charCodeAt(from);
    if (from === end || first === 0x23 /* # */) continue;
    if (first === 0x20 /* space */) {
      if (!indentedLine(text, from, end, doc)) return undefined;
      continue;
    }
    const line = text.slice(from, end);
    if (first === 0x2d /* - */ && MARKER.test(line)) {
      if (!close()) return undefined;
    } else if (!readTopLine(line, doc)) return undefined;
  }
  return close() ? out : undefined;
}
