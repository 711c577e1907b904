import { schemaProblems } from '../../../src/crd/crd-problems.js';
import { checkRule } from '../../../src/crd/validate/cel-compile.js';

/**
 * The static CEL cost estimate as the API server computes it on CRD create (cel-go
 * checker/cost.go; sizes from the schema as k8s.io/apiserver pkg/cel/common/schemas.go derives
 * them; cardinality and limits from apiextensions validation). Expected costs are worked by hand
 * from those formulas: identifiers and selects on objects 1, calls 1 plus arguments, `matches`
 * ⌈(len+1)·0.1⌉·⌈regex·0.25⌉, equality ⌈min size·0.1⌉, a comprehension its range size times
 * one step (condition + step).
 */
const str = (extra: Record<string, unknown> = {}) => ({ type: 'string', ...extra });

describe('estimated cost of one rule', () => {
  it.each([
    // 1 (self) + ⌈41·0.1⌉=5 × ⌈8·0.25⌉=2
    ['a constant regex on a string of maxLength 10', "self.matches('^[a-z]+$')", str({ maxLength: 10 }), 11],
    // self 1, size() 1, <= 1
    ['size() compared', 'self.size() <= 10', str({ maxLength: 10 }), 3],
    // range 1 + result 1 + 5 items × (condition 2 + step 1 + (x 1 + == 1))
    [
      'all() over a list of maxItems 5',
      "self.all(x, x == 'a')",
      { type: 'array', maxItems: 5, items: str({ maxLength: 3 }) },
      27,
    ],
    // self 1 + 10 items × (1 + ⌈20·0.1⌉ per string item)
    [
      'isSorted() over 10 strings of maxLength 5',
      'self.isSorted()',
      { type: 'array', maxItems: 10, items: str({ maxLength: 5 }) },
      31,
    ],
    // self 1, lowerAscii ⌈40·0.1⌉, == ⌈min(40, 1)·0.1⌉
    ["lowerAscii() (Kubernetes' estimate)", "self.lowerAscii() == 'a'", str({ maxLength: 10 }), 6],
    // self 1, split ⌈40·0.2⌉, size() 1, > 1
    ["split() (Kubernetes' estimate)", "self.split(',').size() > 1", str({ maxLength: 10 }), 11],
    // self 1, .metadata 1, .name 1, size() 1, < 1
    ['metadata.name at the resource root', 'self.metadata.name.size() < 64', { type: 'object' }, 5],
    // self 1, .spec 1, the presence test of .name 0 (base.go: PresenceTestHasCost(false)), || 0, the other side 2
    [
      'has() costs its operand only',
      'has(self.spec.name) || has(self.spec.kind)',
      { type: 'object', properties: { spec: { type: 'object', properties: { name: str(), kind: str() } } } },
      4,
    ],
  ])('%s', (_label, rule, schema, cost) => {
    expect(checkRule(rule, schema, true)).toEqual({ cost });
  });

  it('a size the gate cannot tell (a field the schema leaves open) is not estimated, never guessed', () => {
    expect(checkRule('self == oldSelf', { type: 'object', properties: { a: str() } }, false)).toEqual({});
  });
});

describe('compile errors and gaps', () => {
  it('a field the object does not declare is a compile error, as cel-go says it', () => {
    expect(checkRule("self.b == 'x'", { type: 'object', properties: { a: str() } }, false)).toEqual({
      error: "compilation failed: ERROR: undefined field 'b'",
    });
  });
  // A new rule compiles at the API server's compatibility version, one minor below its own
  // (environment.DefaultCompatibilityVersion, "n-1"): a library of 1.28 is refused by a 1.28 server.
  it('a library function older clusters lack is an undeclared reference there, fine one version after it arrives', () => {
    const s = { type: 'string' };
    expect(
      checkRule("isQuantity(self) && quantity(self).isGreaterThan(quantity('1'))", s, false, '1.28').error,
    ).toMatch(
      /^compilation failed: ERROR: undeclared reference to 'isQuantity' \(in container ''\) \(the CEL environment of Kubernetes 1\.27 has no isQuantity; it arrives in 1\.28, .* clusters of 1\.29 and later accept it/,
    );
    expect(checkRule('isQuantity(self)', s, false, '1.29').error).toBeUndefined();
    expect(checkRule('format.dns1123Label().validate(self).hasValue()', s, false, '1.31').error).toMatch(
      /undeclared reference to '(format\.dns1123Label|validate)'.*arrives in 1\.31/,
    );
    expect(
      checkRule('format.dns1123Label().validate(self).hasValue()', s, false, '1.32').error,
    ).toBeUndefined();
  });
  it.each([
    ["self.replicas == '3'", "found no matching overload for '_==_' applied to '(int, string)'"],
    ["self.name + 1 == 'a1'", "found no matching overload for '_+_' applied to '(string, int)'"],
    [
      "self.at == '2024-01-01T00:00:00Z'",
      "found no matching overload for '_==_' applied to '(timestamp, string)'",
    ],
  ])("`%s`: operands of different kinds are the checker's error", (rule, error) => {
    const s = {
      type: 'object',
      properties: { replicas: { type: 'integer' }, name: str(), at: str({ format: 'date-time' }) },
    };
    expect(checkRule(rule, s, false).error).toBe(`compilation failed: ERROR: ${error}`);
  });
  // cel-go's checker (checker/checker.go resolveOverload): no overload of the operator or function
  // for the operands' types. Operands typed by the expression itself count, not only literals.
  it.each([
    ["size(self.name) == '3'", "found no matching overload for '_==_' applied to '(int, string)'"],
    ['self.replicas && true', "found no matching overload for '_&&_' applied to '(int, bool)'"],
    ['!self.name.startsWith("a") || !self.name', "found no matching overload for '!_' applied to '(string)'"],
    ['size(self.replicas) > 0', "found no matching overload for 'size' applied to '(int)'"],
    ['self.replicas.size() > 0', "found no matching overload for 'size' applied to 'int.()'"],
    [
      "self.replicas.startsWith('1')",
      "found no matching overload for 'startsWith' applied to 'int.(string)'",
    ],
    ['self.name.startsWith(1)', "found no matching overload for 'startsWith' applied to 'string.(int)'"],
    [
      "self.name.substring('1') == 'a'",
      "found no matching overload for 'substring' applied to 'string.(string)'",
    ],
  ])("`%s`: the checker's overload error", (rule, error) => {
    const s = { type: 'object', properties: { replicas: { type: 'integer' }, name: str() } };
    expect(checkRule(rule, s, false).error).toBe(`compilation failed: ERROR: ${error}`);
  });
  it.each([
    ['size(self.name) > 0'],
    ['size(self.list) > 0'],
    ['self.port.size() > 0 || self.port > 0'],
    ['!self.flag'],
    ["self.name.substring(1, 2) == 'a' && self.name.indexOf('a', 1) >= 0"],
    ["self.list.indexOf('a') >= 0"],
    ['self.name.startsWith(self.port)'],
  ])('`%s`: a sized or dyn operand is not judged', (rule) => {
    const s = {
      type: 'object',
      properties: {
        name: str(),
        list: { type: 'array', items: str() },
        port: { 'x-kubernetes-int-or-string': true },
        flag: { type: 'boolean' },
      },
    };
    expect(checkRule(rule, s, false).error).toBeUndefined();
  });
  it.each([
    ['self.ratio == 1'],
    ['self.port == 80'],
    ["self.port == 'http'"],
    ['self.at + duration("1h") > self.at'],
  ])('`%s`: numbers of any kind, int-or-string (dyn) and time arithmetic are not judged', (rule) => {
    const s = {
      type: 'object',
      properties: {
        ratio: { type: 'number' },
        port: { 'x-kubernetes-int-or-string': true },
        at: str({ format: 'date-time' }),
      },
    };
    expect(checkRule(rule, s, false).error).toBeUndefined();
  });
  it('`.?` inside a string literal is not optional selection', () => {
    expect(checkRule("self.matches('^a.?b$')", str({ maxLength: 8 }), false)).toEqual({ cost: 9 }); // 1 + ⌈33·0.1⌉=4 × ⌈6·0.25⌉=2
  });
  it('metadata at the root exposes only name and generateName', () => {
    expect(checkRule('self.metadata.labels.size() > 0', { type: 'object' }, true).error).toBe(
      "compilation failed: ERROR: undefined field 'labels'",
    );
  });
  it('CEL-escaped property names resolve (`foo__dash__bar` is `foo-bar`)', () => {
    expect(
      checkRule("self.foo__dash__bar == 'x'", { type: 'object', properties: { 'foo-bar': str() } }, false)
        .error,
    ).toBeUndefined();
  });
  it('maps and objects open to unknown fields accept any field', () => {
    const map = { type: 'object', additionalProperties: str({ maxLength: 5 }) };
    const open = { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    expect(checkRule("self.any == 'x'", map, false).error).toBeUndefined();
    expect(checkRule("self.any == 'x'", open, false).error).toBeUndefined();
  });
  // cel-go's optional syntax (parser: `.?`, `[?`; since 1.28) and ext.TwoVarComprehensions (since
  // 1.32, k8s.io/apiserver/pkg/cel/environment/base.go) compile in new rules on the clusters one
  // version later (the compatibility version); before, the API server's parser or checker refuses them.
  it.each([
    ["self.?a.orValue('') == ''", '1.28', '1.29'],
    ["self[?'a'].hasValue()", '1.28', '1.29'],
    ['self.all(k, v, v > 0)', '1.32', '1.33'],
    ['self.transformList(k, v, v).size() >= 0', '1.32', '1.33'],
    ["self.transformMapEntry(k, v, v > 0, {k + 'x': v}).size() >= 0", '1.32', '1.33'],
  ])('`%s` arrives in Kubernetes %s and compiles on %s clusters', (rule, since, from) => {
    const map = { type: 'object', additionalProperties: { type: 'integer' } };
    expect(checkRule(rule, map, false, since).error).toMatch(/clusters of 1\.\d+ and later accept it/);
    expect(checkRule(rule, map, false, from).error).toBeUndefined();
    expect(checkRule(rule, map, false, from).unchecked).toBeUndefined();
  });
  it('before 1.28 `.?` is a syntax error, at its place; before 1.32 a two-variable macro an undeclared reference', () => {
    expect(checkRule("self.a.?b.orValue('') == ''", { type: 'object' }, false, '1.28').error).toMatch(
      /^compilation failed: ERROR: <input>:1:7: unsupported syntax '\.\?'/,
    );
    expect(checkRule('self.all(k, v, v > 0)', { type: 'object' }, false, '1.32').error).toMatch(
      /^compilation failed: ERROR: undeclared reference to 'k' \(in container ''\).*arrives in 1\.32/,
    );
  });
  it('`.?f` on a typed object that declares no `f` is an undefined field, as `.f` is', () => {
    const s = { type: 'object', properties: { a: str({ maxLength: 5 }) } };
    expect(checkRule("self.?b.orValue('') == ''", s, false).error).toBe(
      "compilation failed: ERROR: undefined field 'b'",
    );
    expect(checkRule("self.?a.orValue('') == ''", s, false).error).toBeUndefined();
  });
  it('an optional selection is estimated as the field it selects (the optional is transparent to sizes)', () => {
    const s = {
      type: 'object',
      properties: { list: { type: 'array', maxItems: 10, items: str({ maxLength: 20 }) } },
    };
    const plain = checkRule('self.list.all(x, x.size() < 5)', s, false).cost!;
    // `.__opt_select__("list")` is a call (1) where `.list` was a select (1); `.orValue([])` a call (1)
    // and an empty list literal (10): the same range of 10, 11 more.
    expect(checkRule('self.?list.orValue([]).all(x, x.size() < 5)', s, false).cost).toBe(plain + 11);
  });
  it('a two-variable comprehension is estimated with its index/key and item/value', () => {
    const list = { type: 'array', maxItems: 10, items: str({ maxLength: 20 }) };
    // cel-go estimates both forms alike: range size × one step; `i < 5` adds 10 × (i 1 + compare 1).
    const one = checkRule("self.all(v, v == 'x')", list, false).cost!;
    expect(checkRule("self.all(i, v, v == 'x')", list, false).cost).toBe(one);
    expect(checkRule("self.all(i, v, i < 5 && v == 'x')", list, false).cost).toBe(one + 10 * 2);
    expect(checkRule("self.all(i, v, i == 'x')", list, false).error).toBe(
      "compilation failed: ERROR: found no matching overload for '_==_' applied to '(int, string)'",
    );
  });
  // apiextensions-apiserver schema/cel/compilation.go: `ast.OutputType() != cel.BoolType` (rule),
  // `!= cel.StringType` (messageExpression). Only clear-cut types are judged: dyn values are not.
  const typed = {
    type: 'object',
    properties: {
      n: { type: 'integer' },
      name: str({ maxLength: 10 }),
      flag: { type: 'boolean' },
      port: { 'x-kubernetes-int-or-string': true },
      open: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
      list: { type: 'array', maxItems: 5, items: { type: 'integer' } },
    },
  };
  it.each([
    ['self.n + 1', 'rule', 'cel expression must evaluate to a bool'],
    ['self.name', 'rule', 'cel expression must evaluate to a bool'],
    ['size(self.name)', 'rule', 'cel expression must evaluate to a bool'],
    ['self.list.map(x, x > 0)', 'rule', 'cel expression must evaluate to a bool'],
    ['self.list.transformMap(i, v, v + 1)', 'rule', 'cel expression must evaluate to a bool'],
    ['42', 'messageExpression', 'messageExpression must evaluate to a string'],
    ['self.n', 'messageExpression', 'messageExpression must evaluate to a string'],
    ['self.n > 0', 'messageExpression', 'messageExpression must evaluate to a string'],
  ] as const)('`%s` as a %s: %s', (expr, kind, error) => {
    expect(checkRule(expr, typed, false, undefined, kind).error).toBe(error);
  });
  it.each([
    ['self.flag', 'rule'],
    ['self.list.all(x, x > 0)', 'rule'],
    ['self.list.existsOne(i, v, v == i)', 'rule'],
    ['self.port', 'rule'],
    ['self.open.x', 'rule'],
    ['cel.bind(x, self.flag, x)', 'rule'],
    ["'n=' + string(self.n)", 'messageExpression'],
    ['self.name', 'messageExpression'],
    ['self.open.msg', 'messageExpression'],
    ["self.n > 0 ? 'big' : 'small'", 'messageExpression'],
  ] as const)('`%s` as a %s: its type is right or dyn, no error', (expr, kind) => {
    expect(checkRule(expr, typed, false, undefined, kind).error).toBeUndefined();
  });
  it('a messageExpression that does not compile is worded as the API server words it', () => {
    expect(checkRule("'a' +", typed, false, undefined, 'messageExpression').error).toMatch(
      /^messageExpression compilation failed: /,
    );
    expect(checkRule('self.nope', typed, false, undefined, 'messageExpression').error).toBe(
      "messageExpression compilation failed: ERROR: undefined field 'nope'",
    );
  });
  it("optional entries in literals compile on 1.29 clusters; before, they are `unsupported syntax '?'` at their place", () => {
    const map = { type: 'object', additionalProperties: str({ maxLength: 5 }) };
    expect(checkRule('[?self.?a].size() <= 1', map, false, '1.29')).not.toHaveProperty('error');
    expect(checkRule('[?self.?a].size() <= 1', map, false, '1.29')).not.toHaveProperty('unchecked');
    expect(checkRule("{?'k': self.?a}.size() <= 1", { type: 'object' }, false, '1.28').error).toMatch(
      /^compilation failed: ERROR: <input>:1:2: unsupported syntax '\?'/,
    );
  });
});

describe('budgets: per rule × cardinality, per CRD', () => {
  const listOf = (items: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: 'object',
    properties: { list: { type: 'array', items, ...extra } },
  });
  const onItems = str({
    maxLength: 1000,
    'x-kubernetes-validations': [{ rule: "self.matches('^[a-z]+$')" }],
  });
  const problems = (s: Record<string, unknown>) =>
    schemaProblems(s, ['schema'], checkRule).map((p) => [p.path.join('.'), p.message]);

  it('a rule on the items of an unbounded list runs once per item that fits in 3 MiB', () => {
    // 803 per item (1 + ⌈4001·0.1⌉·2) × 3145728/(2+1) items = 842,006,528
    expect(problems(listOf(onItems))).toEqual([
      [
        'schema.properties.list.items.x-kubernetes-validations.0.rule',
        'Forbidden: estimated rule cost exceeds budget by factor of 84.2x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
      ],
      [
        'schema',
        'Forbidden: x-kubernetes-validations estimated rule & messageExpression cost total for entire OpenAPIv3 schema exceeds budget by factor of 8.4x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)',
      ],
    ]);
  });
  it('maxItems bounds the cardinality: within budget', () => {
    expect(problems(listOf(onItems, { maxItems: 100 }))).toEqual([]);
  });
  it('a nested loop over unbounded lists is more than 100x over', () => {
    const s = {
      type: 'array',
      items: { type: 'array', items: str() },
      'x-kubernetes-validations': [{ rule: "self.all(x, x.all(y, y.matches('^a$')))" }],
    };
    expect(problems(s)[0]).toEqual([
      'schema.x-kubernetes-validations.0.rule',
      expect.stringContaining('estimated rule cost exceeds budget by factor of more than 100x'),
    ]);
  });
});
