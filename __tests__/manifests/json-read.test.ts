import fc from 'fast-check';
import { readJson } from '../../src/manifests/json-read.js';
import { DEFAULT_PARSE_LIMITS } from '../../src/manifests/limits.js';
import { lineOf } from '../../src/manifests/locate.js';
import { parseFile, readFileText } from '../../src/manifests/parse.js';

/**
 * A `.json` file read by JSON.parse must read exactly as the YAML parser reads the same text (a
 * `.yml` name takes that path; the shortcut refuses every character the name would change the
 * reading of): the same values (-0 and 0 told apart), lines and problems.
 */
function reading(text: string, path: string) {
  const r = readFileText({ path, text });
  return {
    values: r.docs.map((d) => d.value),
    lines: r.docs.map((d) => d.line),
    problems: r.problems.map((p) => ({ line: p.line, message: p.message })),
  };
}
const yaml = (text: string) => reading(text, 'f.yml');
const json = (text: string) => reading(text, 'f.json');
const shortcut = (text: string) => readJson(text, DEFAULT_PARSE_LIMITS);

/** JSON with whitespace `ws` (taken in turn) wherever JSON allows it: around every token. */
function layout(v: unknown, ws: string[]): string {
  let k = 0;
  const w = () => ws[k++ % ws.length]!;
  const write = (x: unknown): string => {
    if (Array.isArray(x)) return `[${w()}${x.map((y) => `${write(y)}${w()}`).join(`,${w()}`)}]`;
    if (x !== null && typeof x === 'object')
      return `{${w()}${Object.entries(x as Record<string, unknown>)
        .map(([key, y]) => `${JSON.stringify(key)}${w()}:${w()}${write(y)}${w()}`)
        .join(`,${w()}`)}}`;
    return Object.is(x, -0) ? '-0' : JSON.stringify(x);
  };
  // The root at the start of a line (an indented root is refused, and listed below).
  return `${w().replace(/ +$/, '')}${write(v)}${w()}`;
}
/** Whitespace as JSON writers put it (none, spaces, indented lines) and as they do not (blank lines, a line end before `:` or `,`, lines less indented than the root). */
const spacing = fc.array(fc.constantFrom('', '', ' ', '  ', '\n', '\n  ', '\n    ', ' \n\n '), {
  minLength: 1,
  maxLength: 6,
});

/** Objects and arrays of JSON values, their strings ASCII, any UTF-16 (lone surrogates too), or graphemes. */
const documents = fc
  .constantFrom('grapheme-ascii', 'binary', 'grapheme' as const)
  .chain((unit) =>
    fc.oneof(
      fc.array(fc.jsonValue({ stringUnit: unit })),
      fc.dictionary(fc.string({ unit }), fc.jsonValue({ stringUnit: unit })),
    ),
  );

describe('JSON read by JSON.parse (json-read.ts)', () => {
  it('reads every JSON value and layout it accepts as the YAML parser does', () => {
    let taken = 0;
    fc.assert(
      fc.property(documents, spacing, (value, ws) => {
        const text = layout(value, ws);
        if (shortcut(text)) taken++;
        // A line separator makes a .yml file unread (parse.ts) but not a .json one: no shortcut then.
        if (/[\u0085\u2028\u2029]/.test(text)) expect(shortcut(text)).toBeUndefined();
        else expect(json(text)).toEqual(yaml(text));
      }),
      { numRuns: 1000 },
    );
    // Most generated texts take the shortcut (the rest: -0, unpaired surrogates, control characters).
    expect(taken).toBeGreaterThan(500);
  });

  it('takes a dashboard as it is written, with its line', () => {
    const text =
      '\n{\n  "title" : "Kafka",\n  "panels": [ {\n    "id": 1, "x": -1.5e-3, "ok": true, "n": null\n  } ]\n}\n';
    expect(shortcut(text)).toBeDefined();
    expect(json(text)).toEqual(yaml(text));
    expect(json(text).lines).toEqual([2]);
  });

  const refused: [string, string][] = [
    ['a key twice', '{"a": 1, "b": {"a": 2}, "a": 3}'],
    ['-0', '{"a": -0}'],
    ['a number past a double', '{"a": 1e400}'],
    ['an indented root', '  {\n"a": 1\n}'],
    ['a tab', '{"a":\t1}'],
    ['CR line ends', '{\r\n"a": 1\r\n}'],
    ['an escaped surrogate', '{"a": "\\ud83d\\ude00"}'],
    ['a lone surrogate', '{"a": "\ud800"}'],
    ['a merge key', '{"<<": 1}'],
    ['__proto__', '{"__proto__": {"a": 1}}'],
    ['a scalar root', '"text"'],
    ['nesting deeper than 64', `${'['.repeat(70)}1${']'.repeat(70)}`],
    ['invalid JSON', '{"a": 1,}'],
    ['two documents', '{"a": 1}\n---\n{"b": 2}\n'],
  ];
  it.each(refused)('leaves %s to the YAML parser, which reads it the same as before', (_, text) => {
    expect(shortcut(text)).toBeUndefined();
    expect(json(text)).toEqual(yaml(text));
  });

  it('leaves line separators to the YAML parser (a .json file keeps them in its strings)', () => {
    for (const c of ['\u2028', '\u2029', '\u0085']) {
      const text = `{"a": "x${c}y"}`;
      expect(shortcut(text)).toBeUndefined();
      expect(json(text)).toEqual({ values: [{ a: `x${c}y` }], lines: [1], problems: [] });
    }
  });

  it('says where the YAML parser refuses a key twice', () => {
    expect(readFileText({ path: 'f.json', text: '{\n"a": 1,\n"a": 2\n}' }).problems).toEqual([
      expect.objectContaining({ file: 'f.json', message: expect.stringContaining('duplicated mapping key') }),
    ]);
  });

  it('leaves nodes over the limits to the YAML parser', () => {
    const text = `[${Array.from({ length: 20 }, (_, i) => i).join(',')}]`;
    expect(readJson(text, { ...DEFAULT_PARSE_LIMITS, maxFileNodes: 10 })).toBeUndefined();
    expect(readJson(text, { ...DEFAULT_PARSE_LIMITS, maxExpandedNodes: 10 })).toBeUndefined();
    expect(readJson(text, { ...DEFAULT_PARSE_LIMITS, maxDocumentChars: 10 })).toBeUndefined();
    expect(readJson(text, DEFAULT_PARSE_LIMITS)).toBeDefined();
    expect(readFileText({ path: 'f.json', text }, { maxFileNodes: 10 }).problems).toEqual([
      expect.objectContaining({ message: expect.stringContaining('file too large to judge') }),
    ]);
  });

  it('reads a Kubernetes object in JSON with the YAML parser: its fields have lines', () => {
    const text =
      '{\n  "apiVersion": "v1",\n  "kind": "ConfigMap",\n  "metadata": {\n    "name": "c"\n  }\n}\n';
    const [o] = parseFile({ path: 'cm.json', text }).objects;
    expect(o).toMatchObject({ kind: 'ConfigMap', name: 'c', line: 1 });
    expect(lineOf(o!, ['metadata', 'name'])).toBe(5);
  });
});
