/**
 * What go-yaml v3 (kustomize's kyaml, Flux, Argo CD) reads and js-yaml refuses for its layout only:
 * go-yaml checks indentation in block context alone — `yaml_parser_roll_indent` and
 * `yaml_parser_unroll_indent` return at once when `flow_level > 0`, and `yaml_parser_scan_flow_scalar`
 * never compares a column (go-yaml v3.0.1 scannerc.go) — so a flow collection or a quoted scalar may
 * go on over lines at any indentation, even its closing `]` at its key's column, and tabs may
 * separate flow entries; js-yaml wants every such line indented past the enclosing block node
 * ("deficient indentation"). Between tokens go-yaml takes `#` for a comment even with no white
 * space before it (`yaml_parser_scan_to_next_token`): `"x"#c`, `[1,#c`, `[1]#c`, which js-yaml
 * refuses. And kyaml decodes each `---` part on its own, so a byte order mark on the line after a
 * `---` starts a stream and is skipped, where js-yaml reads it into the key.
 *
 * The text is laid out again the way js-yaml reads it with the same values: continuation lines of
 * such a collection or scalar indented to its opening character's column (leading white space of
 * a continuation line is never part of a value), tabs that separate flow entries made spaces, a
 * space put before such a comment, such byte order marks dropped. Line breaks are kept, so every line number stays. The lexer below only
 * proposes the layout: {@link holdsRegions} checks on js-yaml's own events that each relaid line is
 * inside the collection or scalar it was relaid for, else the text is not read this way.
 */
import {
  COLLECTION_STYLE,
  EVENT_ID,
  parseEvents,
  SCALAR_STYLE,
  type Event,
  type ParserOptions,
} from 'js-yaml';

/** A flow collection (`[`, `{`) or a quoted scalar spanning lines: offsets of its first and last characters. */
export interface Region {
  open: number;
  close: number;
  quoted: boolean;
}

/**
 * A region as the lexer finds it, with the edits of its line(s): tabs separating flow entries made
 * spaces, a space put before a `#` that follows a token directly (a comment for go-yaml).
 */
interface Found extends Region {
  edits: Edit[];
  /** Column of the opening character. */
  col: number;
  /** Whether it spans lines. */
  spans: boolean;
}

/** The text relaid, and its regions at their offsets in it. */
export interface Relaid {
  text: string;
  regions: Region[];
}

interface Edit {
  at: number;
  /** Characters removed at `at`. */
  remove: number;
  insert: string;
}

const LF = 10;
const CR = 13;
const SP = 32;
const TAB = 9;
const BOM = 0xfeff;
const HASH = 0x23;
const tabAt = (at: number): Edit => ({ at, remove: 1, insert: ' ' });
const spaceAt = (at: number): Edit => ({ at, remove: 0, insert: ' ' });
const SPACES: string[] = [];
const spaces = (n: number) => (n < 256 ? (SPACES[n] ??= ' '.repeat(n)) : ' '.repeat(n));
const isBlank = (c: number) => c === SP || c === TAB;
const isBreak = (c: number) => c === LF || c === CR;
const isWsOrEnd = (c: number) => isBlank(c) || isBreak(c) || Number.isNaN(c);
const isFlowIndicator = (c: number) => c === 0x2c || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d;

/** `---` or `...` at `s`, followed by white space or the end: a document marker when `s` starts a line. */
function isMarker(t: string, s: number): boolean {
  const c = t.charCodeAt(s);
  return (
    (c === 0x2d || c === 0x2e) &&
    t.charCodeAt(s + 1) === c &&
    t.charCodeAt(s + 2) === c &&
    isWsOrEnd(t.charCodeAt(s + 3))
  );
}

/**
 * A light lexer of YAML's block structure, enough to find where flow collections and quoted
 * scalars start (at a node's start, not inside a plain scalar, a comment or a block scalar) and
 * end. It may be wrong on odd texts: what it finds is checked on js-yaml's events.
 */
class Lexer {
  readonly regions: Found[] = [];
  /** Byte order marks that start the line after a bare `---`. */
  readonly boms: number[] = [];
  /** Edits of the region being lexed, and whether it spans lines. */
  private edits: Edit[] = [];
  private spans = false;
  private readonly n: number;

  constructor(private readonly t: string) {
    this.n = t.length;
  }

  private lineEnd(i: number): number {
    const e = this.t.indexOf('\n', i);
    return e < 0 ? this.n : e;
  }

  /** Every line of the text in block context, skipping block scalars and plain continuations. */
  run(): void {
    const t = this.t;
    /** Lines more indented than this continue the last block scalar or plain scalar (-2: none). */
    let cont = -2;
    /** Whether the line before was a bare `---` (the start of a part kyaml decodes on its own). */
    let afterMarker = false;
    for (let ls = 0; ls < this.n; ls = this.lineEnd(ls) + 1) {
      const bom = t.charCodeAt(ls) === BOM && afterMarker;
      afterMarker = false;
      const i = bom ? ls + 1 : ls;
      let c = i;
      while (t.charCodeAt(c) === SP) c++;
      const first = t.charCodeAt(c);
      const le = this.lineEnd(c);
      const empty = c >= this.n || /^[ \t]*\r?$/.test(t.slice(c, le));
      const marker = c === i && isMarker(t, c);
      if (cont > -2 && !marker && (empty || c - i > cont)) continue;
      cont = -2;
      if (bom) this.boms.push(ls);
      if (empty || first === 0x23 || (c === ls && first === 0x25)) continue;
      if (marker) {
        afterMarker = /^[ \t]*(#.*)?\r?$/.test(t.slice(c + 3, le));
        if (t.charCodeAt(c) === 0x2e || afterMarker) continue;
      }
      const r = this.line(marker ? c + 3 : c, ls, c - i - 1);
      cont = r.cont;
      ls = r.end;
    }
  }

  /**
   * The nodes of one block line from `i` (the line starting at `ls`), in a collection at column
   * `parent`: where the lexing ended (a region may end on a later line) and what the next lines may
   * continue. Linear: a column is counted from the line start kept here.
   */
  private line(i: number, ls: number, parent: number): { end: number; cont: number } {
    const t = this.t;
    let blankFrom: number;
    for (;;) {
      blankFrom = i;
      while (isBlank(t.charCodeAt(i))) i++;
      const c = t.charCodeAt(i);
      const next = t.charCodeAt(i + 1);
      if (i >= this.n || isBreak(c) || (c === 0x23 && (i === 0 || isWsOrEnd(t.charCodeAt(i - 1)))))
        return { end: i, cont: -2 };
      if ((c === 0x2d || c === 0x3f || c === 0x3a) && isWsOrEnd(next)) {
        parent = i - ls;
        i++;
        continue;
      }
      if (c === 0x21 || c === 0x26) {
        while (i < this.n && !isWsOrEnd(t.charCodeAt(i))) i++;
        continue;
      }
      if (c === 0x7c || c === 0x3e) return { end: i, cont: parent };
      const key = i;
      if (c === 0x5b || c === 0x7b || c === 0x27 || c === 0x22) {
        const quoted = c === 0x27 || c === 0x22;
        this.edits = quoted ? [] : this.tabsIn(blankFrom, key);
        this.spans = false;
        const close = quoted ? this.quoted(i) : this.flow(i, parent);
        if (close < 0) return { end: this.n, cont: -2 };
        if (t.charCodeAt(close + 1) === HASH) this.edits.push(spaceAt(close + 1));
        this.regions.push({ open: i, close, quoted, edits: this.edits, col: i - ls, spans: this.spans });
        if (this.spans) ls = t.lastIndexOf('\n', close) + 1;
        i = close + 1;
        while (isBlank(t.charCodeAt(i))) i++;
        if (t.charCodeAt(i) !== 0x3a || !isWsOrEnd(t.charCodeAt(i + 1))) return { end: i, cont: -2 };
      } else {
        i = this.plainInBlock(i);
        if (t.charCodeAt(i) !== 0x3a) return { end: i, cont: parent };
      }
      parent = key - ls;
      i++;
    }
  }

  /** Tabs in the separation before a flow collection on its line. */
  private tabsIn(from: number, to: number): Edit[] {
    const tabs: Edit[] = [];
    for (let k = from; k < to; k++) if (this.t.charCodeAt(k) === TAB) tabs.push(tabAt(k));
    return tabs;
  }

  /** A plain scalar in block context from `i`: the offset of its `: ` (a key) or of its line's end. */
  private plainInBlock(i: number): number {
    const t = this.t;
    for (; i < this.n; i++) {
      const c = t.charCodeAt(i);
      if (isBreak(c)) return i;
      if (c === 0x3a && isWsOrEnd(t.charCodeAt(i + 1))) return i;
      if (c === 0x23 && isBlank(t.charCodeAt(i - 1))) return this.lineEnd(i);
    }
    return i;
  }

  /** The closing quote of the scalar opening at `i`, or -1. */
  private quoted(i: number): number {
    const t = this.t;
    const q = t.charCodeAt(i);
    for (let k = i + 1; k < this.n; k++) {
      const c = t.charCodeAt(k);
      if (isBreak(c)) this.spans = true;
      if (q === 0x22 && c === 0x5c) {
        if (isBreak(t.charCodeAt(k + 1))) this.spans = true;
        k++;
      } else if (c === q) {
        if (q === 0x27 && t.charCodeAt(k + 1) === 0x27) k++;
        else return k;
      }
    }
    return -1;
  }

  /**
   * The closing bracket of the flow collection opening at `i` in a block collection at column
   * `parent`, or -1; its edits: tabs separating entries made spaces, a space before a comment that
   * follows a token directly.
   */
  private flow(i: number, parent: number): number {
    const t = this.t;
    let depth = 0;
    let plain = false;
    /** Start of the current line, and whether only white space precedes `k` on it. */
    let ls = -1;
    let leading = false;
    for (let k = i; k < this.n; k++) {
      const c = t.charCodeAt(k);
      if (isBreak(c) || isBlank(c)) {
        // A plain scalar goes on over a line break (a comment ends it). go-yaml refuses a tab
        // indenting the lines after one less than the block's indentation ("found a tab character
        // that violates indentation", yaml_parser_scan_plain_scalar): not relaid.
        if (c === TAB && !plain) this.edits.push(tabAt(k));
        else if (c === TAB && leading && k - ls <= parent) return -1;
        if (isBreak(c)) [ls, leading, this.spans] = [k + 1, true, true];
        continue;
      }
      leading = false;
      if (c === HASH && (!plain || isWsOrEnd(t.charCodeAt(k - 1)))) {
        // Between tokens `#` starts a comment for go-yaml, white space before it or not.
        if (!isWsOrEnd(t.charCodeAt(k - 1))) this.edits.push(spaceAt(k));
        k = this.lineEnd(k) - 1;
        plain = false;
      } else if (c === 0x5b || c === 0x7b) {
        depth++;
        plain = false;
      } else if (c === 0x5d || c === 0x7d) {
        if (--depth === 0) return k;
        plain = false;
      } else if (c === 0x2c) plain = false;
      else if (
        c === 0x3a &&
        (isWsOrEnd(t.charCodeAt(k + 1)) || isFlowIndicator(t.charCodeAt(k + 1)) || !plain)
      )
        plain = false;
      else if (!plain && (c === 0x27 || c === 0x22)) {
        k = this.quoted(k);
        if (k < 0) return -1;
      } else if (!plain && (c === 0x21 || c === 0x26 || c === 0x2a)) {
        while (k + 1 < this.n && !isWsOrEnd(t.charCodeAt(k + 1)) && !isFlowIndicator(t.charCodeAt(k + 1)))
          k++;
      } else if (!plain && (c === 0x3f || c === 0x2d) && isWsOrEnd(t.charCodeAt(k + 1))) continue;
      else plain = true;
    }
    return -1;
  }
}

/**
 * The continuation lines of each region that js-yaml would find too little indented: spaces put
 * before them up to the region's opening column (never before an empty line, whose leading white
 * space is no content, nor before a document marker, which ends the document for go-yaml too).
 */
function padLines(t: string, regions: readonly Found[], edits: Edit[]): void {
  for (const r of regions) {
    if (!r.spans) continue;
    const indent = r.col;
    for (let s = t.indexOf('\n', r.open) + 1; s > 0 && s <= r.close; s = t.indexOf('\n', s) + 1) {
      let k = s;
      while (t.charCodeAt(k) === SP) k++;
      let f = k;
      while (isBlank(t.charCodeAt(f))) f++;
      if (isBreak(t.charCodeAt(f)) || f >= t.length || isMarker(t, s)) continue;
      if (k - s < indent) edits.push({ at: s, remove: 0, insert: spaces(indent - (k - s)) });
    }
  }
}

/** The edits applied, and a function moving an offset of `t` to the relaid text. */
function applyEdits(t: string, edits: Edit[]): { text: string; move: (o: number) => number } {
  edits.sort((a, b) => a.at - b.at || a.remove - b.remove);
  const parts: string[] = [];
  let at = 0;
  for (const e of edits) {
    parts.push(t.slice(at, e.at), e.insert);
    at = e.at + e.remove;
  }
  parts.push(t.slice(at));
  // Offsets move by the edits at or before them: prefix sums, found by binary search.
  const shift: number[] = [];
  let d = 0;
  for (const e of edits) shift.push((d += e.insert.length - e.remove));
  const move = (o: number): number => {
    let [lo, hi] = [0, edits.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (edits[mid]!.at <= o) lo = mid + 1;
      else hi = mid;
    }
    return o + (lo > 0 ? shift[lo - 1]! : 0);
  };
  return { text: parts.join(''), move };
}

/**
 * The text relaid as go-yaml reads it (see the file's comment), or undefined when nothing would
 * change: the regions spanning lines or holding a tab, and the byte order marks starting a line.
 */
export function relayForGoYaml(t: string): Relaid | undefined {
  const lex = new Lexer(t);
  lex.run();
  const regions = lex.regions.filter((r) => r.edits.length > 0 || r.spans);
  const edits: Edit[] = lex.boms.map((at) => ({ at, remove: 1, insert: '' }));
  for (const r of regions) edits.push(...r.edits);
  padLines(t, regions, edits);
  if (edits.length === 0) return undefined;
  const { text, move } = applyEdits(t, edits);
  return {
    text,
    regions: regions.map((r) => ({ open: move(r.open), close: move(r.close), quoted: r.quoted })),
  };
}

/** The offset where an event's node starts in the text, or -1 (an empty node, a document, a pop). */
function eventStart(e: Event): number {
  switch (e.type) {
    case EVENT_ID.SEQUENCE:
    case EVENT_ID.MAPPING:
      return e.start;
    case EVENT_ID.SCALAR: {
      const at = [e.anchorStart, e.tagStart, e.valueStart].filter((o) => o >= 0);
      return at.length ? Math.min(...at) : -1;
    }
    case EVENT_ID.ALIAS:
      return e.anchorStart;
    default:
      return -1;
  }
}

/**
 * Whether js-yaml's events of the relaid text hold each region as the lexer saw it: a quoted
 * scalar exactly there, or a flow collection starting at its bracket whose nodes all lie before
 * its closing bracket and after which the next node starts past it. Else a relaid line might lie
 * outside, where its indentation means something, and the relaying is not used.
 */
export function holdsRegions(events: readonly Event[], regions: readonly Region[]): boolean {
  const byStart = new Map<number, number>();
  events.forEach((e, i) => {
    if (
      e.type === EVENT_ID.SCALAR &&
      (e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED)
    )
      byStart.set(e.valueStart - 1, i);
    else if (
      (e.type === EVENT_ID.SEQUENCE || e.type === EVENT_ID.MAPPING) &&
      e.style === COLLECTION_STYLE.FLOW
    )
      byStart.set(e.start, i);
  });
  return regions.every((r) => {
    const i = byStart.get(r.open);
    if (i === undefined) return false;
    const e = events[i]!;
    if (e.type === EVENT_ID.SCALAR) return r.quoted && e.valueEnd === r.close;
    if (r.quoted) return false;
    let depth = 0;
    let k = i;
    do {
      const ev = events[k]!;
      if (eventStart(ev) >= r.close) return false;
      if (ev.type === EVENT_ID.SEQUENCE || ev.type === EVENT_ID.MAPPING) depth++;
      else if (ev.type === EVENT_ID.POP) depth--;
      k++;
    } while (depth > 0 && k < events.length);
    for (; k < events.length; k++) {
      const s = eventStart(events[k]!);
      if (s >= 0) return s > r.close;
    }
    return true;
  });
}

/** js-yaml's events of `text`, or of its relaying when only that reads (`text`: the one read). */
export function parseAsGoYaml(text: string, opts: ParserOptions): { events: Event[]; text: string } {
  if (text.includes('\ufeff')) return relaidEvents(text, opts) ?? { events: parseEvents(text, opts), text };
  try {
    return { events: parseEvents(text, opts), text };
  } catch (err) {
    // Only a text js-yaml refuses (or one holding a byte order mark) is lexed.
    const relaid = relaidEvents(text, opts);
    if (relaid) return relaid;
    throw err;
  }
}

function relaidEvents(text: string, opts: ParserOptions): { events: Event[]; text: string } | undefined {
  const relaid = relayForGoYaml(text);
  if (!relaid) return undefined;
  let events: Event[];
  try {
    events = parseEvents(relaid.text, opts);
  } catch {
    return undefined;
  }
  return holdsRegions(events, relaid.regions) ? { events, text: relaid.text } : undefined;
}
