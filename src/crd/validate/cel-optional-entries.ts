import { afterValue, tokenize, type Token } from './cel-tokens.js';

/**
 * cel-go's optional entries in list and map literals (Kubernetes 1.28+), which the engine's parser
 * lacks, rewritten into calls of two library functions (cel-lib/optional.ts):
 *
 * - `[a, ?b, c]` → `([a] + __opt_elem__(b) + [c])`: `b`'s value when present, nothing when not;
 * - `{k: v, ?q: o}` → `__opt_entry__({k: v}, q, o)`: the entry when `o` is present.
 *
 * Elements and entries are rewritten recursively (a literal inside an element). A message literal
 * (`Type{?f: v}`) is left alone: the optional-syntax pass says it is not supported.
 */
export const OPT_ELEM = '__opt_elem__';
export const OPT_ENTRY = '__opt_entry__';

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** The index of the token closing the bracket at `i`, or undefined when it is not closed. */
function closing(toks: Token[], i: number): number | undefined {
  let depth = 0;
  for (let j = i; j < toks.length; j++) {
    const t = toks[j]!;
    if (t.kind !== 'punct') continue;
    if (OPEN.has(t.text)) depth++;
    else if (CLOSE.has(t.text) && --depth === 0) return j;
  }
  return undefined;
}

/** The token ranges between top-level `sep`s of `toks[from, to)`. */
function split(toks: Token[], from: number, to: number, sep: string, once = false): [number, number][] {
  const out: [number, number][] = [];
  let [depth, start] = [0, from];
  for (let j = from; j < to; j++) {
    const t = toks[j]!;
    if (t.kind !== 'punct') continue;
    if (OPEN.has(t.text)) depth++;
    else if (CLOSE.has(t.text)) depth--;
    else if (depth === 0 && t.text === sep && !(once && out.length)) {
      out.push([start, j]);
      start = j + 1;
    }
  }
  out.push([start, to]);
  return out;
}

/** The first significant token of a range, and its index. */
function first(toks: Token[], [from, to]: [number, number]): [Token | undefined, number] {
  let j = from;
  while (j < to && toks[j]!.kind === 'space') j++;
  return [j < to ? toks[j] : undefined, j];
}

class EntryRewriter {
  firstAt: number | undefined;
  private readonly toks: Token[];

  constructor(toks: Token[]) {
    this.toks = toks;
  }

  /** The text of `toks[from, to)` with every literal holding optional entries rewritten. */
  range(from: number, to: number): string {
    const out: string[] = [];
    let prev: Token | undefined;
    for (let i = from; i < to; i++) {
      const t = this.toks[i]!;
      const literal =
        t.kind === 'punct' &&
        ((t.text === '[' && !afterValue(prev)) || (t.text === '{' && prev?.kind !== 'ident'));
      const end = literal ? closing(this.toks, i) : undefined;
      if (end !== undefined && end < to) {
        out.push(this.literal(t.text, i, end));
        prev = this.toks[end];
        i = end;
        continue;
      }
      out.push(t.text);
      if (t.kind !== 'space') prev = t;
    }
    return out.join('');
  }

  /** One list or map literal `toks[open..close]`. */
  private literal(kind: string, open: number, close: number): string {
    const parts = split(this.toks, open + 1, close, ',').filter((p) => first(this.toks, p)[0]);
    const optional = parts.map((p) => first(this.toks, p)).filter(([t]) => t?.text === '?');
    if (!optional.length) return `${kind}${this.range(open + 1, close)}${this.toks[close]!.text}`;
    this.firstAt ??= optional[0]![0]!.at;
    const items = parts.map((p) => {
      const [t, j] = first(this.toks, p);
      return { optional: t?.text === '?', from: t?.text === '?' ? j + 1 : p[0], to: p[1] };
    });
    return kind === '[' ? this.list(items) : this.map(items);
  }

  private list(items: { optional: boolean; from: number; to: number }[]): string {
    const pieces: string[] = [];
    let plain: string[] = [];
    const flush = () => {
      if (plain.length) pieces.push(`[${plain.join(',')}]`);
      plain = [];
    };
    for (const x of items) {
      const text = this.range(x.from, x.to);
      if (!x.optional) plain.push(text);
      else {
        flush();
        pieces.push(`${OPT_ELEM}(${text.trim()})`);
      }
    }
    flush();
    return `(${pieces.join(' + ')})`;
  }

  private map(items: { optional: boolean; from: number; to: number }[]): string {
    const entry = (x: { from: number; to: number }) => {
      const [k, v] = split(this.toks, x.from, x.to, ':', true);
      return k && v
        ? { key: this.range(k[0], k[1]).trim(), value: this.range(v[0], v[1]).trim() }
        : undefined;
    };
    const plain = items.filter((x) => !x.optional).map(entry);
    const optional = items.filter((x) => x.optional).map(entry);
    if ([...plain, ...optional].some((e) => !e)) throw new Error('a map entry without a key');
    let acc = `{${plain.map((e) => `${e!.key}: ${e!.value}`).join(', ')}}`;
    for (const e of optional) acc = `${OPT_ENTRY}(${acc}, ${e!.key}, ${e!.value})`;
    return acc;
  }
}

/** Rewrites the optional entries of list and map literals; `firstAt`: where the first one is. */
export function rewriteOptionalEntries(expr: string): { text: string; firstAt?: number } {
  if (!expr.includes('?')) return { text: expr };
  const toks = tokenize(expr);
  const r = new EntryRewriter(toks);
  try {
    const text = r.range(0, toks.length);
    return r.firstAt === undefined ? { text: expr } : { text, firstAt: r.firstAt };
  } catch {
    return { text: expr }; // left as written: the parser or the optional-syntax pass says what is wrong
  }
}
