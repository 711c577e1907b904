/**
 * The linear matcher for patterns of the subset re2-lite.ts reads: the tree compiled to a Thompson
 * NFA, run as a set of states over the value's code points (as Go runs over runes; a lone surrogate
 * is one code point, as re2js reads a string). Answers Go's `regexp.MatchString`: is there a match
 * anywhere. Each code point moves every live state at most once, so a test costs at most
 * (states × code points), whatever the pattern; no backtracking, no JavaScript RegExp. A value
 * without a code point every match needs is answered before the run (re2js's prefilter does the
 * same: `.{0,1000}x` on 100 KB without an `x` stays instant).
 */
import { parseLite, type Lite } from './re2-lite.js';

/** Programs past this many states are left to re2js (a `{n,m}` is expanded into copies). */
export const MAX_STATES = 4000;

const CHAR = 0;
const SPLIT = 1;
const BEGIN = 2;
const END = 3;
const MATCH = 4;

interface Program {
  op: number[];
  out: number[];
  out1: number[]; // SPLIT's second branch
  sets: number[][]; // CHAR's code points (ranges)
  start: number;
  anchored: boolean; // every path starts with `^`: only position 0 can start a match
}

/** The states the node compiles to (the count of `emit`s below). */
function size(node: Lite): number {
  if (node.k === 'cat') return node.subs.reduce((n, s) => n + size(s), 0);
  if (node.k === 'alt') return node.subs.reduce((n, s) => n + size(s), node.subs.length - 1);
  if (node.k !== 'rep') return 1;
  const sub = size(node.sub);
  if (node.max === -1) return 1 + sub + Math.max(node.min - 1, 0) * sub;
  return (node.max - node.min) * (sub + 1) + node.min * sub;
}

function anchored(node: Lite): boolean {
  if (node.k === 'begin') return true;
  if (node.k === 'cat') return node.subs.length > 0 && anchored(node.subs[0]!);
  if (node.k === 'alt') return node.subs.every(anchored);
  return node.k === 'rep' && node.min > 0 && anchored(node.sub);
}

/** Code points every match contains (a cheap first test, as RE2's prefilter: absent, no match). */
function required(node: Lite): Set<number> {
  switch (node.k) {
    case 'set':
      return new Set(node.ranges.length === 2 && node.ranges[0] === node.ranges[1] ? [node.ranges[0]!] : []);
    case 'cat':
      return new Set(node.subs.flatMap((s) => [...required(s)]));
    case 'alt':
      return node.subs.map(required).reduce((a, b) => new Set([...a].filter((c) => b.has(c))));
    case 'rep':
      return node.min > 0 ? required(node.sub) : new Set();
    default:
      return new Set();
  }
}

/** Compiles nodes back to front: each returns the state that starts it, continuing at `next`. */
class Builder {
  readonly p: Program = { op: [], out: [], out1: [], sets: [], start: 0, anchored: false };

  emit(op: number, out: number, out1 = -1, set: number[] = []): number {
    this.p.op.push(op);
    this.p.out.push(out);
    this.p.out1.push(out1);
    this.p.sets.push(set);
    return this.p.op.length - 1;
  }

  node(n: Lite, next: number): number {
    switch (n.k) {
      case 'set':
        return this.emit(CHAR, next, -1, n.ranges);
      case 'begin':
        return this.emit(BEGIN, next);
      case 'end':
        return this.emit(END, next);
      case 'cat':
        return n.subs.reduceRight((at, s) => this.node(s, at), next);
      case 'alt': {
        const starts = n.subs.map((s) => this.node(s, next));
        return starts.reduceRight((rest, s) => this.emit(SPLIT, s, rest));
      }
      case 'rep':
        return this.repeat(n.sub, n.min, n.max, next);
    }
  }

  /** `sub{min,max}`: the copies before a loop (`x{2,}` is `x x+`), or mandatory copies then optional ones. */
  repeat(sub: Lite, min: number, max: number, next: number): number {
    let at = next;
    let copies = min;
    if (max === -1) {
      const loop = this.emit(SPLIT, -1, next);
      const body = this.node(sub, loop);
      this.p.out[loop] = body;
      at = min === 0 ? loop : body;
      copies = Math.max(min - 1, 0);
    } else for (let k = min; k < max; k++) at = this.emit(SPLIT, this.node(sub, at), next);
    for (let k = 0; k < copies; k++) at = this.node(sub, at);
    return at;
  }
}

function inSet(ranges: number[], c: number): boolean {
  for (let k = 0; k < ranges.length; k += 2) {
    if (c < ranges[k]!) return false;
    if (c <= ranges[k + 1]!) return true;
  }
  return false;
}

/** One test: the live states before and after each code point. */
class Run {
  private cur: Int32Array;
  private next: Int32Array;
  private curLen = 0;
  private nextLen = 0;
  private readonly mark: Int32Array; // the position at which a state last joined `next`
  private readonly stack: Int32Array;

  constructor(
    private readonly p: Program,
    private readonly s: string,
  ) {
    const n = p.op.length;
    [this.cur, this.next, this.stack] = [new Int32Array(n), new Int32Array(n), new Int32Array(n)];
    this.mark = new Int32Array(n).fill(-1);
  }

  /** Adds `from` and what it reaches without reading, at `pos`, to `next`; true when that reaches the match. */
  private add(from: number, pos: number): boolean {
    const { p, mark, stack } = this;
    if (mark[from] === pos) return false;
    mark[from] = pos;
    stack[0] = from;
    for (let top = 1; top > 0;) {
      const q = stack[--top]!;
      const op = p.op[q];
      if (op === MATCH) return true;
      if (op === CHAR) this.next[this.nextLen++] = q;
      if (op === CHAR || (op === BEGIN && pos !== 0) || (op === END && pos !== this.s.length)) continue;
      const to = p.out[q]!;
      if (mark[to] !== pos) {
        mark[to] = pos;
        stack[top++] = to;
      }
      const other = op === SPLIT ? p.out1[q]! : to;
      if (mark[other] !== pos) {
        mark[other] = pos;
        stack[top++] = other;
      }
    }
    return false;
  }

  matches(): boolean {
    const { p, s } = this;
    if (this.add(p.start, 0)) return true;
    for (let i = 0; i < s.length;) {
      const done = this.cur;
      this.cur = this.next;
      this.next = done;
      this.curLen = this.nextLen;
      this.nextLen = 0;
      if (this.curLen === 0 && p.anchored) return false;
      const c = s.codePointAt(i)!;
      i += c > 0xffff ? 2 : 1;
      for (let k = 0; k < this.curLen; k++) {
        const q = this.cur[k]!;
        if (inSet(p.sets[q]!, c) && this.add(p.out[q]!, i)) return true;
      }
      if (!p.anchored && this.add(p.start, i)) return true;
    }
    return false;
  }
}

/** A tester for the pattern when the subset reads it and its program is small enough, else undefined. */
export function liteRe2(pattern: string): { test(value: string): boolean } | undefined {
  const tree = parseLite(pattern);
  if (!tree || size(tree) + 1 > MAX_STATES) return undefined;
  const b = new Builder();
  const match = b.emit(MATCH, -1);
  b.p.start = b.node(tree, match);
  b.p.anchored = anchored(tree);
  const p = b.p;
  const must = [...required(tree)].slice(0, 4).map((c) => String.fromCodePoint(c));
  return { test: (value: string) => must.every((c) => value.includes(c)) && new Run(p, value).matches() };
}
