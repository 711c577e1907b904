/**
 * How a new `pattern` relates to the old one. `comparePatterns` decides it on the two regular
 * languages (regex-inclusion.ts); when that is not decided (syntax it does not model, or over its
 * budget), the token comparison below still proves the shapes real CRDs change: the same pattern written differently (a character class reordered or
 * with a redundant member), a character class widened, a quantifier relaxed, alternatives added at
 * the top level. Both patterns must compile as RE2 (re2js); any other change is undecided (the
 * caller judges it on the objects). Decided token by token, so a "looser" verdict is always sound:
 * each token of the new pattern accepts at least what the old token accepted.
 */
import { compileRe2 } from '../validate/re2.js';
import { patternIncluded } from './regex-inclusion.js';

export type PatternRelation = 'equal' | 'looser';

type Token =
  | { t: 'class'; ranges: [number, number][]; negated: boolean }
  | { t: 'quant'; min: number; max: number; lazy: boolean }
  | { t: 'lit'; s: string };

const CLASS_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v' };

/** A bracket class as sorted, merged code-point ranges; undefined for shapes not handled (\d, [:alpha:], …). */
function readClass(body: string): [number, number][] | undefined {
  const chars: number[] = [];
  for (let i = 0; i < body.length; i++) {
    let c = body[i]!;
    if (c === '\\') {
      const n = body[++i];
      if (n === undefined || /[A-Za-z0-9]/.test(n)) {
        if (n !== undefined && CLASS_ESCAPES[n]) c = CLASS_ESCAPES[n];
        else return undefined;
      } else c = n;
    } else if (c === '[') return undefined;
    chars.push(c.codePointAt(0)!);
  }
  const ranges: [number, number][] = [];
  for (let i = 0; i < chars.length; i++) {
    // `a-z` is a range unless the dash is first or last.
    if (i + 2 < chars.length && chars[i + 1] === 45 && !(i === 0 && chars[0] === 45)) {
      if (chars[i]! > chars[i + 2]!) return undefined;
      ranges.push([chars[i]!, chars[i + 2]!]);
      i += 2;
    } else ranges.push([chars[i]!, chars[i]!]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

function quantifier(p: string, i: number): { tok: Token; end: number } | undefined {
  const c = p[i];
  let min: number;
  let max: number;
  let end = i + 1;
  if (c === '*') [min, max] = [0, Infinity];
  else if (c === '+') [min, max] = [1, Infinity];
  else if (c === '?') [min, max] = [0, 1];
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(p.slice(i));
    if (!m) return undefined;
    min = Number(m[1]);
    max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    end = i + m[0].length;
  } else return undefined;
  const lazy = p[end] === '?';
  return { tok: { t: 'quant', min, max, lazy }, end: lazy ? end + 1 : end };
}

function tokenize(p: string): Token[] | undefined {
  const out: Token[] = [];
  for (let i = 0; i < p.length;) {
    const q = quantifier(p, i);
    if (q) {
      out.push(q.tok);
      i = q.end;
      continue;
    }
    const c = p[i]!;
    if (c === '[') {
      const negated = p[i + 1] === '^';
      let j = negated ? i + 2 : i + 1;
      if (p[j] === ']') j++;
      while (j < p.length && p[j] !== ']') j += p[j] === '\\' ? 2 : 1;
      if (j >= p.length) return undefined;
      const ranges = readClass(p.slice(negated ? i + 2 : i + 1, j));
      if (!ranges) return undefined;
      out.push({ t: 'class', ranges, negated });
      i = j + 1;
    } else if (c === '\\') {
      const n = p[i + 1];
      if (n === undefined) return undefined;
      // An escaped punctuation character is that character: a one-member class.
      if (/[A-Za-z0-9]/.test(n)) out.push({ t: 'lit', s: `\\${n}` });
      else out.push({ t: 'class', ranges: [[n.codePointAt(0)!, n.codePointAt(0)!]], negated: false });
      i += 2;
    } else if ('()|^$.'.includes(c)) {
      out.push({ t: 'lit', s: c });
      i++;
    } else {
      const cp = p.codePointAt(i)!;
      out.push({ t: 'class', ranges: [[cp, cp]], negated: false });
      i += cp > 0xffff ? 2 : 1;
    }
  }
  return out;
}

const covers = (outer: [number, number][], inner: [number, number][]) =>
  inner.every(([a, b]) => outer.some(([c, d]) => c <= a && b <= d));

/** 'equal', 'looser' (new ⊇ old at this token) or undefined (narrower or not comparable). */
function compareToken(o: Token, n: Token): PatternRelation | undefined {
  if (o.t === 'lit' || n.t === 'lit')
    return o.t === 'lit' && n.t === 'lit' && o.s === n.s ? 'equal' : undefined;
  if (o.t === 'quant' || n.t === 'quant') {
    if (o.t !== 'quant' || n.t !== 'quant' || o.lazy !== n.lazy) return undefined;
    if (o.min === n.min && o.max === n.max) return 'equal';
    return n.min <= o.min && n.max >= o.max ? 'looser' : undefined;
  }
  if (o.negated !== n.negated) return undefined;
  const [outer, inner] = o.negated ? [o.ranges, n.ranges] : [n.ranges, o.ranges];
  if (JSON.stringify(o.ranges) === JSON.stringify(n.ranges)) return 'equal';
  return covers(outer, inner) ? 'looser' : undefined;
}

function compareTokens(o: Token[], n: Token[]): PatternRelation | undefined {
  if (o.length !== n.length) return undefined;
  let rel: PatternRelation = 'equal';
  for (let i = 0; i < o.length; i++) {
    const r = compareToken(o[i]!, n[i]!);
    if (!r) return undefined;
    if (r === 'looser') rel = 'looser';
  }
  return rel;
}

/** Top-level alternatives of `^(a|b)$` or `^a$|^b$`, as token lists. */
function alternatives(tokens: Token[]): Token[][] {
  const lit = (t: Token | undefined, s: string) => t?.t === 'lit' && t.s === s;
  let body = tokens;
  if (
    lit(body[0], '^') &&
    lit(body[1], '(') &&
    lit(body[body.length - 2], ')') &&
    lit(body[body.length - 1], '$')
  )
    body = body.slice(2, -2);
  const out: Token[][] = [[]];
  let depth = 0;
  for (const t of body) {
    if (lit(t, '(')) depth++;
    if (lit(t, ')')) depth--;
    if (depth < 0) return [tokens];
    if (depth === 0 && lit(t, '|')) out.push([]);
    else out[out.length - 1]!.push(t);
  }
  return depth === 0 ? out : [tokens];
}

const compiles = (p: string) => !('error' in compileRe2(p));

/** Whether every string the old pattern accepts, the new one accepts (see the file comment). */
export function patternRelation(oldPattern: string, newPattern: string): PatternRelation | undefined {
  if (!compiles(oldPattern) || !compiles(newPattern)) return undefined;
  const o = tokenize(oldPattern);
  const n = tokenize(newPattern);
  if (!o || !n) return undefined;
  const whole = compareTokens(o, n);
  if (whole) return whole;
  // Alternatives added: every old alternative is matched by some new one.
  const oa = alternatives(o);
  const na = alternatives(n);
  if (na.length <= 1 || oa.length > na.length) return undefined;
  return oa.every((a) => na.some((b) => compareTokens(a, b))) ? 'looser' : undefined;
}

export type PatternComparison =
  | { relation: PatternRelation }
  | { relation: 'narrower'; witness: string }
  | { relation: 'undecided'; reason: string };

/**
 * Whether the new pattern accepts every value the old one did: `equal` or `looser` when it does,
 * `narrower` with a value the old accepts and the new rejects, or `undecided` with the reason (the
 * token comparison, which is sound, is tried before giving up).
 */
export function comparePatterns(oldPattern: string, newPattern: string): PatternComparison {
  if (!compiles(oldPattern) || !compiles(newPattern))
    return { relation: 'undecided', reason: 'a pattern does not compile as RE2' };
  const forward = patternIncluded(oldPattern, newPattern);
  if (forward.kind === 'excluded') return { relation: 'narrower', witness: forward.witness };
  if (forward.kind === 'included')
    return { relation: patternIncluded(newPattern, oldPattern).kind === 'included' ? 'equal' : 'looser' };
  const tokens = patternRelation(oldPattern, newPattern);
  return tokens ? { relation: tokens } : { relation: 'undecided', reason: forward.reason };
}

/** Whether an RE2 pattern finds a match in the value (unanchored, as the API server's `pattern`). */
export function patternAccepts(pattern: string, value: string): boolean | undefined {
  const re = compileRe2(pattern);
  return 'error' in re ? undefined : re.test(value);
}
