import { Builder, TooDeep, type Entry, type Expr, type SourceInfo } from './cel-builder.js';
import {
  bytesOf,
  identAt,
  isDigit,
  isWordChar,
  numberAt,
  quotedAt,
  RESERVED_IDENTIFIERS,
  RESERVED_SELECTORS,
  skipSpace,
  stringOf,
} from './cel-lex.js';
import { memberCall } from './cel-macros.js';
import { MAX_CODE_POINTS, MAX_RECURSION_DEPTH } from './cel-parser-limits.js';

/** What @bufbuild/cel's `parse(text)` returns. */
export interface ParsedCel {
  $typeName: 'cel.expr.ParsedExpr';
  expr: Expr;
  sourceInfo: SourceInfo;
}

/**
 * A hand-written recursive-descent reading of @bufbuild/cel's PEG grammar (parser.js, 0.6.1) that
 * builds, through cel-builder.ts, exactly the tree the shipped parser builds: the same nodes, ids,
 * offsets and macro calls. The shipped parser spends milliseconds on its first expressions and tens
 * of microseconds on each small one after; this one, microseconds.
 *
 * It follows the grammar where the grammar decides at once, and gives up (undefined) wherever the
 * shipped parser would backtrack into another reading, throw, or fail: a syntax error, a reserved
 * word, a doubtful escape, nesting deeper than cel-go's recursion limit. The caller then runs the
 * shipped parser, whose answer (and error message) stands.
 */
export function fastParse(text: string): ParsedCel | undefined {
  if (text.length > MAX_CODE_POINTS) return undefined;
  try {
    const p = new FastParser(text);
    const expr = p.expr();
    if (p.at !== text.length) return undefined;
    return { $typeName: 'cel.expr.ParsedExpr', expr, sourceInfo: p.b.sourceInfo };
  } catch {
    // GiveUp, TooDeep, or anything unforeseen: the shipped parser decides.
    return undefined;
  }
}

/** The shipped parser would not read this as we would: let it. */
class GiveUp extends Error {}

const giveUp = (): never => {
  throw new GiveUp();
};

type Level = 'relation' | 'addition' | 'multiplication';

/** The operator of a level at `at` (`Relop`, `[+-]`, `[*\/%]`), or undefined. */
function operatorAt(text: string, at: number, level: Level): string | undefined {
  const c = text[at];
  if (c === undefined) return undefined;
  if (level === 'multiplication') return c === '*' || c === '/' || c === '%' ? c : undefined;
  if (level === 'addition') return c === '+' || c === '-' ? c : undefined;
  const two = text.slice(at, at + 2);
  if (two === '<=' || two === '>=' || two === '==' || two === '!=' || two === 'in') return two;
  return c === '<' || c === '>' ? c : undefined;
}

class FastParser {
  readonly b = new Builder();
  at = 0;
  private depth = 0;
  constructor(private readonly text: string) {}

  private space(): void {
    this.at = skipSpace(this.text, this.at);
  }
  private expect(c: string): void {
    if (this.text[this.at] !== c) giveUp();
    this.at++;
  }

  /** `Expr: or:ConditionalOr S tail:("?" ConditionalOr S ":" Expr S)?` */
  expr(): Expr {
    if (++this.depth > MAX_RECURSION_DEPTH) throw new TooDeep();
    const start = this.at;
    const or = this.or();
    this.space();
    let e = or;
    if (this.text[this.at] === '?') {
      this.at++;
      const t = this.or();
      this.space();
      this.expect(':');
      const f = this.expr();
      this.space();
      e = this.b.call(start, '_?_:_', [or, t, f]);
    }
    this.depth--;
    return e;
  }

  private or(): Expr {
    return this.logical('||', () => this.logical('&&', () => this.relation()));
  }

  /** `ConditionalOr` / `ConditionalAnd`: terms joined by `op`, balanced, every node at the chain's start. */
  private logical(op: '||' | '&&', next: () => Expr): Expr {
    const start = this.at;
    const terms = [next()];
    for (;;) {
      const op0 = skipSpace(this.text, this.at);
      if (!this.text.startsWith(op, op0)) break;
      this.at = op0 + 2;
      terms.push(next());
    }
    return terms.length === 1 ? terms[0]! : this.b.balanced(`_${op}_`, terms, start);
  }

  private relation(): Expr {
    return this.binary('relation', () => this.addition());
  }
  private addition(): Expr {
    return this.binary('addition', () => this.multiplication());
  }
  private multiplication(): Expr {
    return this.binary('multiplication', () => this.unary());
  }

  /**
   * A left-associative chain (`S operator next`)+: every operand read first, then the calls made
   * left to right, each at the offset where its `S operator` began.
   */
  private binary(level: Level, next: () => Expr): Expr {
    let e = next();
    const tail: [number, string, Expr][] = [];
    for (;;) {
      const from = this.at;
      const opAt = skipSpace(this.text, from);
      const op = operatorAt(this.text, opAt, level);
      // `//` after a comment `S` has read is a second comment, which no operand follows: no operator.
      if (op === undefined || (op === '/' && this.text[opAt + 1] === '/')) break;
      this.at = opAt + op.length;
      tail.push([from, op === 'in' ? '@in' : `_${op}_`, next()]);
    }
    for (const [offset, fn, right] of tail) e = this.b.call(offset, fn, [e, right]);
    return e;
  }

  /** `Unary: Member / S ops:("!"+ / "-"+) Member`, `!!x` read as `x`, `!(!x)` as `x`. */
  private unary(): Expr {
    const start = this.at;
    const at = skipSpace(this.text, start);
    const c = this.text[at];
    if (c !== '!' && (c !== '-' || numberAt(this.text, at))) return this.member();
    let end = at;
    while (this.text[end] === c) end++;
    this.at = end;
    const e = this.member();
    if ((end - at) % 2 === 0) return e;
    const fn = `${c}_`;
    if (e.exprKind.case === 'callExpr') {
      const call = e.exprKind.value as { function: string; args: Expr[] };
      if (call.function === fn) return call.args[0]!;
    }
    return this.b.call(start, fn, [e]);
  }

  /** `Member: S Primary (S Access)*`: the accesses read first, then applied in order. */
  private member(): Expr {
    this.space();
    let e = this.primary();
    const tail: ((x: Expr) => Expr)[] = [];
    for (;;) {
      const at = skipSpace(this.text, this.at);
      const c = this.text[at];
      if (c === '.') tail.push(this.access(at));
      else if (c === '[') {
        this.at = at + 1;
        const index = this.expr();
        this.expect(']');
        tail.push((x) => this.b.call(at, '_[_]', [x, index]));
      } else break;
    }
    for (const step of tail) e = step(e);
    return e;
  }

  /** `"." S Selector S ![(]` (a selection, its trailing space read) or `"." S Selector S "(" ExprList ")"`. */
  private access(at: number): (x: Expr) => Expr {
    const name = skipSpace(this.text, at + 1);
    const field = identAt(this.text, name) ?? giveUp();
    if (RESERVED_SELECTORS.has(field)) giveUp();
    const after = skipSpace(this.text, name + field.length);
    if (this.text[after] !== '(') {
      this.at = after;
      return (x) => this.b.select(at, x, field);
    }
    this.at = after + 1;
    const args = this.args();
    return (x) => memberCall(this.b, at, x, field, args);
  }

  /** `ExprList ")"`: no trailing comma, no space before an empty `)`. */
  private args(): Expr[] {
    const args: Expr[] = [];
    if (this.text[this.at] !== ')') {
      args.push(this.expr());
      while (this.text[this.at] === ',') {
        this.at++;
        args.push(this.expr());
      }
    }
    this.expect(')');
    return args;
  }

  private primary(): Expr {
    const start = this.at;
    const literal = this.literal(start);
    if (literal) return literal;
    const c = this.text[start];
    if (c === '(') {
      this.at++;
      const e = this.expr();
      this.expect(')');
      return e;
    }
    if (c === '[') return this.list(start);
    if (c === '{') return this.map(start);
    return this.named(start);
  }

  /** `Literal`: FloatLiteral / UnsignedIntLiteral / IntLiteral / StringLiteral / BytesLiteral / BooleanLiteral / NullLiteral. */
  private literal(start: number): Expr | undefined {
    const t = this.text;
    const c = t[start];
    const n = c === '-' || c === '.' || isDigit(t.charCodeAt(start)) ? numberAt(t, start) : undefined;
    if (n) {
      this.at = n.end;
      return this.b.constant(start, { case: n.case, value: n.value });
    }
    const bytes = c === 'b' || c === 'B';
    const prefix = bytes ? 1 : 0;
    const raw = t[start + prefix] === 'r' || t[start + prefix] === 'R';
    const quote = t[start + prefix + (raw ? 1 : 0)];
    if (quote === '"' || quote === "'") {
      const q = quotedAt(t, start + prefix + (raw ? 1 : 0), raw) ?? giveUp();
      this.at = q.end;
      return bytes
        ? this.b.constant(start, { case: 'bytesValue', value: bytesOf(q.pieces) ?? giveUp() })
        : this.b.constant(start, { case: 'stringValue', value: stringOf(q.pieces) ?? giveUp() });
    }
    for (const keyword of ['true', 'false'])
      if (t.startsWith(keyword, start)) {
        this.at = start + keyword.length;
        return this.b.constant(start, { case: 'boolValue', value: keyword === 'true' });
      }
    if (t.startsWith('null', start) && !isWordChar(t.charCodeAt(start + 4))) {
      this.at = start + 4;
      return this.b.constant(start, { case: 'nullValue', value: 0 });
    }
    return undefined;
  }

  /** `"[" ExprList (",")? S "]"`. */
  private list(start: number): Expr {
    this.at = start + 1;
    const elements: Expr[] = [];
    for (;;) {
      const end = skipSpace(this.text, this.at);
      if (this.text[end] === ']') {
        this.at = end + 1;
        break;
      }
      elements.push(this.expr());
      if (this.text[this.at] === ',') this.at++;
      else {
        this.space();
        this.expect(']');
        break;
      }
    }
    return this.b.list(start, elements);
  }

  /** `"{" (Expr ":" Expr)|0.., ","| (",")? S "}"`, each entry at the offset where it began. */
  private map(start: number): Expr {
    this.at = start + 1;
    const entries: Entry[] = [];
    for (;;) {
      const end = skipSpace(this.text, this.at);
      if (this.text[end] === '}') {
        this.at = end + 1;
        break;
      }
      const from = this.at;
      const key = this.expr();
      this.expect(':');
      const value = this.expr();
      entries.push(this.b.nextEntry(from, { case: 'mapKey', value: key }, value));
      if (this.text[this.at] === ',') this.at++;
      else {
        this.space();
        this.expect('}');
        break;
      }
    }
    return this.b.struct(start, entries);
  }

  /**
   * A name: a global call `f(…)` (`has(a.b)` expanded), a message `a.b.T{f: v}`, or an identifier,
   * tried in that order as the grammar tries them; a leading dot kept only in a message name.
   */
  private named(start: number): Expr {
    const dot = this.text[start] === '.';
    const at = skipSpace(this.text, dot ? start + 1 : start);
    const name = identAt(this.text, at) ?? giveUp();
    if (RESERVED_IDENTIFIERS.has(name)) giveUp();
    const end = at + name.length;
    const open = skipSpace(this.text, end);
    if (this.text[open] === '(') {
      this.at = open + 1;
      return this.b.call(start, name, this.args());
    }
    const message = this.messageName(name, end);
    if (message) {
      this.at = message.brace + 1;
      return this.b.struct(start, this.fields(), (dot ? '.' : '') + message.names.join('.'));
    }
    this.at = end;
    return this.b.ident(start, name);
  }

  /** `Selector|1.., S "." S| S "{"` from a first name ending at `end`: the names and the brace, if one follows. */
  private messageName(first: string, end: number): { names: string[]; brace: number } | undefined {
    const names = [first];
    let at = end;
    for (;;) {
      const dot = skipSpace(this.text, at);
      if (this.text[dot] !== '.') break;
      const name = skipSpace(this.text, dot + 1);
      const next = identAt(this.text, name);
      if (next === undefined) break;
      // The shipped parser throws on a reserved selector here, brace or not.
      if (RESERVED_SELECTORS.has(next)) giveUp();
      names.push(next);
      at = name + next.length;
    }
    const brace = skipSpace(this.text, at);
    return this.text[brace] === '{' ? { names, brace } : undefined;
  }

  /** `(S Selector S ":" Expr)|0.., ","| (",")? S "}"`. */
  private fields(): Entry[] {
    const entries: Entry[] = [];
    for (;;) {
      const end = skipSpace(this.text, this.at);
      if (this.text[end] === '}') {
        this.at = end + 1;
        return entries;
      }
      const from = this.at;
      const key = identAt(this.text, end) ?? giveUp();
      if (RESERVED_SELECTORS.has(key)) giveUp();
      this.at = skipSpace(this.text, end + key.length);
      this.expect(':');
      const value = this.expr();
      entries.push(this.b.nextEntry(from, { case: 'fieldKey', value: key }, value));
      if (this.text[this.at] === ',') this.at++;
      else {
        this.space();
        this.expect('}');
        return entries;
      }
    }
  }
}
