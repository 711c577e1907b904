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
import { COLON, DQ, GIVE_UP, giveUp, HASH, LF, resolvePlain, SP, SQ } from './plain-scan.js';
import { PlainScalars, plainKeyStart, plainValueStart } from './plain-scalars.js';
import type { Position } from './types.js';

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

/** Characters the subset leaves to the full reader: tab, CR, controls, surrogates, BOM, separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNUSUAL = /[\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufeff\ufffe\uffff\u2028\u2029]/;

/** Anything but printable ASCII and LF: most files hold none, and skip {@link UNUSUAL}. */
const NOT_PLAIN = /[^\n\x20-\x7e]/;

/** The value of an empty plain scalar (null), as the schema resolves it. */
const EMPTY = resolvePlain('');

/**
 * The file's documents, or undefined when the text is not in the subset (read it in full). On
 * success the documents' nodes are charged to `lim.budget`.
 */
export function readPlainYaml(text: string, lim: PlainLimits): PlainDoc[] | undefined {
  if (NOT_PLAIN.test(text) && UNUSUAL.test(text)) return undefined;
  // A space before a line end gives up where the reading meets it (plain-scan.ts); one at the end here.
  if (text.includes('<<') || text.endsWith(' ')) return undefined;
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

class PlainReader extends PlainScalars {
  private readonly lines: LineIndex;

  constructor(t: string, maxDepth: number, budget: number) {
    super(t, maxDepth, budget);
    this.lines = new LineIndex(t);
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
  protected afterSeparator(ls: number): number {
    const t = this.t;
    let p = ls + 3;
    if (p < this.len && t.charCodeAt(p) === SP) {
      while (t.charCodeAt(p) === SP) p++;
      if (t.charCodeAt(p) !== HASH) giveUp();
    }
    return this.nextLine(p);
  }

  /** The block collection whose first content is at `p`, column `col`. */
  protected collection(p: number, col: number): unknown {
    return this.isEntry(p) ? this.sequence(p, col) : this.mapping(p, col);
  }

  protected enter(): void {
    if (++this.depth > this.maxDepth) giveUp();
    this.count();
  }

  protected mapping(p: number, m: number): Record<string, unknown> {
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
  protected keyEnd = 0;

  /** A mapping key at `at` (its scalar event written), which must be followed by `: ` or `:` and a line end. */
  protected key(at: number, m: number): string {
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
      const k = resolvePlain(t.slice(at, j));
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
  protected mappingValue(q: number, m: number): unknown {
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
  protected valueBelow(p: number, b: number, entry: boolean): unknown {
    const ls = this.skipToContent(this.nextLine(p));
    const ind = this.lineIndent(ls);
    if (ind > b) return this.collection(ls + ind, ind);
    if (ind === b && !entry && this.isEntry(ls + ind)) return this.sequence(ls + ind, b);
    this.cur = ls;
    this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, false, -1, -1, -1);
    this.count();
    return EMPTY;
  }

  protected sequence(p: number, n: number): unknown[] {
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
  protected isKeyLine(q: number): boolean {
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
  protected inline(q: number, b: number): unknown {
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
}
