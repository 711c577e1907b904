import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from '@bufbuild/cel';
import { loadAll } from 'js-yaml';
import { fastParse } from '../../../src/crd/validate/cel-fast-parse.js';
import { parseCel, parsedCelTexts } from '../../../src/crd/validate/cel-parsed.js';
import { cliJson } from '../../helpers/cli.js';
import { sameAsShipped, shippedParse } from '../../helpers/cel-oracle.js';

/**
 * The hand-written CEL parser against @bufbuild/cel's own, on real rules: every
 * `x-kubernetes-validations` rule and message expression of the shared corpus (Strimzi, the CRD
 * histories, the crdify conformance cases) and of fixtures/, and every string the CEL tests hand
 * to the engine. For each text the fast parser returns the shipped parser's tree exactly (ids,
 * offsets, macro calls, key order) or undefined, never something else; and it returns a tree for
 * every corpus rule the shipped parser reads.
 */

const root = process.cwd();
const shared = resolve(root, '..', 'shared');
const sharedPresent = existsSync(resolve(shared, 'corpus'));

function files(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.(ya?ml|json)$/.test(name)) out.push(path);
  }
  return out;
}

/** The CEL texts of a document: `rule` and `messageExpression` under `x-kubernetes-validations`, and `expression`s. */
function celTexts(v: unknown, out: Set<string>, inRules = false): void {
  if (Array.isArray(v)) for (const x of v) celTexts(x, out, inRules);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (
        typeof x === 'string' &&
        ((inRules && (k === 'rule' || k === 'messageExpression')) || k === 'expression')
      )
        out.add(x);
      else celTexts(x, out, k === 'x-kubernetes-validations' || (inRules && Array.isArray(v)));
    }
}

function rulesUnder(dirs: string[]): string[] {
  const out = new Set<string>();
  for (const dir of dirs)
    for (const path of files(dir)) {
      const text = readFileSync(path, 'utf8');
      if (!text.includes('x-kubernetes-validations') && !text.includes('expression')) continue;
      try {
        for (const doc of path.endsWith('.json') ? [JSON.parse(text)] : loadAll(text)) celTexts(doc, out);
      } catch {
        // Not YAML the loader reads (templates, deliberately broken fixtures): no rules from it.
      }
    }
  return [...out].sort();
}

/** Every quoted string of the CEL tests: rules, messages, junk; the oracle takes any text. */
function testStrings(): string[] {
  const out = new Set<string>();
  const dirs = ['__tests__/crd/validate', '__tests__/crd', '__tests__/rules', '__tests__/hostile'];
  for (const dir of dirs)
    for (const name of existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : []) {
      if (!name.endsWith('.ts') || name === 'cel-fast-parse.test.ts') continue;
      const source = readFileSync(join(root, dir, name), 'utf8');
      for (const m of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g)) {
        const raw = m[1] ?? m[2] ?? m[3] ?? '';
        try {
          out.add(
            JSON.parse(`"${raw.replace(/\\'/g, "'").replace(/\\`/g, '`').replace(/"/g, '\\"')}"`) as string,
          );
        } catch {
          out.add(raw);
        }
      }
    }
  return [...out];
}

function check(texts: string[]): { fast: number; shipped: number; missed: string[] } {
  let fast = 0;
  let shipped = 0;
  const missed: string[] = [];
  for (const text of texts) {
    const mine = fastParse(text);
    const theirs = shippedParse(text);
    if (mine !== undefined) {
      fast++;
      sameAsShipped(text, mine);
    }
    if (theirs !== undefined) {
      shipped++;
      if (mine === undefined) missed.push(text);
    }
  }
  return { fast, shipped, missed };
}

describe('the fast CEL parser on real rules', () => {
  (sharedPresent ? it : it.skip)('the shared corpus: the same tree, and every rule read', () => {
    const texts = rulesUnder([
      resolve(shared, 'corpus'),
      resolve(shared, 'conformance'),
      resolve(shared, 'reference'),
    ]);
    const { fast, shipped, missed } = check(texts);
    console.log(
      `fast CEL parser on ../shared: ${fast} of ${texts.length} texts (${shipped} parsed by @bufbuild/cel)`,
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(missed).toEqual([]);
  });
  if (!sharedPresent)
    it('shared corpus part skipped: ../shared/corpus is absent', () => expect(sharedPresent).toBe(false));

  it('fixtures/: the same tree, and every rule read', () => {
    const texts = rulesUnder([resolve(root, 'fixtures')]);
    const { fast, missed } = check(texts);
    console.log(`fast CEL parser on fixtures/: ${fast} of ${texts.length} texts`);
    expect(texts.length).toBeGreaterThan(0);
    expect(missed).toEqual([]);
  });

  it("the CEL tests' strings: the same tree or undefined", () => {
    const texts = testStrings();
    const { fast, shipped } = check(texts);
    console.log(
      `fast CEL parser on the tests' strings: ${fast} of ${texts.length} (${shipped} parsed by @bufbuild/cel)`,
    );
    expect(fast).toBeGreaterThan(200);
  });
});

describe('the shared parse cache', () => {
  it('parses a text once and gives every caller the same tree', () => {
    const a = parseCel('self.a.all(x, x > 0) && has(self.b)');
    expect(parseCel('self.a.all(x, x > 0) && has(self.b)')).toBe(a);
    expect(a).toStrictEqual(parse('self.a.all(x, x > 0) && has(self.b)'));
  });

  it("throws the shipped parser's error, word for word, every time", () => {
    const text = 'self.a ==';
    let shipped: unknown;
    try {
      parse(text);
    } catch (err) {
      shipped = err;
    }
    expect(shipped).toBeInstanceOf(Error);
    for (let i = 0; i < 2; i++) expect(() => parseCel(text)).toThrow((shipped as Error).message);
  });

  (sharedPresent ? it : it.skip)(
    'no caller changes a shared tree: after whole gate runs every cached tree is still a fresh parse',
    async () => {
      const corpus = resolve(shared, 'corpus');
      const gateway = resolve(corpus, 'crd-history', 'gateway-api');
      for (const [base, head] of [
        [resolve(corpus, 'strimzi', '1.0.0'), resolve(corpus, 'strimzi', '1.2.0')],
        [resolve(gateway, 'v1.4.0'), resolve(gateway, 'v1.5.0')],
      ])
        expect((await cliJson(['--base', base!, '--head', head!, '--fail-on', 'never'])).code).toBe(0);
      const cached = parsedCelTexts();
      expect(cached.length).toBeGreaterThan(50);
      for (const [text, tree] of cached) sameAsShipped(text, tree);
    },
  );
});
