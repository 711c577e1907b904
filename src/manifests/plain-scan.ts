import { CHOMPING_MODE, SCALAR_STYLE, strTag } from 'js-yaml';
import { decoded, IntEvents } from './plain-events.js';
import { KUBE_YAML_SCHEMA } from './yaml-schema.js';

/** Thrown when the text leaves the subset; plain-read.ts catches it and the file is read in full. */
export const GIVE_UP = new Error('not plain YAML');
export const giveUp = (): never => {
  throw GIVE_UP;
};

export const LF = 10;
export const SP = 32;
export const HASH = 35;
export const COLON = 58;
export const DASH = 45;
export const DQ = 34;
export const SQ = 39;

/** Short plain scalars already resolved: keys and small values repeat through a file and a run. */
const RESOLVED = new Map<string, unknown>();
const SHORT = 24;

/**
 * ASCII first characters (by code) with which no implicit tag of the schema resolves a plain scalar:
 * js-yaml's `resolveImplicitScalarTag` tries only the tags declaring the first character, so such a
 * scalar is its default tag's (strTag: the text itself). Read from the schema's own tags; empty when
 * some implicit tag takes any first character or the default is not strTag.
 */
export const STRING_FIRST = new Uint8Array(128);
{
  const scalars = KUBE_YAML_SCHEMA.tags.filter((t) => t.nodeKind === 'scalar');
  const implicit = scalars.filter((t) => t.implicit);
  const str = scalars.findLast((t) => t.tagName === strTag.tagName);
  if (str === strTag && implicit.every((t) => t.implicitFirstChars)) {
    STRING_FIRST.fill(1);
    for (const t of implicit) for (const c of t.implicitFirstChars ?? []) STRING_FIRST[c.charCodeAt(0)] = 0;
  }
}

/** A plain scalar's value as KUBE_YAML_SCHEMA resolves it (the schema's own function, remembered). */
export function resolvePlain(source: string): unknown {
  const c = source.charCodeAt(0);
  if (c < 128 && STRING_FIRST[c] === 1) return source;
  if (source.length > SHORT) return KUBE_YAML_SCHEMA.resolveImplicitScalarTag(source).value;
  let value = RESOLVED.get(source);
  if (value === undefined) {
    value = KUBE_YAML_SCHEMA.resolveImplicitScalarTag(source).value;
    if (RESOLVED.size > 20_000) RESOLVED.clear();
    RESOLVED.set(source, value);
  }
  return value;
}

/** One buffer for every file read on this thread (each document's ints are copied out of it). */
const SHARED_INTS = new IntEvents();

/**
 * The state of one plain reading (plain-read.ts) and what every part of it uses: lines, comments,
 * node counts and quoted scalars. Every method gives up ({@link giveUp}) rather than guess.
 *
 * A space before a line end is left to the full reader too, found where the reading meets each line
 * end rather than by a search of the whole text first: every `\n` a reading passes is found by
 * {@link nextLine}, {@link skipToContent}, {@link flowBreak} or `plainLine`, each of which gives up
 * when a space precedes it (a space at the very end of the text is plain-read.ts's check).
 */
export class PlainScan {
  protected readonly len: number;
  protected readonly ints = SHARED_INTS;
  /** Start of the next content line once a node is read (or the text's length). */
  protected cur = 0;
  protected depth = 0;
  nodes = 0;
  /** Most nodes the file, and the document being read, may have: past it, give up at once. */
  protected cap: number;

  constructor(
    protected readonly t: string,
    protected readonly maxDepth: number,
    protected readonly budget: number,
  ) {
    this.cap = budget;
    this.len = t.length;
    this.ints.n = 0; // a reading that gave up may have left events behind
  }

  /** One more node (keys too, as js-yaml counts events); past the limits the full reader judges. */
  protected count(): void {
    if (++this.nodes > this.cap) giveUp();
  }

  /** Start of the line after the one holding `p`. */
  protected nextLine(p: number): number {
    const e = this.t.indexOf('\n', p);
    if (e < 0) return this.len;
    if (this.t.charCodeAt(e - 1) === SP) giveUp(); // a trailing space (see PlainScan)
    return e + 1;
  }

  /** From a line start, the first line that is neither empty nor a comment. */
  protected skipToContent(ls: number): number {
    const t = this.t;
    while (ls < this.len) {
      let p = ls;
      while (t.charCodeAt(p) === SP) p++;
      const c = t.charCodeAt(p);
      if (c === LF) {
        if (p > ls) giveUp(); // a line of spaces: trailing spaces
        ls = p + 1;
      } else if (c === HASH) ls = this.nextLine(p);
      else return ls;
    }
    return this.len;
  }

  /** Indentation of the content line at `ls`; -1 at the end or at a `---` line (`...` gives up). */
  protected lineIndent(ls: number): number {
    if (ls >= this.len) return -1;
    const t = this.t;
    const c = t.charCodeAt(ls);
    if ((c === DASH || c === 46) && t.charCodeAt(ls + 1) === c && t.charCodeAt(ls + 2) === c) {
      const f = t.charCodeAt(ls + 3);
      if (ls + 3 >= this.len || f === LF || f === SP) return c === DASH ? -1 : giveUp();
    }
    let i = 0;
    while (t.charCodeAt(ls + i) === SP) i++;
    return i;
  }

  /** `- ` (or `-` at the end of its line): a block sequence entry at `p`. */
  protected isEntry(p: number): boolean {
    if (this.t.charCodeAt(p) !== DASH) return false;
    const f = this.t.charCodeAt(p + 1);
    return p + 1 >= this.len || f === SP || f === LF;
  }

  /** The first offset from `p` that is not a space. */
  protected spaces(p: number): number {
    while (this.t.charCodeAt(p) === SP) p++;
    return p;
  }

  /** After a node ending at `e` on its line: only a comment may follow; the next content line. */
  protected restOfLine(e: number): number {
    const t = this.t;
    if (e < this.len && t.charCodeAt(e) !== LF) {
      if (t.charCodeAt(e) !== SP) giveUp();
      while (t.charCodeAt(e) === SP) e++;
      if (t.charCodeAt(e) !== HASH) giveUp();
    }
    return this.skipToContent(this.nextLine(e));
  }

  /** The value of the quoted scalar read last by {@link quoted}, and whether it went on over a line. */
  protected quotedValue = '';
  protected quotedLines = false;

  /**
   * A quoted scalar at `q` in a collection at column `b` (-1: a key, which must end on its line):
   * the offset after its closing quote. With `emit`, its event is written and its value kept in
   * {@link quotedValue}. Gives up on a bad escape or a line not indented past `b`.
   */
  protected quoted(q: number, emit: boolean, b: number): number {
    const t = this.t;
    const dq = t.charCodeAt(q) === DQ;
    let simple = true;
    let j = q + 1;
    this.quotedLines = false;
    for (;;) {
      if (j >= this.len) giveUp();
      const ch = t.charCodeAt(j);
      const special = dq ? ch === 92 : ch === SQ;
      if (dq ? ch === DQ : special && t.charCodeAt(j + 1) !== SQ) break;
      if (ch === LF || special) simple = false;
      if (ch === LF) j = this.flowBreak(j, b);
      else if (!special) j++;
      else if (!dq)
        j += 2; // ''
      else if (t.charCodeAt(j + 1) === LF) j = this.flowBreak(j + 1, b);
      else j += 1 + escapeLength(t, j + 1);
    }
    if (emit) {
      const style = dq ? SCALAR_STYLE.DOUBLE_QUOTED : SCALAR_STYLE.SINGLE_QUOTED;
      this.ints.scalar(style, CHOMPING_MODE.CLIP, simple, -1, q + 1, j);
      this.quotedValue = simple ? t.slice(q + 1, j) : decoded(t, style, q + 1, j);
    }
    return j + 1;
  }

  /**
   * A line break at `j` inside a quoted scalar of a collection at column `b`: the offset of the
   * next line's content, which must be indented past `b` (js-yaml: "deficient indentation").
   */
  protected flowBreak(j: number, b: number): number {
    const t = this.t;
    if (b === -1 || t.charCodeAt(j - 1) === SP) giveUp();
    this.quotedLines = true;
    let p = j;
    while (p < this.len && t.charCodeAt(p) === LF) {
      p++;
      let i = 0;
      while (t.charCodeAt(p + i) === SP) i++;
      if (t.charCodeAt(p + i) === LF) continue;
      if (p + i >= this.len || i <= b) giveUp();
      p += i;
    }
    return p;
  }
}

/** Length of the escape after a backslash at `i - 1` (its own char included), or give up. */
function escapeLength(t: string, i: number): number {
  const e = t.charCodeAt(i);
  if (SIMPLE_ESCAPES.has(e)) return 1;
  const hex = e === 120 ? 2 : e === 117 ? 4 : e === 85 ? 8 : 0;
  if (hex === 0) giveUp();
  for (let k = 1; k <= hex; k++) if (!isHex(t.charCodeAt(i + k))) giveUp();
  return hex + 1;
}

const isHex = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);

/** js-yaml's isSimpleEscape, but the tab (never reaches here). */
const SIMPLE_ESCAPES = new Set([...'0abtnvfre "/\\N_LP'].map((c) => c.charCodeAt(0)));
