import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { comparePlain } from '../helpers/plain-compare.js';
import { DEFAULT_PARSE_LIMITS } from '../../src/manifests/limits.js';
import { readPlainYaml } from '../../src/manifests/plain-read.js';

const CORPUS = '/work/shared/corpus';

/** Every YAML file under `dir` (sorted, so counts are stable). */
function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** The text as parse.ts hands it to the readers (a leading BOM dropped). */
const parsedText = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

function compareAll(files: string[]): { fast: number; fallback: number; bad: string[] } {
  const counts = { fast: 0, fallback: 0, bad: [] as string[] };
  for (const f of files) {
    const r = comparePlain(parsedText(readFileSync(f, 'utf8')), f);
    if (r === 'fast') counts.fast++;
    else if (r === 'fallback') counts.fallback++;
    else counts.bad.push(`${f}: ${r}`);
  }
  return counts;
}

describe('plain YAML reader (plain-read.ts) against the full reading', () => {
  it('reads every fixture file as js-yaml does, or gives up', () => {
    const r = compareAll(yamlFiles('fixtures'));
    process.stdout.write(`plain-read: fixtures ${r.fast} fast, ${r.fallback} fallback\n`);
    expect(r.bad).toEqual([]);
    expect(r.fast).toBeGreaterThan(200);
  });

  it('leaves the limits to the full reading: nodes per document and per file, nesting', () => {
    const doc = 'a:\n  b: 1\n  c: [x, y]\n  d:\n  - e: f\n';
    expect(comparePlain(doc)).toBe('fast');
    // 14 nodes (keys and collections count): at the limit it is read here, one under and js-yaml
    // judges; the file: two such documents and an empty one (one empty scalar).
    expect(comparePlain(doc, 'f.yaml', { maxExpandedNodes: 14 })).toBe('fast');
    expect(comparePlain(doc, 'f.yaml', { maxExpandedNodes: 13 })).toBe('fallback');
    expect(comparePlain(`${doc}---\n${doc}---\n`, 'f.yaml', { maxFileNodes: 29 })).toBe('fast');
    expect(comparePlain(`${doc}---\n${doc}---\n`, 'f.yaml', { maxFileNodes: 28 })).toBe('fallback');
    const deep = Array.from({ length: 40 }, (_, i) => `${' '.repeat(i)}k:`).join('\n');
    expect(comparePlain(deep, 'f.yaml', { maxDepth: 200 })).toBe('fast');
    expect(comparePlain(deep, 'f.yaml', { maxDepth: 100 })).toBe('fallback');
  });

  const corpus = existsSync(CORPUS) ? it : it.skip;
  corpus('reads every corpus file (Strimzi releases, CRD histories) as js-yaml does, or gives up', () => {
    const r = compareAll(yamlFiles(CORPUS));
    process.stdout.write(`plain-read: corpus ${r.fast} fast, ${r.fallback} fallback\n`);
    expect(r.bad).toEqual([]);
    expect(r.fast).toBeGreaterThan(900);
  });

  /** Real texts to mutate: every fixture file, and the first 80 lines of some corpus CRDs. */
  const seeds = (() => {
    const texts = yamlFiles('fixtures').map((f) => parsedText(readFileSync(f, 'utf8')));
    if (existsSync(CORPUS))
      for (const f of yamlFiles(CORPUS).filter((_, i) => i % 40 === 0))
        texts.push(readFileSync(f, 'utf8').split('\n').slice(0, 80).join('\n'));
    return texts.filter((t) => comparePlain(t) === 'fast');
  })();

  /** What a mutation inserts: indicators, quotes, escapes, comments, tabs, odd line ends, unicode. */
  const INSERTS = [
    '"',
    "'",
    ':',
    ': ',
    ':\n',
    '#',
    ' #',
    ' # c',
    '\t',
    '&a ',
    '*a',
    '!',
    '!!str ',
    '!!binary ',
    '{',
    '}',
    '[',
    ']',
    '{}',
    '[]',
    '{a: 1}',
    '[a, b]',
    '|',
    '>',
    '|-\n',
    '>+\n',
    '|2\n',
    ' ',
    '  ',
    '\n',
    '\n\n',
    '\n  ',
    '\n    x',
    '- ',
    '-',
    '? ',
    '---\n',
    '--- ',
    '...\n',
    '%YAML 1.2\n',
    'é',
    '\u{1F600}',
    '\ud800',
    '\\',
    '\\n',
    '\\x4',
    '<<: ',
    '\r\n',
    '\r',
    '\u2028',
    '\u0085',
    '\ufeff',
    '\u0000',
    '\u0007',
    ',',
    '@',
    '`',
    '%',
    '~',
    'null',
    'true',
    '0x1F',
    '1e400',
    '2020-01-02',
    '.inf',
    '__proto__',
    '9007199254740993',
    '1e17',
    'a: b',
    "''",
    '""',
    '"\\"',
    '\n' + ' '.repeat(40) + 'deep: 1',
  ];
  const mutation = fc.oneof(
    fc.record({ at: fc.nat(), insert: fc.constantFrom(...INSERTS) }),
    fc.record({ at: fc.nat(), remove: fc.integer({ min: 1, max: 12 }) }),
    fc.record({ at: fc.nat(), indent: fc.integer({ min: -3, max: 3 }) }),
  );

  type Edit = { at: number; insert?: string; remove?: number; indent?: number };
  function mutate(text: string, edits: Edit[]): string {
    let t = text;
    for (const e of edits) {
      const at = e.at % (t.length + 1);
      if (e.insert !== undefined) t = t.slice(0, at) + e.insert + t.slice(at);
      else if (e.remove !== undefined) t = t.slice(0, at) + t.slice(at + e.remove);
      else {
        const ls = t.lastIndexOf('\n', at - 1) + 1;
        const d = e.indent!;
        t =
          d >= 0
            ? t.slice(0, ls) + ' '.repeat(d) + t.slice(ls)
            : t.slice(0, ls) + t.slice(ls).replace(new RegExp(`^ {0,${-d}}`), '');
      }
    }
    return t;
  }

  it('reads mutated real texts as js-yaml does, or gives up (property)', () => {
    const taken = { fast: 0, fallback: 0 };
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (k, edits) => {
        const text = mutate(seeds[k % seeds.length]!, edits);
        const r = comparePlain(text);
        if (r !== 'fast' && r !== 'fallback') throw new Error(`${r}\n${JSON.stringify(text)}`);
        taken[r]++;
      }),
      { numRuns: Number(process.env.PLAIN_RUNS ?? 3000) },
    );
    process.stdout.write(`plain-read mutants: ${taken.fast} fast, ${taken.fallback} fallback\n`);
    // Both ways are taken: mutants the reader reads, and mutants it leaves to js-yaml.
    expect(taken.fast).toBeGreaterThan(300);
    expect(taken.fallback).toBeGreaterThan(300);
  });

  it('gives up on a space before any line end of a text it reads (found where the reading meets it)', () => {
    // Line ends of every seed, in turn (up to 40 a seed, spread over it): the reader must meet each
    // line end, wherever it is (a key, a comment, a blank line, a block or quoted scalar, after `---`).
    let tried = 0;
    const read: string[] = [];
    for (const seed of seeds) {
      const ends = [...seed.matchAll(/\n/g)].map((m) => m.index);
      const step = Math.ceil(ends.length / 40);
      for (const i of ends.filter((_, k) => k % step === 0)) {
        const text = `${seed.slice(0, i)} ${seed.slice(i)}`;
        const lim = { ...DEFAULT_PARSE_LIMITS, budget: { left: DEFAULT_PARSE_LIMITS.maxFileNodes } };
        if (readPlainYaml(text, lim) !== undefined) read.push(JSON.stringify(text.slice(i - 40, i + 2)));
        tried++;
      }
    }
    expect(read).toEqual([]);
    process.stdout.write(`plain-read trailing spaces: ${tried} texts\n`);
    expect(tried).toBeGreaterThan(1000);
  });

  it('reads generated block YAML as js-yaml does, or gives up (property)', () => {
    const taken = { fast: 0, fallback: 0 };
    const runs = Number(process.env.PLAIN_RUNS ?? 1500);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 50, maxLength: 50 }), (choices) => {
        const text = generated(choices);
        const r = comparePlain(text);
        if (r !== 'fast' && r !== 'fallback') throw new Error(`${r}\n${JSON.stringify(text)}`);
        taken[r]++;
      }),
      { numRuns: runs },
    );
    process.stdout.write(`plain-read generated: ${taken.fast} fast, ${taken.fallback} fallback\n`);
    // Most fall-backs are texts js-yaml refuses (the generator writes bad indentation on purpose).
    expect(taken.fast).toBeGreaterThan(runs / 6);
  });
});

const KEYS = [
  'a',
  'b-c',
  'x.y/z',
  'name',
  'spec',
  'items',
  '"q k"',
  "'s k'",
  '"e\\u00e9"',
  'a#b',
  'on',
  'k:v',
  'é',
];
const ODD_KEYS = ['true', '1', '~', '? a', '[a]', '&k a', 'a ', '<<'];
const SCALARS = [
  'foo',
  'foo bar',
  '1',
  '-1',
  '0x1F',
  '0o17',
  '1e3',
  '1e400',
  '.5',
  'null',
  '~',
  'true',
  'yes',
  '08',
  '+1',
  'a#b',
  'foo # comment',
  'http://x:y',
  "it's",
  '"dq \\" esc"',
  "'sq '' esc'",
  '"\\u00e9\\t"',
  'é',
  '-x',
  '?x',
  ':x',
  '""',
  "''",
  '{}',
  '[]',
  '"a\n    b"',
  "'a\n\n    b'",
  '"a\\\n    b"',
  '[a, b]',
  '[ "a", 1 ]',
  '{a: 1, b: "x"}',
  '{ k: {}, l: [x, {m: n}] }',
  '{"j": -0}',
];
const ODD_SCALARS = [
  '9007199254740993',
  '-0x7FFFFFFFFFFFFFFF',
  '1e17',
  '*x',
  '&x y',
  '!!str z',
  '2020-01-01',
  '.inf',
  'a: b',
  '- a',
  '"a\nb"',
  '| x',
  '[a, ]',
  '{a: }',
  '{a}',
  '[a: b]',
  '{a: 1, a: 2}',
  '[a,\n  b]',
  '{a: 1} x',
  '[-]',
  '[a #c]',
];
const HEADERS = ['|', '|-', '|+', '>', '>-', '>+'];

/** A block YAML text drawn from `choices` (each a random natural number, used in turn). */
function generated(choices: number[]): string {
  let k = 0;
  const pick = <T>(xs: readonly T[]): T => xs[choices[k++ % choices.length]! % xs.length]!;
  const odd = () => pick([...Array<boolean>(15).fill(false), true]);
  let serial = 0;
  // Keys mostly unique (a key twice is left to js-yaml), odd ones now and then.
  const key = () =>
    odd()
      ? pick(ODD_KEYS)
      : `${pick(KEYS)}${pick(['', serial++])}`.replace(/^(["'].*)(["'])(\d+)$/, '$1$3$2');
  const scalar = () => pick(odd() ? ODD_SCALARS : SCALARS);
  const lines: string[] = [];
  const pad = (n: number) => ' '.repeat(n);
  const extra = () => (pick([0, 0, 0, 0, 1]) === 0 ? '' : odd() ? '  # deep comment' : pick(['', '# c']));
  const value = (ind: number, depth: number, head: string): void => {
    const kind = depth > 3 ? pick([0, 1, 2]) : pick([0, 1, 2, 3, 3, 4, 4, 5]);
    if (kind === 0) lines.push(`${head} ${scalar()}`);
    else if (kind === 1) {
      lines.push(`${head} ${pick(['foo', 'a b', '1'])}`);
      for (let i = pick([1, 2, 3]); i > 0; i--)
        lines.push(
          pick([
            '',
            `${pad(ind + pick([1, 2, 4]))}${odd() ? pick(['x: y', '# n']) : pick(['bar', 'bar baz', '- z'])}`,
          ]),
        );
    } else if (kind === 2) {
      lines.push(`${head} ${pick(HEADERS)}`);
      for (let i = pick([0, 1, 2, 3]); i > 0; i--)
        lines.push(
          pick([
            '',
            `${pad(ind + pick([2, 2, 4, 1, 3]))}${pick(['text', 'more  text', '# not a comment', '- x'])}`,
          ]),
        );
    } else if (kind === 3) {
      lines.push(head);
      mapping(ind + pick([1, 2, 4]), depth + 1);
    } else if (kind === 4) {
      lines.push(head);
      sequence(pick([ind, ind + 2]), depth + 1);
    } else lines.push(head);
    const e = extra();
    if (e) lines.push(`${pad(ind + pick([0, 2]))}${e}`);
  };
  const mapping = (ind: number, depth: number) => {
    for (let i = pick([1, 2, 3]); i > 0; i--) value(ind, depth, `${pad(ind)}${key()}:`);
  };
  const sequence = (ind: number, depth: number) => {
    for (let i = pick([1, 2, 3]); i > 0; i--) {
      if (pick([0, 1]) === 0) value(ind, depth, `${pad(ind)}-`);
      else {
        lines.push(`${pad(ind)}- ${key()}: ${scalar()}`);
        mapping(ind + 2, depth + 1);
      }
    }
  };
  for (let d = pick([1, 1, 2]); d > 0; d--) {
    if (pick([0, 1]) === 0) lines.push(pick(['---', '--- # doc', '# head']));
    if (pick([0, 0, 1]) === 1) sequence(0, 0);
    else mapping(0, 0);
  }
  return lines.join('\n') + pick(['\n', '', '\n\n']);
}
