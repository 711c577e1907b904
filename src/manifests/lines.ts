/**
 * Offset → 1-based line, for offsets that mostly come in increasing order (a YAML event stream, the
 * chunks of a cluster-state file). Line starts are found only as far as the offsets asked for.
 */
export class LineIndex {
  private readonly starts: number[] = [0];
  /** Offset up to which every line start is in `starts`. */
  private scanned = 0;
  private cursor = 0;

  constructor(private readonly text: string) {}

  lineOf(offset: number): number {
    if (offset >= this.scanned) this.scanTo(offset);
    const s = this.starts;
    let c = this.cursor;
    if (offset < s[c]!) {
      // Out of order: binary search.
      let lo = 0;
      let hi = c;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (s[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      c = lo;
    } else {
      while (c + 1 < s.length && s[c + 1]! <= offset) c++;
    }
    this.cursor = c;
    return c + 1;
  }

  private scanTo(offset: number): void {
    const text = this.text;
    let i = text.indexOf('\n', this.scanned);
    for (; i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
    this.scanned = i < 0 ? Infinity : i;
  }
}

/** The 1-based line of one offset in a text (for a single lookup, such as an error's position). */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
