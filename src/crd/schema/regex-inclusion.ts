/**
 * Whether every value an old `pattern` accepts, a new one accepts: L(old) ⊆ L(new), decided on the
 * two regular languages. The API server matches a pattern with Go's `regexp.MatchString` (kube-openapi
 * `validate.Pattern`): a search, so a value is accepted when some substring matches, with `^`/`$` at
 * the ends of the whole value. Both patterns become NFAs (regex-automaton.ts) over one alphabet: the
 * code points cut into intervals at every bound of every class of either pattern, so each interval is
 * wholly in or out of every class. A breadth-first walk of the product of the two subset automata
 * looks for a value the old accepts and the new rejects; it stops at `budget` product states and
 * (or at 2,000,000 NFA steps in all, or 5,000 NFA states for one pattern: a hostile pattern stays
 * bounded) and then says the comparison was not decided. A value found is a witness, shown in the
 * finding.
 */
import { buildNfa, setsOf, type Nfa } from './regex-automaton.js';
import { parseRe2Syntax, type Ranges } from './regex-syntax.js';

export type Inclusion =
  { kind: 'included' } | { kind: 'excluded'; witness: string } | { kind: 'undecided'; reason: string };

/** The product states a comparison may visit; the NFA states one pattern may need. */
export const INCLUSION_BUDGET = 10_000;
const MAX_NFA_STATES = 5_000;
/** NFA edges a comparison may follow in all: a hostile pattern with many classes stays bounded. */
const MAX_WORK = 2_000_000;

class OverBudget extends Error {}

/** Work done by both automata of one comparison. */
class Meter {
  private spent = 0;
  spend(n: number): void {
    this.spent += n;
    if (this.spent > MAX_WORK) throw new OverBudget();
  }
}

/** Code points a Go string can hold as runes: not the surrogate halves. */
const UNIVERSE: Ranges = [
  [0, 0xd7ff],
  [0xe000, 0x10ffff],
];

/** Code points a witness is best made of, best first. */
const READABLE = [...'a0A_-./: zZ9'].map((c) => c.codePointAt(0)!);

/** The alphabet: disjoint intervals covering the universe, none straddling a bound of a class. */
function alphabet(sets: Ranges[]): [number, number][] {
  const cuts = new Set<number>();
  for (const set of [...sets, UNIVERSE])
    for (const [lo, hi] of set) {
      cuts.add(lo);
      cuts.add(hi + 1);
    }
  const bounds = [...cuts].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const lo = bounds[i]!;
    if (UNIVERSE.some(([a, b]) => a <= lo && lo <= b)) out.push([lo, bounds[i + 1]! - 1]);
  }
  // Readable intervals first: the breadth-first walk then finds a readable witness first.
  const rank = (s: [number, number]) => {
    const i = READABLE.findIndex((p) => s[0] <= p && p <= s[1]);
    return i < 0 ? READABLE.length : i;
  };
  return out.sort((x, y) => rank(x) - rank(y) || x[0] - y[0]);
}

const contains = (set: Ranges, c: number) => set.some(([lo, hi]) => lo <= c && c <= hi);

/** A readable member of an interval for a witness: a letter, digit or common punctuation when it has one. */
function sample([lo, hi]: [number, number]): string {
  const pick = (list: number[]) => list.find((c) => lo <= c && c <= hi);
  const printable = lo > 0x20 && lo < 0x7f ? lo : undefined;
  return String.fromCodePoint(pick(READABLE.slice(0, 3)) ?? printable ?? pick(READABLE) ?? lo);
}

/**
 * One pattern as a search automaton, determinised lazily. A state is the sorted set of NFA states
 * that can still lead somewhere, or `MATCHED` once a substring has matched (every extension is
 * accepted too).
 */
class Search {
  private readonly next = new Map<string, (string | undefined)[]>();
  private readonly sets = new Map<string, number[]>();

  constructor(
    private readonly nfa: Nfa,
    private readonly symbols: [number, number][],
    private readonly meter: Meter,
  ) {}

  static readonly MATCHED = 'M';

  private closure(seeds: number[], atStart: boolean, atEnd: boolean): Set<number> {
    const seen = new Set<number>(seeds);
    const stack = [...seeds];
    while (stack.length) {
      const s = stack.pop()!;
      this.meter.spend(1);
      const targets = [
        ...this.nfa.eps[s]!,
        ...(atStart ? this.nfa.atStart[s]! : []),
        ...(atEnd ? this.nfa.atEnd[s]! : []),
      ];
      for (const t of targets)
        if (!seen.has(t)) {
          seen.add(t);
          stack.push(t);
        }
    }
    return seen;
  }

  /** The state after the NFA states `seeds` plus a fresh match attempt, at the start of the value or not. */
  private state(seeds: number[], atStart: boolean): string {
    const all = this.closure([...seeds, this.nfa.start], atStart, false);
    if (all.has(this.nfa.accept)) return Search.MATCHED;
    const kept = [...all]
      .filter((s) => this.nfa.moves[s]!.length > 0 || this.nfa.atEnd[s]!.length > 0)
      .sort((a, b) => a - b);
    const key = `${atStart ? 'S' : ''}${kept.join(',')}`;
    this.sets.set(key, kept);
    return key;
  }

  initial(): string {
    return this.state([], true);
  }

  /** Whether the value read so far is accepted when it ends here. */
  accepts(key: string): boolean {
    if (key === Search.MATCHED) return true;
    return this.closure(this.sets.get(key)!, key.startsWith('S'), true).has(this.nfa.accept);
  }

  /** The state after one more code point of symbol `i`. */
  step(key: string, i: number): string {
    if (key === Search.MATCHED) return key;
    let row = this.next.get(key);
    if (!row) this.next.set(key, (row = []));
    const known = row[i];
    if (known !== undefined) return known;
    const c = this.symbols[i]![0];
    const seeds: number[] = [];
    for (const s of this.sets.get(key)!) {
      const moves = this.nfa.moves[s]!;
      this.meter.spend(moves.length);
      for (const m of moves) if (contains(m.set, c)) seeds.push(m.to);
    }
    return (row[i] = this.state(seeds, false));
  }
}

function automaton(pattern: string): Nfa | string {
  const parsed = parseRe2Syntax(pattern);
  if ('unsupported' in parsed) return `${parsed.unsupported} is not modelled`;
  return buildNfa(parsed.re, MAX_NFA_STATES) ?? 'the pattern is too large to compare';
}

/** Whether every value `oldPattern` accepts, `newPattern` accepts (both must compile as RE2). */
export function patternIncluded(
  oldPattern: string,
  newPattern: string,
  budget = INCLUSION_BUDGET,
): Inclusion {
  const a = automaton(oldPattern);
  const b = automaton(newPattern);
  if (typeof a === 'string') return { kind: 'undecided', reason: `old pattern: ${a}` };
  if (typeof b === 'string') return { kind: 'undecided', reason: `new pattern: ${b}` };
  const symbols = alphabet([...setsOf(a), ...setsOf(b)]);
  const meter = new Meter();
  try {
    return search(new Search(a, symbols, meter), new Search(b, symbols, meter), symbols, budget);
  } catch (err) {
    if (err instanceof OverBudget)
      return { kind: 'undecided', reason: `more than ${MAX_WORK} steps to compare` };
    throw err;
  }
}

/** Breadth-first over product states, so a witness found is a shortest one. */
function search(a: Search, b: Search, symbols: [number, number][], budget: number): Inclusion {
  const start = [a.initial(), b.initial()] as const;
  const parent = new Map<string, { from: string; symbol: number } | undefined>();
  const keyOf = (x: string, y: string) => `${x}|${y}`;
  parent.set(keyOf(...start), undefined);
  const queue: (readonly [string, string])[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const [x, y] = queue[head]!;
    const key = keyOf(x, y);
    if (a.accepts(x) && !b.accepts(y)) return { kind: 'excluded', witness: witness(parent, key, symbols) };
    // The new pattern has matched: it accepts every extension. The old one cannot match any more.
    if (y === Search.MATCHED || x === '' || x === 'S') continue;
    for (let i = 0; i < symbols.length; i++) {
      const next = [a.step(x, i), b.step(y, i)] as const;
      const k = keyOf(...next);
      if (parent.has(k)) continue;
      if (parent.size >= budget)
        return { kind: 'undecided', reason: `more than ${budget} states to compare` };
      parent.set(k, { from: key, symbol: i });
      queue.push(next);
    }
  }
  return { kind: 'included' };
}

function witness(
  parent: Map<string, { from: string; symbol: number } | undefined>,
  key: string,
  symbols: [number, number][],
): string {
  const out: string[] = [];
  for (let p = parent.get(key); p; p = parent.get(p.from)) out.push(sample(symbols[p.symbol]!));
  return out.reverse().join('');
}
