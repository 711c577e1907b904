import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadAll } from 'js-yaml';
import { RE2JS } from 're2js';
import { parseLite, type Lite } from '../../../src/crd/validate/re2-lite.js';
import { liteRe2 } from '../../../src/crd/validate/re2-lite-match.js';
import { compileRe2 } from '../../../src/crd/validate/re2.js';

/**
 * The linear subset matcher against re2js (a port of Go's regexp, which the API server runs): every
 * `pattern` of ../shared (Strimzi releases, conformance cases, CRD histories) and fixtures/, and the
 * string formats' expressions, each on edge values and on values sampled from the pattern itself.
 * Skips ../shared when it is absent.
 */
const shared = resolve(process.cwd(), '..', 'shared');

function files(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.(ya?ml|json)$/.test(name) && statSync(path).size < 8 << 20) out.push(path);
  }
  return out;
}

function collect(v: unknown, out: Set<string>): void {
  if (Array.isArray(v)) v.forEach((x) => collect(x, out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      if (k === 'pattern' && typeof x === 'string') out.add(x);
      collect(x, out);
    }
}

function patternsOf(dirs: string[]): string[] {
  const out = new Set<string>();
  for (const path of dirs.flatMap((d) => files(d))) {
    try {
      collect(loadAll(readFileSync(path, 'utf8')), out);
    } catch {
      // hostile or templated files: their patterns, if any, are not read here
    }
  }
  return [...out].sort();
}

/** The format expressions of formats.ts, as compileRe2 receives them (the `i` flag as `(?i)`). */
function formatPatterns(): string[] {
  const text = readFileSync('src/crd/validate/formats.ts', 'utf8');
  return [...text.matchAll(/\/(\^.*?\$)\/(i?)[,;]?$/gm)].map((m) => `${m[2] ? '(?i)' : ''}${m[1]}`);
}

/** A small seeded generator (mulberry32), so failures reproduce. */
function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** A value the tree matches (anchors aside), choosing members near the ranges' ends. */
function sample(node: Lite, pick: (n: number) => number): string {
  switch (node.k) {
    case 'set': {
      if (!node.ranges.length) return '';
      const k = pick(node.ranges.length / 2) * 2;
      const [lo, hi] = [node.ranges[k]!, node.ranges[k + 1]!];
      const cp = [lo, hi, lo + pick(Math.min(hi - lo + 1, 100))][pick(3)]!;
      return String.fromCodePoint(cp >= 0xd800 && cp <= 0xdfff ? 0x41 : cp);
    }
    case 'begin':
    case 'end':
      return '';
    case 'cat':
      return node.subs.map((s) => sample(s, pick)).join('');
    case 'alt':
      return sample(node.subs[pick(node.subs.length)]!, pick);
    case 'rep': {
      const max = node.max === -1 ? node.min + 3 : Math.min(node.max, node.min + 3);
      const n = node.min + pick(max - node.min + 1);
      return Array.from({ length: n }, () => sample(node.sub, pick)).join('');
    }
  }
}

const EDGES = [
  '',
  '\n',
  'a',
  'a\n',
  '\na',
  '0',
  '-',
  'é',
  '😀',
  '\ud800',
  '\udc00',
  'a\ud800b',
  ' ',
  'x'.repeat(300),
];

/** Edge values, samples of the pattern, and the samples spoiled (a newline after, a character dropped, …). */
function valuesFor(tree: Lite, seed: number): string[] {
  const pick = rng(seed);
  const out = [...EDGES];
  for (let i = 0; i < 12; i++) {
    const s = sample(tree, pick);
    const at = pick(s.length + 1);
    out.push(s, `${s}\n`, `\n${s}`, s.slice(0, at) + s.slice(at + 1), `${s.slice(0, at)}😀${s.slice(at)}`);
    out.push(`${s}${s}`, `x${s}`, s.slice(0, at) + '\ud83d' + s.slice(at));
  }
  return out;
}

/** How the two disagree on a pattern, or undefined when they agree on every value. */
function disagreement(pattern: string, seed: number): string | undefined {
  const lite = liteRe2(pattern);
  if (!lite) return undefined;
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (err) {
    return `re2js rejects it (${(err as Error).message}) but the subset accepts it`;
  }
  for (const v of valuesFor(parseLite(pattern)!, seed))
    if (lite.test(v) !== re.matcher(v).find()) return `${JSON.stringify(v)}: subset ${lite.test(v)}`;
  return undefined;
}

describe('the linear subset matcher agrees with re2js', () => {
  const corpus = existsSync(shared) ? patternsOf([shared]) : [];
  const own = [...patternsOf(['fixtures']), ...formatPatterns()];

  (corpus.length ? it : it.skip)('on every pattern of ../shared', () => {
    const fast = corpus.filter((p) => liteRe2(p));
    console.log(`../shared: ${fast.length} of ${corpus.length} distinct patterns take the subset matcher`);
    expect(corpus.map((p, i) => [p, disagreement(p, i)]).filter(([, d]) => d)).toEqual([]);
    expect(fast.length).toBeGreaterThan(corpus.length * 0.8);
  });

  it('on every pattern of fixtures/ and on the string formats', () => {
    const fast = own.filter((p) => liteRe2(p));
    console.log(
      `fixtures/ and formats: ${fast.length} of ${own.length} distinct patterns take the subset matcher`,
    );
    expect(own.map((p, i) => [p, disagreement(p, i)]).filter(([, d]) => d)).toEqual([]);
  });

  it.each([
    ['^[0-9]+[mMgG]?$', ['1', '12g', '12gg', '12g\n', '', '１']],
    ['^[a-z0-9][-_a-z0-9]*[a-z0-9]$', ['ab', 'a-b', '-ab', 'a', 'a\nb', 'ab\n']],
    [
      '^(https?|ftp)://[-a-zA-Z0-9+&@#/%?=~_|!:,.;]*[-a-zA-Z0-9+&@#/%=~_|]$',
      ['http://a', 'ftp://x/', 'https://'],
    ],
    ['a.c', ['abc', 'a\nc', 'a😀c', 'a\ud800c']],
    ['[^a]', ['\n', 'a', 'aa', '😀', '\udc00']],
    ['^\\d\\s\\w\\D\\S\\W$', ['1 a_x.', '1\tZ\n-\u00a0', '1\u000ba..!']],
    ['^$', ['', '\n']],
    ['x{2,3}$|^y{0}z', ['xx', 'x', 'xxxx', 'z', 'yz', 'az']],
    ['(|a)+b|()*c|(?:)', ['', 'b']],
    ['[]a]|[^]a]|[a-]|[-a]|[\\]\\-\\\\]', [']', '-', '\\', 'b', 'a']],
    ['^[\\d-z]+$', ['1-z', 'y', '-']],
    ["^[A-Za-z0-9!#$%&'*+\\-.^_\\x60|~]+$", ['`', 'a^b', 'a"b', '']],
    ['\\x41\\x{1F600}[\\x{e9}-\\x{10FFFF}]', ['A😀é', 'A😀e', 'A😀\udbff']],
  ])('%s', (pattern, values) => {
    const lite = liteRe2(pattern)!;
    const re = RE2JS.compile(pattern);
    expect(lite).toBeDefined();
    expect(values.map((v) => lite.test(v))).toEqual(values.map((v) => re.matcher(v).find()));
  });
});

/** re2js's reason to reject the pattern, as compileRe2 words it; undefined when it compiles. */
function re2jsError(pattern: string): string | undefined {
  try {
    RE2JS.compile(pattern);
    return undefined;
  } catch (err) {
    return (err as Error).message.replace(/^error parsing regexp: /, '');
  }
}

const label = (p: string) => (p.length > 40 ? `${p.slice(0, 12)}… (${p.length} characters)` : p);

describe('what the subset leaves to re2js', () => {
  it.each(
    [
      '(?i)abc',
      'a*?',
      'a??',
      'a**',
      'a{2}{3}',
      '\\bword',
      '\\pL',
      '[[:alpha:]]',
      '\\Qa.b\\E',
      '\\x{D800}',
      '\\x{110000}',
      '\\x{0000041}',
      '\\x{}',
      '\\x4',
      '\\xg1',
      '\\101',
      '\\0',
      '(?P<name>a)',
      '(?<name>a)',
      '(?=a)',
      'a{1001}',
      'a{,3}',
      'a{01}',
      '(a{40}){40}',
      '((a{10}){10}){11}',
      '\\A\\z',
      '[a',
      '(a',
      'a)',
      '*a',
      '(|*)',
      '\\',
      '\\q',
      '[a-\\d]',
      '[z-a]',
      'a\ud800',
      '\\C',
      'x'.repeat(5000),
      `${'('.repeat(101)}a${')'.repeat(101)}`,
    ].map((p) => [label(p), p]),
  )('%s', (_label, pattern) => {
    expect(liteRe2(pattern)).toBeUndefined();
    const re = compileRe2(pattern);
    expect('error' in re ? re.error : undefined).toBe(re2jsError(pattern));
  });

  it('keeps re2js rejections and their messages', () => {
    expect(compileRe2('a**')).toEqual({ error: 'invalid nested repetition operator: `**`' });
    expect(compileRe2('(a{40}){40}')).toEqual({ error: 'invalid repeat count: `{40}`' });
  });
});

describe('hostile patterns stay linear', () => {
  it.each([
    '(a|aa)*b',
    '(x+x+)+y',
    '(a*)*$',
    '^(a|a?)+$',
    '(.*a){20}',
    '.{0,1000}x',
    '(a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p)*z',
  ])('%s on 100 KB', (pattern) => {
    const lite = liteRe2(pattern)!;
    expect(lite).toBeDefined();
    const value = `${(pattern.includes('x') ? 'x' : 'a').repeat(100_000)}!`;
    const started = performance.now();
    const result = lite.test(value);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result).toBe(RE2JS.compile(pattern).matcher(value).find());
  });
});
