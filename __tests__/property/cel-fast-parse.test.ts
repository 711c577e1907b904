import fc from 'fast-check';
import { fastParse } from '../../src/crd/validate/cel-fast-parse.js';
import { sameAsShipped, shippedParse } from '../helpers/cel-oracle.js';

/**
 * The hand-written CEL parser against @bufbuild/cel's on generated text: random CEL expressions
 * (every construct of the grammar, odd spacing and comments, reserved words, doubtful escapes),
 * the same with characters dropped or inserted, and junk. Whatever the text, the fast parser never
 * throws and returns the shipped parser's tree exactly or undefined.
 */

const pick = <T>(...xs: T[]) => fc.constantFrom(...xs);
const space = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 4, arbitrary: fc.constant(' ') },
  {
    weight: 1,
    arbitrary: pick('  ', '\n', '\t', ' \r\n ', '\f', '\v', ' // note\n', '// c\n// d\n', '\u00a0'),
  },
);
const name = fc.oneof(
  {
    weight: 8,
    arbitrary: pick('self', 'oldSelf', 'x', 'y', 'a_b', '_', 'spec', 'r', 'b', 'R', 'B', 'size', 'int'),
  },
  {
    weight: 1,
    arbitrary: pick(
      'in',
      'as',
      'if',
      'namespace',
      'true',
      'false',
      'null',
      'nullable',
      'trueish',
      'index',
      'inx',
    ),
  },
);
const number = fc.oneof(
  fc.bigInt({ min: 0n, max: 1n << 70n }).map(String),
  pick(
    '0',
    '-1',
    '01',
    '0x1F',
    '0X1',
    '-0x10',
    '1u',
    '0x2Au',
    '1U',
    '-1u',
    '1.5',
    '.5',
    '-.5',
    '1.',
    '1e3',
    '1E-3',
    '2.5e+10',
    '1e',
    '1.5.2',
    '9223372036854775808',
    '-9223372036854775808',
  ),
);
const stringChar = fc.oneof(
  { weight: 10, arbitrary: pick('a', 'Z', ' ', '0', '_', '.', "'", '"', '`', 'é', '日', '😀') },
  {
    weight: 3,
    arbitrary: pick(
      '\\n',
      '\\t',
      '\\\\',
      "\\'",
      '\\"',
      '\\`',
      '\\?',
      '\\a',
      '\\v',
      '\\x41',
      '\\X7f',
      '\\u00e9',
      '\\u65e5',
      '\\U0001F600',
      '\\101',
      '\\377',
    ),
  },
  {
    weight: 1,
    arbitrary: pick(
      '\\x4',
      '\\xZZ',
      '\\u12',
      '\\ud800',
      '\\U00110000',
      '\\0',
      '\\8',
      '\\q',
      '\\',
      '\n',
      '\r',
    ),
  },
);
const quoted = fc
  .tuple(
    pick('', 'r', 'R', 'b', 'B', 'br', 'bR', 'rb'),
    pick('"', "'", '"""', "'''"),
    fc.array(stringChar, { maxLength: 6 }),
  )
  .map(([prefix, q, chars]) => `${prefix}${q}${chars.join('')}${q}`);
const literal = fc.oneof(number, quoted, pick('true', 'false', 'null'));

type Cel = { e: string };
const cel = fc.letrec<Cel>((tie) => {
  const e = tie('e');
  const sp = (...parts: fc.Arbitrary<string>[]) =>
    fc.tuple(...parts.flatMap((p) => [space, p]), space).map((xs) => xs.join(''));
  const list = (min = 0) => fc.array(e, { minLength: min, maxLength: 3 }).map((xs) => xs.join(', '));
  return {
    e: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      literal,
      name,
      name.map((n) => `.${n}`),
      sp(e, pick('&&', '||', '==', '!=', '<', '<=', '>', '>=', 'in', '+', '-', '*', '/', '%'), e),
      sp(e, fc.constant('?'), e, fc.constant(':'), e),
      sp(pick('!', '-', '!!', '--', '!!!', '- -'), e),
      sp(e, pick('.'), name),
      sp(e, fc.constant('.'), name, fc.constant('('), list(), fc.constant(')')),
      sp(
        e,
        fc.constant('.'),
        pick('all', 'exists', 'exists_one', 'existsOne', 'map', 'filter'),
        fc.constant('('),
        name,
        fc.constant(','),
        e,
        fc.constant(')'),
      ),
      sp(e, fc.constant('.map('), name, fc.constant(','), e, fc.constant(','), e, fc.constant(')')),
      sp(fc.constant('has('), e, fc.constant('.'), name, fc.constant(')')),
      sp(name, fc.constant('('), list(), fc.constant(')')),
      sp(e, fc.constant('['), e, fc.constant(']')),
      sp(fc.constant('['), list(), pick('', ',', ' ,'), fc.constant(']')),
      sp(
        fc.constant('{'),
        fc.array(sp(e, fc.constant(':'), e), { maxLength: 3 }).map((xs) => xs.join(',')),
        pick('', ','),
        fc.constant('}'),
      ),
      sp(
        pick('A', '.A', 'a.B', 'a . b.C'),
        fc.constant('{'),
        fc.array(sp(name, fc.constant(':'), e), { maxLength: 2 }).map((xs) => xs.join(',')),
        pick('', ','),
        fc.constant('}'),
      ),
      sp(fc.constant('('), e, fc.constant(')')),
    ),
  };
}).e;

/** A text with a few characters dropped, repeated or inserted. */
const mutated = fc
  .tuple(
    cel,
    fc.array(fc.tuple(fc.nat(), pick('drop', 'dup', '(', ')', '.', ',', '"', '\\', '?', '!', '-', ' ')), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([text, edits]) =>
    edits.reduce((t, [at, op]) => {
      const i = t.length ? at % t.length : 0;
      if (op === 'drop') return t.slice(0, i) + t.slice(i + 1);
      if (op === 'dup') return t.slice(0, i) + t[i] + t.slice(i);
      return t.slice(0, i) + op + t.slice(i);
    }, text),
  );
const junk = fc.string({
  unit: fc.constantFrom(...'ab1.()[]{}!-+*/%<>=&|?:,"\'\\ \nrtuxe_'.split('')),
  maxLength: 24,
});

function agrees(text: string): boolean {
  let mine: unknown;
  try {
    mine = fastParse(text);
  } catch (err) {
    throw new Error(`fastParse threw on ${JSON.stringify(text)}: ${(err as Error).message}`, { cause: err });
  }
  if (mine === undefined) return false;
  sameAsShipped(text, mine);
  return true;
}

describe('the fast CEL parser on generated text', () => {
  it('generated expressions: the shipped tree or undefined, and most read', () => {
    let read = 0;
    let parsable = 0;
    fc.assert(
      fc.property(cel, (text) => {
        if (agrees(text)) read++;
        if (shippedParse(text) !== undefined) parsable++;
      }),
      { numRuns: 3000 },
    );
    console.log(`fast CEL parser on generated expressions: ${read} of ${parsable} the shipped parser reads`);
    expect(read).toBeGreaterThan(parsable * 0.8);
  });

  it('mutated expressions and junk: the shipped tree or undefined, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(mutated, junk), (text) => {
        agrees(text);
      }),
      { numRuns: 3000 },
    );
  });

  it('hostile nesting and length: undefined or the tree, never a stack overflow', () => {
    for (const text of [
      '('.repeat(5000) + 'x' + ')'.repeat(5000),
      '['.repeat(300) + ']'.repeat(300),
      '!'.repeat(100_000) + 'x',
      Array(20_000).fill('a').join(' + '),
      'x' + '.f()'.repeat(20_000),
      'x.all(y, ' + 'y.f('.repeat(240) + ')'.repeat(240) + ')',
      'a'.repeat(100_001),
    ])
      expect(() => fastParse(text)).not.toThrow();
    expect(fastParse('('.repeat(300) + 'x' + ')'.repeat(300))).toBeUndefined();
    // Nesting within cel-go's recursion limit (which the caller checks first) is read, not given up.
    for (const deep of [
      '('.repeat(240) + 'x' + ')'.repeat(240),
      '['.repeat(240) + ']'.repeat(240),
      'f('.repeat(240) + 'x' + ')'.repeat(240),
      'a ? b : '.repeat(240) + 'c',
      'x' + '[x'.repeat(240) + ']'.repeat(240),
      '!('.repeat(240) + 'x' + ')'.repeat(240),
    ])
      expect(agrees(deep)).toBe(true);
    expect(fastParse('a'.repeat(100_001))).toBeUndefined();
  });
});
