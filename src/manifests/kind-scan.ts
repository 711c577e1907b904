/**
 * A cheap, strictly conservative look at what a YAML file holds without parsing it: per document,
 * its top-level `apiVersion:` and `kind:` lines. It answers only when the text is laid out the
 * plain way `kubectl` and people write manifests; anything it could misread gets `undefined`
 * (the caller then parses the file as always).
 */

/** One document's type as the scan read it. */
export interface ScannedType {
  apiVersion: string;
  kind: string;
}

/** A top-level key line: a plain key at column 0, `:`, then nothing or a space and a value. */
const KEY_LINE = /^([A-Za-z][A-Za-z0-9_.-]*):(?:[ ]+(.*))?$/;
/** The value of `apiVersion:` / `kind:` the scan trusts: a plain word, an optional comment after it. */
const TYPE_VALUE = /^([A-Za-z0-9][A-Za-z0-9./-]*)[ ]*(?:#.*)?$/;
/** A document marker alone on its line (an optional comment after it). */
const MARKER = /^---[ ]*(?:#.*)?$/;
/** What a value of another top-level key must not start with: quotes, block scalars, flow, anchors, tags. */
const RISKY_VALUE = /^["'|>[{&*!%@`]/;

/** Quotes on a line come in pairs (a quoted scalar that goes on over the next line does not). */
function quotesPaired(line: string): boolean {
  let single = 0;
  let double = 0;
  for (let i = line.indexOf("'"); i >= 0; i = line.indexOf("'", i + 1)) single++;
  for (let i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) double++;
  return single % 2 === 0 && double % 2 === 0;
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
  keys: number;
}

/** Reads one column-0 line into the document; false when the line makes the scan unsure. */
function readTopLine(line: string, doc: Doc): boolean {
  const m = KEY_LINE.exec(line);
  if (!m) return false;
  const [, key, value = ''] = m;
  doc.keys++;
  if (key === 'apiVersion' || key === 'kind') {
    const v = TYPE_VALUE.exec(value);
    if (!v || doc[key] !== undefined) return false;
    doc[key] = v[1];
    return true;
  }
  return !RISKY_VALUE.test(value) && !value.includes(': ');
}

/** The document's type, or undefined when it has none the scan can vouch for; null: an empty document. */
function typeOf(doc: Doc): ScannedType | null | undefined {
  if (doc.keys === 0) return null;
  if (doc.apiVersion === undefined || doc.kind === undefined) return undefined;
  return { apiVersion: doc.apiVersion, kind: doc.kind };
}

/**
 * The type of every document of a YAML text, in order (empty documents left out), or undefined
 * when the scan cannot be sure: no `apiVersion`/`kind` line in a document, either given twice,
 * quoted, flow style, anchors, aliases or tags on top-level lines, a quoted scalar over several
 * lines, directives, `...`, content after `---`, indented top-level keys, a BOM, CR line ends,
 * tabs or backslash escapes anywhere.
 */
export function scanTypes(text: string): ScannedType[] | undefined {
  if (unscannable(text)) return undefined;
  const out: ScannedType[] = [];
  let doc: Doc = { keys: 0 };
  const close = (): boolean => {
    const t = typeOf(doc);
    if (t === undefined) return false;
    if (t) out.push(t);
    doc = { keys: 0 };
    return true;
  };
  for (const line of text.split('\n')) {
    if (!quotesPaired(line)) return undefined;
    const first = line.charCodeAt(0);
    if (line.length === 0 || first === 0x23 /* # */) continue;
    if (first === 0x20 /* space */) {
      // Content before the first top-level key: an indented root the scan does not follow.
      if (doc.keys === 0 && line.trim() !== '' && !line.trimStart().startsWith('#')) return undefined;
      continue;
    }
    if (MARKER.test(line)) {
      if (!close()) return undefined;
    } else if (!readTopLine(line, doc)) return undefined;
  }
  return close() ? out : undefined;
}
