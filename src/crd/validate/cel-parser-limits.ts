import { tokenize } from './cel-tokens.js';

/**
 * The limits of cel-go's parser (parser/parser.go, defaults the API server keeps: it sets no
 * `ParserRecursionLimit` nor `ParserExpressionSizeLimit`), checked before the gate's own engine
 * parses a rule, so that a hostile rule is refused with the API server's words instead of
 * overflowing the gate's stack:
 *
 * - more than 100,000 code points: `expression code point size exceeds limit: size: N, limit 100000`;
 * - a grammar rule of CEL.g4 entered more than 250 times at once while parsing (ANTLR's parse
 *   listener counts each rule separately; a left-recursive rule — `member`, `calc`, `relation` —
 *   is entered once more per postfix step or operator of its chain): `expression recursion limit
 *   exceeded: 250`;
 * - else, more than 250 nested select, call, index, operator or `?:` nodes in the tree the parser
 *   builds: `max recursion depth exceeded`.
 *
 * cel-go reports the three without a position (`<input>:-1:0`). Text the tracker cannot follow (a
 * syntax error) is left to the parser, which says where.
 */
export const MAX_RECURSION_DEPTH = 250;
export const MAX_CODE_POINTS = 100_000;

const TWO_CHAR = new Set(['&&', '||', '==', '!=', '<=', '>=']);
const RELATIONS = new Set(['<', '<=', '>=', '>', '==', '!=', 'in']);
const PRECEDENCE: Record<string, number> = { '*': 2, '/': 2, '%': 2, '+': 1, '-': 1 };

class TooDeep extends Error {}
class Unfollowed extends Error {}

/** The significant tokens, with CEL's two-character operators joined. */
function significant(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenize(text)) {
    if (t.kind === 'space') continue;
    const last = out.at(-1);
    if (t.kind === 'punct' && last !== undefined && TWO_CHAR.has(last + t.text))
      out[out.length - 1] = last + t.text;
    else
      out.push(
        t.kind === 'string' || t.kind === 'number' ? '#lit' : t.kind === 'ident' ? `$${t.text}` : t.text,
      );
  }
  return out;
}

/** A recursive-descent walk of CEL.g4 that counts what cel-go's two recursion checks count. */
class DepthTracker {
  private at = 0;
  private readonly depth = new Map<string, number>();
  constructor(private readonly toks: string[]) {}

  private peek(k = 0): string | undefined {
    return this.toks[this.at + k];
  }
  private take(expected?: string): string {
    const t = this.toks[this.at];
    if (t === undefined || (expected !== undefined && t !== expected)) throw new Unfollowed();
    this.at++;
    return t;
  }
  private enter(rule: string, times = 1): void {
    const d = (this.depth.get(rule) ?? 0) + times;
    if (d > MAX_RECURSION_DEPTH) throw new TooDeep();
    this.depth.set(rule, d);
  }
  private exit(rule: string, times = 1): void {
    this.depth.set(rule, this.depth.get(rule)! - times);
  }

  /** The whole text; the height of its tree in visitor-counted nodes. */
  start(): number {
    const h = this.expr();
    if (this.at !== this.toks.length) throw new Unfollowed();
    return h;
  }

  /** `expr: conditionalOr ('?' conditionalOr ':' expr)?` */
  expr(): number {
    this.enter('expr');
    let h = this.logical('conditionalOr', '||', () =>
      this.logical('conditionalAnd', '&&', () => this.binary('relation', 0)),
    );
    if (this.peek() === '?') {
      this.take();
      const t = this.logical('conditionalOr', '||', () =>
        this.logical('conditionalAnd', '&&', () => this.binary('relation', 0)),
      );
      this.take(':');
      h = Math.max(h, t, this.expr()) + 1;
    }
    this.exit('expr');
    return h;
  }

  /** `conditionalOr` / `conditionalAnd`: one entry, a loop over the operator. */
  private logical(rule: string, op: string, next: () => number): number {
    this.enter(rule);
    let h = next();
    while (this.peek() === op) {
      this.take();
      h = Math.max(h, next());
    }
    this.exit(rule);
    return h;
  }

  /** `relation` and `calc`, left-recursive with precedence: one more entry per operator of the chain. */
  private binary(rule: 'relation' | 'calc', min: number): number {
    this.enter(rule);
    let pushes = 0;
    let h = rule === 'relation' ? this.binary('calc', 0) : this.unary();
    while (true) {
      const op = this.peek();
      const prec =
        rule === 'relation'
          ? op && RELATIONS.has(op.replace(/^\$/, ''))
            ? 1
            : 0
          : (PRECEDENCE[op ?? ''] ?? 0);
      if (!prec || prec < min) break;
      this.enter(rule);
      pushes++;
      this.take();
      h = Math.max(h, this.binary(rule, prec + 1)) + 1;
    }
    this.exit(rule, 1 + pushes);
    return h;
  }

  private unary(): number {
    this.enter('unary');
    while (this.peek() === '!' || this.peek() === '-') this.take();
    const h = this.member();
    this.exit('unary');
    return h;
  }

  /** `member`: a primary, then `.f`, `.?f`, `.f(…)`, `[i]`, `[?i]`, each one more entry. */
  private member(): number {
    this.enter('member');
    let pushes = 0;
    let h = this.primary();
    while (this.peek() === '.' || this.peek() === '[') {
      this.enter('member');
      pushes++;
      h = Math.max(h, this.take() === '.' ? this.selectOrCall() : this.index()) + 1;
    }
    this.exit('member', 1 + pushes);
    return h;
  }

  private selectOrCall(): number {
    if (this.peek() === '?') this.take();
    if (!this.peek()?.startsWith('$')) throw new Unfollowed();
    this.take();
    return this.peek() === '(' ? this.args(')') : 0;
  }

  private index(): number {
    if (this.peek() === '?') this.take();
    const h = this.expr();
    this.take(']');
    return h;
  }

  /** `exprList`, `listInit`, `mapInitializerList`, `fieldInitializerList` up to `close`. */
  private args(close: string, entries = false): number {
    this.take();
    this.enter('list');
    let h = 0;
    while (this.peek() !== close) {
      if (this.peek() === '?') this.take();
      h = Math.max(h, this.expr());
      if (entries) {
        this.take(':');
        h = Math.max(h, this.expr());
      }
      if (this.peek() !== ',') break;
      this.take();
    }
    this.take(close);
    this.exit('list');
    return h;
  }

  private primary(): number {
    this.enter('primary');
    const t = this.peek();
    let h = 0;
    if (t === '(') {
      this.take();
      h = this.expr();
      this.take(')');
    } else if (t === '[') h = this.args(']');
    else if (t === '{') h = this.args('}', true);
    else if (t === '.' || t?.startsWith('$')) h = this.name();
    else if (t === '#lit') this.take();
    else throw new Unfollowed();
    this.exit('primary');
    return h;
  }

  /** An identifier, a global call `f(…)`, or a message literal `a.b.T{f: v}`. */
  private name(): number {
    if (this.peek() === '.') this.take();
    this.take();
    if (this.peek() === '(') return this.args(')');
    let k = 0;
    while (this.peek(k) === '.' && this.peek(k + 1)?.startsWith('$')) k += 2;
    if (this.peek(k) !== '{') return 0;
    this.at += k;
    return this.args('}', true);
  }
}

/** The API server's parser error for an expression over its size or recursion limits, or undefined. */
export function parserLimitError(text: string): string | undefined {
  const size = [...text].length;
  if (size > MAX_CODE_POINTS)
    return `ERROR: <input>:-1:0: expression code point size exceeds limit: size: ${size}, limit ${MAX_CODE_POINTS}`;
  // Cheap bound first: without that many openers or operators no count can reach the limit.
  if (text.length <= MAX_RECURSION_DEPTH) return undefined;
  try {
    const height = new DepthTracker(significant(text)).start();
    return height > MAX_RECURSION_DEPTH ? 'ERROR: <input>:-1:0: max recursion depth exceeded' : undefined;
  } catch (err) {
    if (err instanceof TooDeep)
      return `ERROR: <input>:-1:0: expression recursion limit exceeded: ${MAX_RECURSION_DEPTH}`;
    if (err instanceof Unfollowed || err instanceof RangeError) return undefined;
    throw err;
  }
}
