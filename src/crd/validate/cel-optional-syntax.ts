import { rewriteOptionalEntries } from './cel-optional-entries.js';
import { afterValue, tokenize, type Token } from './cel-tokens.js';

/**
 * cel-go's optional selection syntax (Kubernetes 1.28+), which the engine's parser lacks, rewritten
 * into calls of two library methods that implement it (cel-lib/optional.ts):
 *
 * - `x.?f` → `x.__opt_select__("f")`: `optional.of(x.f)` when `x` has `f`, else `optional.none()`;
 * - `x[?k]` → `x.__opt_index__(k)`: the same by key or list index;
 * - the rest of the chain stays optional, as in cel-go (`a.?b.c` is `none` when `b` is absent,
 *   cel-spec's optional_chaining tests): plain `.c` and `[k]` after an optional step are rewritten
 *   the same way, until a method call (`.orValue(…)`) ends the chain.
 *
 * - a plain step on the result of a function returning an optional (`optional.of(m).c`) or on a
 *   parenthesised optional chain (`(a.?b).c`) is optional too.
 *
 * Optional entries in list and map literals (`[?x]`, `{?k: v}`) are rewritten first
 * (cel-optional-entries.ts). What is not rewritten is said, never guessed: optional fields of a
 * message literal.
 */
export const OPT_SELECT = '__opt_select__';
export const OPT_INDEX = '__opt_index__';
/**
 * `has(x.?a.b)`: cel-go's `has` macro takes the last select of the chain as a presence test on an
 * optional operand (checker: the optional is unwrapped for the check; interpreter: `none` is absent).
 * Rewritten `x.__opt_select__("a").__opt_has__("b")`, without the `has`: the engine's macro wants a
 * plain select. `has(x.?a)` and an index as the last step are the macro's error, as in cel-go.
 */
export const OPT_HAS = '__opt_has__';

/** A call that returns an optional (a chain may start after it without `?`). */
const OPTIONAL_CALL = /\boptional\s*\.|\.\s*(?:or|optMap|optFlatMap)\s*\(/;

export type OptionalRewrite =
  | { text: string; rewritten: boolean; firstAt?: number; hasErrorAt?: number; unsupported?: undefined }
  | { unsupported: string };

/** The last step the rewrite emitted: an explicit `.?f`, a plain `.f` after one, or an index. */
interface Step {
  kind: 'optional' | 'chain' | 'index';
  /** Its piece in the output, and where it starts in the source. */
  piece: number;
  at: number;
  field?: string;
}

interface Frame {
  /** `]` closes an optional index (emit `)`), or a plain bracket. */
  optional: boolean;
  /** Whether the enclosing chain was optional before this bracket opened. */
  outerChain: boolean;
  /** Where it opens in the source. */
  at: number;
}

class Rewriter {
  private readonly out: string[] = [];
  private readonly brackets: Frame[] = [];
  /** Open parentheses: a call (of a function returning an optional?) or a group; `has`: the piece of a `has(` call's name. */
  private readonly parens: { call: boolean; producer: boolean; has?: number }[] = [];
  private step: Step | undefined;
  hasErrorAt: number | undefined;
  /** The last significant source tokens. */
  private readonly recent: Token[] = [];
  private chain = false;
  rewritten = false;
  firstAt: number | undefined;
  unsupported: string | undefined;

  private readonly toks: Token[];

  constructor(toks: Token[]) {
    this.toks = toks;
  }

  /** The next significant token after index `i`, and its index. */
  private next(i: number): [Token | undefined, number] {
    let j = i + 1;
    while (this.toks[j]?.kind === 'space') j++;
    return [this.toks[j], j];
  }

  private mark(at: number): void {
    this.rewritten = true;
    this.firstAt ??= at;
  }

  run(): void {
    let prev: Token | undefined;
    for (let i = 0; i < this.toks.length && !this.unsupported; i++) {
      const t = this.toks[i]!;
      if (t.kind === 'space') {
        this.out.push(t.text);
        continue;
      }
      this.recent.push(t);
      if (this.recent.length > 4) this.recent.shift();
      i = this.token(t, i, prev);
      prev = this.toks[i];
    }
  }

  /** Handles one significant token; returns the index of the last token consumed. */
  private token(t: Token, i: number, prev: Token | undefined): number {
    if (t.text === '.' && t.kind === 'punct') return this.dot(t, i);
    if (t.text === '[') return this.open(t, i, prev);
    if (t.text === ']') return this.close(i);
    if (t.text === '(' || t.text === ')') return this.paren(t, i, prev);
    if (t.text === '?' && (prev?.text === '[' || prev?.text === '{' || prev?.text === ','))
      this.unsupported =
        'optional entries in a message literal (`Type{?f: v}`) or in literals nested too deeply to rewrite';
    this.chain = false;
    this.out.push(t.text);
    return i;
  }

  /**
   * `(` and `)`: a group keeps the optional chain it ends with (`(a.?b).c`), a call of a function
   * returning an optional starts one (`optional.of(m).c`, cel-spec optional_chaining_4).
   */
  private paren(t: Token, i: number, prev: Token | undefined): number {
    if (t.text === '(')
      this.parens.push({ call: afterValue(prev), producer: this.producer(), ...this.hasCall(prev) });
    const frame = t.text === ')' ? this.parens.pop() : undefined;
    if (frame?.has !== undefined) this.closeHas(frame.has);
    this.chain = frame ? (frame.call ? frame.producer : this.chain) : false;
    this.out.push(t.text);
    return i;
  }

  /** A `(` opening the global macro `has(`: the output piece of its name. */
  private hasCall(prev: Token | undefined): { has?: number } {
    const before = this.recent.at(-3);
    if (prev?.text !== 'has' || prev.kind !== 'ident' || before?.text === '.') return {};
    return { has: this.out.lastIndexOf('has') };
  }

  /** `)` of `has(…)` whose argument ends in an optional chain: a presence test, or the macro's error. */
  private closeHas(name: number): void {
    const s = this.step;
    if (!s || this.out.slice(s.piece + 1).some((p) => p.trim())) return;
    if (s.kind !== 'chain') {
      this.hasErrorAt ??= s.at;
      return;
    }
    this.out[s.piece] = `.${OPT_HAS}(${JSON.stringify(s.field)})`;
    this.out[name] = '';
  }

  /** Whether the call being opened returns an optional: `optional.of/ofNonZeroValue/none`, `.or`, `.optMap`, `.optFlatMap`. */
  private producer(): boolean {
    const [a, b, c] = this.recent.slice(-4, -1);
    if (c?.kind !== 'ident' || b?.text !== '.') return false;
    if (['of', 'ofNonZeroValue', 'none'].includes(c.text)) return a?.text === 'optional';
    return ['or', 'optMap', 'optFlatMap'].includes(c.text);
  }

  private dot(t: Token, i: number): number {
    const [n, j] = this.next(i);
    if (n?.text === '?') {
      const [name, k] = this.next(j);
      if (name?.kind !== 'ident') {
        this.out.push(t.text);
        return i;
      }
      this.mark(t.at);
      this.out.push(`.${OPT_SELECT}(${JSON.stringify(name.text)})`);
      this.step = { kind: 'optional', piece: this.out.length - 1, at: t.at };
      this.chain = true;
      return k;
    }
    if (this.chain && n?.kind === 'ident' && this.next(j)[0]?.text !== '(') {
      this.rewritten = true;
      this.out.push(`.${OPT_SELECT}(${JSON.stringify(n.text)})`);
      this.step = { kind: 'chain', piece: this.out.length - 1, at: t.at, field: n.text };
      return j;
    }
    this.chain = false;
    this.out.push(t.text);
    return i;
  }

  private open(t: Token, i: number, prev: Token | undefined): number {
    const [n, j] = this.next(i);
    const index = afterValue(prev);
    const optional = index && (n?.text === '?' || this.chain);
    this.brackets.push({ optional, outerChain: this.chain, at: t.at });
    this.chain = false;
    if (!optional) {
      this.out.push(t.text);
      return i;
    }
    if (n?.text === '?') this.mark(t.at);
    this.rewritten = true;
    this.out.push(`.${OPT_INDEX}(`);
    return n?.text === '?' ? j : i;
  }

  private close(i: number): number {
    const frame = this.brackets.pop();
    this.out.push(frame?.optional ? ')' : ']');
    if (frame?.optional) this.step = { kind: 'index', piece: this.out.length - 1, at: frame.at };
    this.chain = frame?.optional === true;
    return i;
  }

  text(): string {
    return this.out.join('');
  }
}

/** Rewrites the optional selection syntax of a CEL expression into method calls the engine runs. */
export function rewriteOptionalSyntax(expr: string): OptionalRewrite {
  if (!expr.includes('?') && !OPTIONAL_CALL.test(expr)) return { text: expr, rewritten: false };
  const entries = rewriteOptionalEntries(expr);
  const r = new Rewriter(tokenize(entries.text));
  r.run();
  if (r.unsupported) return { unsupported: r.unsupported };
  // Where the first optional syntax is in the source (entries first: their offsets are the source's).
  const firstAt = entries.firstAt ?? r.firstAt;
  return {
    text: r.text(),
    rewritten: r.rewritten || entries.firstAt !== undefined,
    ...(firstAt !== undefined ? { firstAt } : {}),
    ...(r.hasErrorAt !== undefined ? { hasErrorAt: r.hasErrorAt } : {}),
  };
}
