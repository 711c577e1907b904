/**
 * A strict subset of RE2's syntax, read into a small tree for the linear matcher of
 * re2-lite-match.ts. The syntax is Go's regexp/syntax with its Perl flags, as the API server and
 * re2js parse a CRD `pattern`: `^` and `$` are the start and end of the text, `.` is any code point
 * but `\n`, a negated class matches `\n`. Read here, and nothing else:
 *
 * - literal code points (not a metacharacter `\.+*?()|[{^$`, not a surrogate half);
 * - escapes of ASCII punctuation (`\.`, `\-`, …), `\a \f \n \r \t \v`, `\xHH`, `\x{H…}`, and
 *   `\d \s \w \D \S \W` (ASCII: `[0-9]`, `[\t\n\f\r ]`, `[0-9A-Za-z_]`);
 * - `.`, `^`, `$`; bracket classes of those characters and escapes, with ranges and a leading `^`;
 * - groups `( … )` and `(?: … )`, alternation `|` (empty branches too);
 * - `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (counts up to 1000, and their products along a nesting
 *   up to 1000, as RE2's `repeatIsValid`) after an atom, greedy only.
 *
 * Anything else (flags, lazy or stacked quantifiers, `\b`, `\A`, `\z`, `\pL`, `[[:alpha:]]`, `\Q…\E`,
 * octal escapes, a `\x` naming a surrogate half, a `{` that is not a count, an unbalanced
 * parenthesis, more than 100 nested groups) is outside: `parseLite` answers undefined and the caller compiles with re2js, which reports errors.
 * Every pattern read here is one RE2 accepts.
 */

/** A code-point set (`lo0, hi0, lo1, hi1, …`, sorted, disjoint), an anchor, a sequence, a choice, a repeat. */
export type Lite =
  | { k: 'set'; ranges: number[] }
  | { k: 'begin' | 'end' }
  | { k: 'cat' | 'alt'; subs: Lite[] }
  | { k: 'rep'; sub: Lite; min: number; max: number; counted: boolean }; // max -1: unbounded

const MAX_RUNE = 0x10ffff;
const MAX_DEPTH = 100;
const MAX_COUNT = 1000;
const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const CONTROL: Record<string, number> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11 };
const PERL: Record<string, number[]> = {
  d: [48, 57],
  s: [9, 10, 12, 13, 32, 32],
  w: [48, 57, 65, 90, 95, 95, 97, 122],
};
const DOT = [0, 9, 11, MAX_RUNE];

/** Thrown inside the reader for anything outside the subset; never escapes `parseLite`. */
class Outside extends Error {}
const outside = (): never => {
  throw new Outside();
};

interface Reader {
  chars: string[]; // the pattern's code points
  i: number;
  depth: number;
}

/** The complement of a code-point set within 0…U+10FFFF. */
function negate(ranges: number[]): number[] {
  const out: number[] = [];
  let next = 0;
  for (let k = 0; k < ranges.length; k += 2) {
    if (ranges[k]! > next) out.push(next, ranges[k]! - 1);
    next = ranges[k + 1]! + 1;
  }
  if (next <= MAX_RUNE) out.push(next, MAX_RUNE);
  return out;
}

/** Sorted, merged ranges from `[lo, hi]` pairs. */
function normalize(pairs: [number, number][]): number[] {
  pairs.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    if (out.length && lo <= out[out.length - 1]! + 1)
      out[out.length - 1] = Math.max(out[out.length - 1]!, hi);
    else out.push(lo, hi);
  }
  return out;
}

/** `\d \s \w \D \S \W` as ranges, undefined for any other letter. */
function perlClass(c: string | undefined): number[] | undefined {
  if (c === undefined || !'dswDSW'.includes(c) || c.length !== 1) return undefined;
  const lower = c.toLowerCase();
  return c === lower ? PERL[lower] : negate(PERL[lower]!);
}

/** `\xHH` or `\x{H…}` after the `x`, as RE2 reads them (a surrogate half is left to re2js). */
function hexEscape(r: Reader): number {
  const braced = r.chars[r.i] === '{';
  const digits: string[] = [];
  if (braced) {
    for (r.i++; r.chars[r.i] !== '}'; r.i++) digits.push(r.chars[r.i] ?? outside());
    r.i++;
  } else digits.push(r.chars[r.i++] ?? outside(), r.chars[r.i++] ?? outside());
  if (!digits.length || digits.length > 6 || !digits.every((d) => /^[0-9a-fA-F]$/.test(d))) return outside();
  const cp = parseInt(digits.join(''), 16);
  return cp > MAX_RUNE || (cp >= 0xd800 && cp <= 0xdfff) ? outside() : cp;
}

/** The code point of a one-character escape, read from its backslash. */
function escape(r: Reader): number {
  const c = r.chars[r.i + 1];
  r.i += 2;
  if (c === 'x') return hexEscape(r);
  if (c === undefined) return outside();
  if (Object.hasOwn(CONTROL, c)) return CONTROL[c]!;
  return PUNCTUATION.includes(c) ? c.codePointAt(0)! : outside();
}

/** One character of a bracket class: itself or a one-character escape. */
function classChar(r: Reader): number {
  const c = r.chars[r.i];
  if (c === undefined) return outside();
  if (c === '\\') return escape(r);
  r.i++;
  return c.codePointAt(0)!;
}

/** `[…]` from its `[`, as RE2 reads it: `]` first is a member, `-` first or last is a member. */
function parseClass(r: Reader): Lite {
  r.i++;
  const negated = r.chars[r.i] === '^';
  if (negated) r.i++;
  const pairs: [number, number][] = [];
  for (let first = true; ; first = false) {
    const c = r.chars[r.i];
    if (c === undefined) return outside();
    if (c === ']' && !first) break;
    if (c === '[' && r.chars[r.i + 1] === ':') return outside();
    const perl = c === '\\' ? perlClass(r.chars[r.i + 1]) : undefined;
    if (perl) {
      for (let k = 0; k < perl.length; k += 2) pairs.push([perl[k]!, perl[k + 1]!]);
      r.i += 2;
      continue;
    }
    const lo = classChar(r);
    let hi = lo;
    if (r.chars[r.i] === '-' && r.chars[r.i + 1] !== ']') {
      r.i++;
      hi = classChar(r);
      if (hi < lo) return outside();
    }
    pairs.push([lo, hi]);
  }
  r.i++;
  const ranges = normalize(pairs);
  return { k: 'set', ranges: negated ? negate(ranges) : ranges };
}

/** A count of `{n,m}`: digits without a leading zero, at most 1000; undefined if none is there. */
function count(r: Reader): number | undefined {
  let digits = '';
  while (/^[0-9]$/.test(r.chars[r.i] ?? '')) digits += r.chars[r.i++];
  if (digits === '') return undefined;
  if ((digits.length > 1 && digits[0] === '0') || digits.length > 4 || Number(digits) > MAX_COUNT)
    return outside();
  return Number(digits);
}

/** `{n}`, `{n,}`, `{n,m}` from the `{`: [min, max], max -1 when unbounded. */
function counts(r: Reader): [number, number] {
  r.i++;
  const min = count(r) ?? outside();
  let max = min;
  if (r.chars[r.i] === ',') {
    r.i++;
    max = count(r) ?? -1;
  }
  if (r.chars[r.i++] !== '}' || (max !== -1 && max < min)) return outside();
  return [min, max];
}

/** The quantifier after an atom, if any. A second quantifier (`a**`, `a*?`, `a{2}{3}`) is outside. */
function quantified(r: Reader, atom: Lite): Lite {
  const c = r.chars[r.i];
  let min: number;
  let max: number;
  if (c === '*') [min, max] = [0, -1];
  else if (c === '+') [min, max] = [1, -1];
  else if (c === '?') [min, max] = [0, 1];
  else if (c === '{') [min, max] = counts(r);
  else return atom;
  if (c !== '{') r.i++;
  if ('*+?{'.includes(r.chars[r.i] ?? '|')) return outside();
  return { k: 'rep', sub: atom, min, max, counted: c === '{' };
}

/** A group from its `(`: capturing or `(?:`; any other `(?` is outside. */
function parseGroup(r: Reader): Lite {
  if (r.chars[r.i + 1] === '?') {
    if (r.chars[r.i + 2] !== ':') return outside();
    r.i += 3;
  } else r.i++;
  if (++r.depth > MAX_DEPTH) return outside();
  const body = parseAlt(r);
  if (r.chars[r.i] !== ')') return outside();
  r.i++;
  r.depth--;
  return body;
}

/** An atom: a group, a class, `.`, an anchor, an escape or a literal code point. */
function parseAtom(r: Reader): Lite {
  const c = r.chars[r.i]!;
  if (c === '(') return parseGroup(r);
  if (c === '[') return parseClass(r);
  if ('*+?{'.includes(c)) return outside();
  const perl = c === '\\' ? perlClass(r.chars[r.i + 1]) : undefined;
  if (perl) {
    r.i += 2;
    return { k: 'set', ranges: perl };
  }
  if (c === '\\') {
    const cp = escape(r);
    return { k: 'set', ranges: [cp, cp] };
  }
  r.i++;
  if (c === '.') return { k: 'set', ranges: DOT };
  if (c === '^') return { k: 'begin' };
  if (c === '$') return { k: 'end' };
  return { k: 'set', ranges: [c.codePointAt(0)!, c.codePointAt(0)!] };
}

function parseCat(r: Reader): Lite {
  const subs: Lite[] = [];
  for (let c = r.chars[r.i]; c !== undefined && c !== '|' && c !== ')'; c = r.chars[r.i])
    subs.push(quantified(r, parseAtom(r)));
  return subs.length === 1 ? subs[0]! : { k: 'cat', subs };
}

function parseAlt(r: Reader): Lite {
  const subs = [parseCat(r)];
  while (r.chars[r.i] === '|') {
    r.i++;
    subs.push(parseCat(r));
  }
  return subs.length === 1 ? subs[0]! : { k: 'alt', subs };
}

/** Whether the products of nested `{n,m}` counts stay within RE2's 1000 (stricter: 0 counts as 1). */
function countsWithin(node: Lite, budget: number): boolean {
  if (node.k === 'rep') {
    const m = Math.max(node.max === -1 ? node.min : node.max, 1);
    if (node.counted && m > budget) return false;
    return countsWithin(node.sub, node.counted ? Math.floor(budget / m) : budget);
  }
  return node.k === 'cat' || node.k === 'alt' ? node.subs.every((s) => countsWithin(s, budget)) : true;
}

const isSurrogate = (c: string) => c.codePointAt(0)! >= 0xd800 && c.codePointAt(0)! <= 0xdfff;

/** The pattern's tree when it is entirely inside the subset (file comment), else undefined. */
export function parseLite(pattern: string): Lite | undefined {
  const r: Reader = { chars: Array.from(pattern), i: 0, depth: 0 };
  if (r.chars.some(isSurrogate)) return undefined;
  try {
    const tree = parseAlt(r);
    return r.i === r.chars.length && countsWithin(tree, MAX_COUNT) ? tree : undefined;
  } catch (err) {
    if (err instanceof Outside) return undefined;
    throw err;
  }
}
