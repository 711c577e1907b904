import { EVENT_ID, getScalarValue, type Event } from 'js-yaml';
import type { LineIndex } from './lines.js';
import { PATH_SEP, type Position, type ScalarStyle } from './types.js';

/** js-yaml's scalar style numbers, as the events carry them. */
export const STYLES: Record<number, ScalarStyle> = {
  1: 'plain',
  2: 'single',
  3: 'double',
  4: 'literal',
  5: 'folded',
};

interface Frame {
  kind: 'map' | 'seq';
  /** pathKey of this collection. */
  key: string;
  /** Next sequence index, or whether the next mapping node is a key. */
  index: number;
  expectKey: boolean;
  /** Key text of the value about to come (mappings), and its line. */
  pendingKey: string;
  pendingLine: number;
  /** Nodes below this one, aliases expanded. */
  count: number;
  anchor: string;
}

export interface DocumentScan {
  /** Index of the event after this document's closing POP. */
  end: number;
  /** Offset where the root node starts (-1 for an empty document). */
  rootStart: number;
  positions: Map<string, Position>;
  /** Nodes with every alias expanded. */
  expandedNodes: number;
  aliases: number;
  /** Offset of the alias that pushed the count over the limit, when it did. */
  excessiveAt?: number;
  /** Offset of an alias to a node that contains it (a cycle), when there is one. */
  recursiveAt?: number;
}

/** What the cheap pass over a document learns; `full` when only the full scan can judge it. */
export interface DocumentMeasure {
  /** Index of the event after this document's closing POP. */
  end: number;
  /** Offset where the root node starts (-1 for an empty document). */
  rootStart: number;
  /** The document has aliases, or more nodes than the limit: run {@link scanDocument} on it. */
  full: boolean;
  /**
   * Without aliases, the offset of the node past the limit: the document is refused as it is, no
   * full scan needed (it would build a position for each of its million nodes first).
   */
  tooManyAt?: number;
  /** Nodes as written (aliases not expanded): what building the document costs. */
  nodes: number;
}

/**
 * The cheap pass over one document (starting at its DOCUMENT event): where it ends and where its
 * root starts, without building a single path or position. A document without aliases expands to
 * no more nodes than it has events, so when that count is within `maxExpanded` (nearly always) the
 * limits cannot be hit and positions can wait until a finding needs a line.
 */
export function measureDocument(events: Event[], start: number, maxExpanded: number): DocumentMeasure {
  let rootStart = -1;
  let depth = 0;
  let nodes = 0;
  let full = false;
  let aliases = false;
  let overAt = -1;
  let i = start + 1;
  for (; i < events.length; i++) {
    const e = events[i]!;
    const t = e.type;
    if (t === EVENT_ID.DOCUMENT) break;
    if (t === EVENT_ID.POP) {
      if (depth === 0) {
        i++;
        break;
      }
      depth--;
      continue;
    }
    if (t === EVENT_ID.ALIAS) {
      full = aliases = true;
      continue;
    }
    const offset = t === EVENT_ID.SCALAR ? e.valueStart : e.start;
    if (rootStart < 0) rootStart = offset;
    if (++nodes > maxExpanded && !full) [full, overAt] = [true, offset];
    if (t !== EVENT_ID.SCALAR) depth++;
  }
  return { end: i, rootStart, full, nodes, ...(overAt >= 0 && !aliases ? { tooManyAt: overAt } : {}) };
}

const join = (parent: string, step: string) =>
  parent === '' && step !== '' ? step : `${parent}${PATH_SEP}${step}`;

type AliasEvent = Extract<Event, { type: typeof EVENT_ID.ALIAS }>;
type NodeEvent = Extract<
  Event,
  { type: typeof EVENT_ID.SCALAR | typeof EVENT_ID.MAPPING | typeof EVENT_ID.SEQUENCE }
>;

/** The state of one {@link scanDocument} walk. */
class Scanner {
  readonly positions = new Map<string, Position>();
  private readonly anchorSizes = new Map<string, number>();
  private readonly stack: Frame[] = [];
  rootStart = -1;
  expandedNodes = 0;
  aliases = 0;
  excessiveAt: number | undefined;
  recursiveAt: number | undefined;
  private literalNodes = 0;

  constructor(
    private readonly text: string,
    private readonly lines: LineIndex,
    private readonly maxExpanded: number,
  ) {}

  /** Path key and line for the node that starts now, per its parent. Returns undefined for a mapping key. */
  private place(offset: number): { key: string; line: number } | undefined {
    const parent = this.stack[this.stack.length - 1];
    if (!parent) return { key: '', line: this.lines.lineOf(offset) };
    if (parent.kind === 'seq')
      return { key: join(parent.key, String(parent.index++)), line: this.lines.lineOf(offset) };
    if (parent.expectKey) return undefined;
    parent.expectKey = true;
    return { key: join(parent.key, parent.pendingKey), line: parent.pendingLine };
  }

  private addCount(n: number): void {
    const parent = this.stack[this.stack.length - 1];
    if (parent) parent.count += n;
    else this.expandedNodes += n;
  }

  private anchorOf(e: { anchorStart: number; anchorEnd: number }): string {
    return e.anchorStart >= 0 ? this.text.slice(e.anchorStart, e.anchorEnd) : '';
  }

  /** A POP event; true when it closes the document. */
  pop(): boolean {
    const frame = this.stack.pop();
    if (!frame) return true;
    const size = frame.count + 1;
    if (frame.anchor) this.anchorSizes.set(frame.anchor, size);
    this.addCount(size);
    return false;
  }

  alias(e: AliasEvent): void {
    this.aliases++;
    const name = this.text.slice(e.anchorStart, e.anchorEnd);
    if (this.recursiveAt === undefined && this.stack.some((f) => f.anchor === name))
      this.recursiveAt = e.anchorStart;
    const size = this.anchorSizes.get(name) ?? 1;
    const parent = this.stack[this.stack.length - 1];
    if (parent && parent.kind === 'map' && parent.expectKey) {
      parent.expectKey = false;
      parent.pendingKey = '<<alias>>';
      parent.pendingLine = this.lines.lineOf(e.anchorStart);
    } else {
      const at = this.place(e.anchorStart);
      if (at) this.positions.set(at.key, { line: at.line });
    }
    this.addCount(size);
    if (this.excessiveAt === undefined && totalSoFar(this.stack, this.expandedNodes) > this.maxExpanded)
      this.excessiveAt = e.anchorStart;
  }

  /** A scalar, mapping or sequence at events[i]; returns the index of the last event it used. */
  node(events: Event[], i: number): number {
    const e = events[i] as NodeEvent;
    const offset = e.type === EVENT_ID.SCALAR ? e.valueStart : e.start;
    if (this.rootStart < 0) this.rootStart = offset;
    if (++this.literalNodes > this.maxExpanded && this.excessiveAt === undefined) this.excessiveAt = offset;
    const parent = this.stack[this.stack.length - 1];
    if (parent && parent.kind === 'map' && parent.expectKey) {
      // A mapping key: remember it for the value that follows.
      parent.expectKey = false;
      parent.pendingLine = this.lines.lineOf(offset);
      if (e.type === EVENT_ID.SCALAR) {
        parent.pendingKey = getScalarValue(this.text, e);
        parent.count++;
        return i;
      }
      // Complex keys are rare: skip the key's subtree.
      parent.pendingKey = '<<complex>>';
      return skipNode(events, i);
    }
    const at = this.place(offset)!;
    if (e.type === EVENT_ID.SCALAR) {
      this.positions.set(at.key, { line: at.line, style: STYLES[e.style] ?? 'plain' });
      const anchor = this.anchorOf(e);
      if (anchor) this.anchorSizes.set(anchor, 1);
      this.addCount(1);
      return i;
    }
    this.positions.set(at.key, { line: at.line });
    this.stack.push({
      kind: e.type === EVENT_ID.MAPPING ? 'map' : 'seq',
      key: at.key,
      index: 0,
      expectKey: e.type === EVENT_ID.MAPPING,
      pendingKey: '',
      pendingLine: 0,
      count: 0,
      anchor: this.anchorOf(e),
    });
    return i;
  }
}

/**
 * Walks one document's events (starting at its DOCUMENT event) and records the line of every node
 * and the style of every scalar, keyed by path. Counts nodes with aliases expanded and stops
 * counting (marking `excessiveAt`) once `maxExpanded` is passed: nothing is ever expanded in memory.
 */
export function scanDocument(
  events: Event[],
  start: number,
  text: string,
  lines: LineIndex,
  maxExpanded: number,
): DocumentScan {
  const s = new Scanner(text, lines, maxExpanded);
  let i = start + 1;
  for (; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === EVENT_ID.DOCUMENT) break;
    if (e.type === EVENT_ID.POP) {
      if (s.pop()) {
        i++;
        break;
      }
    } else if (e.type === EVENT_ID.ALIAS) s.alias(e);
    else i = s.node(events, i);
  }
  const { rootStart, positions, expandedNodes, aliases, excessiveAt, recursiveAt } = s;
  return { end: i, rootStart, positions, expandedNodes, aliases, excessiveAt, recursiveAt };
}

function totalSoFar(stack: Frame[], done: number): number {
  let n = done;
  for (const f of stack) n += f.count;
  return n;
}

/** Index of the event after the node starting at `i`. */
function skipNode(events: Event[], i: number): number {
  let depth = 0;
  for (; i < events.length; i++) {
    const t = events[i]!.type;
    if (t === EVENT_ID.MAPPING || t === EVENT_ID.SEQUENCE) depth++;
    else if (t === EVENT_ID.POP) depth--;
    if (depth === 0) return i;
  }
  return i;
}
