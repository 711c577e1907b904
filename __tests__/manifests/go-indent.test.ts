import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { loadAll, parseEvents } from 'js-yaml';
import { holdsRegions, relayForGoYaml } from '../../src/manifests/go-indent.js';
import { parseFile } from '../../src/manifests/parse.js';
import { pathKey } from '../../src/manifests/types.js';

const CORPUS = '/work/shared/corpus';

const lines = (t: string) => t.split('\n').length;

describe('relayForGoYaml: the layout go-yaml reads, laid out for js-yaml', () => {
  it('indents the continuation lines of a flow collection or quoted scalar to its opening column', () => {
    const t = 'spec:\n  args: [\n  "--a",\n"--b"\n  ]\n  d: "x\n  y"\n  after: 1\n';
    const r = relayForGoYaml(t)!;
    expect(r.text).toBe(
      'spec:\n  args: [\n        "--a",\n        "--b"\n        ]\n  d: "x\n     y"\n  after: 1\n',
    );
    expect(lines(r.text)).toBe(lines(t));
    // Each region at its opening and closing characters in the relaid text.
    expect(r.regions.map((g) => [r.text[g.open], r.text[g.close], g.quoted])).toEqual([
      ['[', ']', false],
      ['"', '"', true],
    ]);
    expect(r.text.indexOf('[')).toBe(r.regions[0]!.open);
    expect(holdsRegions(parseEvents(r.text, {}), r.regions)).toBe(true);
  });

  it('makes spaces of tabs separating flow entries and puts a space before a glued comment', () => {
    expect(relayForGoYaml('a:\t[1,\t2]#c\nb: "x"#c\n')?.text).toBe('a: [1, 2] #c\nb: "x" #c\n');
  });

  it('leaves alone what is not a region: block scalars, plain scalars, comments, document markers', () => {
    expect(relayForGoYaml('a: |\n  [x,\n  "y\nb: x#y [\n# "c\n')).toBeUndefined();
    // A document marker inside a quoted scalar ends the document for go-yaml too: never indented.
    expect(relayForGoYaml('a: "x\n---\ny"\n')?.text).toBe('a: "x\n---\n   y"\n');
  });

  it('drops a byte order mark only on the line after a bare `---` (kyaml decodes each part alone)', () => {
    expect(relayForGoYaml('a: 1\n--- # c\n\ufeffb: 2\n')?.text).toBe('a: 1\n--- # c\nb: 2\n');
    expect(relayForGoYaml('a: 1\n\ufeffb: 2\n')).toBeUndefined();
  });

  it('does not relay a flow collection where go-yaml refuses a tab indenting a plain scalar’s next line', () => {
    expect(relayForGoYaml('a:\n  b: [x\n \ty]\n')).toBeUndefined();
    expect(parseFile({ path: 'f.yaml', text: 'a:\n  b: [x\n \ty]\n' }).problems).toHaveLength(1);
  });

  it('holdsRegions refuses a relaying whose region is not where js-yaml reads one', () => {
    const t = 'a: "x y"\nb: [1, 2]\n';
    const events = parseEvents(t, {});
    expect(holdsRegions(events, [{ open: 3, close: 7, quoted: true }])).toBe(true);
    expect(holdsRegions(events, [{ open: 3, close: 6, quoted: true }])).toBe(false);
    expect(holdsRegions(events, [{ open: 12, close: 19, quoted: false }])).toBe(true);
    // A flow collection the lexer closed too late: the next node starts before its end.
    expect(holdsRegions(events, [{ open: 12, close: 20, quoted: true }])).toBe(false);
    expect(holdsRegions(parseEvents('a: [1]\nb: 2\n', {}), [{ open: 3, close: 9, quoted: false }])).toBe(
      false,
    );
  });
});

/** Every YAML file under `dir`. */
function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

describe('relaying never changes what a text means', () => {
  const corpus = existsSync(CORPUS) ? it : it.skip;

  corpus('every corpus and fixture file js-yaml reads reads the same relaid', () => {
    let relaid = 0;
    const bad: string[] = [];
    for (const f of [...yamlFiles('fixtures'), ...yamlFiles(CORPUS)]) {
      const text = readFileSync(f, 'utf8').replace(/^\ufeff/, '');
      // Large files (CRDs of several hundred kB) add time, not kinds of layout.
      const r = text.length < 100_000 ? relayForGoYaml(text) : undefined;
      if (!r) continue;
      let want: unknown;
      try {
        want = loadAll(text);
      } catch {
        continue;
      }
      relaid++;
      if (lines(r.text) !== lines(text)) bad.push(`${f}: lines`);
      else if (!holdsRegions(parseEvents(r.text, {}), r.regions)) bad.push(`${f}: regions`);
      else if (!isDeepStrictEqual(loadAll(r.text), want)) bad.push(`${f}: values`);
    }
    process.stdout.write(`go-indent: ${relaid} corpus files relaid, read the same\n`);
    expect(bad).toEqual([]);
    expect(relaid).toBeGreaterThan(10);
  });

  /** Generated `spec` entries: [well-indented text, the same with continuation lines at `cols`]. */
  const WORDS = [
    'a',
    'foo bar',
    '1',
    'x:y',
    'a#b',
    "it's",
    '-v',
    'true',
    '"q"',
    "'s'",
    '"e\\" \\\\"',
    '[]',
    '{}',
  ];
  const entryOf = (kind: number, words: string[], cut: boolean[]): string => {
    const sep = (k: number) => (cut[k % cut.length] ? '\n' : ' ');
    if (kind === 0) return `[${sep(0)}${words.join(`,${sep(1)}`)}${sep(2)}]`;
    if (kind === 1) return `{${sep(0)}${words.map((w, i) => `k${i}: ${w}`).join(`,${sep(1)}`)}${sep(2)}}`;
    const body = words.map((w) => w.replace(/["'\\]/g, '')).join(sep(3));
    return kind === 2 ? `"${body}${sep(4)}\\${sep(5)}end"` : `'${body}${sep(4)}end'`;
  };

  it('continuation lines at any indentation read as the well-indented text (property)', () => {
    let read = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.integer({ min: 0, max: 3 }),
            words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
            cut: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.constantFrom('', ' ', '  ', '      \t'), { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        (entries, leads, inSequence) => {
          const key = inSequence ? '  - e' : '  e';
          const deep = inSequence ? '            ' : '          ';
          const body = (lead: (i: number) => string) =>
            entries
              .map(
                (e, i) =>
                  `${key}${i}: ${entryOf(e.kind, e.words, e.cut).replace(/\n/g, () => `\n${lead(i)}`)}`,
              )
              .join('\n');
          const head = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\nspec:\n  l:\n`;
          let n = 0;
          const wanted = `${head}${body(() => deep)}\n  after: 1\n`;
          const given = `${head}${body(() => leads[n++ % leads.length]!)}\n  after: 1\n`;
          const want = parseFile({ path: 'f.yaml', text: wanted });
          if (want.problems.length > 0) return; // a combination that is not YAML at all
          read++;
          const got = parseFile({ path: 'f.yaml', text: given });
          expect(got.problems).toEqual([]);
          expect(got.objects[0]!.value).toEqual(want.objects[0]!.value);
          const at = (p: ReturnType<typeof parseFile>) =>
            p.objects[0]!.positions.get(pathKey(['spec', 'after']))?.line;
          expect(at(got)).toBe(at(want));
        },
      ),
      { numRuns: Number(process.env.GO_INDENT_RUNS ?? 400) },
    );
    process.stdout.write(`go-indent generated: ${read} texts read both ways\n`);
    expect(read).toBeGreaterThan(200);
  });
});
