/**
 * RE2 syntax, as Go's `regexp` reads a CRD `pattern` (the API server: kube-openapi
 * `validate.Pattern` → `regexp.MatchString`, flags `syntax.Perl`), parsed into a small tree for the
 * pattern comparison (regex-automaton.ts, regex-inclusion.ts). What Go reads by default: `^` and `$`
 * are the start and the end of the text (no multi-line), `.` is any code point but `\n`, a negated
 * class also matches `\n`, `\s` is `[\t\n\f\r ]`, lazy quantifiers match the same language, `{` that
 * does not open a repeat is a literal. The caller checks with re2js that the pattern compiles first;
 * this parser only reads what RE2 accepts. What it does not model — `\b \B`, Unicode classes `\pL`,
 * flags other than `s` and `U`, `\Q…\E`, `\C`, octal escapes — is `unsupported`, never a guess.
 */

/** Sorted, disjoint, non-adjacent inclusive code-point ranges. */
export type Ranges = readonly (readonly [number, number])[];

export type Re =
  | { t: 'empty' }
  | { t: 'class'; set: Ranges }
  | { t: 'cat'; items: Re[] }
  | { t: 'alt'; items: Re[] }
  | { t: 'repeat'; sub: Re; min: number; max: number }
  | { t: 'assert'; at: 'start' | 'end' };

export type Parsed = { re: Re } | { unsupported: string };

export const MAX_CODE_POINT = 0x10ffff;

/** Sorts and merges ranges. */
export function normalize(ranges: Iterable<readonly [number, number]>): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** Every code point not in `set`. */
export function negate(set: Ranges): Ranges {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

const cp = (s: string) => s.codePointAt(0)!;
const r = (a: string, b = a): [number, number] => [cp(a), cp(b)];

const DIGIT = [r('0', '9')];
const WORD = [r('0', '9'), r('A', 'Z'), r('_'), r('a', 'z')];
const SPACE = [r('\t', '\n'), r('\f', '\r'), r(' ')];
const PERL: Record<string, Ranges> = { d: DIGIT, w: WORD, s: SPACE };

/** The ASCII classes `[:name:]` (Go `regexp/syntax` perl_groups.go, posixGroup). */
const POSIX: Record<string, Ranges> = {
  alnum: [r('0', '9'), r('A', 'Z'), r('a', 'z')],
  alpha: [r('A', 'Z'), r('a', 'z')],
  ascii: [[0, 0x7f]],
  blank: [r('\t'), r(' ')],
  cntrl: [
    [0, 0x1f],
    [0x7f, 0x7f],
  ],
  digit: DIGIT,
  graph: [r('!', '~')],
  lower: [r('a', 'z')],
  print: [r(' ', '~')],
  punct: [r('!', '/'), r(':', '@'), r('[', '`'), r('{', '~')],
  space: [r('\t', '\r'), r(' ')],
  upper: [r('A', 'Z')],
  word: WORD,
  xdigit: [r('0', '9'), r('A', 'F'), r('a', 'f')],
};

const SIMPLE_ESCAPES: Record<string, number> = { a: 7, f: 12, t: 9, n: 10, r: 13, v: 11 };

class Unsupported extends Error {}

/** A recursive-descent reader over the pattern's code points. */
class Reader {
  private i = 0;
  private readonly cs: string[];
  dotNL = false;

  constructor(pattern: string) {
    this.cs = [...pattern];
  }

  peek(k = 0): string | undefined {
    return this.cs[this.i + k];
  }
  next(): string {
    const c = this.cs[this.i++];
    if (c === undefined) throw new Unsupported('unexpected end of pattern');
    return c;
  }
  done(): boolean {
    return this.i >= this.cs.length;
  }
  rest(): string {
    return this.cs.slice(this.i).join('');
  }
  skip(n: number): void {
    this.i += n;
  }

  alternation(): Re {
    const items = [this.concatenation()];
    while (this.peek() === '|') {
      this.next();
      items.push(this.concatenation());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  }

  private concatenation(): Re {
    const items: Re[] = [];
    while (!this.done() && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      if (atom) items.push(this.repeats(atom));
    }
    return items.length === 0 ? { t: 'empty' } : items.length === 1 ? items[0]! : { t: 'cat', items };
  }

  /** Quantifiers after an atom (RE2 rejects stacked ones; `{` that is not a repeat is left as a literal). */
  private repeats(atom: Re): Re {
    for (;;) {
      const c = this.peek();
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.rest());
        if (!m) return atom;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        this.skip(m[0].length - 1);
      } else return atom;
      this.next();
      if (this.peek() === '?') this.next(); // lazy: the same language
      atom = { t: 'repeat', sub: atom, min, max };
    }
  }

  /** One atom, or undefined for a flag group that only sets flags. */
  private atom(): Re | undefined {
    const c = this.next();
    if (c === '(') return this.group();
    if (c === '[') return { t: 'class', set: this.bracket() };
    if (c === '\\') return this.escape(false);
    if (c === '.') return { t: 'class', set: this.dotNL ? [[0, MAX_CODE_POINT]] : negate([r('\n')]) };
    if (c === '^') return { t: 'assert', at: 'start' };
    if (c === '$') return { t: 'assert', at: 'end' };
    return { t: 'class', set: [r(c)] };
  }

  private group(): Re | undefined {
    if (this.peek() === '?') {
      this.next();
      const named = /^(P?<)[A-Za-z0-9_]+>/.exec(this.rest());
      if (named) this.skip(named[0].length);
      else return this.flags();
    }
    const saved = this.dotNL;
    const re = this.alternation();
    if (this.next() !== ')') throw new Unsupported('missing )');
    this.dotNL = saved; // flags set inside a group end with it
    return re;
  }

  /** `(?flags)` or `(?flags:re)`: `s` (dot matches `\n`) and `U` (ungreedy: the same language) only. */
  private flags(): Re | undefined {
    let on = true;
    const saved = this.dotNL;
    for (;;) {
      const c = this.next();
      if (c === '-') on = false;
      else if (c === 's') this.dotNL = on;
      else if (c === 'U') continue;
      else if (c === ')') return undefined;
      else if (c === ':') {
        const re = this.alternation();
        this.next();
        this.dotNL = saved;
        return re;
      } else throw new Unsupported(`flag (?${c})`);
    }
  }

  /** An escape outside (`inClass` false) or inside a bracket class. */
  private escape(inClass: boolean): Re {
    const c = this.next();
    const perl = /[dswDSW]/.test(c) ? PERL[c.toLowerCase()] : undefined;
    if (perl) return { t: 'class', set: c === c.toLowerCase() ? perl : negate(perl) };
    if (!inClass && c === 'A') return { t: 'assert', at: 'start' };
    if (!inClass && c === 'z') return { t: 'assert', at: 'end' };
    if (SIMPLE_ESCAPES[c] !== undefined) return { t: 'class', set: [[SIMPLE_ESCAPES[c], SIMPLE_ESCAPES[c]]] };
    if (c === 'x') return { t: 'class', set: [this.hex()] };
    if (/[0-9A-Za-z]/.test(c)) throw new Unsupported(`escape \\${c}`);
    return { t: 'class', set: [r(c)] };
  }

  private hex(): [number, number] {
    const m = /^(\{([0-9A-Fa-f]+)\}|[0-9A-Fa-f]{2})/.exec(this.rest());
    if (!m) throw new Unsupported('bad \\x escape');
    this.skip(m[0].length);
    const v = parseInt(m[2] ?? m[1]!, 16);
    return [v, v];
  }

  /** A bracket class after its `[`. */
  private bracket(): Ranges {
    const negated = this.peek() === '^';
    if (negated) this.next();
    const parts: (readonly [number, number])[] = [];
    let first = true;
    while (first || this.peek() !== ']') {
      first = false;
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.rest());
      if (posix) {
        const set = POSIX[posix[2]!];
        if (!set) throw new Unsupported(`class [:${posix[2]}:]`);
        parts.push(...(posix[1] ? negate(set) : set));
        this.skip(posix[0].length);
        continue;
      }
      const lo = this.classChar();
      if (typeof lo !== 'number') {
        parts.push(...lo);
        continue;
      }
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.next();
        const hi = this.classChar();
        if (typeof hi !== 'number') throw new Unsupported('class range');
        parts.push([lo, hi]);
      } else parts.push([lo, lo]);
    }
    this.next();
    const set = normalize(parts);
    return negated ? negate(set) : set;
  }

  /** One character of a bracket class, or the set of an escape like `\d`. */
  private classChar(): number | Ranges {
    const c = this.next();
    if (c !== '\\') return cp(c);
    const e = this.escape(true);
    if (e.t !== 'class') throw new Unsupported('class escape');
    return e.set.length === 1 && e.set[0]![0] === e.set[0]![1] ? e.set[0]![0] : e.set;
  }
}

/** The pattern's tree, or what in it is not modelled. The pattern must compile as RE2. */
export function parseRe2Syntax(pattern: string): Parsed {
  const reader = new Reader(pattern);
  try {
    const re = reader.alternation();
    if (!reader.done()) return { unsupported: 'unbalanced )' };
    return { re };
  } catch (err) {
    if (err instanceof Unsupported) return { unsupported: err.message };
    throw err;
  }
}
