import { scanTypes } from '../../src/manifests/kind-scan.js';
import { parseFile } from '../../src/manifests/parse.js';

const plain = [
  'apiVersion: v1',
  'kind: ConfigMap # a comment',
  'metadata:',
  '  name: a',
  '  annotations:',
  '    note: "it is \'quoted\'"',
  'data:',
  '  script: |',
  '    echo kind: Secret',
  '---',
  '# only a comment',
  '--- # marker with a comment',
  'kind: Service',
  'apiVersion: v1',
  'metadata:',
  '  namespace: apps # a comment',
  '  name: b',
  '',
].join('\n');

const typesByParser = (text: string) =>
  parseFile({ path: 'x.yaml', text }).objects.map((o) => ({
    apiVersion: o.apiVersion,
    kind: o.kind,
    identity: { name: o.name, namespace: o.namespace },
  }));

describe('the kind scan', () => {
  it('reads the top-level apiVersion and kind of each document, as the parser does', () => {
    expect(scanTypes(plain)).toEqual([
      { apiVersion: 'v1', kind: 'ConfigMap', identity: { name: 'a', namespace: '' } },
      { apiVersion: 'v1', kind: 'Service', identity: { name: 'b', namespace: 'apps' } },
    ]);
    expect(scanTypes(plain)).toEqual(typesByParser(plain));
  });

  it('reads a one-line flow metadata, and names only what it is sure of', () => {
    const typed = (meta: string) =>
      scanTypes(`apiVersion: v1\nkind: Service\nmetadata: ${meta}\nspec: { ports: [{ port: 80 }] }\n`);
    expect(typed('{ name: svc-1, namespace: team-1 }')).toEqual([
      { apiVersion: 'v1', kind: 'Service', identity: { name: 'svc-1', namespace: 'team-1' } },
    ]);
    for (const text of [
      '{ name: svc-1, namespace: team-1 }',
      '{ name: "svc-1" }',
      '{ name: yes }',
      '{ name: 123 }',
      '{ name: &a svc }',
      '{ name: a, name: b }',
      '{ labels: { a: b }, name: c }',
    ].map((m) => `apiVersion: v1\nkind: Service\nmetadata: ${m}\n`))
      if (!text.includes('team-1')) expect(scanTypes(text)?.[0]?.identity).toBeUndefined();
    const block = (lines: string) =>
      scanTypes(`apiVersion: v1\nkind: Service\nmetadata:\n${lines}`)?.[0]?.identity;
    expect(block('  labels:\n    name: x\n  name: web\n')).toEqual({ name: 'web', namespace: '' });
    expect(block('  name: y\n')).toBeUndefined(); // YAML 1.1: a boolean
    expect(block('  name: web\n    z\n')).toBeUndefined(); // a plain scalar going on: "web z"
    expect(block('  <<: *base\n  name: web\n')).toBeUndefined();
    expect(block('  name: on\n')).toBeUndefined();
  });

  it('types a document with neither apiVersion nor kind as none (no object), as the parser does', () => {
    const settings =
      'service: web\nlogging:\n  level: info\non: [push]\n---\nname: ci\njobs:\n  a:\n    runs-on: x\n';
    expect(scanTypes(settings)).toEqual([]);
    expect(typesByParser(settings)).toEqual([]);
    // One of the two keys, or a key the scan cannot read, is still not typed.
    expect(scanTypes('service: web\nkind: Widget\n')).toBeUndefined();
    expect(scanTypes('service: web\n"kind": Widget\napiVersion: v1\n')).toBeUndefined();
    expect(scanTypes('service: web\n<<: {apiVersion: v1, kind: Secret}\n')).toBeUndefined();
  });

  // Each of these is a text the scan could misread: it must give up (the file is then parsed).
  const hostile: Record<string, string> = {
    'a quoted kind': 'apiVersion: v1\nkind: "ConfigMap"\n',
    'a kind line twice': 'apiVersion: v1\nkind: ConfigMap\nkind: Secret\n',
    'no kind line': 'apiVersion: v1\nmetadata:\n  name: a\n',
    'a tag on the kind': 'apiVersion: v1\nkind: !!str ConfigMap\n',
    'an alias as the kind': 'apiVersion: v1\nkind: *k\n',
    'an anchor on a top-level value': 'apiVersion: v1\nkind: Secret\nmetadata: &m\n  name: a\n',
    'a merge key': 'apiVersion: v1\n<<: {kind: Secret}\nkind: ConfigMap\n',
    'a flow root': '{apiVersion: v1, kind: ConfigMap}\n',
    'a kind going on over the next line': 'apiVersion: v1\nkind: Config\n  Map\n',
    'a key twice': 'apiVersion: v1\nkind: ConfigMap\ndata:\n  a: b\ndata:\n  c: d\n',
    'a flow top-level value': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a,\nkind: Secret}\n',
    'a multi-line quoted scalar hiding a kind line':
      'apiVersion: v1\ndata: "x\nkind: Secret"\nkind: ConfigMap\n',
    'a nested quoted scalar running to column 0':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "a\nkind: Secret"\n',
    'a block scalar as a top-level value': 'apiVersion: v1\nkind: ConfigMap\ndata: |\n  kind: Secret\n',
    'content after the marker': 'apiVersion: v1\nkind: ConfigMap\n--- !!map\nkind: Secret\napiVersion: v1\n',
    'a document end marker': 'apiVersion: v1\nkind: ConfigMap\n...\n',
    'a directive': '%YAML 1.1\n---\napiVersion: v1\nkind: ConfigMap\n',
    'an indented root': '  apiVersion: v1\n  kind: ConfigMap\n',
    'a BOM': '\ufeffapiVersion: v1\nkind: ConfigMap\n',
    'CRLF line ends': 'apiVersion: v1\r\nkind: ConfigMap\r\n',
    'a tab': 'apiVersion: v1\nkind: ConfigMap\ndata:\n\ta: b\n',
    'an escape': 'apiVersion: v1\nkind: ConfigMap\ndata:\n  a: "\\x6bind"\n',
    'a root sequence': '- apiVersion: v1\n  kind: ConfigMap\n',
    'a complex key': '? kind\n: Secret\napiVersion: v1\nkind: ConfigMap\n',
    'an empty text': '',
    'a key without a space after the colon': 'apiVersion: v1\nkind: ConfigMap\ndata:x\n',
  };
  it.each(Object.entries(hostile))('gives up on %s', (_, text) => {
    expect(scanTypes(text)).toBeUndefined();
  });
});

describe('the kind scan on generated texts', () => {
  // Lines of the shapes the scan reads or must give up on: quotes split over lines, comments,
  // markers, block and flow values, metadata laid out both ways.
  const lines = [
    'apiVersion: v1',
    'apiVersion: apps/v1',
    'kind: ConfigMap',
    'kind: Secret',
    'metadata:',
    'metadata: {name: a, namespace: b}',
    'metadata: # c',
    '  name: a',
    '  namespace: b',
    '  labels:',
    '    name: x',
    '    deeper',
    'data:',
    '  a: b',
    "  note: 'it''s'",
    '  q: "x',
    'y"',
    "o: 'q",
    'p: "a"',
    '---',
    '--- # c',
    '# c',
    '',
    '  # c',
    '   ',
    'spec:',
    '  x: |',
    '    kind: Secret',
    'x: [1, 2]',
    'x: {a: 1',
    'z: y',
    '  y',
    'name: ci',
  ];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };

  it('when it answers, answers what the parser reads (5,000 texts)', () => {
    let answered = 0;
    for (let k = 0; k < 5000; k++) {
      const text = `${Array.from({ length: 1 + next(10) }, () => lines[next(lines.length)]).join('\n')}\n`;
      const scanned = scanTypes(text);
      const parsed = parseFile({ path: 'x.yaml', text });
      if (!scanned || parsed.problems.length) continue;
      answered++;
      const types = scanned.map(({ apiVersion, kind }) => ({ apiVersion, kind }));
      expect([text, types]).toEqual([
        text,
        parsed.objects.map(({ apiVersion, kind }) => ({ apiVersion, kind })),
      ]);
      for (const [i, t] of scanned.entries())
        if (t.identity)
          expect(t.identity).toEqual({
            name: parsed.objects[i]!.name,
            namespace: parsed.objects[i]!.namespace,
          });
    }
    expect(answered).toBeGreaterThan(100);
  });
});
