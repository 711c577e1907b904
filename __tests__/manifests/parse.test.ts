import { lineOf, locate } from '../../src/manifests/locate.js';
import { parseFile } from '../../src/manifests/parse.js';

const parse = (text: string, path = 'f.yaml') => parseFile({ path, text });

describe('parseFile', () => {
  it('gives values and the line of every field, block and flow style', () => {
    const r = parse(`# header
apiVersion: kafka.strimzi.io/v1
kind: Kafka
metadata:
  name: c
  namespace: k
spec:
  kafka:
    version: 4.1.0
    listeners: [{name: plain, port: 9092}, {name: tls,
      port: 9093}]
`);
    expect(r.problems).toEqual([]);
    const [o] = r.objects;
    expect(o).toMatchObject({
      group: 'kafka.strimzi.io',
      version: 'v1',
      kind: 'Kafka',
      name: 'c',
      namespace: 'k',
      line: 2,
    });
    expect(lineOf(o!, ['spec', 'kafka', 'version'])).toBe(9);
    expect(lineOf(o!, ['spec', 'kafka', 'listeners', 1, 'port'])).toBe(11);
    expect(lineOf(o!, ['spec', 'kafka', 'listeners', 0, 'port'])).toBe(10);
    // A missing field points at its nearest parent.
    expect(locate(o!, ['spec', 'kafka', 'nope'])).toMatchObject({ line: 8, exact: false });
  });

  it('offsets lines across documents and reads List items with their own positions', () => {
    const r = parse(`apiVersion: v1
kind: ConfigMap
metadata: {name: a}
---
apiVersion: v1
kind: List
items:
  - apiVersion: v1
    kind: ConfigMap
    metadata:
      name: b
  - apiVersion: v1
    kind: Secret
    metadata:
      name: c
`);
    expect(r.objects.map((o) => [o.kind, o.name, o.line])).toEqual([
      ['ConfigMap', 'a', 1],
      ['ConfigMap', 'b', 8],
      ['Secret', 'c', 12],
    ]);
    expect(lineOf(r.objects[2]!, ['metadata', 'name'])).toBe(15);
  });

  it('reads JSON with lines', () => {
    const r = parse(
      '{\n  "apiVersion": "v1",\n  "kind": "ConfigMap",\n  "metadata": {\n    "name": "j"\n  }\n}\n',
      'f.json',
    );
    expect(r.objects[0]?.name).toBe('j');
    expect(lineOf(r.objects[0]!, ['metadata', 'name'])).toBe(5);
  });

  it('resolves scalars as Kubernetes does and keeps their style', () => {
    const r = parse(`apiVersion: v1
kind: X
metadata: {name: s}
a: on
b: 3.9
c: "3.9"
d: 2020-01-01
e: !!binary |
  aGVs
  bG8=
`);
    const o = r.objects[0]!;
    // As kustomize (go-yaml v3, then JSON) reads them: see __tests__/hostile/yaml-values.test.ts.
    expect(o.value).toMatchObject({ a: 'on', b: 3.9, c: '3.9', d: '2020-01-01T00:00:00Z', e: 'hello' });
    expect(o.positions.get('b')?.style).toBe('plain');
    expect(o.positions.get('c')?.style).toBe('double');
  });

  it('skips documents that are not Kubernetes objects, and empty files', () => {
    expect(parse('a: 1\n---\n- x\n').objects).toEqual([]);
    expect(parse('')).toEqual({ path: 'f.yaml', objects: [], problems: [] });
    expect(parse('---\n---\n')).toEqual({ path: 'f.yaml', objects: [], problems: [] });
  });

  it('reports a syntax error at its line and still reads the other documents', () => {
    const r = parse(`apiVersion: v1
kind: ConfigMap
metadata: {name: a}
---
apiVersion: v1
kind: ConfigMap
data: [1, 2
---
apiVersion: v1
kind: ConfigMap
metadata: {name: c}
`);
    expect(r.objects.map((o) => [o.name, o.line])).toEqual([
      ['a', 1],
      ['c', 9],
    ]);
    // Fields of a part read after the error keep their lines in the whole file.
    expect(lineOf(r.objects[1]!, ['metadata', 'name'])).toBe(11);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]!.line).toBeGreaterThanOrEqual(7);
    expect(r.problems[0]!.line).toBeLessThanOrEqual(8);
  });

  it('reports duplicate keys at the duplicate and keeps other documents', () => {
    const r = parse(
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: 1\n  k: 2\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n',
    );
    expect(r.objects.map((o) => o.name)).toEqual(['b']);
    expect(r.problems[0]).toMatchObject({ line: 6 });
    expect(r.problems[0]!.message).toMatch(/duplicate/);
  });

  it('refuses a billion-laughs document quickly, without expanding it', () => {
    let doc =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: lol}\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 10; i++)
      doc += `a${i}: &a${i} [${Array(10)
        .fill(`*a${i - 1}`)
        .join(', ')}]\n`;
    const t = process.hrtime.bigint();
    const r = parse(doc);
    expect(Number(process.hrtime.bigint() - t) / 1e6).toBeLessThan(2000);
    expect(r.objects).toEqual([]);
    expect(r.problems[0]!.message).toMatch(/excessive aliasing/);
  });

  it('refuses nesting beyond the depth limit with a finding', () => {
    const r = parse(
      `apiVersion: v1\nkind: X\nmetadata: {name: d}\nx: ${'['.repeat(10000)}${']'.repeat(10000)}\n`,
    );
    expect(r.objects).toEqual([]);
    expect(r.problems).toHaveLength(1);
  });

  it('does not pollute prototypes', () => {
    const r = parse(
      'apiVersion: v1\nkind: X\nmetadata: {name: p}\n__proto__: {polluted: yes}\nconstructor: {prototype: {polluted: yes}}\n',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(r.objects).toHaveLength(1);
  });

  it('counts lines right with CRLF and a BOM', () => {
    const r = parse('\uFEFFapiVersion: v1\r\nkind: X\r\nmetadata:\r\n  name: w\r\n');
    expect(r.objects[0]?.name).toBe('w');
    expect(lineOf(r.objects[0]!, ['metadata', 'name'])).toBe(4);
  });

  it('gives equal digests for equal content only', () => {
    const a = parse('apiVersion: v1\nkind: X\nmetadata: {name: a}\n').objects[0]!;
    const b = parse('# moved\n\napiVersion: v1\nkind: X\nmetadata:\n  name: a\n').objects[0]!;
    const c = parse('apiVersion: v1\nkind: X\nmetadata: {name: a, labels: {x: y}}\n').objects[0]!;
    expect(a.digest).toBe(b.digest);
    expect(a.digest).not.toBe(c.digest);
  });

  it('never throws on odd input', () => {
    for (const text of [
      '\0\0',
      ':',
      '- - -',
      '!foo x',
      '&a *a',
      '? [a]\n: b',
      'a: !!str\n',
      'x: 1e309',
      '"unterminated',
    ]) {
      expect(() => parse(text)).not.toThrow();
    }
  });

  it('names the first go-yaml line break of a file, whichever of the three it is', () => {
    const text = 'a: 1\nb: "x\u2029"\nc: "\u0085"\nd: "\u2028"\n';
    expect(parse(text).problems).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/^U\+2029 ends a line/) }),
    ]);
    expect(parse(text.replace('\u2029', '')).problems).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/^U\+0085 ends a line/) }),
    ]);
  });
});
