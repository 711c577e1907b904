/**
 * A CEL source text cut into tokens, enough to find the optional-selection syntax the engine's
 * parser lacks (`.?`, `[?`) without mistaking text inside string literals for it.
 */
export interface Token {
  kind: 'space' | 'string' | 'ident' | 'number' | 'punct';
  text: string;
  /** Offset of the token's first character in the source. */
  at: number;
}

const SPACE = /\s+|\/\/[^\n]*/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*|`[^`]*`/y;
const NUMBER = /0[xX][0-9a-fA-F]+[uU]?|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[uU]?|\.\d+(?:[eE][+-]?\d+)?/y;
const STRING_PREFIX = /[rRbB]{0,2}(?='|")/y;

/** The end offset of the string literal starting at `at` (after any r/b prefix), or the text's end. */
function stringEnd(text: string, at: number, raw: boolean): number {
  const triple = text.startsWith(text[at]!.repeat(3), at);
  const quote = triple ? text[at]!.repeat(3) : text[at]!;
  let i = at + quote.length;
  while (i < text.length) {
    if (!raw && text[i] === '\\') i += 2;
    else if (text.startsWith(quote, i)) return i + quote.length;
    else i++;
  }
  return text.length;
}

function match(re: RegExp, text: string, at: number): string | undefined {
  re.lastIndex = at;
  return re.exec(text)?.[0];
}

/** The tokens of a CEL expression, in order; their texts concatenated give back the source. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const prefix = match(STRING_PREFIX, text, at);
    if (prefix !== undefined) {
      const end = stringEnd(text, at + prefix.length, /r/i.test(prefix));
      out.push({ kind: 'string', text: text.slice(at, end), at });
      at = end;
      continue;
    }
    const space = match(SPACE, text, at);
    const ident = space ? undefined : match(IDENT, text, at);
    const number = space || ident ? undefined : match(NUMBER, text, at);
    const [kind, t]: [Token['kind'], string] = space
      ? ['space', space]
      : ident
        ? ['ident', ident]
        : number
          ? ['number', number]
          : ['punct', text[at]!];
    out.push({ kind, text: t, at });
    at += t.length;
  }
  return out;
}

const KEYWORDS = new Set(['in', 'true', 'false', 'null']);

/** Whether a `[` after this token is an index (after a value) rather than a list literal. */
export function afterValue(prev: Token | undefined): boolean {
  if (!prev) return false;
  if (prev.kind === 'ident') return !KEYWORDS.has(prev.text);
  return prev.kind === 'string' || (prev.kind === 'punct' && [')', ']', '}'].includes(prev.text));
}
