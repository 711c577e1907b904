import { parseFile } from '../../src/manifests/parse.js';
import { pathKey } from '../../src/manifests/types.js';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { judged } from './judge.js';
import { KUBECTL, kubectl, kustomize, kustomizeJson } from './kustomize.js';

/**
 * Layouts go-yaml v3 (kustomize, Flux, Argo CD) reads and js-yaml refuses: flow collections and
 * quoted scalars whose continuation lines sit at any indentation (go-yaml checks indentation in
 * block context only), tabs separating flow entries, a byte order mark after `---`. The gate reads
 * each as `kubectl kustomize` does — its output read back by `kubectl patch --local`, the JSON the
 * API server gets — with the lines of the fields after it unchanged; a text that is truly invalid
 * stays a located `input/parse-error`.
 */
const HEAD = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n';

/** [name, text after HEAD, what kustomize gives for `spec`, line of `spec.after` (0: none)] */
const LENIENT: [string, string, unknown, number][] = [
  [
    'a flow sequence closed at its key column',
    'spec:\n  args: [\n    "--a",\n    "--b"\n  ]\n  after: 1\n',
    { args: ['--a', '--b'], after: 1 },
    10,
  ],
  [
    'a flow sequence whose entries and `]` are at column 0',
    'spec:\n  args: [\n"--a",\n "--b"\n]\n  after: 1\n',
    { args: ['--a', '--b'], after: 1 },
    10,
  ],
  [
    'a flow sequence in a container of a block sequence',
    'spec:\n  containers:\n  - name: c\n    args: [\n    "serve",\n    "--port=80"\n    ]\n    image: i\n  after: 1\n',
    { containers: [{ name: 'c', args: ['serve', '--port=80'], image: 'i' }], after: 1 },
    13,
  ],
  [
    'a flow mapping over lines at its key column',
    'spec:\n  m: {\n  a: 1,\n  "b": [x,\n  y]\n  }\n  after: 1\n',
    { m: { a: 1, b: ['x', 'y'] }, after: 1 },
    11,
  ],
  [
    'a plain scalar over lines inside a flow sequence',
    'spec:\n  s: [one\ntwo, three\n  ]\n  after: 1\n',
    { s: ['one two', 'three'], after: 1 },
    9,
  ],
  [
    'comments inside a flow sequence, at column 0',
    'spec:\n  s: [a, # first\n# between\n  b]\n  after: 1\n',
    { s: ['a', 'b'], after: 1 },
    9,
  ],
  [
    'a double-quoted scalar folded at its key column, with an escaped line break',
    'spec:\n  cmd: "echo one\n  two \\\n  three"\n  after: 1\n',
    { cmd: 'echo one two three', after: 1 },
    9,
  ],
  [
    'a double-quoted scalar continued at column 0 with an empty line',
    'spec:\n  cmd: "a\n\nb"\n  after: 1\n',
    { cmd: 'a\nb', after: 1 },
    9,
  ],
  [
    'a single-quoted description continued at its key column (controller-gen CRDs)',
    "spec:\n  d: 'APIVersion defines the versioned schema\n  of an object. More info: https://x/y#z'\n  after: 1\n",
    { d: 'APIVersion defines the versioned schema of an object. More info: https://x/y#z', after: 1 },
    8,
  ],
  [
    'quoted scalars in a block sequence, continued at its column',
    'spec:\n  l:\n  - "x\n  y"\n  - \'p\n  q\'\n  after: 1\n',
    { l: ['x y', 'p q'], after: 1 },
    11,
  ],
  ['a tab separating flow entries', 'spec:\n  t: [1,\t2]\n  after: 1\n', { t: [1, 2], after: 1 }, 7],
  ['a tab before a flow collection', 'spec:\n  t:\t{a: 1}\n  after: 1\n', { t: { a: 1 }, after: 1 }, 7],
  [
    'a tab-indented line inside a flow sequence and a double-quoted scalar',
    'spec:\n  t: [1,\n\t2]\n  q: "a\n\tb"\n  after: 1\n',
    { t: [1, 2], q: 'a b', after: 1 },
    10,
  ],
  [
    'a comment right after a quoted scalar or a flow collection (no space before `#`)',
    'spec:\n  q: "x"#c\n  f: [1]#c\n  m: {a: 1}#c\n  after: 1\n',
    { q: 'x', f: [1], m: { a: 1 }, after: 1 },
    9,
  ],
  [
    'a comment right after a flow indicator or a quoted entry, over lines',
    'spec:\n  s: [#c\n    1,#c\n    "2"#c\n  ]\n  m: {a: "x"#c\n  }\n  after: 1\n',
    { s: [1, '2'], m: { a: 'x' }, after: 1 },
    12,
  ],
  [
    'a `#` inside a plain scalar stays text, over a line break too',
    "spec:\n  s: [a#b, c\n'd'#e]\n  p: x#y\n  after: 1\n",
    { s: ['a#b', "c 'd'#e"], p: 'x#y', after: 1 },
    9,
  ],
  [
    'CRLF line breaks',
    'spec:\r\n  a: "x\r\n  y"\r\n  b: [1,\r\n  2]\r\n  after: 1\r\n',
    { a: 'x y', b: [1, 2], after: 1 },
    10,
  ],
];

/** The gate's reading of one file: its problems and its first object's spec and positions. */
function read(text: string) {
  const parsed = parseFile({ path: 'cm.yaml', text });
  const o = parsed.objects[0];
  return { parsed, spec: o?.value.spec, positions: o?.positions };
}

function kustomizeSpec(text: string): unknown {
  const ref = kustomizeJson(text)!;
  return 'json' in ref ? (ref.json as Record<string, unknown>).spec : ref;
}

describe('layouts go-yaml reads are read as kubectl kustomize reads them', () => {
  if (!kubectl) it(`differential half skipped: ${KUBECTL} is absent`, () => expect(kubectl).toBe(false));

  it.each(LENIENT)('%s', async (name, body, want, line) => {
    const text = HEAD + body;
    const { parsed, spec, positions } = read(text);
    expect(parsed.problems).toEqual([]);
    expect(spec).toEqual(want);
    if (line) expect(positions?.get(pathKey(['spec', 'after']))?.line).toBe(line);
    if (kubectl) expect(kustomizeSpec(text)).toEqual(want);
    const r = await judged(`yaml layout ${name}`, () => gateOnFiles({}, { 'cm.yaml': text }));
    expect(findingsOf(r, 'input/parse-error')).toEqual([]);
  });

  it('a byte order mark on the line after `---` starts the document, as kyaml splits documents', () => {
    const text = `${HEAD}spec: {a: 1}\n---\n\ufeff${HEAD.replace('name: x', 'name: y')}spec: {b: 2}\n`;
    const parsed = parseFile({ path: 'cm.yaml', text });
    expect(parsed.problems).toEqual([]);
    expect(parsed.objects.map((o) => [o.name, o.line, o.value.spec])).toEqual([
      ['x', 1, { a: 1 }],
      ['y', 7, { b: 2 }],
    ]);
    // Both objects, the second with its own name and spec.
    if (kubectl) expect(kustomize(text)).toMatch(/^ {2}name: "y"\nspec:\n {2}b: 2$/m);
  });

  it('a byte order mark inside a document stays part of the key, as go-yaml reads it', () => {
    const text = `${HEAD}spec:\n  a: 1\n\ufeffb: 2\n`;
    const { parsed } = read(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.objects[0]!.value['\ufeffb']).toBe(2);
    if (kubectl) {
      const ref = kustomizeJson(text)!;
      expect('json' in ref && (ref.json as Record<string, unknown>)['\ufeffb']).toBe(2);
    }
  });
});

/** [name, text after HEAD, line of the gate's parse error]: invalid for go-yaml too. */
const INVALID: [string, string, number][] = [
  ['a flow sequence never closed', 'spec:\n  a: [1,\n  b: 2\n', 7],
  ['a double-quoted scalar never closed', 'spec:\n  a: "x\n  b: 2\n', 7],
  ['a document marker inside a double-quoted scalar', 'spec:\n  a: "x\n---\n  y"\n', 7],
  ['a document marker inside a flow sequence', 'spec:\n  a: [x,\n---\n  y]\n', 7],
  ['a flow sequence closed twice', 'spec:\n  a: [x,\n  y]]\n', 7],
  ['a block mapping inside a flow sequence', 'spec:\n  a: [\n  b:\n    c: 1\n  ]\n', 7],
];

describe('a layout go-yaml refuses too stays a located parse error', () => {
  it.each(INVALID)('%s', async (name, body, line) => {
    const text = HEAD + body;
    const r = await judged(`yaml layout invalid ${name}`, () => gateOnFiles({}, { 'cm.yaml': text }));
    expect(findingsOf(r, 'input/parse-error').map((f) => [f.file, f.line, f.severity])).toEqual([
      ['cm.yaml', line, 'fail'],
    ]);
    expect(r.result).toBe('fail');
    if (kubectl) expect(kustomizeJson(text)).toEqual({ error: expect.stringMatching(/yaml/i) });
  });
});
