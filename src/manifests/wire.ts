import { EventPositions, type EventInts } from './event-positions.js';
import { LineIndex } from './lines.js';
import type { DocReading, FileReading } from './parse.js';
import type { ParseProblem, Position } from './types.js';
import { withExact, type ExactInts } from './exact-ints.js';

/** A document as it crosses between threads: positions as event ints, or as a map. */
export interface WireDoc {
  value: unknown;
  line: number;
  ints?: EventInts;
  map?: Map<string, Position>;
  /** Exact integers (a Map of bigints clones as it is). */
  exact?: ExactInts;
}

export interface WireFile {
  docs: WireDoc[];
  problems: ParseProblem[];
}

/** The text the parser reads (a leading BOM dropped): what event offsets point into. */
export const parsedText = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * A reading in a form `postMessage` can clone: event positions over the whole text go as their
 * ints (and their buffers in `transfer`), any other positions (a full scan's map, the parts of a
 * file read after a syntax error) as a map.
 */
export function toWire(text: string, reading: FileReading, transfer: ArrayBuffer[]): WireFile {
  const length = parsedText(text).length;
  const docs = reading.docs.map((d): WireDoc => {
    if (d.positions instanceof EventPositions) {
      const ints = d.positions.ints;
      if (ints.lineOffset === 0 && ints.textLength === length) {
        transfer.push(ints.ev.buffer as ArrayBuffer);
        return withExact({ value: d.value, line: d.line, ints }, d.exact);
      }
    }
    return withExact({ value: d.value, line: d.line, map: new Map(d.positions) }, d.exact);
  });
  return { docs, problems: reading.problems };
}

/** The reading back on this thread, its event positions over `text` (one line index per file). */
export function fromWire(text: string, wire: WireFile): FileReading {
  const source = parsedText(text);
  let lines: LineIndex | undefined;
  const docs = wire.docs.map((d): DocReading =>
    withExact(
      {
        value: d.value,
        line: d.line,
        positions: d.ints
          ? new EventPositions(d.ints, 0, 0, source, (lines ??= new LineIndex(source)), 0)
          : (d.map ?? new Map()),
      },
      d.exact,
    ),
  );
  return { docs, problems: wire.problems };
}
