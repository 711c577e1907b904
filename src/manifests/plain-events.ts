import { CHOMPING_MODE, EVENT_ID, getScalarValue, SCALAR_STYLE } from 'js-yaml';
import { meta, STRIDE } from './event-positions.js';

/**
 * One document's events written straight as the ints {@link EventPositions} keeps (type, style,
 * chomping, fast; indent; offset; value end; next), as js-yaml's `parseEvents` would give them:
 * what plain-read.ts emits instead of event objects.
 */
export class IntEvents {
  ev = new Int32Array(1024 * STRIDE);
  n = 0;

  private grow(): void {
    const ev = new Int32Array(this.ev.length * 2);
    ev.set(this.ev);
    this.ev = ev;
  }

  /** A scalar event; `indent` is -1 but for block scalars, offsets -1 for an empty scalar. */
  scalar(style: number, chomping: number, fast: boolean, indent: number, start: number, end: number): void {
    if ((this.n + 1) * STRIDE > this.ev.length) this.grow();
    const o = this.n * STRIDE;
    const ev = this.ev;
    ev[o] = meta(EVENT_ID.SCALAR, style, chomping, fast);
    ev[o + 1] = indent;
    ev[o + 2] = start;
    ev[o + 3] = end;
    ev[o + 4] = ++this.n;
  }

  /** A mapping or sequence starting at `start`: its index, for {@link close}. */
  open(type: number, start: number): number {
    if ((this.n + 1) * STRIDE > this.ev.length) this.grow();
    const o = this.n * STRIDE;
    const ev = this.ev;
    ev[o] = meta(type);
    ev[o + 1] = 0;
    ev[o + 2] = start;
    ev[o + 3] = 0;
    return this.n++;
  }

  /** The POP of the collection opened at `k`. */
  close(k: number): void {
    if ((this.n + 1) * STRIDE > this.ev.length) this.grow();
    const o = this.n * STRIDE;
    const ev = this.ev;
    ev[o] = meta(EVENT_ID.POP);
    ev[o + 1] = 0;
    ev[o + 2] = 0;
    ev[o + 3] = 0;
    ev[o + 4] = ++this.n;
    ev[k * STRIDE + 4] = this.n;
  }

  /** This document's ints, copied (each document's buffer is transferred on its own). */
  take(): { ev: Int32Array; n: number } {
    const out = { ev: this.ev.slice(0, this.n * STRIDE), n: this.n };
    this.n = 0;
    return out;
  }
}

/** A scalar's text as js-yaml decodes it from its event (quoted with escapes, block scalars). */
export function decoded(
  text: string,
  style: number,
  start: number,
  end: number,
  indent = -1,
  chomping: number = CHOMPING_MODE.CLIP,
): string {
  return getScalarValue(text, {
    type: EVENT_ID.SCALAR,
    valueStart: start,
    valueEnd: end,
    anchorStart: -1,
    anchorEnd: -1,
    tagStart: -1,
    tagEnd: -1,
    style: style as typeof SCALAR_STYLE.PLAIN,
    chomping: chomping as typeof CHOMPING_MODE.CLIP,
    indent,
    fast: false,
  });
}
