import { EVENT_ID, getScalarValue, type Event } from 'js-yaml';
import type { LineIndex } from './lines.js';
import { STYLES } from './positions.js';
import { PATH_SEP, type Position } from './types.js';

type ScalarEvent = Extract<Event, { type: typeof EVENT_ID.SCALAR }>;

/** One document's events as ints (see {@link EventPositions}). */
export interface EventInts {
  ev: Int32Array;
  n: number;
  lineOffset: number;
  /** Length of the text the offsets point into. */
  textLength: number;
}

/** Ints per event: meta (type, style, chomping, fast), indent, offset, valueEnd, next. */
export const STRIDE = 5;
const META = 0;
const INDENT = 1;
const OFFSET = 2;
const VALUE_END = 3;
/** Index (in events) of the event after this node's subtree. */
const NEXT = 4;
const FAST_BIT = 1 << 8;
const SEP_CODE = PATH_SEP.charCodeAt(0);
export const meta = (type: number, style = 0, chomping = 0, fast = false) =>
  type | (style << 3) | (chomping << 6) | (fast ? FAST_BIT : 0);

/**
 * The positions of one document without aliases, read from its events on demand: the events are
 * kept as ints (no pointers for the collector to trace) and a field's line is found by walking
 * down its path, skipping sibling subtrees, so a finding costs a few steps instead of a path
 * string and a map entry for every node of every document. Keys and lines are exactly those of
 * {@link scanDocument} (the same `pathKey` strings; for equal keys, the last one wins).
 */
export class EventPositions implements ReadonlyMap<string, Position> {
  private readonly ev: Int32Array;
  private readonly n: number;
  private all: Map<string, Position> | undefined;

  /**
   * `events[start]` is the DOCUMENT event, `end` the index after the document's closing POP; or
   * `events` is the ints another instance made ({@link ints}: read in a worker thread, used here).
   */
  constructor(
    events: readonly Event[] | EventInts,
    start: number,
    end: number,
    private readonly text: string,
    private readonly lines: LineIndex,
    private readonly lineOffset: number,
  ) {
    if (!Array.isArray(events)) {
      const made = events as EventInts;
      this.ev = made.ev;
      this.n = made.n;
      return;
    }
    // The root node's events: after DOCUMENT, before the document's own POP.
    const last = end > start + 1 && events[end - 1]!.type === EVENT_ID.POP ? end - 1 : end;
    const n = Math.max(0, last - start - 1);
    const ev = new Int32Array(n * STRIDE);
    const open: number[] = [];
    for (let k = 0; k < n; k++) {
      const e = events[start + 1 + k]!;
      const o = k * STRIDE;
      ev[o + META] = meta(e.type);
      ev[o + NEXT] = k + 1;
      if (e.type === EVENT_ID.SCALAR) {
        ev[o + META] = meta(e.type, e.style, e.chomping, e.fast);
        ev[o + INDENT] = e.indent;
        ev[o + OFFSET] = e.valueStart;
        ev[o + VALUE_END] = e.valueEnd;
      } else if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
        ev[o + OFFSET] = e.start;
        open.push(k);
      } else if (e.type === EVENT_ID.POP) {
        const k0 = open.pop();
        if (k0 !== undefined) ev[k0 * STRIDE + NEXT] = k + 1;
      }
    }
    this.ev = ev;
    this.n = n;
  }

  /** The events as ints: what a worker thread sends back (transferable, no pointers). */
  get ints(): EventInts {
    return { ev: this.ev, n: this.n, lineOffset: this.lineOffset, textLength: this.text.length };
  }

  private type(k: number): number {
    return this.ev[k * STRIDE + META]! & 7;
  }

  private next(k: number): number {
    return this.ev[k * STRIDE + NEXT]!;
  }

  private lineAt(k: number): number {
    return this.lines.lineOf(this.ev[k * STRIDE + OFFSET]!) + this.lineOffset;
  }

  private scalarText(k: number): string {
    const o = k * STRIDE;
    const ev = this.ev;
    const m = ev[o + META]!;
    if (m & FAST_BIT) return this.text.slice(ev[o + OFFSET], ev[o + VALUE_END]);
    const scalar = {
      type: EVENT_ID.SCALAR,
      valueStart: ev[o + OFFSET]!,
      valueEnd: ev[o + VALUE_END]!,
      anchorStart: -1,
      anchorEnd: -1,
      tagStart: -1,
      tagEnd: -1,
      style: (m >> 3) & 7,
      chomping: (m >> 6) & 3,
      indent: ev[o + INDENT]!,
      fast: false,
    } as ScalarEvent;
    return getScalarValue(this.text, scalar);
  }

  /** The step a mapping key contributes to a path (as scanDocument names it). */
  private keyStep(k: number): string {
    return this.type(k) === EVENT_ID.SCALAR ? this.scalarText(k) : '<<complex>>';
  }

  private position(node: number, line: number): Position {
    return this.type(node) === EVENT_ID.SCALAR
      ? { line, style: STYLES[(this.ev[node * STRIDE + META]! >> 3) & 7] ?? 'plain' }
      : { line };
  }

  /** Calls `visit(step, child, line)` for each child of a collection, in order. */
  private children(node: number, visit: (step: string, child: number, line: number) => void): void {
    const t = this.type(node);
    if (t !== EVENT_ID.MAPPING && t !== EVENT_ID.SEQUENCE) return;
    const end = this.next(node) - 1; // the collection's POP
    let index = 0;
    for (let k = node + 1; k < end;) {
      if (t === EVENT_ID.SEQUENCE) {
        visit(String(index++), k, this.lineAt(k));
        k = this.next(k);
        continue;
      }
      const valueAt = this.next(k);
      if (valueAt >= end) break;
      visit(this.keyStep(k), valueAt, this.lineAt(k));
      k = this.next(valueAt);
    }
  }

  get(key: string): Position | undefined {
    if (this.n === 0) return undefined;
    if (key === '') return this.position(0, this.lineAt(0));
    if (this.all) return this.all.get(key);
    // Rules often ask for the same field (one change, several rules) or its parent (a field
    // that is gone is located at its parent): each key is walked once.
    if (this.asked.has(key)) return this.asked.get(key);
    this.found = -1;
    this.foundLine = 0;
    this.sawSeparator = false;
    this.trail = new Map();
    // Start below the longest prefix of the key already reached, when there is one.
    let resumed = false;
    for (let b = key.lastIndexOf(PATH_SEP); b > 0 && !resumed; b = key.lastIndexOf(PATH_SEP, b - 1)) {
      const nodes = this.reached.get(key.slice(0, b));
      if (!nodes) continue;
      for (const node of nodes) this.seek(key, node, b, false);
      resumed = true;
    }
    if (!resumed) this.seek(key, 0, 0, true);
    if (!this.sawSeparator) {
      for (const [stop, nodes] of this.trail) {
        const prefix = key.slice(0, stop);
        if (!this.reached.has(prefix)) this.reached.set(prefix, nodes);
      }
    }
    const pos = this.found < 0 ? undefined : this.position(this.found, this.foundLine);
    this.asked.set(key, pos);
    return pos;
  }

  private readonly asked = new Map<string, Position | undefined>();
  /**
   * Every node with a given key, for keys reached by a walk that met no key containing the
   * separator: there a key has one reading, so every node below that prefix is below one of
   * these nodes, and the next lookup through it starts there instead of at the root.
   */
  private readonly reached = new Map<string, number[]>();
  /** During one walk: nodes reached, by the length of their key; whether a key had a separator. */
  private trail = new Map<number, number[]>();
  private sawSeparator = false;

  /** Last node (in document order) whose key equals `key`, and its line, set by {@link seek}. */
  private found = -1;
  private foundLine = 0;

  /**
   * Looks for `key` below `node`, whose own key is `key.slice(0, consumed)`; a child's key is its
   * parent's, a separator and its step (at the top: the step alone, or one separator for an empty
   * step). Only children whose step continues `key` are entered, so a lookup costs the siblings
   * along one path, whatever the size of the document.
   */
  private seek(key: string, node: number, consumed: number, top: boolean): void {
    const t = this.type(node);
    const end = this.next(node) - 1; // the collection's POP
    // Where a child's step starts in `key`, or -1 when no child can match.
    const from = top ? 0 : key.charCodeAt(consumed) === SEP_CODE ? consumed + 1 : -1;
    if (from < 0) return;
    if (t === EVENT_ID.SEQUENCE) {
      // Steps are indexes written as String(index) does: no sign, no leading zero.
      let stop = from;
      while (stop < key.length && key.charCodeAt(stop) >= 48 && key.charCodeAt(stop) <= 57) stop++;
      if (stop === from || (stop < key.length && key.charCodeAt(stop) !== SEP_CODE)) return;
      if (stop - from > 1 && key.charCodeAt(from) === 48) return;
      let index = Number(key.slice(from, stop));
      let k = node + 1;
      while (index-- > 0 && k < end) k = this.next(k);
      if (k >= end) return;
      this.matched(key, k, k, stop);
      return;
    }
    if (t !== EVENT_ID.MAPPING) return;
    for (let k = node + 1; k < end;) {
      const valueAt = this.next(k);
      if (valueAt >= end) break;
      const stop = this.stepEnd(key, from, k, top);
      if (stop >= 0) this.matched(key, valueAt, k, stop);
      k = this.next(valueAt);
    }
  }

  /** A child (located at event `lineFrom`) whose key is `key.slice(0, stop)`. */
  private matched(key: string, child: number, lineFrom: number, stop: number): void {
    const nodes = this.trail.get(stop);
    if (nodes) nodes.push(child);
    else this.trail.set(stop, [child]);
    if (stop === key.length) {
      if (child > this.found) {
        this.found = child;
        this.foundLine = this.lineAt(lineFrom);
      }
    } else {
      this.seek(key, child, stop, false);
    }
  }

  /**
   * Where the mapping key at event `k` ends when `key` continues with it at `from`, or -1. Plain
   * keys (most of them) are compared in the source text without making a string.
   */
  private stepEnd(key: string, from: number, k: number, top: boolean): number {
    const o = k * STRIDE;
    const ev = this.ev;
    if (this.type(k) === EVENT_ID.SCALAR && ev[o + META]! & FAST_BIT) {
      const start = ev[o + OFFSET]!;
      const len = ev[o + VALUE_END]! - start;
      if (len === 0 && top) return key.charCodeAt(0) === SEP_CODE ? 1 : -1;
      const stop = from + len;
      if (stop > key.length || (stop < key.length && key.charCodeAt(stop) !== SEP_CODE)) return -1;
      const text = this.text;
      for (let j = 0; j < len; j++) if (key.charCodeAt(from + j) !== text.charCodeAt(start + j)) return -1;
      return stop;
    }
    const step = this.keyStep(k);
    if (step.includes(PATH_SEP)) this.sawSeparator = true;
    const s = top && step === '' ? PATH_SEP : step;
    return key.startsWith(s, from) &&
      (from + s.length === key.length || key.charCodeAt(from + s.length) === SEP_CODE)
      ? from + s.length
      : -1;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Every position, keyed as scanDocument keys them (only iteration needs this). */
  private materialize(): Map<string, Position> {
    if (this.all) return this.all;
    const all = new Map<string, Position>();
    if (this.n > 0) {
      all.set('', this.position(0, this.lineAt(0)));
      const walk = (node: number, key: string) =>
        this.children(node, (step, child, line) => {
          const k = key === '' && step !== '' ? step : `${key}${PATH_SEP}${step}`;
          all.set(k, this.position(child, line));
          walk(child, k);
        });
      walk(0, '');
    }
    this.all = all;
    return all;
  }

  get size(): number {
    return this.materialize().size;
  }
  forEach(cb: (value: Position, key: string, map: ReadonlyMap<string, Position>) => void): void {
    this.materialize().forEach((v, k) => cb(v, k, this));
  }
  entries(): MapIterator<[string, Position]> {
    return this.materialize().entries();
  }
  keys(): MapIterator<string> {
    return this.materialize().keys();
  }
  values(): MapIterator<Position> {
    return this.materialize().values();
  }
  [Symbol.iterator](): MapIterator<[string, Position]> {
    return this.materialize()[Symbol.iterator]();
  }
}
