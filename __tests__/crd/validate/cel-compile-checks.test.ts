import { schemaProblems } from '../../../src/crd/crd-problems.js';
import { checkRule } from '../../../src/crd/validate/cel-compile.js';
import { celProblems } from '../../../src/crd/validate/cel.js';

/**
 * What the API server's CEL compile step refuses beyond the cases of cel-cost.test.ts, written from
 * cel-go's sources: the parser's limits (parser/parser.go: `maxRecursionDepth` 250 for the ANTLR
 * parse listener's per-rule depth and for the visitor's nesting, `expressionSizeCodePointLimit`
 * 100,000; the API server sets neither option, and reports both without a position, `<input>:-1:0`),
 * the `has()` macro on optional chains (parser/macro.go MakeHas: a select, else "invalid argument to
 * has() macro" at the argument), the versions of cel-go's optional library (cel/library.go:
 * `optFlatMap` version 1, cel-go 0.17; `first`, `last`, `optional.unwrap`, `unwrapOpt` version 2,
 * cel-go 0.23), and the checker's overload resolution on the Kubernetes libraries
 * (k8s.io/apiserver/pkg/cel/library: url.go, quantity.go, ip.go, cidr.go, semver.go, image.go,
 * lists.go; checker/errors.go: "found no matching overload for '%s' applied to '%s'").
 */
const str = { type: 'string' };
const nest = (n: number, open: string, close: string, inner = '1') =>
  open.repeat(n) + inner + close.repeat(n);

describe("cel-go's parser limits", () => {
  const recursion = 'compilation failed: ERROR: <input>:-1:0: expression recursion limit exceeded: 250';
  it.each([
    ['249 nested parentheses', `${nest(249, '(', ')')} == 1`, undefined],
    ['250 nested parentheses (the expr rule entered 251 times)', `${nest(250, '(', ')')} == 1`, recursion],
    ['3,000 nested parentheses', `${nest(3000, '(', ')')} == 1`, recursion],
    ['300 nested list literals', `size(${nest(300, '[', ']')}) == 1`, recursion],
    ['249 selects in a chain', `self${'.a'.repeat(249)} == 1`, undefined],
    ['250 selects in a chain (member entered once more per step)', `self${'.a'.repeat(250)} == 1`, recursion],
    ['248 additions', `${Array(249).fill('1').join(' + ')} > 0`, undefined],
    [
      '249 additions (calc entered once per operator, once for the last operand)',
      `${Array(250).fill('1').join(' + ')} > 0`,
      recursion,
    ],
  ])('%s', (_label, rule, error) => {
    const s = { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    expect(checkRule(rule, s, false).error).toBe(error);
  });

  it('refuses a rule over 100,000 code points, counted as code points', () => {
    const rule = `self == '${'é'.repeat(100_000)}'`;
    expect(checkRule(rule, str, false).error).toBe(
      'compilation failed: ERROR: <input>:-1:0: expression code point size exceeds limit: size: 100010, limit 100000',
    );
    expect(checkRule(`self == '${'é'.repeat(99_990)}'`, str, false).error).toBeUndefined();
  });

  it("is the CRD's problem at the rule's place, and not checked on a resource, never a stack overflow", () => {
    const rule = `${nest(3000, '(', ')')} == 1`;
    const schema = {
      type: 'object',
      properties: { spec: { type: 'integer', 'x-kubernetes-validations': [{ rule }] } },
    };
    expect(schemaProblems(schema, ['schema'], checkRule).map((p) => [p.path.join('.'), p.message])).toEqual([
      [
        'schema.properties.spec.x-kubernetes-validations.0.rule',
        'Invalid value: compilation failed: ERROR: <input>:-1:0: expression recursion limit exceeded: 250',
      ],
    ]);
    const run = celProblems({ spec: 1 }, schema);
    expect(run.map((p) => [p.kind, p.path])).toEqual([['unchecked', ['spec']]]);
    expect(run[0]!.message).toMatch(/expression recursion limit exceeded: 250\); not checked$/);
  });
});

describe('has() on an optional chain', () => {
  const s = {
    type: 'object',
    properties: {
      a: { type: 'object', properties: { b: { type: 'integer' } } },
      list: { type: 'array', items: str },
    },
  };
  it.each([
    ['has(self.?a.b)', undefined],
    ["has(self[?'a'].b)", undefined],
    ['has(self.?a.c)', "compilation failed: ERROR: undefined field 'c'"],
    ['has(self.?a)', 'compilation failed: ERROR: <input>:1:9: invalid argument to has() macro'],
    ['has(self.?list[0])', 'compilation failed: ERROR: <input>:1:15: invalid argument to has() macro'],
  ])('`%s`', (rule, error) => {
    expect(checkRule(rule, s, false).error).toBe(error);
  });
  it('costs what the chain costs: the presence test itself is free (PresenceTestHasCost(false))', () => {
    // self 1, `.?a` 1, `.b` presence 0
    expect(checkRule('has(self.?a.b)', s, false)).toEqual({ cost: 2 });
  });
});

describe("versions of cel-go's optional library (unversioned in base.go: the API server's own cel-go)", () => {
  const list = { type: 'array', maxItems: 10, items: { type: 'integer' } };
  it.each([
    [
      'self.first().orValue(0) == 1',
      '1.32',
      /undeclared reference to 'first'.*the cel-go of Kubernetes 1\.32 has no first.*clusters of 1\.33 and later accept it, in new rules too/,
    ],
    ['self.last().orValue(0) == 1', '1.32', /undeclared reference to 'last'/],
    ['optional.unwrap([optional.of(1)]) == [1]', '1.32', /undeclared reference to 'optional\.unwrap'/],
    ['[optional.of(1)].unwrapOpt() == [1]', '1.32', /undeclared reference to 'unwrapOpt'/],
  ])('`%s` on %s clusters', (rule, version, error) => {
    expect(checkRule(rule, list, false, version).error).toMatch(error);
    // New rules on 1.33 clusters compile at 1.32, whose optional library the 1.33 cel-go fills.
    expect(checkRule(rule, list, false, '1.33')).not.toHaveProperty('error');
  });
  it('optFlatMap compiles wherever optional types do (1.29 clusters, whose cel-go is 0.17.7)', () => {
    const map = { type: 'object', additionalProperties: { type: 'integer' } };
    expect(
      checkRule('self.?a.optFlatMap(x, optional.of(x)).hasValue()', map, false, '1.29'),
    ).not.toHaveProperty('error');
    expect(
      checkRule('optional.none().optFlatMap(y, optional.of(y)).hasValue()', map, false, '1.28').error,
    ).toMatch(
      /^compilation failed: ERROR: undeclared reference to 'y' \(in container ''\) \(the CEL environment of Kubernetes 1\.27 has no optional types/,
    );
  });
  it('first, last and unwrap cost one call each (no estimator of their own in cel-go)', () => {
    // self 1, first 1, orValue 1, == 1 (the item and the literal: ⌈1·0.1⌉)
    expect(checkRule('self.first().orValue(0) == 1', list, false)).toEqual({ cost: 4 });
  });
});

describe('the Kubernetes libraries on arguments of the wrong kind', () => {
  const s = {
    type: 'object',
    properties: {
      replicas: { type: 'integer' },
      host: str,
      port: { 'x-kubernetes-int-or-string': true },
      at: { type: 'string', format: 'date-time' },
      names: { type: 'array', items: str },
      nums: { type: 'array', items: { type: 'integer' } },
      labels: { type: 'array', items: { type: 'object', additionalProperties: str } },
      items: { type: 'array', items: { type: 'object', properties: { name: str } } },
    },
  };
  const none = (fn: string, applied: string) =>
    `compilation failed: ERROR: found no matching overload for '${fn}' applied to '${applied}'`;
  it.each([
    ["url(1).getScheme() == 'https'", none('url', '(int)')],
    ['isURL(self.replicas)', none('isURL', '(int)')],
    ['quantity(self.replicas).isInteger()', none('quantity', '(int)')],
    ['isQuantity(self.replicas)', none('isQuantity', '(int)')],
    ['isIP(self.replicas)', none('isIP', '(int)')],
    ['ip.isCanonical(self.replicas)', none('ip.isCanonical', '(int)')],
    ['isCIDR(self.replicas)', none('isCIDR', '(int)')],
    ['isSemver(self.host, 1)', none('isSemver', '(string, int)')],
    ['isImage(self.replicas)', none('isImage', '(int)')],
    ['self.replicas.isInteger()', none('isInteger', 'int.()')],
    ["self.host.getHost() == 'a'", none('getHost', 'string.()')],
    ['self.host.isSorted()', none('isSorted', 'string.()')],
    ['self.labels.isSorted()', none('isSorted', 'list(map(string, string)).()')],
    ["self.names.sum() == 'a'", none('sum', 'list(string).()')],
    ["self.labels.min() == {'a': 'b'}", none('min', 'list(map(string, string)).()')],
  ])('`%s`', (rule, error) => {
    expect(checkRule(rule, s, false).error).toBe(error);
  });
  it.each([
    ["isURL(self.host) && url(self.host).getHost() == 'a'"],
    ['quantity(self.port).isInteger()'],
    ['self.nums.sum() > 0 && self.nums.isSorted() && self.names.isSorted() && self.names.min() != ""'],
    ['isSemver(self.host, true)'],
    ['self.items.isSorted()'],
    ["url(self.at).getHost() == ''"],
    ['self.nums.all(n, [n].sum() > 0)'],
  ])('`%s`: right, dyn, or a type whose name is not certain: not judged', (rule) => {
    expect(checkRule(rule, s, false).error).toBeUndefined();
  });
});

describe('items, keys and values typed by the schema', () => {
  const s = {
    type: 'object',
    properties: {
      m: { type: 'object', maxProperties: 10, additionalProperties: { type: 'integer' } },
      labels: { type: 'object', additionalProperties: str },
      names: { type: 'array', items: str },
      ports: { type: 'array', items: { 'x-kubernetes-int-or-string': true } },
      open: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
    },
  };
  const none = (applied: string) =>
    `compilation failed: ERROR: found no matching overload for '_==_' applied to '${applied}'`;
  it.each([
    // a CRD map is map(string, V): its keys are strings, an index its values
    ['self.m.all(k, k == 1)', none('(string, int)')],
    ["self.m.all(k, self.m[k] == 'a')", none('(int, string)')],
    ["self.m.all(k, v, v == 'a')", none('(int, string)')],
    ["self.labels['a'] == 1", none('(string, int)')],
    ['self.names[0] == 1', none('(string, int)')],
  ])('`%s`', (rule, error) => {
    expect(checkRule(rule, s, false).error).toBe(error);
  });
  it.each([
    ["self.m.all(k, k.startsWith('a') && self.m[k] > 0)"],
    ["self.labels['a'].startsWith('b')"],
    ["self.ports[0] == 80 || self.ports[0] == 'http'"],
    ['self.open.all(k, k == 1)'],
  ])('`%s`: right or dyn, not judged', (rule) => {
    expect(checkRule(rule, s, false).error).toBeUndefined();
  });
});
