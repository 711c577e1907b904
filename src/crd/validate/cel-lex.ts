/**
 * The lexical pieces of @bufbuild/cel's grammar (its parser.js, 0.6.1) for cel-fast-parse.ts: the
 * same patterns the shipped parser matches, at an offset. Anything the shipped parser reads in a
 * way cel-go does not (a backslash that starts no escape, `\x` with fewer than two hex digits, a
 * surrogate code point) is `undefined` here, and the caller falls back to the shipped parser.
 */

const FLOAT = /-?[0-9]*\.[0-9]+(?:[eE][+-]?[0-9]+)?|-?[0-9]+[eE][+-]?[0-9]+/y;
const UNSIGNED = /(?:0x[0-9a-fA-F]+|[0-9]+)(?=[uU])/y;
const INT = /-?(?:0x[0-9a-fA-F]+|[0-9]+)/y;

function sticky(re: RegExp, text: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(text)?.[0];
}

// Character tests by code, not regular expressions: a regular expression costs its compilation on
// first use, which is most of what a process that parses a handful of rules spends.
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const isNewline = (c: number) => c === 10 || c === 13;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
export const isDigit = (c: number) => c >= 48 && c <= 57;
/** `[_a-zA-Z0-9]`. */
export const isWordChar = (c: number) => isLetter(c) || isDigit(c);

function spaces(text: string, at: number): number {
  while (isSpace(text.charCodeAt(at))) at++;
  return at;
}

/**
 * The offset after `S` at `at`: `[\t\n\f\r ]*`, then at most one comment `//[^\r\n]*[\r\n]+`
 * (one without a newline after it is no comment), then `[\t\n\f\r ]*`.
 */
export function skipSpace(text: string, at: number): number {
  at = spaces(text, at);
  if (text.charCodeAt(at) === 47 && text.charCodeAt(at + 1) === 47) {
    let end = at + 2;
    while (end < text.length && !isNewline(text.charCodeAt(end))) end++;
    if (end < text.length) {
      while (isNewline(text.charCodeAt(end))) end++;
      at = spaces(text, end);
    }
  }
  return at;
}

/** The identifier `[_a-zA-Z][_a-zA-Z0-9]*` at `at`, or undefined. */
export function identAt(text: string, at: number): string | undefined {
  if (!isLetter(text.charCodeAt(at))) return undefined;
  let end = at + 1;
  while (isWordChar(text.charCodeAt(end))) end++;
  return text.slice(at, end);
}

/** Names the shipped parser refuses as a global name (`Identifier`) or after a dot (`Selector`). */
export const RESERVED_IDENTIFIERS = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);
export const RESERVED_SELECTORS = new Set(['true', 'false', 'null', 'in']);

export type NumberLiteral =
  | { case: 'doubleValue'; value: number; end: number }
  | { case: 'uint64Value' | 'int64Value'; value: bigint; end: number };

/** A number literal at `at` (FloatLiteral, then UnsignedIntLiteral, then IntLiteral), or undefined. */
export function numberAt(text: string, at: number): NumberLiteral | undefined {
  const float = sticky(FLOAT, text, at);
  if (float !== undefined) return { case: 'doubleValue', value: parseFloat(float), end: at + float.length };
  const unsigned = sticky(UNSIGNED, text, at);
  if (unsigned !== undefined)
    return { case: 'uint64Value', value: BigInt(unsigned), end: at + unsigned.length + 1 };
  const int = sticky(INT, text, at);
  if (int === undefined) return undefined;
  const value = int[0] === '-' ? -BigInt(int.slice(1)) : BigInt(int);
  return { case: 'int64Value', value, end: at + int.length };
}

/** A piece of a quoted literal: text as written, or a code point (a byte in bytes) from an escape. */
export type Piece = string | number;

const SIMPLE: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '"': '"',
  "'": "'",
  '`': '`',
  '\\': '\\',
  '?': '?',
};
const HEX_ESCAPE: Record<string, number> = { x: 2, X: 2, u: 4, U: 8 };
const HEX = /^[0-9a-fA-F]*$/;
const OCTAL = /^[0-3][0-7][0-7]$/;

/** The escape at `at` (a backslash): its value and length, or undefined for any the shipped parser reads otherwise. */
function escapeAt(text: string, at: number): { piece: Piece; end: number } | undefined {
  const c = text[at + 1];
  if (c === undefined) return undefined;
  const hex = HEX_ESCAPE[c];
  if (hex !== undefined) {
    const digits = text.slice(at + 2, at + 2 + hex);
    return digits.length === hex && HEX.test(digits)
      ? { piece: parseInt(digits, 16), end: at + 2 + hex }
      : undefined;
  }
  const octal = text.slice(at + 1, at + 4);
  if (OCTAL.test(octal)) return { piece: parseInt(octal, 8), end: at + 4 };
  const simple = Object.hasOwn(SIMPLE, c) ? SIMPLE[c] : undefined;
  return simple === undefined ? undefined : { piece: simple, end: at + 2 };
}

/**
 * The quoted part of a string or bytes literal (CharacterSequence) at `at`: `raw` after an `r`
 * prefix. Its pieces and end, or undefined when it is unterminated or holds a doubtful escape.
 */
export function quotedAt(
  text: string,
  at: number,
  raw: boolean,
): { pieces: Piece[]; end: number } | undefined {
  const q = text[at];
  if (q !== '"' && q !== "'") return undefined;
  const triple = text.startsWith(q + q + q, at);
  const close = triple ? q + q + q : q;
  const pieces: Piece[] = [];
  let i = at + close.length;
  let run = i;
  while (i < text.length) {
    const c = text[i]!;
    if (c === q && (!triple || text.startsWith(close, i))) {
      if (run < i) pieces.push(text.slice(run, i));
      return { pieces, end: i + close.length };
    }
    if (!triple && (c === '\n' || c === '\r')) return undefined;
    if (c === '\\' && !raw) {
      const escape = escapeAt(text, i);
      if (!escape) return undefined;
      if (run < i) pieces.push(text.slice(run, i));
      pieces.push(escape.piece);
      i = run = escape.end;
    } else i++;
  }
  return undefined;
}

const isSurrogate = (code: number) => code >= 0xd800 && code < 0xe000;

/** The string value of the pieces, or undefined where the shipped parser throws (surrogates, beyond U+10FFFF). */
export function stringOf(pieces: Piece[]): string | undefined {
  let out = '';
  for (const p of pieces) {
    if (typeof p === 'string') out += p;
    else if (isSurrogate(p) || p > 0x10ffff) return undefined;
    else out += String.fromCodePoint(p);
  }
  return out;
}

const encoder = new TextEncoder();

/** The bytes of the pieces (text as UTF-8), or undefined for an escape over 0xFF or a lone surrogate. */
export function bytesOf(pieces: Piece[]): Uint8Array | undefined {
  const chunks: Uint8Array[] = [];
  for (const p of pieces) {
    if (typeof p === 'number') {
      if (p > 0xff) return undefined;
      chunks.push(Uint8Array.of(p));
    } else {
      for (let i = 0; i < p.length; i++) if (isSurrogate(p.charCodeAt(i))) return undefined;
      chunks.push(encoder.encode(p));
    }
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
