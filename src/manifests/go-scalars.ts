/**
 * Plain scalars resolved as go-yaml v3 (`resolve()` in resolve.go) resolves them — the reader of
 * kustomize (kyaml), Flux and Argo CD — followed by what `json.Marshal` makes of the result, since
 * that JSON is what reaches the API server. Pure functions; the js-yaml tags that use them are in
 * yaml-schema.ts, and __tests__/hostile/yaml-values.test.ts pins each case against `kubectl kustomize`.
 */
import { goTimestamp } from './go-time.js';

export type GoScalar =
  | { tag: 'null'; value: null }
  | { tag: 'bool'; value: boolean }
  | { tag: 'int'; value: bigint }
  | { tag: 'float'; value: number }
  | { tag: 'timestamp'; value: string }
  | { tag: 'str'; value: string };

const MAP: Record<string, GoScalar> = Object.create(null) as Record<string, GoScalar>;
for (const s of ['true', 'True', 'TRUE']) MAP[s] = { tag: 'bool', value: true };
for (const s of ['false', 'False', 'FALSE']) MAP[s] = { tag: 'bool', value: false };
for (const s of ['', '~', 'null', 'Null', 'NULL']) MAP[s] = { tag: 'null', value: null };
for (const s of ['.nan', '.NaN', '.NAN']) MAP[s] = { tag: 'float', value: NaN };
for (const sign of ['', '+', '-'])
  for (const s of ['.inf', '.Inf', '.INF'])
    MAP[sign + s] = { tag: 'float', value: sign === '-' ? -Infinity : Infinity };

/** go-yaml's `yamlStyleFloat`. */
const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
/** What Go's `strconv.ParseFloat` accepts from a scalar starting with `.`: decimal, `_` between digits. */
const DOT_FLOAT = /^\.[0-9]+(_[0-9]+)*([eE][-+]?[0-9]+(_[0-9]+)*)?$/;
const DIGITS: Record<number, RegExp> = { 2: /^[01]+$/, 8: /^[0-7]+$/, 10: /^[0-9]+$/, 16: /^[0-9a-fA-F]+$/ };
const PREFIX: Record<string, number> = { x: 16, X: 16, o: 8, O: 8, b: 2, B: 2 };
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/** Digits in one base as a bigint, or undefined. */
function digits(s: string, base: number): bigint | undefined {
  if (!DIGITS[base]!.test(s)) return undefined;
  const prefix = base === 16 ? '0x' : base === 8 ? '0o' : base === 2 ? '0b' : '';
  return BigInt(prefix + s);
}

/** `strconv.ParseInt(s, 0, 64)`, then `strconv.ParseUint(s, 0, 64)` (no sign): go-yaml's integers. */
function parseGoInt(s: string): bigint | undefined {
  const sign = s[0] === '-' || s[0] === '+' ? s[0] : '';
  const body = s.slice(sign.length);
  let n: bigint | undefined;
  if (body.length > 2 && body[0] === '0' && PREFIX[body[1]!]) n = digits(body.slice(2), PREFIX[body[1]!]!);
  else if (body.length > 1 && body[0] === '0') n = digits(body.slice(1), 8);
  else n = digits(body, 10);
  if (n === undefined) return undefined;
  if (sign === '-') n = -n;
  if (n >= INT64_MIN && n <= INT64_MAX) return n;
  return sign === '' && n <= UINT64_MAX ? n : undefined;
}

/** go-yaml's `0b…`/`0o…` fallbacks after ParseInt failed (values past int64). */
function prefixedInt(plain: string): bigint | undefined {
  const m = /^(-?)0([bo])(.*)$/.exec(plain);
  if (!m) return undefined;
  const n = digits(m[3]!, m[2] === 'b' ? 2 : 8);
  if (n === undefined) return undefined;
  const v = m[1] ? -n : n;
  return v >= INT64_MIN && v <= (m[1] ? INT64_MAX : UINT64_MAX) ? v : undefined;
}

/** Int, float or timestamp for a scalar starting with a digit or a sign (go-yaml's 'D' and 'S'). */
function numeric(source: string): GoScalar {
  const time = goTimestamp(source);
  if (time !== undefined) return { tag: 'timestamp', value: time };
  const plain = source.includes('_') ? source.replace(/_/g, '') : source;
  const n = parseGoInt(plain);
  if (n !== undefined) return { tag: 'int', value: n };
  if (YAML_STYLE_FLOAT.test(plain)) {
    // ParseFloat fails (out of range) where JavaScript gives ±Infinity: then it is a string.
    const f = Number(plain);
    if (Number.isFinite(f)) return { tag: 'float', value: f };
  }
  const p = prefixedInt(plain);
  return p === undefined ? { tag: 'str', value: source } : { tag: 'int', value: p };
}

const SMALL_INT = /^-?[1-9][0-9]{0,14}$/;
let last: { source: string; result: GoScalar } = { source: '0', result: { tag: 'int', value: 0n } };

/**
 * What go-yaml v3 resolves a plain (or explicitly tagged) scalar to. Only `true`/`false` are
 * booleans, `1:20` and `=` are strings, `0755` and `0o17` are octal, `08` is the float 8, `1e400` is
 * a string (out of range), dates are timestamps. The last result is kept: js-yaml asks once per
 * candidate tag.
 */
export function resolveGo(source: string): GoScalar {
  if (last.source === source) return last.result;
  let result: GoScalar;
  const mapped = MAP[source];
  if (mapped) result = mapped;
  else if (SMALL_INT.test(source)) result = { tag: 'int', value: BigInt(source) };
  else {
    const c = source.charCodeAt(0);
    if ((c >= 48 && c <= 57) || c === 43 || c === 45) result = numeric(source);
    else if (c === 46 && DOT_FLOAT.test(source)) {
      const f = Number(source.replace(/_/g, ''));
      result = Number.isFinite(f) ? { tag: 'float', value: f } : { tag: 'str', value: source };
    } else result = { tag: 'str', value: source };
  }
  last = { source, result };
  return result;
}

/**
 * Bytes as Go's `json.Marshal` writes a Go string holding them: valid UTF-8 as is, every byte of an
 * invalid sequence as one U+FFFD (what kustomize does to a `!!binary` value).
 */
export function goString(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let out = '';
    for (let i = 0; i < bytes.length;) {
      const n = validSequence(bytes, i);
      out += n ? Buffer.from(bytes.subarray(i, i + n)).toString('utf8') : '\uFFFD';
      i += n || 1;
    }
    return out;
  }
}

/** Length of the valid UTF-8 sequence at `i` (Go's utf8.DecodeRune rules), or 0. */
function validSequence(b: Uint8Array, i: number): number {
  const c = b[i]!;
  if (c < 0x80) return 1;
  const n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (!n || i + n > b.length) return 0;
  const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
  const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
  if (b[i + 1]! < lo || b[i + 1]! > hi) return 0;
  for (let k = 2; k < n; k++) if (b[i + k]! < 0x80 || b[i + k]! > 0xbf) return 0;
  return n;
}
