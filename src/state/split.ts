import { LineIndex } from '../manifests/lines.js';
import { CUSTOM_KEEP, wantedKind, type CustomKinds, type WantedKind } from './wanted.js';

/**
 * A piece of a state file worth parsing: one object (or, when the layout is not the one kubectl
 * writes, a whole document to read the slow way), with the line it starts on.
 */
export interface Chunk {
  text: string;
  /** 1-based line of the chunk's first line in the file. */
  line: number;
  /** The object's kind when the pre-filter recognised it; undefined for a whole document. */
  kind?: string;
}

const MARKER = /^(?:---|\.\.\.)[ \t]*(?:#[^\n]*)?\r?$/gm;
const DOC_KIND = /^kind:[ \t]*["']?([A-Za-z0-9]+)["']?[ \t]*(?:#[^\n]*)?\r?$/m;
const ITEMS = /^items:[ \t]*\r?$/m;
const TAIL_KEY = /^(?:apiVersion|kind|metadata):/;

const newlines = (s: string) => {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
};

/**
 * Keeps the sections (keys at exactly `indent` spaces) that `keep` accepts; a dropped section becomes
 * as many empty lines, so lines of what is kept do not move. A key the scan cannot name is kept.
 */
export function keepSections(text: string, indent: number, keep: (key: string) => boolean): string {
  const re = new RegExp(
    `^ {${indent}}(?![ \\t\\r\\n#-])(?:([A-Za-z0-9_./-]+)|"([^"\\n]*)"|'([^'\\n]*)')?[ \\t]*(:)?`,
    'gm',
  );
  const starts: { at: number; key?: string }[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    starts.push({ at: m.index, key: m[4] ? (m[1] ?? m[2] ?? m[3]) : undefined });
    if (m[0].length === 0) re.lastIndex++;
  }
  if (!starts.length) return text;
  let out = text.slice(0, starts[0]!.at);
  starts.forEach((s, i) => {
    const part = text.slice(s.at, starts[i + 1]?.at ?? text.length);
    out += s.key === undefined || keep(s.key) ? part : '\n'.repeat(newlines(part));
  });
  return out;
}

/** The part of an object's text the rules need: its wanted top-level keys, metadata without managedFields. */
function reduce(text: string, indent: number, wanted: WantedKind): string {
  const keep = wanted.keep;
  const top = keepSections(text, indent, (k) => k === 'apiVersion' || k === 'kind' || keep.includes(k));
  if (!top.includes('managedFields:')) return top;
  return keepSections(top, indent + 2, (k) => k !== 'managedFields');
}

interface Split {
  chunks: Chunk[];
  skipped: number;
}

/** The items of a `kind: List` document in kubectl's layout, or undefined when it is laid out otherwise. */
/** The wanted kinds, and the custom kinds a run asks for (by kind name; the group is checked on reading). */
type Wants = (kind: string) => WantedKind | undefined;

function wantsOf(custom?: CustomKinds): Wants {
  const names = new Set([...(custom ?? [])].map((k) => k.slice(k.lastIndexOf('/') + 1)));
  return (kind) => wantedKind(kind) ?? (names.has(kind) ? { group: '', keep: CUSTOM_KEEP } : undefined);
}

function listItems(doc: string, start: number, lines: LineIndex, out: Split, wants: Wants): boolean {
  const items = ITEMS.exec(doc);
  if (!items) return false;
  const from = items.index + items[0].length;
  const first = /^( *)(?:#.*|(\S))/gm;
  first.lastIndex = from;
  let f = first.exec(doc);
  while (f && f[2] === undefined) f = first.exec(doc);
  if (!f) return true; // `items:` and nothing after it
  if (f[2] !== '-' || !/^ *- /.test(doc.slice(f.index, f.index + f[1]!.length + 2))) return false;
  const ind = f[1]!.length;
  const boundary = new RegExp(`^( {0,${ind}})([^ \\r\\n#])`, 'gm');
  boundary.lastIndex = f.index;
  const starts: number[] = [];
  let end = doc.length;
  for (let m = boundary.exec(doc); m; m = boundary.exec(doc)) {
    const next = doc.charCodeAt(m.index + ind + 1);
    if (m[1]!.length === ind && m[2] === '-' && (next === 32 || next === 10 || next === 13))
      starts.push(m.index);
    else {
      end = m.index;
      break;
    }
  }
  // What follows the items must be the List's own keys, or the layout is not kubectl's.
  const tail = doc.slice(end);
  if (tail.split('\n').some((l) => /^[^ \t\r#]/.test(l) && !TAIL_KEY.test(l))) return false;
  const kindRe = new RegExp(`^(?: {${ind}}- | {${ind + 2}})kind:[ \\t]*["']?([A-Za-z0-9]+)`, 'm');
  starts.forEach((s, i) => {
    const item = doc.slice(s, starts[i + 1] ?? end);
    const kind = kindRe.exec(item)?.[1];
    const line = () => lines.lineOf(start + s);
    // `- key: …` (or a lone `-`) becomes an indented mapping; lines do not move.
    const text = `${item.slice(0, ind)} ${item.slice(ind + 1)}`;
    if (kind === undefined) {
      out.chunks.push({ text, line: line() });
      return;
    }
    const wanted = wants(kind);
    if (!wanted || (wanted.mustContain && !item.includes(wanted.mustContain))) {
      out.skipped++;
      return;
    }
    out.chunks.push({ text: reduce(text, ind + 2, wanted), line: line(), kind });
  });
  return true;
}

/**
 * Splits a YAML state file into the chunks worth parsing, without parsing anything: documents at
 * `---`, the items of a `kind: List` at their `- ` lines, each classified by its `kind:` line.
 * Items of other kinds are counted and dropped unread. Anything laid out differently from what
 * kubectl writes is handed on whole, to be read (slowly, but correctly) by the full parser.
 */
export function splitState(text: string, custom?: CustomKinds): Split {
  const out: Split = { chunks: [], skipped: 0 };
  const wants = wantsOf(custom);
  const lines = new LineIndex(text);
  if (/^---[ \t]+[^\s#]/m.test(text)) return { chunks: [{ text, line: 1 }], skipped: 0 };
  const bounds: [number, number][] = [];
  let from = 0;
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m; m = MARKER.exec(text)) {
    bounds.push([from, m.index]);
    from = m.index + m[0].length;
  }
  bounds.push([from, text.length]);
  for (const [s, e] of bounds) {
    const doc = text.slice(s, e);
    if (!/^[ \t]*[^\s#]/m.test(doc)) continue; // empty, or comments only
    const kind = DOC_KIND.exec(doc)?.[1];
    if (kind === undefined) {
      out.chunks.push({ text: doc, line: lines.lineOf(s) });
    } else if (/List$/.test(kind)) {
      if (!listItems(doc, s, lines, out, wants)) out.chunks.push({ text: doc, line: lines.lineOf(s) });
    } else {
      const wanted = wants(kind);
      if (!wanted || (wanted.mustContain && !doc.includes(wanted.mustContain))) out.skipped++;
      else out.chunks.push({ text: reduce(doc, 0, wanted), line: lines.lineOf(s), kind });
    }
  }
  return out;
}
