import { parseFile } from '../../src/manifests/parse.js';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { judged } from './judge.js';
import { KUBECTL, kubectl, kustomizeJson } from './kustomize.js';

/**
 * Every YAML construct where js-yaml and go-yaml v3 (kustomize, Flux, Argo CD) can disagree, read
 * by the gate and by `kubectl kustomize` (its output read back by kubectl, so the JSON the API
 * server would get): the gate agrees, or refuses the document with a located `input/parse-error`
 * where agreeing is impossible (kustomize itself fails, or the value cannot be held exactly).
 */
const REFUSED = Symbol('refused');
type Want = unknown;

const doc = (spec: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\nspec:\n${spec}\n`;
/** `  key: snippet`, with the snippet's further lines indented below the key. */
const entry = (key: string, snippet: string) => `  ${key}: ${snippet.replace(/\n/g, '\n    ')}`;

/** [scalar or tagged node as the value of `v`, what kustomize gives] */
const VALUES: [string, Want][] = [
  // Integers: decimal, octal (YAML 1.1 `017` and 1.2 `0o17`), hex, binary, `_` separators.
  ['0b1', 1],
  ['0b101', 5],
  ['-0b11', -3],
  ['0o17', 15],
  ['017', 15],
  ['0755', 493],
  ['08', 8],
  ['0o8', '0o8'],
  ['0x1F', 31],
  ['0x_1F', 31],
  ['+0x10', 16],
  ['1_000', 1000],
  ['1_', 1],
  ['-0', 0],
  ['+-1', '+-1'],
  // Big integers: past int64 the API server holds a float64, as JavaScript does.
  ['12345678901234567890', 12345678901234567000],
  ['9223372036854775808', 9223372036854775808],
  ['100000000000000000000000', 1e23],
  // Floats; out of range is a string for go-yaml, underflow is 0.
  ['1e3', 1000],
  ['1.5e3', 1500],
  ['1.', 1],
  ['.5', 0.5],
  ['+.5', 0.5],
  ['.5_0', 0.5],
  ['1.5_0', 1.5],
  ['1e400', '1e400'],
  ['1e-400', 0],
  ['0x1p-2', '0x1p-2'],
  ['Infinity', 'Infinity'],
  ['.inF', '.inF'],
  // Sexagesimal (YAML 1.1) is gone; `=` (the YAML 1.1 value key) is a string.
  ['1:20', '1:20'],
  ['190:20:30.15', '190:20:30.15'],
  ['=', '='],
  // Null and booleans: YAML 1.2 core only.
  ['~', null],
  ['null', null],
  ['NULL', null],
  ['', null],
  ['y', 'y'],
  ['yes', 'yes'],
  ['on', 'on'],
  ['Off', 'Off'],
  ['TRUE', true],
  ['tRUE', 'tRUE'],
  // Timestamps: go-yaml's four layouts, written back as RFC 3339 (json.Marshal).
  ['2020-01-01', '2020-01-01T00:00:00Z'],
  ['2020-1-2', '2020-01-02T00:00:00Z'],
  ['0002-01-01', '0002-01-01T00:00:00Z'],
  ['2001-12-14t21:59:43.10-05:00', '2001-12-14T21:59:43.1-05:00'],
  ['2020-01-01 10:00:00', '2020-01-01T10:00:00Z'],
  ['2020-01-01   1:2:3.1234567891', '2020-01-01T01:02:03.123456789Z'],
  ['2020-01-01t10:00:00+00:00', '2020-01-01T10:00:00Z'],
  ['2020-01-01T10:00:00,5+01:30', '2020-01-01T10:00:00.5+01:30'],
  ['2020-01-01T10:00:00', '2020-01-01T10:00:00'],
  ['2020-02-30', '2020-02-30'],
  ['2020-13-01', '2020-13-01'],
  ['2020-01-01T24:00:00Z', '2020-01-01T24:00:00Z'],
  ['2020-01-01T10:00:00.5z', '2020-01-01T10:00:00.5z'],
  ['2020-01-01T10:00:00+0100', '2020-01-01T10:00:00+0100'],
  ['"2020-01-01"', '2020-01-01'],
  ['[2020-01-01]', ['2020-01-01T00:00:00Z']],
  // Tags.
  ['!!str 12', '12'],
  ['!!int "12"', 12],
  ['!!float 1', 1],
  ['!!bool "true"', true],
  ['!!null ""', null],
  ['!!timestamp 2020-01-01', '2020-01-01T00:00:00Z'],
  ['!vault secret/path', 'secret/path'],
  ['!!binary aGVsbG8=', 'hello'],
  ['!!binary |\naGVs\nbG8=', 'hello'],
  ['!!binary "/w=="', '\uFFFD'],
  ['!!binary "4oI="', '\uFFFD\uFFFD'],
  ['!!omap [a: 1, b: 2]', [{ a: 1 }, { b: 2 }]],
  ['!!pairs [a: 1, a: 2]', [{ a: 1 }, { a: 2 }]],
  ['!!set\n? a\n? b', { a: null, b: null }],
  ['{a: ~, b: null}', { a: null, b: null }],
];

/**
 * [integer past 2^53 within int64, what kustomize gives exactly]: the gate reads the nearest double
 * and never refuses the document (a CRD's `maximum: 9223372036854775807` is a float64 on the API
 * server too; refusing would fail a manifest the API server accepts).
 */
const ROUNDED: [string, bigint][] = [
  ['9007199254740993', 9007199254740993n],
  ['-9007199254740993', -9007199254740993n],
  ['0x20000000000001', 9007199254740993n],
  ['9223372036854775807', 9223372036854775807n],
];

/**
 * [value of `v`] that kustomize refuses, or — with the spec
 * kustomize gives — that other readers (kubectl apply, js-yaml) read differently from kustomize
 */
const REFUSED_VALUES: (string | [string, unknown])[] = [
  '.inf',
  '-.Inf',
  '+.INF',
  '.nan',
  '.NaN',
  '!!float .inf',
  '!!bool yes',
  '!!int 1.5',
  '!!binary aGVsbG8',
  ['{a: }', { v: { a: '' } }],
  ['{a}', { v: { a: '' } }],
  ['[a: ]', { v: [{ a: '' }] }],
];

/** [mapping key, the key kustomize gives or REFUSED] */
const KEYS: [string, Want][] = [
  ['y', 'y'],
  ['n', 'n'],
  ['on', 'on'],
  ['"1"', '1'],
  ['"null"', 'null'],
  ['1', REFUSED],
  ['0o17', REFUSED],
  ['0x1F', REFUSED],
  ['1.5', REFUSED],
  ['true', REFUSED],
  ['null', REFUSED],
  ['~', REFUSED],
  ['2020-01-01', REFUSED],
  ['.inf', REFUSED],
  ['"<<"', REFUSED],
];
/** What kustomize gives for a refused key it does not fail on. */
const KEY_GIVES: Record<string, unknown> = { '"<<"': {} };

/** [spec body, the spec kustomize gives or REFUSED, the line of the refusal (0: none)] */
const MAPPINGS: [string, string, Want, number][] = [
  [
    'merge keys: one, a list, before and after explicit keys',
    `  base: &a {p: 1, q: 2}
  other: &b {q: 3, r: 4}
  m1:
    <<: *a
    q: 9
  m2:
    <<: [*a, *b]
  m3:
    q: 9
    <<: *a
  m4: {<<: [*b, *a]}
  m5: {<<: {z: 1, <<: *a}, z: 2}`,
    {
      base: { p: 1, q: 2 },
      other: { q: 3, r: 4 },
      m1: { p: 1, q: 9 },
      m2: { p: 1, q: 2, r: 4 },
      m3: { p: 1, q: 9 },
      m4: { p: 1, q: 3, r: 4 },
      m5: { p: 1, q: 2, z: 2 },
    },
    0,
  ],
  [
    'two merge keys in one mapping',
    '  a: &a {p: 1}\n  b: &b {q: 1}\n  v:\n    <<: *a\n    <<: *b',
    REFUSED,
    10,
  ],
  ['a merge of a sequence', '  a: &a [1]\n  v: {<<: *a}', REFUSED, 7],
  ['a duplicate key', '  v: 1\n  v: 2', REFUSED, 7],
  [
    'a duplicate key after a merge override',
    '  a: &a {p: 1}\n  v:\n    <<: *a\n    p: 2\n    p: 3',
    REFUSED,
    10,
  ],
];

/** One ConfigMap-shaped document holding `k<i>: <snippet>` for each snippet, read by the gate and by kustomize. */
function readBatch(snippets: string[]) {
  const batch = doc(snippets.map((s, i) => entry(`k${i}`, s)).join('\n'));
  const ours = parseFile({ path: 'cm.yaml', text: batch });
  const reference = kustomizeJson(batch);
  return {
    ours,
    spec: ours.objects[0]?.value.spec as Record<string, unknown> | undefined,
    refSpec:
      reference && 'json' in reference
        ? ((reference.json as Record<string, unknown>).spec as Record<string, unknown>)
        : undefined,
  };
}

describe('YAML values are read as kustomize reads them (go-yaml v3, then JSON)', () => {
  const { ours, spec, refSpec } = readBatch(VALUES.map(([s]) => s));

  it('the batch reads without problems', () => expect(ours.problems).toEqual([]));
  if (!kubectl) it(`differential half skipped: ${KUBECTL} is absent`, () => expect(kubectl).toBe(false));

  it.each(VALUES.map(([s, want], i) => [s, want, i] as const))('%j', (_s, want, i) => {
    expect(spec?.[`k${i}`]).toEqual(want);
    if (kubectl) expect(refSpec?.[`k${i}`]).toEqual(want);
  });
});

describe('integers past 2^53 are read as the nearest double, never refused', () => {
  const { ours, spec, refSpec } = readBatch(ROUNDED.map(([s]) => s));

  it('the batch reads without problems', () => expect(ours.problems).toEqual([]));
  it.each(ROUNDED.map(([s, exact], i) => [s, exact, i] as const))('%j', (_s, exact, i) => {
    expect(spec?.[`k${i}`]).toBe(Number(exact));
    if (kubectl) expect(refSpec?.[`k${i}`]).toBe(exact);
  });
});

/** The gate's parse-error findings on one file, as [file, line]. */
async function refusals(name: string, text: string): Promise<[string, number][]> {
  const r = await judged(`yaml ${name}`, () => gateOnFiles({}, { 'cm.yaml': text }));
  expect(r.result).toBe('fail');
  return findingsOf(r, 'input/parse-error').map((f) => [f.file ?? '', f.line ?? 0]);
}

/**
 * kustomize refuses the file or gives `v` a value JavaScript cannot hold exactly — or, where it
 * reads the construct without failing, gives `spec` as named (other readers differ from it).
 */
function expectReferenceRefuses(text: string, gives?: unknown): void {
  if (!kubectl) return;
  const ref = kustomizeJson(text)!;
  if ('error' in ref) return expect(gives).toBeUndefined();
  const spec = (ref.json as Record<string, unknown>).spec as Record<string, unknown>;
  if (gives !== undefined) expect(spec).toEqual(gives);
  else expect(typeof spec.v).toBe('bigint');
}

describe('what cannot be read as kustomize reads it is refused at its line', () => {
  it.each(REFUSED_VALUES.map((c) => (typeof c === 'string' ? [c, undefined] : c)))(
    'v: %s',
    async (s, gives) => {
      const text = doc(entry('v', s));
      expect(await refusals(s, text)).toEqual([['cm.yaml', 6]]);
      expectReferenceRefuses(text, gives);
    },
  );
});

describe('mapping keys: strings only, as kustomize needs them', () => {
  it.each(KEYS)('%s', async (key, want) => {
    const text = doc(`  ${key}: x`);
    if (want === REFUSED) {
      expect(await refusals(`key ${key}`, text)).toEqual([['cm.yaml', 6]]);
      expectReferenceRefuses(text, KEY_GIVES[key]);
      return;
    }
    const spec = parseFile({ path: 'cm.yaml', text }).objects[0]!.value.spec;
    expect(spec).toEqual({ [want as string]: 'x' });
    if (kubectl) expect(kustomizeJson(text)).toEqual({ json: expect.objectContaining({ spec }) });
  });

  it('a file that is no Kubernetes object (an OpenAPI document) is read leniently, not refused', () => {
    const text =
      'openapi: 3.0.0\npaths:\n  /x:\n    get:\n      responses:\n        200: {description: ok}\n  v: .inf\n';
    const r = gateOnFiles({}, { 'api.yaml': text });
    expect(findingsOf(r, 'input/parse-error')).toEqual([]);
  });
});

describe('merge keys and duplicate keys', () => {
  it.each(MAPPINGS)('%s', async (_name, body, want, line) => {
    const text = doc(body);
    if (want === REFUSED) {
      expect(await refusals(_name, text)).toEqual([['cm.yaml', line]]);
      expectReferenceRefuses(text);
      return;
    }
    expect(parseFile({ path: 'cm.yaml', text }).objects[0]!.value.spec).toEqual(want);
    if (kubectl) expect(kustomizeJson(text)).toEqual({ json: expect.objectContaining({ spec: want }) });
  });
});
