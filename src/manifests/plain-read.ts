/**
 * A fast reader for the plain YAML that Kubernetes manifests are written in, giving EXACTLY what
 * parse.ts's full reading (js-yaml's `parseEvents`, the go-yaml checks, `constructFromEvents` with
 * KUBE_YAML_SCHEMA) gives: the same values, the same event ints behind the positions, no problem.
 * It reads block mappings and sequences, one-line plain and quoted scalars, literal and folded
 * block scalars without an indentation indicator, empty `{}` and `[]`, comments and `---`; on
 * anything else (anchors, aliases, tags, flow collections with entries, multi-line plain or quoted
 * scalars, directives, `...`, tabs, CR, trailing spaces, control or surrogate characters, `<<`,
 * keys that are not strings or come twice, an indented root, deep nesting, more nodes than the
 * limits) it gives up and the file is read in full, never guessed.
 * __tests__/manifests/plain-read.test.ts compares both readings over every corpus file and
 * mutated texts.
 */
import { CHOMPING_MODE, EVENT_ID, SCALAR_STYLE } from 'js-yaml';
import { EventPositions } from './event-positions.js';
import { LineIndex } from './lines.js';
import { decoded, IntEvents } from './plain-events.js';
import type { Position } from './types.js';
import { KUBE_YAML_SCHEMA } from './yaml-schema.js';

/** What a document read here gives (parse.ts's DocReading). */
export interface PlainDoc {
  value: unknown;
  line: number;
  positions: ReadonlyMap<string, Position>;
}

/** The limits the reading must stay within, and the file's node budget (parse.ts's ReadOptions). */
export interface PlainLimits {
  maxDepth: number;
  maxExpandedNodes: number;
  budget: { left: number };
}

/** Thrown when the text leaves the subset; caught in {@link readPlainYaml}. */
const GIVE_UP = new Error('not plain YAML');
const giveUp = (): never => {
  throw GIVE_UP;
};

/** Characters the subset leaves to the full reader: tab, CR, controls, surrogates, BOM, separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNUSUAL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufeff\ufffe\uffff\u2028\u2029]/;

/** Anything but printable ASCII and LF: most files hold none, and skip {@link UNUSUAL}. */
const NOT_PLAIN = /[^\n\x20-\x7e]/;
/** A space before a line end (a class: faster than searching for the two characters). */
const TRAILING_SPACE = /[ ]\n/;

const LF = 10;
const SP = 32;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const DQ = 34;
const SQ = 39;

/** The value of an empty plain scalar (null), as the schema resolves it. */
const EMPTY = KUBE_YAML_SCHEMA.resolveImplicitScalarTag('').value;

/**
 * The file's documents, or undefined when the text is not in the subset (read it in full). On
 * success the documents' nodes are charged to `lim.budget`.
 */
export function readPlainYaml(text: string, lim: PlainLimits): PlainDoc[] | undefined {
  if (NOT_PLAIN.test(text) && UNUSUAL.test(text)) return undefined;
  if (text.includes('<<') || TRAILING_SPACE.test(text) || text.endsWith(' ')) return undefined;
  const r = new PlainReader(text, Math.floor(lim.maxDepth / 4), lim.budget.left);
  let docs: PlainDoc[];
  try {
    docs = r.documents(lim.maxExpandedNodes);
  } catch (err) {
    if (err === GIVE_UP) return undefined;
    throw err;
  }
  lim.budget.left -= r.nodes;
  return docs;
}

/** One buffer for every file read on this thread (each document's ints are copied out of it). */
const SHARED_INTS = new IntEvents();

class PlainReader {
  private readonly len: number;
  private readonly ints = SHARED_INTS;
  private readonly lines: LineIndex;
  /** Start of the next content line once a node is read (or the text's length). */
  private cur = 0;
  private depth = 0;
  nodes = 0;
  /** Most nodes the file, and the document being read, may have: past it, give up at once. */
  private cap: number;

  /** One more node (keys too, as js-yaml counts events); past the limits the full reader judges. */
  private count(): void {
    if (++this.nodes > this.cap) giveUp();
  }

  constructor(
    private readonly t: string,
    private readonly maxDepth: number,
    private readonly budget: number,
  ) {
    this.cap = budget;
    this.len = t.length;
    this.lines = new LineIndex(t);
    this.ints.n = 0; // a reading that gave up may have left events behind
  }

  documents(maxNodes: number): PlainDoc[] {
    const docs: PlainDoc[] = [];
    let ls = this.skipToContent(0);
    while (ls < this.len) {
      if (this.lineIndent(ls) < 0) {
        ls = this.skipToContent(this.afterSeparator(ls));
        if (ls >= this.len || this.lineIndent(ls) < 0) {
          this.count(); // an empty document: one empty scalar
          continue;
        }
      }
      if (this.lineIndent(ls) !== 0) giveUp();
      this.cap = Math.min(this.budget, this.nodes + maxNodes);
      const value = this.collection(ls, 0);
      this.cap = this.budget;
      const { ev, n } = this.ints.take();
      const ints = { ev, n, lineOffset: 0, textLength: this.len };
      const positions = new EventPositions(ints, 0, 0, this.t, this.lines, 0);
      docs.push({ value, line: this.lines.lineOf(ls), positions });
      ls = this.cur;
      if (ls < this.len && this.lineIndent(ls) >= 0) giveUp();
    }
    return docs;
  }

  /** After a `---` line (nothing but a comment may follow it on its line): the next line's start. */
  private afterSeparator(ls: number): number {
    const t = this.t;
    let p = ls + 3;
    if (p < this.len && t.charCodeAt(p) === SP) {
      while (t.charCodeAt(p) === SP) p++;
      if (t.charCodeAt(p) !== HASH) giveUp();
    }
    return this.nextLine(p);
  }

  /** Start of the line after the one holding `p`. */
  private nextLine(p: number): number {
    const e = this.t.indexOf('\n', p);
    return e < 0 ? this.len : e + 1;
  }

  /** From a line start, the first line that is neither empty nor a comment. */
  private skipToContent(ls: number): number {
    const t = this.t;
    while (ls < this.len) {
      let p = ls;
      while (t.charCodeAt(p) === SP) p++;
      const c = t.charCodeAt(p);
      if (c === LF) ls = p + 1;
      else if (c === HASH) ls = this.nextLine(p);
      else return ls;
    }
    return this.len;
  }

  /** Indentation of the content line at `ls`; -1 at the end or at a `---` line (`...` gives up). */
  private lineIndent(ls: number): number {
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
  private isEntry(p: number): boolean {
    if (this.t.charCodeAt(p) !== DASH) return false;
    const f = this.t.charCodeAt(p + 1);
    return p + 1 >= this.len || f === SP || f === LF;
  }

  /** The block collection whose first content is at `p`, column `col`. */
  private collection(p: number, col: number): unknown {
    return this.isEntry(p) ? this.sequence(p, col) : this.mapping(p, col);
  }

  private enter(): void {
    if (++this.depth > this.maxDepth) giveUp();
    this.count();
  }

  private mapping(p: number, m: number): Record<string, unknown> {
    this.enter();
    const k0 = this.ints.open(EVENT_ID.MAPPING, p);
    const obj: Record<string, unknown> = {};
    for (let at = p; ;) {
      const key = this.key(at, m);
      if (Object.hasOwn(obj, key)) giveUp();
      obj[key] = this.mappingValue(this.keyEnd + 1, m);
      const ls = this.cur;
      const ind = this.lineIndent(ls);
      if (ind > m) giveUp();
      if (ind < m) break;
      at = ls + m;
    }
    this.ints.close(k0);
    this.depth--;
    return obj;
  }

  /** Offset of the `:` after the key {@link key} read last. */
  private keyEnd = 0;

  /** A mapping key at `at` (its scalar event written), which must be followed by `: ` or `:` and a line end. */
  private key(at: number, m: number): string {
    const t = this.t;
    const c = t.charCodeAt(at);
    let key: string;
    if (c === DQ || c === SQ) {
      const end = this.quoted(at, true, -1);
      if (t.charCodeAt(end) !== COLON) giveUp();
      key = this.quotedValue;
      this.count();
      this.keyEnd = end;
    } else {
      if (!plainKeyStart(c) || (m === 0 && c === 46 && t.startsWith('...', at))) giveUp();
      let j = at;
      for (; ; j++) {
        const ch = t.charCodeAt(j);
        if (j >= this.len || ch === LF) giveUp();
        if (ch === COLON) {
          const f = t.charCodeAt(j + 1);
          if (j + 1 >= this.len || f === SP || f === LF) break;
        } else if (ch === HASH && t.charCodeAt(j - 1) === SP) giveUp();
      }
      if (t.charCodeAt(j - 1) === SP) giveUp();
      const k = KUBE_YAML_SCHEMA.resolveImplicitScalarTag(t.slice(at, j)).value;
      if (typeof k !== 'string') giveUp();
      key = k as string;
      this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, true, -1, at, j);
      this.count();
      this.keyEnd = j;
    }
    const f = t.charCodeAt(this.keyEnd + 1);
    if (this.keyEnd + 1 < this.len && f !== SP && f !== LF) giveUp();
    if (key === '__proto__') giveUp();
    return key;
  }

  /** The value after a key's `:` at `q - 1`, in a mapping at column `m`. */
  private mappingValue(q: number, m: number): unknown {
    const t = this.t;
    while (t.charCodeAt(q) === SP) q++;
    const c = t.charCodeAt(q);
    if (q >= this.len || c === LF || c === HASH) return this.valueBelow(q, m, false);
    return this.inline(q, m);
  }

  /**
   * The value of an entry whose line ends at `p` (or holds only a comment from there): a block
   * collection on the next content lines, or an empty scalar. In a mapping (`entry` false) a
   * sequence may start at the mapping's own column.
   */
  private valueBelow(p: number, b: number, entry: boolean): unknown {
    const ls = this.skipToContent(this.nextLine(p));
    const ind = this.lineIndent(ls);
    if (ind > b) return this.collection(ls + ind, ind);
    if (ind === b && !entry && this.isEntry(ls + ind)) return this.sequence(ls + ind, b);
    this.cur = ls;
    this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, false, -1, -1, -1);
    this.count();
    return EMPTY;
  }

  private sequence(p: number, n: number): unknown[] {
    this.enter();
    const k0 = this.ints.open(EVENT_ID.SEQUENCE, p);
    const arr: unknown[] = [];
    const t = this.t;
    for (let at = p; ;) {
      let q = at + 1;
      while (t.charCodeAt(q) === SP) q++;
      const c = t.charCodeAt(q);
      if (q >= this.len || c === LF || c === HASH) arr.push(this.valueBelow(q, n, true));
      else if (this.isEntry(q)) giveUp();
      else if (this.isKeyLine(q)) arr.push(this.mapping(q, q - at + n));
      else arr.push(this.inline(q, n));
      const ls = this.cur;
      const ind = this.lineIndent(ls);
      if (ind > n) giveUp();
      if (ind < n || !this.isEntry(ls + n)) break;
      at = ls + n;
    }
    this.ints.close(k0);
    this.depth--;
    return arr;
  }

  /** Whether the content at `q` is a mapping entry (`key:` then a space or the line's end). */
  private isKeyLine(q: number): boolean {
    const t = this.t;
    const c = t.charCodeAt(q);
    if (c === 123 || c === 91) return false; // a flow collection (as a key, it gives up later)
    if (c === DQ || c === SQ) {
      const colon = t.charCodeAt(this.quoted(q, false, -2)) === COLON;
      if (colon && this.quotedLines) giveUp();
      return colon;
    }
    for (let j = q; j < this.len; j++) {
      const ch = t.charCodeAt(j);
      if (ch === LF || (ch === HASH && t.charCodeAt(j - 1) === SP)) return false;
      if (ch === COLON) {
        const f = t.charCodeAt(j + 1);
        if (j + 1 >= this.len || f === SP || f === LF) return true;
      }
    }
    return false;
  }

  /** A value on its entry's line at `q`, in a collection at column `b`. */
  private inline(q: number, b: number): unknown {
    const t = this.t;
    const c = t.charCodeAt(q);
    this.count();
    if (c === DQ || c === SQ) {
      this.cur = this.restOfLine(this.quoted(q, true, b));
      return this.quotedValue;
    }
    if (c === 124 || c === 62) return this.blockScalar(q, b);
    if (c === 123 || c === 91) return this.flowValue(q);
    if (!plainValueStart(c, t.charCodeAt(q + 1), q + 1 >= this.len)) giveUp();
    return this.plain(q, b);
  }

  /** After a node ending at `e` on its line: only a comment may follow; the next content line. */
  private restOfLine(e: number): number {
    const t = this.t;
    if (e < this.len && t.charCodeAt(e) !== LF) {
      if (t.charCodeAt(e) !== SP) giveUp();
      while (t.charCodeAt(e) === SP) e++;
      if (t.charCodeAt(e) !== HASH) giveUp();
    }
    return this.skipToContent(this.nextLine(e));
  }

  /** The value of the quoted scalar read last by {@link quoted}, and whether it went on over a line. */
  private quotedValue = '';
  private quotedLines = false;

  /**
   * A quoted scalar at `q` in a collection at column `b` (-1: a key, which must end on its line):
   * the offset after its closing quote. With `emit`, its event is written and its value kept in
   * {@link quotedValue}. Gives up on a bad escape or a line not indented past `b`.
   */
  private quoted(q: number, emit: boolean, b: number): number {
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
      else if (!dq) j += 2; // ''
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
  private flowBreak(j: number, b: number): number {
    const t = this.t;
    if (b === -1) giveUp();
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

  /** A flow collection at `q` on its entry's line, then only a comment on that line. */
  private flowValue(q: number): unknown {
    const value = this.flow(q);
    this.cur = this.restOfLine(this.flowAt);
    return value;
  }

  /** Offset after the flow node read last by {@link flow} or {@link flowNode}. */
  private flowAt = 0;

  /**
   * A flow collection at `q` that closes on its line: `[a, "b"]`, `{ k: v, n: {} }`. Gives up on
   * anything else in it: a value left out, a pair in a sequence, a trailing comma, a comment.
   */
  private flow(q: number): unknown {
    if (++this.depth > this.maxDepth) giveUp();
    const t = this.t;
    const mapping = t.charCodeAt(q) === 123;
    const close = mapping ? 125 : 93;
    const k0 = this.ints.open(mapping ? EVENT_ID.MAPPING : EVENT_ID.SEQUENCE, q);
    const obj: Record<string, unknown> = {};
    const arr: unknown[] = [];
    let p = this.spaces(q + 1);
    if (t.charCodeAt(p) !== close)
      for (;;) {
        if (mapping) {
          const key = this.flowKey(p);
          if (Object.hasOwn(obj, key)) giveUp();
          p = this.spaces(this.flowAt + 2);
          const c = t.charCodeAt(p);
          if (c === 44 || c === close || c === HASH) giveUp();
          obj[key] = this.flowNode(p);
        } else arr.push(this.flowNode(p));
        p = this.spaces(this.flowAt);
        if (t.charCodeAt(p) === close) break;
        if (t.charCodeAt(p) !== 44) giveUp();
        p = this.spaces(p + 1);
        if (t.charCodeAt(p) === close) giveUp();
      }
    this.ints.close(k0);
    this.flowAt = p + 1;
    this.depth--;
    return mapping ? obj : arr;
  }

  /** A flow mapping's key at `p`: a string scalar followed by `: ` (the colon at {@link flowAt}). */
  private flowKey(p: number): string {
    const t = this.t;
    const c = t.charCodeAt(p);
    if (c === 123 || c === 91) giveUp();
    const key = this.flowNode(p);
    if (typeof key !== 'string' || key === '__proto__') giveUp();
    if (t.charCodeAt(this.flowAt) !== COLON || t.charCodeAt(this.flowAt + 1) !== SP) giveUp();
    return key as string;
  }

  /** A node inside a flow collection at `p`: a flow collection, a one-line quoted scalar or a plain one. */
  private flowNode(p: number): unknown {
    const t = this.t;
    const c = t.charCodeAt(p);
    this.count();
    if (c === 123 || c === 91) return this.flow(p);
    if (c === DQ || c === SQ) {
      this.flowAt = this.quoted(p, true, -1);
      return this.quotedValue;
    }
    const next = t.charCodeAt(p + 1);
    if (!plainValueStart(c, next, p + 1 >= this.len) || c === COLON) giveUp();
    if ((c === DASH || c === 63) && FLOW_INDICATORS.has(next)) giveUp();
    let j = p;
    for (; ; j++) {
      const ch = t.charCodeAt(j);
      if (j >= this.len || ch === LF || (ch === HASH && t.charCodeAt(j - 1) === SP)) giveUp();
      if (FLOW_INDICATORS.has(ch)) break;
      if (ch === COLON) {
        const f = t.charCodeAt(j + 1);
        if (f === SP || f === LF || FLOW_INDICATORS.has(f)) break;
      }
    }
    let end = j;
    while (t.charCodeAt(end - 1) === SP) end--;
    const value = KUBE_YAML_SCHEMA.resolveImplicitScalarTag(t.slice(p, end)).value;
    if (typeof value === 'object' && value !== null) giveUp();
    this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, true, -1, p, end);
    this.flowAt = j;
    return value;
  }

  /** The first offset from `p` that is not a space. */
  private spaces(p: number): number {
    while (this.t.charCodeAt(p) === SP) p++;
    return p;
  }

  /** A plain scalar at `q` in a collection at column `b`, on its line and the more indented ones after it. */
  private plain(q: number, b: number): unknown {
    const t = this.t;
    let j = this.plainLine(q);
    let end = j;
    const comment = t.charCodeAt(j) === HASH;
    if (comment) while (t.charCodeAt(end - 1) === SP) end--;
    let multi = false;
    let ls = this.nextLine(j);
    // Lines indented past `b` continue the scalar (js-yaml folds them into it); empty lines
    // between them fold too. A comment there (or after the first line) is left to the full reader.
    for (;;) {
      let k = ls;
      while (k < this.len && t.charCodeAt(k) === LF) k++;
      if (k >= this.len || t.charCodeAt(k + b) !== SP) break;
      let i = 0;
      while (t.charCodeAt(k + i) === SP) i++;
      if (i <= b) break;
      if (comment || t.charCodeAt(k + i) === HASH) giveUp();
      j = end = this.plainLine(k + i);
      if (t.charCodeAt(j) === HASH) giveUp();
      multi = true;
      ls = this.nextLine(j);
    }
    const source = multi ? decoded(t, SCALAR_STYLE.PLAIN, q, end) : t.slice(q, end);
    const value = KUBE_YAML_SCHEMA.resolveImplicitScalarTag(source).value;
    if (typeof value === 'object' && value !== null) giveUp();
    this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, !multi, -1, q, end);
    this.cur = this.skipToContent(ls);
    return value;
  }

  /**
   * One line of a plain scalar from `q`: the offset of its line end, or of the `#` of a comment
   * after it; gives up at a `: ` (js-yaml would end the scalar there and fail).
   */
  private plainLine(q: number): number {
    const t = this.t;
    let j = q;
    for (; j < this.len; j++) {
      const ch = t.charCodeAt(j);
      if (ch === LF) break;
      if (ch === COLON) {
        const f = t.charCodeAt(j + 1);
        if (j + 1 >= this.len || f === SP || f === LF) giveUp();
      } else if (ch === HASH && t.charCodeAt(j - 1) === SP) break;
    }
    return j;
  }

  /** A literal or folded block scalar at `q` (`|`, `>`, with `-` or `+`) in a collection at column `b`. */
  private blockScalar(q: number, b: number): string {
    const t = this.t;
    const style = t.charCodeAt(q) === 124 ? SCALAR_STYLE.LITERAL_BLOCK : SCALAR_STYLE.FOLDED_BLOCK;
    let p = q + 1;
    let chomping: number = CHOMPING_MODE.CLIP;
    const h = t.charCodeAt(p);
    if (h === DASH || h === 43) {
      chomping = h === DASH ? CHOMPING_MODE.STRIP : CHOMPING_MODE.KEEP;
      p++;
    }
    if (p < this.len && t.charCodeAt(p) !== LF) giveUp();
    const start = Math.min(p + 1, this.len);
    const { end, indent, stop } = this.blockBody(start, b + 1);
    this.ints.scalar(style, chomping, false, indent, start, end);
    this.cur = this.skipToContent(stop);
    return decoded(t, style, start, end, indent, chomping);
  }

  /**
   * The lines of a block scalar from `start` (js-yaml's readBlockScalar without an indentation
   * indicator; no tabs and no blank lines with spaces reach here): where its value ends, its
   * content indentation, and the start of the line that ends it.
   */
  private blockBody(start: number, parentIndent: number): { end: number; indent: number; stop: number } {
    const t = this.t;
    let indent = -1;
    let end = start;
    let lp = start;
    while (lp < this.len) {
      let col = 0;
      while (t.charCodeAt(lp + col) === SP) col++;
      if (lp + col >= this.len) break;
      const c = t.charCodeAt(lp);
      if ((c === DASH || c === 46) && t.charCodeAt(lp + 1) === c && t.charCodeAt(lp + 2) === c) {
        const f = t.charCodeAt(lp + 3);
        if (lp + 3 >= this.len || f === SP || f === LF) break;
      }
      const eol = t.charCodeAt(lp + col) === LF;
      if (indent === -1 && !eol && col < parentIndent) break;
      if (indent === -1 && !eol) indent = col;
      if (!eol && col < (indent === -1 ? parentIndent + 1 : indent)) break;
      lp = this.nextLine(lp + col);
      end = lp;
    }
    return { end, indent, stop: lp };
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

/** Characters no plain key of the subset starts with (indicators, quotes, `-`, `?`, `:`, space). */
const NOT_KEY_START = new Set([...' #&*!|>\'"%@`,[]{}-?:\n'].map((c) => c.charCodeAt(0)));
const plainKeyStart = (c: number) => !NOT_KEY_START.has(c);

const FLOW_INDICATORS = new Set([...',[]{}'].map((c) => c.charCodeAt(0)));

/** Indicators a plain value cannot start with (or the subset leaves to the full reader). */
const NOT_VALUE_START = new Set([...'#&*!|>\'"%@`,[]{}'].map((c) => c.charCodeAt(0)));

function plainValueStart(c: number, next: number, atEnd: boolean): boolean {
  if (NOT_VALUE_START.has(c)) return false;
  if (c === DASH || c === 63 || c === COLON) return !(atEnd || next === SP || next === LF);
  return true;
}
