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
 * lists.go; checker/errors.go: "found no matching overload for '%s' applied to '%s'"), and the
 * standard library's overloads on timestamps and durations (common/stdlib/standard.go; the API
 * server types `date` and `date-time` as timestamps and `duration` as durations:
 * apiserver pkg/cel/common/schemas.go SchemaDeclType), named `timestamp` and `duration` in messages
 * (checker/format.go FormatCelType).
 */
const str = { type: 'string' };
/** cel-go's checker error when no overload takes the arguments (checker/errors.go). */
const none = (fn: string, applied: string) =>
  `compilation failed: ERROR: found no matching overload for '${fn}' applied to '${applied}'`;
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
    // timestamps are named `timestamp` in cel-go's messages (checker/format.go)
    ["url(self.at).getHost() == ''", none('url', '(timestamp)')],
  ])('`%s`', (rule, error) => {
    expect(checkRule(rule, s, false).error).toBe(error);
  });
  it.each([
    ["isURL(self.host) && url(self.host).getHost() == 'a'"],
    ['quantity(self.port).isInteger()'],
    ['self.nums.sum() > 0 && self.nums.isSorted() && self.names.isSorted() && self.names.min() != ""'],
    ['isSemver(self.host, true)'],
    ['self.items.isSorted()'],
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

describe('timestamps and durations (schema formats and conversions)', () => {
  const s = {
    type: 'object',
    properties: {
      start: { type: 'string', format: 'date-time' },
      day: { type: 'string', format: 'date' },
      ttl: { type: 'string', format: 'duration' },
      n: { type: 'integer' },
      name: str,
      ttls: { type: 'array', items: { type: 'string', format: 'duration' } },
      days: { type: 'array', items: { type: 'string', format: 'date' } },
    },
  };
  it.each([
    ["self.start < 'x'", none('_<_', '(timestamp, string)')],
    ["self.day == '2024-01-01'", none('_==_', '(timestamp, string)')],
    ['self.ttl < self.start', none('_<_', '(duration, timestamp)')],
    ['self.ttl + 1 > self.ttl', none('_+_', '(duration, int)')],
    ['self.start + self.start > self.start', none('_+_', '(timestamp, timestamp)')],
    ['self.ttl - self.start > self.ttl', none('_-_', '(duration, timestamp)')],
    ['self.ttl * 2 > self.ttl', none('_*_', '(duration, int)')],
    ['self.ttl / self.ttl > 1', none('_/_', '(duration, duration)')],
    ['-self.ttl < self.ttl', none('-_', '(duration)')],
    // timestamp − timestamp is a duration, timestamp + duration a timestamp
    ["self.start - self.day == 'x'", none('_==_', '(duration, string)')],
    ['self.start + self.ttl == self.ttl', none('_==_', '(timestamp, duration)')],
    // the getters return int; the duration has the four clock ones, without a time zone
    ["self.start.getFullYear() > 'x'", none('_>_', '(int, string)')],
    ['self.ttl.getFullYear() > 1', none('getFullYear', 'duration.()')],
    ["self.ttl.getHours('UTC') > 1", none('getHours', 'duration.(string)')],
    ['self.start.getHours(1) == 1', none('getHours', 'timestamp.(int)')],
    ['self.name.getDayOfWeek() == 1', none('getDayOfWeek', 'string.()')],
    ['self.n.getMinutes() == 1', none('getMinutes', 'int.()')],
    ['timestamp(true) > self.start', none('timestamp', '(bool)')],
    ['duration(self.start) > self.ttl', none('duration', '(timestamp)')],
    ['double(self.ttl) > 1.0', none('double', '(duration)')],
    ["self.start.startsWith('2024')", none('startsWith', 'timestamp.(string)')],
    ['isURL(self.start)', none('isURL', '(timestamp)')],
    ['self.ttls.sum() > 1', none('_>_', '(duration, int)')],
    ['self.days.sum() > self.start', none('sum', 'list(timestamp).()')],
  ])('`%s`', (rule, error) => {
    expect(checkRule(rule, s, false).error).toBe(error);
  });
  it.each([
    ['self.start + self.ttl > self.start && self.ttl + self.start > self.day'],
    [
      'self.start - self.start > self.ttl && self.start - self.ttl < self.start && self.ttl - self.ttl == self.ttl',
    ],
    [
      "self.start.getFullYear() > 2000 && self.start.getHours('Europe/Paris') < 24 && self.ttl.getSeconds() > 0",
    ],
    ["timestamp(self.name) > self.start && timestamp(0) < self.start && duration('1h') > self.ttl"],
    ['int(self.start) > 0 && int(self.ttl) > 0 && string(self.ttl) != ""'],
    // `duration(int)` is newer than some cel-go the API server ships: not judged either way
    ['duration(1) < self.ttl'],
    ['self.ttls.isSorted() && self.days.isSorted() && self.days.min() <= self.start'],
  ])('`%s`: declared by cel-go, not judged', (rule) => {
    expect(checkRule(rule, s, false).error).toBeUndefined();
  });
});

describe('arithmetic: one kind on both sides (standard.go declares no int/uint/double mixing)', () => {
  const s = {
    type: 'object',
    properties: {
      replicas: { type: 'integer' },
      ratio: { type: 'number' },
      name: str,
      data: { type: 'string', format: 'byte' },
      on: { type: 'boolean' },
      port: { 'x-kubernetes-int-or-string': true },
    },
  };
  it.each([
    ['self.replicas + 1.0 > 2.0', none('_+_', '(int, double)')],
    ['self.ratio * 2 > 1.0', none('_*_', '(double, int)')],
    ['self.replicas - 1u > 0u', none('_-_', '(int, uint)')],
    ['self.ratio / self.replicas > 1.0', none('_/_', '(double, int)')],
    ['self.ratio % 2.0 == 0.0', none('_%_', '(double, double)')],
    ["self.name - 'a' == ''", none('_-_', '(string, string)')],
    ["self.name * 2 == ''", none('_*_', '(string, int)')],
    ['self.on + self.on', none('_+_', '(bool, bool)')],
    ["self.data + 'a' == self.data", none('_+_', '(bytes, string)')],
  ])('`%s`', (rule, error) => {
    expect(checkRule(rule, s, false).error).toBe(error);
  });
  it.each([
    // comparisons cross numeric kinds (CrossTypeNumericComparisons in the API server's environment)
    ['self.replicas + 1 > 2.0 && self.ratio * 2.0 >= 1 && self.replicas % 2 == 0 && 3u % 2u == 1u'],
    ["self.name + 'a' != '' && self.data + b'a' != self.data && self.ratio / 2.0 < self.replicas"],
    // int-or-string is dyn: never judged
    ['self.port + 1.0 > 0.0'],
  ])('`%s`: declared by cel-go, not judged', (rule) => {
    expect(checkRule(rule, s, false).error).toBeUndefined();
  });
});

describe("values typed by a comprehension's result", () => {
  const item = {
    type: 'object',
    properties: { name: str, labels: { type: 'object', additionalProperties: str } },
  };
  const s = {
    type: 'object',
    properties: {
      names: { type: 'array', items: str },
      items: { type: 'array', items: item },
      ports: { type: 'array', items: { 'x-kubernetes-int-or-string': true } },
      open: { type: 'array', items: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
    },
  };
  it.each([
    // `map` is list(int) here: its items, an index, a second `map` over it
    ["self.names.map(n, n.size()).all(x, x == 'a')", none('_==_', '(int, string)')],
    ["self.names.map(n, n.size())[0] == 'a'", none('_==_', '(int, string)')],
    // lists.go: `sum`, `min`, `max` return the item type
    ["self.names.map(n, n.size()).sum() == 'a'", none('_==_', '(int, string)')],
    ["self.names.filter(n, n != '').max() == 1", none('_==_', '(string, int)')],
    ["self.names.map(n, n.size()).map(m, m + 1).exists(x, x == 'a')", none('_==_', '(int, string)')],
    ["self.names.map(n, n.size() > 2, n.size()).all(x, x == 'a')", none('_==_', '(int, string)')],
    // `filter` keeps the element type, objects with their fields
    ['self.names.filter(n, n != "").exists(x, x == 1)', none('_==_', '(string, int)')],
    ['self.items.filter(i, i.name != "").all(j, j.name == 1)', none('_==_', '(string, int)')],
    ['self.items.filter(i, i.name != "")[0].labels.all(k, v, v == 1)', none('_==_', '(string, int)')],
    [
      "self.items.filter(i, i.name != '').all(j, j.nmae == 'a')",
      "compilation failed: ERROR: undefined field 'nmae'",
    ],
    // the list's name in a library call
    ['self.items.map(i, i.labels).isSorted()', none('isSorted', 'list(map(string, string)).()')],
    ['self.names.map(n, n).sum() == 0', none('sum', 'list(string).()')],
    // two-variable transformList: the index is an int
    ["self.names.transformList(i, n, i).all(x, x == 'a')", none('_==_', '(int, string)')],
  ])('`%s`', (rule, error) => {
    expect(checkRule(rule, s, false, '1.33').error).toBe(error);
  });
  it.each([
    ['self.names.map(n, n.size()).all(x, x > 0) && self.names.filter(n, n != "").all(x, x.startsWith("a"))'],
    ['self.items.map(i, i.name).isSorted()'],
    // dyn items: a dyn value, int-or-string, an open object, a list of lists
    ['self.names.map(n, dyn(n)).all(x, x == 1)'],
    ["self.ports.filter(p, p != 0).all(x, x == 'http' || x == 80)"],
    ['self.open.filter(o, has(o.a)).all(x, x.b == 1)'],
    ['self.names.map(n, [n]).all(x, x == 1)'],
  ])('`%s`: right or dyn, not judged', (rule) => {
    expect(checkRule(rule, s, false, '1.33').error).toBeUndefined();
  });
});
