import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readFileText, toParsedFile } from '../../src/manifests/parse.js';
import { fromWire, toWire } from '../../src/manifests/wire.js';
import type { ParsedFile } from '../../src/manifests/types.js';
import type { SourceFile } from '../../src/sources/snapshot.js';

/** A file read here, and read "in a worker": its reading cloned as postMessage clones it. */
function bothWays(file: SourceFile): { here: ParsedFile; there: ParsedFile } {
  const here = toParsedFile(file.path, readFileText(file));
  const transfer: ArrayBuffer[] = [];
  const wire = structuredClone(toWire(file.text, readFileText(file), transfer), { transfer });
  return { here, there: toParsedFile(file.path, fromWire(file.text, wire)) };
}

/** Objects, problems, and the position of every field (as the direct reading lists them). */
function expectSame({ here, there }: { here: ParsedFile; there: ParsedFile }): void {
  const shape = (p: ParsedFile) => ({
    problems: p.problems,
    objects: p.objects.map((o) => ({ file: o.file, line: o.line, name: o.name, value: o.value })),
  });
  expect(shape(there)).toEqual(shape(here));
  here.objects.forEach((o, i) => {
    for (const [key, pos] of o.positions)
      expect([key, there.objects[i]!.positions.get(key)]).toEqual([key, pos]);
  });
}

function* yamlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* yamlFiles(p);
    else if (/\.(ya?ml|json)$/.test(name)) yield p;
  }
}

describe('a reading sent between threads', () => {
  it('keeps values, lines and positions: every fixture file (up to 64 KB: every field is looked up)', () => {
    let files = 0;
    for (const p of yamlFiles(join(process.cwd(), 'fixtures'))) {
      if (statSync(p).size > 65536) continue;
      expectSame(bothWays({ path: p, text: readFileSync(p, 'utf8') }));
      files++;
    }
    expect(files).toBeGreaterThan(100);
  });

  it('keeps a line looked up in the second document, after a BOM', () => {
    const text =
      '\ufeffkind: A\napiVersion: v1\nmetadata: {name: a}\n---\napiVersion: v1\nkind: B\nmetadata:\n  name: b\n';
    const { here, there } = bothWays({ path: 'two.yaml', text });
    expectSame({ here, there });
    expect(
      there.objects.map((o) => `${o.kind} ${o.line} ${o.positions.get('metadata\u001fname')?.line}`),
    ).toEqual(['A 1 3', 'B 5 8']);
  });

  it('keeps aliases (shared values), a List, and the parts read after a syntax error', () => {
    const aliases =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: &d {x: "1"}\nbinaryData: *d\n';
    const list =
      'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: A\n    metadata: {name: a}\n';
    const broken =
      'apiVersion: v1\nkind: A\nmetadata: {name: a}\n---\nkey: [unclosed\n---\napiVersion: v1\nkind: B\nmetadata: {name: b}\n';
    for (const text of [aliases, list, broken]) expectSame(bothWays({ path: 'x.yaml', text }));
    const { there } = bothWays({ path: 'x.yaml', text: aliases });
    const v = there.objects[0]!.value;
    expect(v.binaryData).toBe(v.data);
    const parts = bothWays({ path: 'x.yaml', text: broken }).there;
    expect(parts.objects.map((o) => `${o.kind}:${o.line}`)).toEqual(['A:1', 'B:7']);
    expect(parts.problems.map((p) => p.line)).toEqual([6]);
  });

  it('keeps the positions of a text read relaid (go-indent.ts), longer than the file or as long', () => {
    const head = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n';
    // Relaid longer (continuation lines indented); relaid as long (a BOM dropped, a space added).
    const longer = `${head}spec:\n  args: [\n"--a"\n]\n  after: 1\n`;
    const asLong = `${head}spec: {a: 1}\n---\n\ufeff${head.replace('name: a', 'name: b')}spec:\n  q: "x"#c\n  after: 1\n`;
    for (const text of [longer, asLong]) {
      const both = bothWays({ path: 'x.yaml', text });
      expect(both.here.problems).toEqual([]);
      expectSame(both);
      const o = both.there.objects.at(-1)!;
      expect(o.positions.get(['spec', 'after'].join('\u001f'))?.line).toBe(
        text.split('\n').indexOf('  after: 1') + 1,
      );
    }
  });
});
