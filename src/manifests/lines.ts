/** Offset → 1-based line, for offsets that mostly come in increasing order (a YAML event stream). */
export class LineIndex {
  private readonly starts: number[] = [0];
  private cursor = 0;

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  lineOf(offset: number): number {
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
}
