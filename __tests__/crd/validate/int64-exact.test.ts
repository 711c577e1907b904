import { readCrd } from '../../../src/crd/model.js';
import { celProblems } from '../../../src/crd/validate/cel.js';
import { exactValue } from '../../../src/crd/validate/exact.js';
import { validateCustomResource } from '../../../src/crd/validate/validate.js';
import { parseFile, readFileText, toParsedFile } from '../../../src/manifests/parse.js';
import { fromWire, toWire } from '../../../src/manifests/wire.js';
import { readClusterState } from '../../../src/state/load.js';
import { withValue } from '../../../src/units/transform.js';
import { crdOf, schemaVersion } from '../../helpers/crd.js';
import { findingsOf, gateOnFiles } from '../../helpers/gate.js';

/**
 * Integers past 2^53, as the API server holds them. kubectl and kustomize read YAML with go-yaml
 * (an integer within int64 is an int64, one within uint64 a uint64, any other a float64) and send
 * it as JSON; the API server decodes a JSON number that parses as an int64 as that int64, any other
 * as a float64 (sigs.k8s.io/json UnmarshalCaseSensitivePreserveInts). Then kube-openapi validates:
 * a float64 past ±(2^53−1) is not an integer (go-openapi swag.IsFloat64AJSONInteger: "must be of
 * type integer"), an int64 is compared with integral bounds as an int64 (MaximumNativeType,
 * MultipleOfNativeType), enum values are compared after converting the value to their type, and
 * CEL sees an int64 as a CEL int (apiserver/pkg/cel/common/values.go). A CRD's `default` and `enum`
 * are apiextensions JSON (int64 preserved); its `minimum`/`maximum`/`multipleOf` are float64.
 */
/** A CRD whose `spec` has the properties written one a line (`n: { type: integer }`) and the rules. */
const crdText = (props: string, rules = '') =>
  crdOf(
    'counters',
    'example.com',
    'Counter',
    schemaVersion(
      'v1',
      true,
      Object.fromEntries(props.split('\n').map((l) => /^(\w+): \{ type: (.*) \}$/.exec(l)!.slice(1, 3))),
      rules ? { 'x-kubernetes-validations': `[${rules}]` } : {},
    ),
  );
const crText = (spec: string) => `apiVersion: example.com/v1
kind: Counter
metadata:
  name: c
spec:
${spec
  .split('\n')
  .map((l) => `  ${l}`)
  .join('\n')}
`;

/** The API server's messages for a resource, as `path: message`. */
function problems(props: string, spec: string, rules = ''): string[] {
  const crd = readCrd(parseFile({ path: 'crd.yaml', text: crdText(props, rules) }).objects[0]!);
  const cr = parseFile({ path: 'cr.yaml', text: crText(spec) }).objects[0]!;
  return validateCustomResource(cr, crd, celProblems).map((p) => `${p.path.join('.')}: ${p.message}`);
}

const INT64 = 'n: { type: integer, format: int64 }';
const notInteger = 'spec.n: Invalid value: "number": spec.n in body must be of type integer: "number"';

describe('the int64 range: an int64 is exact, anything past it a float64', () => {
  it.each([
    ['int64 max is accepted', 'n: 9223372036854775807', []],
    ['int64 min is accepted', 'n: -9223372036854775808', []],
    [
      'one past int64 max (a uint64 for go-yaml) is a float64: not an integer',
      'n: 9223372036854775808',
      [notInteger],
    ],
    ['one below int64 min is a float64: not an integer', 'n: -9223372036854775809', [notInteger]],
    ['past uint64 (a float64 for go-yaml) is not an integer', 'n: 18446744073709551616', [notInteger]],
    ['2^53 + 1 is an int64', 'n: 9007199254740993', []],
    ['a float 1e18 is sent as "1000000000000000000": an int64', 'n: 1e18', []],
    ['a float 1e19 is past int64: a float64, not an integer', 'n: 1e19', [notInteger]],
  ])('%s', (_label, spec, expected) => {
    expect(problems(INT64, spec)).toEqual(expected);
  });

  it('int32 rejects an exact int64 past its range', () => {
    expect(problems('n: { type: integer, format: int32 }', 'n: 9007199254740993')).toEqual([
      'spec.n: Invalid value: 9007199254740993: spec.n in body must be of type int32: 9007199254740993',
    ]);
  });

  it('a number field accepts an int64 and a float64 alike', () => {
    expect(problems('n: { type: number }', 'n: 9223372036854775807')).toEqual([]);
    expect(problems('n: { type: number }', 'n: 18446744073709551616')).toEqual([]);
  });
});

describe('bounds and multipleOf see the exact value', () => {
  it.each([
    [
      'maximum 2^53: 2^53 + 1 is over it (the doubles are equal)',
      'n: { type: integer, maximum: 9007199254740992 }',
      'n: 9007199254740993',
      [
        'spec.n: Invalid value: 9007199254740993: spec.n in body should be less than or equal to 9007199254740992',
      ],
    ],
    [
      'maximum 2^53: 2^53 itself is within it',
      'n: { type: integer, maximum: 9007199254740992 }',
      'n: 9007199254740992',
      [],
    ],
    [
      'minimum 2^53 + 2: 2^53 + 1 is under it',
      'n: { type: integer, minimum: 9007199254740994 }',
      'n: 9007199254740993',
      [
        'spec.n: Invalid value: 9007199254740993: spec.n in body should be greater than or equal to 9007199254740994',
      ],
    ],
    [
      'exclusiveMinimum at 2^53: 2^53 + 1 is above it',
      'n: { type: integer, minimum: 9007199254740992, exclusiveMinimum: true }',
      'n: 9007199254740993',
      [],
    ],
    [
      'a maximum written as int64 max is the float64 2^63, past int64: compared as float64s',
      'n: { type: integer, maximum: 9223372036854775807 }',
      'n: 9223372036854775807',
      [],
    ],
    [
      'a float64 past int64 over a float64 bound: both printed with every digit of their value',
      'd: { type: number, maximum: 9223372036854775807 }',
      'd: 18446744073709551616',
      [
        'spec.d: Invalid value: 18446744073709551616: spec.d in body should be less than or equal to 9223372036854775808',
      ],
    ],
    [
      'multipleOf 2: 2^53 + 1 is odd',
      'n: { type: integer, multipleOf: 2 }',
      'n: 9007199254740993',
      ['spec.n: Invalid value: 9007199254740993: spec.n in body should be a multiple of 2'],
    ],
    ['multipleOf 3: 2^53 + 1 is one', 'n: { type: integer, multipleOf: 3 }', 'n: 9007199254740993', []],
  ])('%s', (_label, props, spec, expected) => {
    expect(problems(props, spec)).toEqual(expected);
  });
});

describe('enum, uniqueness and list-map keys compare exact values', () => {
  it.each([
    [
      'an enum value past 2^53 matches itself',
      'n: { type: integer, enum: [9007199254740993] }',
      'n: 9007199254740993',
      [],
    ],
    [
      'an enum value past 2^53 does not match its neighbour',
      'n: { type: integer, enum: [9007199254740993] }',
      'n: 9007199254740992',
      ['spec.n: Unsupported value: 9007199254740992: supported values: 9007199254740993'],
    ],
    [
      'a set of two neighbours past 2^53 has no duplicate',
      's: { type: array, x-kubernetes-list-type: set, items: { type: integer } }',
      's: [9007199254740992, 9007199254740993]',
      [],
    ],
    [
      'a set with one value twice has a duplicate, printed exactly',
      's: { type: array, x-kubernetes-list-type: set, items: { type: integer } }',
      's: [9007199254740993, 9007199254740993]',
      ['spec.s.1: Duplicate value: 9007199254740993'],
    ],
    [
      'list-map keys past 2^53 are distinct when their values are',
      'm: { type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [id], items: { type: object, required: [id], properties: { id: { type: integer } } } }',
      'm: [{ id: 9007199254740992 }, { id: 9007199254740993 }]',
      [],
    ],
    [
      'a list-map key twice is a duplicate, printed exactly',
      'm: { type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [id], items: { type: object, required: [id], properties: { id: { type: integer } } } }',
      'm: [{ id: 9007199254740993 }, { id: 9007199254740993 }]',
      ['spec.m.1: Duplicate value: {"id":9007199254740993}'],
    ],
  ])('%s', (_label, props, spec, expected) => {
    expect(problems(props, spec)).toEqual(expected);
  });
});

describe('CEL sees the exact int64', () => {
  const rule = (r: string) => `{ rule: ${JSON.stringify(r)}, message: "no" }`;
  it.each([
    ['equality with an int literal past 2^53', 'self.n == 9007199254740993', 'n: 9007199254740993', []],
    [
      'its neighbour is not equal',
      'self.n == 9007199254740993',
      'n: 9007199254740992',
      ['spec: Invalid value: no'],
    ],
    ['a comparison with 2^53', 'self.n > 9007199254740992', 'n: 9007199254740993', []],
    ['arithmetic is exact', 'self.n + 1 == 9007199254740994', 'n: 9007199254740993', []],
    [
      'two neighbours in a list are distinct',
      'self.s[0] != self.s[1]',
      's: [9007199254740992, 9007199254740993]',
      [],
    ],
  ])('%s', (_label, r, spec, expected) => {
    const props = `${INT64}\ns: { type: array, items: { type: integer } }`;
    expect(problems(props, spec, rule(r))).toEqual(expected);
  });

  it('int64 max + 1 overflows at run time: the API server rejects the resource', () => {
    const [p, ...rest] = problems(INT64, 'n: 9223372036854775807', rule('self.n + 1 > 0'));
    expect(rest).toEqual([]);
    expect(p).toMatch(/^spec: validation rule "self.n \+ 1 > 0" failed at run time: .*overflow/);
  });
});

describe('int-or-string, preserved and number fields', () => {
  const rule = (r: string) => `{ rule: ${JSON.stringify(r)}, message: "no" }`;
  it.each([
    [
      'an int-or-string holding an int64 is an int',
      'p: { type: integer, x-kubernetes-int-or-string: true }',
      'p: 9007199254740993',
      'self.p == 9007199254740993',
      [],
    ],
    [
      'an int-or-string past int64 is a float64: neither',
      'p: { type: integer, x-kubernetes-int-or-string: true }',
      'p: 9223372036854775808',
      'true',
      ['spec.p: Invalid value: "number": spec.p in body must be of type integer,string: "number"'],
    ],
    [
      'a preserved field holding an int64 is a CEL int',
      'x: { type: object, x-kubernetes-preserve-unknown-fields: true }',
      'x: { n: 9007199254740993 }',
      'self.x.n == 9007199254740993',
      [],
    ],
    [
      'an int64 in a number field is a double (values.go), so its neighbour equals it',
      'd: { type: number }',
      'd: 9007199254740993',
      'self.d == 9007199254740992.0',
      [],
    ],
  ])('%s', (_label, props, spec, r, expected) => {
    expect(problems(props, spec, rule(r))).toEqual(expected);
  });

  it('a transition rule compares the exact old and new int64 (an update from the base)', () => {
    const crd = crdText(INT64, rule('self.n == oldSelf.n'));
    const r = gateOnFiles(
      { 'crd.yaml': crd, 'c.yaml': crText('n: 9007199254740992') },
      { 'crd.yaml': crd, 'c.yaml': crText('n: 9007199254740993') },
    );
    expect(
      findingsOf(r, 'crd/custom-resource-invalid').map((f) => [f.file, f.line, f.message.split('. ')[0]]),
    ).toEqual([['c.yaml', 5, 'spec: Invalid value: no']]);
  });
});

describe('a CRD default past 2^53 is exact', () => {
  it.each([
    ['the defaulted value equals the literal', 'self.n == 9007199254740993', []],
    ['and not its neighbour', 'self.n == 9007199254740992', ['spec: Invalid value: no']],
  ])('%s', (_label, r, expected) => {
    const props = 'n: { type: integer, default: 9007199254740993 }';
    expect(
      problems(props, 'other: 1', `{ rule: ${JSON.stringify(r)}, message: "no" }`).filter(
        (p) => !p.includes('other'),
      ),
    ).toEqual(expected);
  });
});

describe('the reading keeps values as doubles and the exact integers aside', () => {
  it('a value is the nearest double, the exact integer is in the table by path', () => {
    const o = parseFile({ path: 'cr.yaml', text: crText('n: 9007199254740993\ns: [1, 9223372036854775807]') })
      .objects[0]!;
    expect((o.value.spec as Record<string, unknown>).n).toBe(9007199254740992);
    expect([...o.exact!]).toEqual([
      ['spec\u001fn', 9007199254740993n],
      ['spec\u001fs\u001f1', 9223372036854775807n],
    ]);
  });

  it('a document without such an integer has no table', () => {
    const o = parseFile({ path: 'cr.yaml', text: crText('n: 9007199254740991\nm: 18446744073709551616') })
      .objects[0]!;
    expect(o.exact).toBeUndefined();
    expect('exact' in o).toBe(false);
  });

  it('an aliased node has an entry per path, a List item its own table', () => {
    const text = `apiVersion: v1
kind: List
items:
  - apiVersion: example.com/v1
    kind: Counter
    metadata: { name: a }
    spec: &s { n: 9007199254740993 }
  - apiVersion: example.com/v1
    kind: Counter
    metadata: { name: b }
    spec: *s
`;
    const objs = parseFile({ path: 'list.yaml', text }).objects;
    expect(objs.map((o) => [...(o.exact ?? [])])).toEqual([
      [['spec\u001fn', 9007199254740993n]],
      [['spec\u001fn', 9007199254740993n]],
    ]);
  });

  it('crosses to and from a worker thread (a structured clone) with its table', () => {
    const file = { path: 'cr.yaml', text: crText('n: 9007199254740993') };
    const back = fromWire(file.text, structuredClone(toWire(file.text, readFileText(file), [])));
    expect([...toParsedFile(file.path, back).objects[0]!.exact!]).toEqual([
      ['spec\u001fn', 9007199254740993n],
    ]);
  });

  it('validation sees the exact integer only where the value is still the double it was read as', () => {
    const o = parseFile({ path: 'cr.yaml', text: crText('n: 9007199254740993\nm: 9007199254740993') })
      .objects[0]!;
    const patched = { ...o, value: { ...o.value, spec: { n: 5, m: 9007199254740992 } } };
    expect(exactValue(patched)).toEqual({ ...o.value, spec: { n: 5, m: 9007199254740993n } });
    expect((o.value.spec as Record<string, unknown>).n).toBe(9007199254740992); // never touched
  });

  it('objects differing only past 2^53 have different digests; a transformed object keeps its table', () => {
    const read = (n: string) => parseFile({ path: 'cr.yaml', text: crText(`n: ${n}`) }).objects[0]!;
    const [a, b] = [read('9007199254740992'), read('9007199254740993')];
    expect(a.value).toEqual(b.value);
    expect(a.digest).not.toBe(b.digest);
    const moved = withValue(b, { ...b.value, metadata: { name: 'c', namespace: 'x' } });
    expect([...moved.exact!]).toEqual([...b.exact!]);
    expect(moved.digest).not.toBe(
      withValue(a, { ...a.value, metadata: { name: 'c', namespace: 'x' } }).digest,
    );
  });

  it('a mapping key past 2^53 is refused as a number key, printed exactly', () => {
    const r = parseFile({ path: 'cr.yaml', text: crText('9007199254740993: x') });
    expect(r.problems.map((p) => [p.line, p.message])).toEqual([
      [6, expect.stringContaining('the key 9007199254740993 is a number, not a string')],
    ]);
  });
});

describe('crd/custom-resource-invalid on an int64 past 2^53', () => {
  it('locates the finding at the field, with the exact value in its message', () => {
    const crd = crdText('n: { type: integer, maximum: 9007199254740992 }');
    const r = gateOnFiles({ 'crd.yaml': crd }, { 'crd.yaml': crd, 'c.yaml': crText('n: 9007199254740993') });
    const f = findingsOf(r, 'crd/custom-resource-invalid');
    expect(f.map((x) => [x.file, x.line, x.message.split('. ')[0]])).toEqual([
      [
        'c.yaml',
        6,
        'spec.n: Invalid value: 9007199254740993: spec.n in body should be less than or equal to 9007199254740992',
      ],
    ]);
  });
});

describe('live objects of a cluster state keep their exact integers', () => {
  const custom = new Set(['example.com/Counter']);
  const item = (n: string) =>
    `{"apiVersion":"example.com/v1","kind":"Counter","metadata":{"name":"c"},"spec":{"n":${n},"id":"12345678901234567890"}}`;
  it.each([
    ['a kubectl -o json List', `{"apiVersion":"v1","kind":"List","items":[${item('9007199254740993')}]}`],
    ['a JSON array', `[${item('1')}, ${item('9007199254740993')}]`],
    ['one JSON object', item('9007199254740993')],
    [
      'a YAML export',
      `apiVersion: example.com/v1\nkind: Counter\nmetadata: { name: c }\nspec: { n: 9007199254740993 }\n`,
    ],
  ])('%s', (_label, text) => {
    const objs = readClusterState(text, 'state', custom).objects;
    const last = objs[objs.length - 1]!;
    expect((last.value.spec as Record<string, unknown>).n).toBe(9007199254740992);
    expect([...last.exact!]).toEqual([['spec\u001fn', 9007199254740993n]]);
    if (objs.length > 1) expect(objs[0]!.exact).toBeUndefined();
  });

  it('a JSON text without a long digit run has no table, and one past int64 stays a double', () => {
    expect(readClusterState(item('12'), 'state', custom).objects[0]!.exact).toBeUndefined();
    const [o] = readClusterState(item('18446744073709551616'), 'state', custom).objects;
    expect(o!.exact).toBeUndefined();
    expect((o!.value.spec as Record<string, unknown>).n).toBe(18446744073709551616);
  });
});

describe('CRD changes past 2^53 (schema diff)', () => {
  const crdWith = (n: string, d: string, m: string) =>
    crdText(
      `n: { type: integer, enum: [${n}] }\nd: { type: integer, default: ${d} }\nm: { type: integer, maximum: ${m} }`,
    );
  it('an enum value and a default changed only past 2^53 are changes; a float64 bound prints its exact value', () => {
    const r = gateOnFiles(
      { 'crd.yaml': crdWith('9007199254740992', '9007199254740992', '9223372036854775807') },
      { 'crd.yaml': crdWith('9007199254740993', '9007199254740993', '9007199254740992') },
    );
    const lines = (rule: string) =>
      findingsOf(r, rule).map((f) => [f.file, f.line, f.path, f.message.split('. ')[0]]);
    expect(lines('crd/enum-restricted')).toEqual([
      ['crd.yaml', 20, 'v1 ^.spec.n', 'v1 ^.spec.n: enum values removed: 9007199254740992'],
    ]);
    expect(lines('crd/enum-extended')).toEqual([
      ['crd.yaml', 20, 'v1 ^.spec.n', 'v1 ^.spec.n: enum values added: 9007199254740993'],
    ]);
    expect(lines('crd/default-changed')).toEqual([
      ['crd.yaml', 21, 'v1 ^.spec.d', 'v1 ^.spec.d: default 9007199254740992 → 9007199254740993'],
    ]);
    // `maximum` is a float64 field of a CRD: 9223372036854775807 is held as 2^63.
    expect(lines('crd/bounds-tightened')).toEqual([
      ['crd.yaml', 22, 'v1 ^.spec.m', 'v1 ^.spec.m: maximum 9223372036854775808 → 9007199254740992'],
    ]);
  });

  it('the same CRD on both sides has no change', () => {
    const crd = crdWith('9007199254740993', '9007199254740993', '9223372036854775807');
    const r = gateOnFiles({ 'crd.yaml': crd }, { 'crd.yaml': crd });
    expect(r.findings).toEqual([]);
  });
});
