import fc from 'fast-check';
import { someKindLine } from '../../src/index/unread.js';

/** The expression the search replaces: a top-level kind line in multiline mode. */
const KIND_LINE = /^kind:[ ]*([A-Za-z0-9]+)/gm;

/** Every kind `someKindLine` offers, in order (none taken, so it goes on to the end). */
function offered(text: string): string[] {
  const kinds: string[] = [];
  someKindLine(text, (kind) => {
    kinds.push(kind);
    return false;
  });
  return kinds;
}

describe('top-level kind lines (unread.ts someKindLine)', () => {
  it('finds the kinds of lines starting `kind:`, after any line end the expression knows', () => {
    const text =
      'kind: A\n  kind: B\nkind:C9 # x\nkind:\nkind: -D\r\nkind: E\u2028kind: F\u2029kind:  G_h\nxkind: I';
    expect(offered(text)).toEqual(['A', 'C9', 'E', 'F', 'G']);
    expect(offered(text)).toEqual([...text.matchAll(KIND_LINE)].map((m) => m[1]));
    expect(someKindLine(text, (k) => k === 'E')).toBe(true);
    expect(someKindLine(text, (k) => k === 'B')).toBe(false);
  });

  it('offers exactly the kinds the expression finds (property)', () => {
    const piece = fc.constantFrom(
      'kind:',
      'kind',
      ':',
      ' ',
      '  ',
      '\n',
      '\r',
      '\u2028',
      '\u2029',
      '\u0085',
      'A',
      'z9',
      '-',
      '_',
      '#',
      'ki',
      'nd:',
      'é',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const text = pieces.join('');
        expect(offered(text)).toEqual([...text.matchAll(KIND_LINE)].map((m) => m[1]));
      }),
      { numRuns: 5000 },
    );
  });
});
