import { findingsOf, gateOnFiles, statusOf } from '../helpers/gate.js';
import { judged } from './judge.js';

/**
 * Never hang, never be bypassed by a CRD: hostile patterns, formats, CEL and compositions are judged
 * in bounded time and memory, say "not checked" when over budget, and the CRD a resource is checked
 * against is the one the API server would use.
 */
function crd(o: { name?: string; plural?: string; spec?: string; rules?: string } = {}): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: ${o.name ?? 'widgets.example.com'}}
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Widget, plural: ${o.plural ?? 'widgets'}}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
${o.spec ?? '              type: object\n              properties:\n                replicas: {type: integer, minimum: 0}\n'}`;
}
const widget = (spec: string) =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n${spec}`;
const lenient = '              type: object\n              x-kubernetes-preserve-unknown-fields: true\n';
const stringField = (extra: string) =>
  `              type: object\n              properties:\n                name: {type: string, ${extra}}\n`;

const invalidCrs = (r: ReturnType<typeof gateOnFiles>) =>
  findingsOf(r, 'crd/custom-resource-invalid').filter((f) => f.severity === 'fail');
const notChecked = (r: ReturnType<typeof gateOnFiles>) =>
  findingsOf(r, 'crd/custom-resource-invalid').filter((f) => f.severity === 'notice');

describe('a custom resource is checked against the CRD the API server would use', () => {
  it.each([
    [
      'a second CRD of another name claiming the kind',
      crd({ name: 'gadgets.example.com', plural: 'gadgets', spec: lenient }),
    ],
    ['a CRD whose name is not <plural>.<group>', crd({ name: 'widgets.evil.com', spec: lenient })],
  ])('%s, later in path order, does not replace the real one', async (_n, rival) => {
    const base = { 'a-crd.yaml': crd(), 'w.yaml': widget('  replicas: 1\n') };
    const head = { 'a-crd.yaml': crd(), 'w.yaml': widget('  replicas: -1\n'), 'z-rival.yaml': rival };
    const r = await judged('crd identity', () => gateOnFiles(base, head));
    expect(r.result).toBe('fail');
    const rivals = findingsOf(r, 'crd/invalid');
    expect(rivals.length).toBeGreaterThan(0);
    expect(rivals.every((f) => f.file === 'z-rival.yaml' && f.severity === 'fail')).toBe(true);
  });

  it.each([
    ['a lenient shadow of another valid name, first in path order', 'a-shadow.yaml', lenient],
    ['a lenient shadow of another valid name, last in path order', 'z-shadow.yaml', lenient],
    ['a shadow as strict as the real one', 'z-shadow.yaml', undefined],
  ])(
    '%s (same group and kind): the resource is still judged against the CRD the cluster has, located',
    async (_n, file, spec) => {
      const shadow = crd({ name: 'gadgets.example.com', plural: 'gadgets', ...(spec ? { spec } : {}) });
      const base = { 'crd.yaml': crd(), 'w.yaml': widget('  replicas: 1\n') };
      const head = { 'crd.yaml': crd(), 'w.yaml': widget('  replicas: -1\n'), [file]: shadow };
      const r = await judged(`crd shadow ${_n}`, () => gateOnFiles(base, head));
      expect(invalidCrs(r).map((x) => [x.file, x.line])).toEqual([['w.yaml', 5]]);
      expect(invalidCrs(r)[0]!.message).toContain('CRD widgets.example.com');
      // The newcomer is the CRD the API server refuses (its names are taken), never the real one.
      expect(findingsOf(r, 'crd/invalid').map((f) => [f.file, f.line, f.severity])).toEqual([
        [file, 7, 'fail'],
      ]);
      expect(findingsOf(r, 'crd/invalid')[0]!.message).toContain('already claimed by widgets.example.com');
    },
  );

  it('two new CRDs of valid names claiming one kind: the resource is judged against both, every finding kept', async () => {
    const shadow = crd({ name: 'gadgets.example.com', plural: 'gadgets', spec: lenient });
    const head = { 'crd.yaml': crd(), 'w.yaml': widget('  replicas: -1\n'), 'a-shadow.yaml': shadow };
    const r = await judged('crd shadow both new', () => gateOnFiles({}, head));
    expect(invalidCrs(r).map((x) => [x.file, x.line])).toEqual([['w.yaml', 5]]);
    expect(findingsOf(r, 'crd/invalid').map((f) => [f.file, f.line, f.severity])).toEqual([
      ['crd.yaml', 7, 'fail'],
    ]);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'pruning checks own properties only: a field named %s is pruned like any other',
    async (field) => {
      const head = { 'crd.yaml': crd(), 'w.yaml': widget(`  replicas: 1\n  ${field}: {x: 1}\n`) };
      const r = await judged(`prune ${field}`, () => gateOnFiles({ 'crd.yaml': crd() }, head));
      const f = invalidCrs(r);
      expect(f.map((x) => [x.file, x.line])).toEqual([['w.yaml', 6]]);
      expect(f[0]!.message).toContain(`unknown field "${field}"`);
    },
  );
});

describe('never hang on a pattern or a format', () => {
  it.each([
    ['^(a+)+$', `"${'a'.repeat(100_000)}!"`],
    ['^(a|a)*$', `"${'a'.repeat(34)}!"`],
    ['^(a|aa)+$', `"${'a'.repeat(60)}!"`],
    ['^(\\\\w+\\\\s?)*$', `"${'word '.repeat(20_000)}!"`],
  ])('pattern %s runs on RE2 (linear time) and is judged', async (pattern, value) => {
    const head = {
      'crd.yaml': crd({ spec: stringField(`pattern: '${pattern.replace(/\\\\/g, '\\')}'`) }),
      'w.yaml': widget(`  name: ${value}\n`),
    };
    const r = await judged(`pattern ${pattern}`, () => gateOnFiles({}, head));
    const f = invalidCrs(r);
    expect(f.map((x) => [x.file, x.line])).toEqual([['w.yaml', 5]]);
    expect(f[0]!.message).toContain('in body should match');
  });

  it.each([
    ['email', `a@${'.'.repeat(200_000)} `],
    ['hostname', 'a'.repeat(300_000)],
    ['duration', '1h'.repeat(100_000) + 'x'],
  ])('format %s on a huge value is judged in linear time', async (format, value) => {
    const head = {
      'crd.yaml': crd({ spec: stringField(`format: ${format}`) }),
      'w.yaml': widget(`  name: "${value}"\n`),
    };
    const r = await judged(`format ${format}`, () => gateOnFiles({}, head));
    expect(invalidCrs(r).map((x) => [x.file, x.line])).toEqual([['w.yaml', 5]]);
    // The megabyte value is never copied whole into the report.
    expect(invalidCrs(r)[0]!.message.length).toBeLessThan(400);
  });

  it('a pattern RE2 rejects (lookahead) is a located CRD problem', async () => {
    const head = {
      'crd.yaml': crd({ spec: stringField(`pattern: '^(?=a)a$'`) }),
      'w.yaml': widget('  name: a\n'),
    };
    const r = await judged('pattern lookahead', () => gateOnFiles({}, head));
    expect(findingsOf(r, 'crd/invalid').map((f) => [f.file, f.line, f.severity])).toEqual([
      ['crd.yaml', 19, 'fail'],
    ]);
  });
});

describe('never hang on CEL or on composition', () => {
  const list = (n: number) => `  items: [${Array.from({ length: n }, (_, i) => i).join(', ')}]\n`;
  const celSpec = (rule: string) =>
    `              type: object\n              properties:\n                items:\n                  type: array\n                  items: {type: integer}\n                  x-kubernetes-validations: [{rule: "${rule}"}]\n`;
  it.each([
    [
      'three nested all() over 1,000 items (10⁹ steps)',
      'self.all(x, self.all(y, self.all(z, x + y + z >= 0)))',
    ],
    ['map() of map() of map() (a 4 GB list)', 'size(self.map(x, self.map(y, self.map(z, [x, y, z])))) > 0'],
  ])('%s is over the cost budget: "not checked", named', async (_n, rule) => {
    const head = { 'crd.yaml': crd({ spec: celSpec(rule) }), 'w.yaml': widget(list(1000)) };
    const r = await judged(`cel ${_n}`, () => gateOnFiles({}, head));
    const f = notChecked(r);
    expect(f.map((x) => [x.file, x.line])).toEqual([['w.yaml', 5]]);
    expect(f[0]!.message).toMatch(/cost/);
    expect(f[0]!.message).toContain(rule.slice(0, 20));
  });

  it.each([
    ['an optional chain 3,000 steps deep', `self${'.?a'.repeat(3000)}.hasValue()`],
    ['3,000 nested two-variable comprehensions', `${'self.all(k, v, '.repeat(3000)}true${')'.repeat(3000)}`],
  ])('%s: no crash, each rule said "not checked" or refused, the resource judged', async (_n, rule) => {
    const head = { 'crd.yaml': crd({ spec: celSpec(rule) }), 'w.yaml': widget(list(3)) };
    const r = await judged(`cel ${_n}`, () => gateOnFiles({}, head));
    expect(r.rules.every((x) => !/internal error/i.test(x.reason ?? ''))).toBe(true);
    expect(findingsOf(r, 'crd/invalid').map((f) => [f.file, f.line])).toEqual([['crd.yaml', 22]]);
    expect(notChecked(r).map((f) => [f.file, f.line])).toEqual([['w.yaml', 5]]);
  });

  describe('strings a rule builds are charged by their size (the second round)', () => {
    const big = 'a'.repeat(20_000);
    const stringSpec = (rule: string, extra = '') =>
      `              type: object\n              properties:\n                s: {type: string, maxLength: 20000}\n                l: {type: array, maxItems: 1000, items: {type: string, maxLength: 10}}\n              x-kubernetes-validations: [{rule: "${rule}"${extra}}]\n`;
    const judge = (name: string, rule: string, spec: string, extra = '') =>
      judged(`cel strings ${name}`, () =>
        gateOnFiles({}, { 'crd.yaml': crd({ spec: stringSpec(rule, extra) }), 'w.yaml': widget(spec) }),
      );

    it("self.s.replace('a', self.s) on 20,000 characters (a 400-million-character string) stops at the per-call limit: not checked, located", async () => {
      const rule = "size(self.s.replace('a', self.s)) > 0";
      const r = await judge('replace', rule, `  s: ${big}\n`);
      // The API server's static estimate accepts it (the size is not traversed): no CRD problem.
      expect(findingsOf(r, 'crd/invalid')).toEqual([]);
      const f = notChecked(r);
      expect(f.map((x) => [x.file, x.line, x.path])).toEqual([['w.yaml', 4, 'v1 spec']]);
      expect(f[0]!.message).toMatch(/cost limit at run time/);
      expect(invalidCrs(r)).toEqual([]);
    });

    it('a rule whose result traverses the blown-up string is refused statically, as the API server refuses the CRD', async () => {
      const rule = "self.s.replace('a', self.s).contains('b')";
      const r = await judge('replace static', rule, `  s: ${big}\n`);
      const crdProblems = findingsOf(r, 'crd/invalid');
      // Over the per-call limit at the rule, and so over the CRD's total at its schema.
      expect(crdProblems.map((x) => [x.file, x.line, x.severity])).toEqual([
        ['crd.yaml', 13, 'fail'],
        ['crd.yaml', 21, 'fail'],
      ]);
      expect(crdProblems[0]!.message).toMatch(/cost total for entire OpenAPIv3 schema exceeds budget/);
      expect(crdProblems[1]!.message).toMatch(/estimated rule cost exceeds budget by factor of 64/);
      expect(notChecked(r).map((x) => [x.file, x.line])).toEqual([['w.yaml', 4]]);
    });

    it.each([
      ['join with a 20,000-character separator', 'size(self.l.join(self.s)) > 0'],
      ['concatenation in a map() over 1,000 items', 'self.l.map(x, x + self.s + self.s).size() > 0'],
    ])('%s is over what the API server itself charges at run time: a located failure', async (_n, rule) => {
      const items = `  l: [${Array.from({ length: 1000 }, () => 'x').join(', ')}]\n`;
      const r = await judge(_n, rule, `  s: ${big}\n${items}`);
      const f = invalidCrs(r);
      expect(f.map((x) => [x.file, x.line])).toEqual([['w.yaml', 4]]);
      expect(f[0]!.message).toMatch(/went over the API server's CEL cost limit at run time/);
    });

    it.each([
      ['lowerAscii', 'self.s.lowerAscii()'],
      ['format', "'%s%s'.format([self.s, self.s])"],
      ['concatenation', 'self.s + self.s + self.s'],
    ])('a messageExpression that builds strings (%s) runs under the limit too', async (_n, expr) => {
      const extra = `, messageExpression: "${expr.replace(/'/g, "'")}.replace('a', self.s)", message: fallback`;
      const r = await judge(`message ${_n}`, "self.s == ''", `  s: ${big}\n`, extra);
      const f = invalidCrs(r);
      expect(f.map((x) => [x.file, x.line])).toEqual([['w.yaml', 4]]);
      expect(f[0]!.message).toContain('Invalid value: fallback');
    });
  });

  it('compositions expanded by aliases (2¹⁴ schemas per item) stop at the work budget, located', async () => {
    let defs = '              x-l0: &l0 {type: string}\n';
    for (let i = 1; i <= 14; i++) defs += `              x-l${i}: &l${i} {anyOf: [*l${i - 1}, *l${i - 1}]}\n`;
    const spec = `              type: object\n${defs}              properties:\n                items: {type: array, items: *l14}\n`;
    const head = { 'crd.yaml': crd({ spec }), 'w.yaml': widget(list(500)) };
    const r = await judged('composition budget', () => gateOnFiles({}, head));
    const f = notChecked(r);
    expect(f.map((x) => x.file)).toContain('w.yaml');
    expect(f.some((x) => /work budget/.test(x.message))).toBe(true);
  });

  describe('a malformed CRD keeps its problems to itself, wherever it is (the second round)', () => {
    const broken = crd({
      name: 'gadgets.example.com',
      plural: 'gadgets',
      spec: '              type: object\n              x-kubernetes-validations: [null]\n              properties:\n                a: {type: string}\n',
    }).replace('kind: Widget', 'kind: Gadget');
    const gadget = 'apiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: g}\nspec: {a: x}\n';
    const ownField = crd({
      spec: '              type: object\n              properties:\n                replicas: {type: integer, minimum: 0}\n                other: {type: string, x-kubernetes-validations: [null]}\n',
    });
    it.each([
      [
        'in the same file, after the real CRD',
        { 'crd.yaml': `${crd()}---\n${broken}`, 'g.yaml': gadget },
        ['crd.yaml', 38],
      ],
      [
        'in the same file, before the real CRD',
        { 'crd.yaml': `${broken}---\n${crd()}`, 'g.yaml': gadget },
        ['crd.yaml', 18],
      ],
      [
        'in the file of the resource',
        { 'crd.yaml': crd(), 'g.yaml': `${broken}---\n${gadget}` },
        ['g.yaml', 18],
      ],
      ["on another field of the resource's own CRD", { 'crd.yaml': ownField }, ['crd.yaml', 20]],
    ] as [string, Record<string, string>, [string, number]][])(
      '%s: the invalid resource is still found, the CRD problem located',
      async (_n, files, at) => {
        const head = { ...files, 'w.yaml': widget('  replicas: -1\n') };
        const r = await judged(`malformed CRD ${_n}`, () =>
          gateOnFiles({ 'crd.yaml': crd(), 'w.yaml': widget('  replicas: 1\n') }, head),
        );
        expect(invalidCrs(r).map((x) => [x.file, x.line])).toContainEqual(['w.yaml', 5]);
        expect(findingsOf(r, 'crd/invalid').map((f) => [f.file, f.line])).toEqual([at]);
        expect(r.findings.every((f) => !/internal error/i.test(f.message))).toBe(true);
      },
    );
  });

  it('one malformed CRD (x-kubernetes-validations: [null]) is reported on its own; the others are still judged', async () => {
    const broken = crd({
      name: 'gadgets.example.com',
      plural: 'gadgets',
      spec: '              type: object\n              x-kubernetes-validations: [null]\n',
    }).replace('kind: Widget', 'kind: Gadget');
    const gadget = 'apiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: g}\nspec: {}\n';
    const head = {
      'crd.yaml': crd(),
      'g-crd.yaml': broken,
      'g.yaml': gadget,
      'w.yaml': widget('  replicas: -1\n'),
    };
    const r = await judged('malformed CRD', () => gateOnFiles({ 'crd.yaml': crd() }, head));
    expect(statusOf(r, 'crd/custom-resource-invalid')).toBe('fail');
    expect(invalidCrs(r).map((x) => [x.file, x.line])).toEqual([['w.yaml', 5]]);
    expect(findingsOf(r, 'crd/invalid').map((f) => [f.file, f.line])).toEqual([['g-crd.yaml', 18]]);
    expect(r.rules.every((x) => !/internal error/i.test(x.reason ?? ''))).toBe(true);
  });
});
