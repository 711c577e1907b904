import { CHOMPING_MODE, EVENT_ID, SCALAR_STYLE } from 'js-yaml';
import { decoded } from './plain-events.js';
import { COLON, DASH, DQ, giveUp, HASH, LF, PlainScan, resolvePlain, SP, SQ } from './plain-scan.js';

/** Plain, block and flow scalars and one-line flow collections, for plain-read.ts. */
export class PlainScalars extends PlainScan {
  /** A plain scalar at `q` in a collection at column `b`, on its line and the more indented ones after it. */
  protected plain(q: number, b: number): unknown {
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
    const value = resolvePlain(source);
    if (typeof value === 'object' && value !== null) giveUp();
    this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, !multi, -1, q, end);
    this.cur = this.skipToContent(ls);
    return value;
  }

  /**
   * One line of a plain scalar from `q`: the offset of its line end, or of the `#` of a comment
   * after it; gives up at a `: ` (js-yaml would end the scalar there and fail).
   */
  protected plainLine(q: number): number {
    const t = this.t;
    let j = q;
    for (; j < this.len; j++) {
      const ch = t.charCodeAt(j);
      if (ch === LF) {
        if (t.charCodeAt(j - 1) === SP) giveUp(); // a trailing space (see PlainScan)
        break;
      }
      if (ch === COLON) {
        const f = t.charCodeAt(j + 1);
        if (j + 1 >= this.len || f === SP || f === LF) giveUp();
      } else if (ch === HASH && t.charCodeAt(j - 1) === SP) break;
    }
    return j;
  }

  /** A literal or folded block scalar at `q` (`|`, `>`, with `-` or `+`) in a collection at column `b`. */
  protected blockScalar(q: number, b: number): string {
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
  protected blockBody(start: number, parentIndent: number): { end: number; indent: number; stop: number } {
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

  /** A flow collection at `q` on its entry's line, then only a comment on that line. */
  protected flowValue(q: number): unknown {
    const value = this.flow(q);
    this.cur = this.restOfLine(this.flowAt);
    return value;
  }

  /** Offset after the flow node read last by {@link flow} or {@link flowNode}. */
  protected flowAt = 0;

  /**
   * A flow collection at `q` that closes on its line: `[a, "b"]`, `{ k: v, n: {} }`. Gives up on
   * anything else in it: a value left out, a pair in a sequence, a trailing comma, a comment.
   */
  protected flow(q: number): unknown {
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
  protected flowKey(p: number): string {
    const t = this.t;
    const c = t.charCodeAt(p);
    if (c === 123 || c === 91) giveUp();
    const key = this.flowNode(p);
    if (typeof key !== 'string' || key === '__proto__') giveUp();
    if (t.charCodeAt(this.flowAt) !== COLON || t.charCodeAt(this.flowAt + 1) !== SP) giveUp();
    return key as string;
  }

  /** A node inside a flow collection at `p`: a flow collection, a one-line quoted scalar or a plain one. */
  protected flowNode(p: number): unknown {
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
    const value = resolvePlain(t.slice(p, end));
    if (typeof value === 'object' && value !== null) giveUp();
    this.ints.scalar(SCALAR_STYLE.PLAIN, CHOMPING_MODE.CLIP, true, -1, p, end);
    this.flowAt = j;
    return value;
  }
}

/** Characters no plain key of the subset starts with (indicators, quotes, `-`, `?`, `:`, space). */
const NOT_KEY_START = new Set([...' #&*!|>\'"%@`,[]{}-?:\n'].map((c) => c.charCodeAt(0)));
export const plainKeyStart = (c: number) => !NOT_KEY_START.has(c);

const FLOW_INDICATORS = new Set([...',[]{}'].map((c) => c.charCodeAt(0)));

/** Indicators a plain value cannot start with (or the subset leaves to the full reader). */
const NOT_VALUE_START = new Set([...'#&*!|>\'"%@`,[]{}'].map((c) => c.charCodeAt(0)));

export function plainValueStart(c: number, next: number, atEnd: boolean): boolean {
  if (NOT_VALUE_START.has(c)) return false;
  if (c === DASH || c === 63 || c === COLON) return !(atEnd || next === SP || next === LF);
  return true;
}
