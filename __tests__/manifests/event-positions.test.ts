import fc from 'fast-check';
import { dump, EVENT_ID, parseEvents } from 'js-yaml';
import { EventPositions } from '../../src/manifests/event-positions.js';
import { locate } from '../../src/manifests/locate.js';
import { LineIndex } from '../../src/manifests/lines.js';
import { measureDocument, scanDocument } from '../../src/manifests/positions.js';
import { PATH_SEP, type FieldPath, type KubeObject, type Position } from '../../src/manifests/types.js';

/** Every path into a JSON-like value, and each of them one step too deep. */
function pathsOf(v: unknown, path: (string | number)[] = [], out: FieldPath[] = []): FieldPath[] {
  out.push(path, [...path, 'missing'], [...path, 0], [...path, '0'], [...path, '']);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...path, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...path, k], out);
  return out;
}

const asObject = (positions: ReadonlyMap<string, Position>) =>
  ({ positions, line: 99 }) as unknown as KubeObject;

/** For every document of `text` without aliases: the same keys, lines, styles and order as scanDocument. */
function expectSameAsScan(text: string, lineOffset = 0): number {
  const events = parseEvents(text, {});
  let docs = 0;
  for (let i = 0; i < events.length;) {
    if (events[i]!.type !== EVENT_ID.DOCUMENT) {
      i++;
      continue;
    }
    const measure = measureDocument(events, i, 1e6);
    const scan = scanDocument(events, i, text, new LineIndex(text), 1e6);
    expect(measure.end).toBe(scan.end);
    if (measure.full) {
      i = scan.end;
      continue;
    }
    expect(measure.rootStart).toBe(scan.rootStart);
    docs++;
    const want = [...scan.positions].map(([k, v]) => [k, { ...v, line: v.line + lineOffset }] as const);
    const lookup = new EventPositions(events, i, measure.end, text, new LineIndex(text), lineOffset);
    for (const [k, v] of want) {
      expect(lookup.get(k)).toEqual(v);
      for (const more of ['missing', '0', '00', '1', '']) {
        const deeper = `${k}${PATH_SEP}${more}`;
        const pos = scan.positions.get(deeper);
        expect(lookup.get(deeper)).toEqual(pos && { ...pos, line: pos.line + lineOffset });
      }
    }
    expect(lookup.get(`missing${PATH_SEP}0`)).toBeUndefined();
    // Lookups in another order start from other prefixes already reached.
    const reversed = new EventPositions(events, i, measure.end, text, new LineIndex(text), lineOffset);
    for (const [k, v] of [...want].reverse()) expect(reversed.get(k)).toEqual(v);
    const iterated = new EventPositions(events, i, measure.end, text, new LineIndex(text), lineOffset);
    expect([...iterated]).toEqual(want);
    expect(iterated.size).toBe(want.length);
    i = measure.end;
  }
  return docs;
}

describe('EventPositions (positions looked up on demand)', () => {
  it('answers like the full scan on awkward keys and styles', () => {
    const text = `a: 1
"": empty key at the top
"b\\u001fc": key with the separator
b:
  c: 2
"0": quoted zero
list:
  - x
  - {y: 1, "": 2, z: [1, 2, {w: 3}]}
  - - nested
    - 'single'
? [complex, key]
: complex value
? {also: complex}
: 2
block: |
  text
folded: >-
  more
? "long\\
  key"
: 5
"esc\\tkey": 6
dup: 1
dup2: {"k": 1, k: 2}
---
- a
- b: {c: d}
---
plain scalar document
---
`;
    expect(expectSameAsScan(text)).toBeGreaterThanOrEqual(3);
    expect(expectSameAsScan(text, 7)).toBeGreaterThanOrEqual(3);
  });

  it('answers like the full scan on any JSON-like value, block or flow', () => {
    const key = fc.oneof(
      fc.constantFrom('', PATH_SEP, `a${PATH_SEP}`, '0', '1', '00', 'a', 'b', 'items'),
      fc.string({ maxLength: 4 }),
    );
    const value = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.boolean(), fc.constant(null)),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(key, tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.boolean(), fc.integer({ min: 0, max: 3 }), (v, flow, offset) => {
        const text = dump(v, { flowLevel: flow ? 1 : -1 });
        expectSameAsScan(text, offset);
        // What rules ask: the line of a field, or of its nearest ancestor.
        const events = parseEvents(text, {});
        const end = measureDocument(events, 0, 1e6).end;
        const lookup = new EventPositions(events, 0, end, text, new LineIndex(text), 0);
        const scanned = scanDocument(events, 0, text, new LineIndex(text), 1e6).positions;
        for (const path of pathsOf(v)) {
          expect(locate(asObject(lookup), path)).toEqual(locate(asObject(scanned), path));
        }
      }),
      { numRuns: 300 },
    );
  });
});
