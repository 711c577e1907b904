/**
 * A Thompson NFA of one RE2 tree (regex-syntax.ts): ε edges, `^`/`$` assertion edges and edges on a
 * set of code points. Bounded repeats are copied (`a{2,4}` is `aa(a(a)?)?`), so the number of states
 * is capped: a pattern over the cap is not compared (regex-inclusion.ts says "not decided").
 */
import type { Ranges, Re } from './regex-syntax.js';

export interface Move {
  set: Ranges;
  to: number;
}

export interface Nfa {
  start: number;
  accept: number;
  /** Per state: ε successors. */
  eps: number[][];
  /** Per state: successors through `^` (start of text) and `$` (end of text). */
  atStart: number[][];
  atEnd: number[][];
  /** Per state: successors on one code point of a set. */
  moves: Move[][];
}

class TooLarge extends Error {}

class Builder {
  readonly nfa: Nfa = { start: 0, accept: 0, eps: [], atStart: [], atEnd: [], moves: [] };
  constructor(private readonly maxStates: number) {}

  state(): number {
    if (this.nfa.eps.length >= this.maxStates) throw new TooLarge();
    for (const list of [this.nfa.eps, this.nfa.atStart, this.nfa.atEnd, this.nfa.moves]) list.push([]);
    return this.nfa.eps.length - 1;
  }

  /** Wires `re` from state `from`; returns its exit state. */
  build(re: Re, from: number): number {
    switch (re.t) {
      case 'empty':
        return from;
      case 'class': {
        const to = this.state();
        this.nfa.moves[from]!.push({ set: re.set, to });
        return to;
      }
      case 'assert': {
        const to = this.state();
        (re.at === 'start' ? this.nfa.atStart : this.nfa.atEnd)[from]!.push(to);
        return to;
      }
      case 'cat':
        return re.items.reduce((at, item) => this.build(item, at), from);
      case 'alt': {
        const to = this.state();
        for (const item of re.items) {
          const entry = this.state();
          this.nfa.eps[from]!.push(entry);
          this.nfa.eps[this.build(item, entry)]!.push(to);
        }
        return to;
      }
      case 'repeat':
        return this.repeat(re.sub, re.min, re.max, from);
    }
  }

  private repeat(sub: Re, min: number, max: number, from: number): number {
    let at = from;
    for (let i = 0; i < min; i++) at = this.build(sub, this.link(at));
    if (max === Infinity) {
      // A loop through a fresh entry state, so the loop cannot reach back before `at`.
      const entry = this.link(at);
      const exit = this.build(sub, entry);
      this.nfa.eps[exit]!.push(entry);
      return entry;
    }
    const end = this.state();
    for (let i = min; i < max; i++) {
      this.nfa.eps[at]!.push(end);
      at = this.build(sub, this.link(at));
    }
    this.nfa.eps[at]!.push(end);
    return end;
  }

  /** A fresh state reached from `at` by ε. */
  private link(at: number): number {
    const s = this.state();
    this.nfa.eps[at]!.push(s);
    return s;
  }
}

/** The NFA of `re`, or undefined when it needs more than `maxStates` states. */
export function buildNfa(re: Re, maxStates: number): Nfa | undefined {
  const b = new Builder(maxStates);
  try {
    const start = b.state();
    const accept = b.build(re, start);
    b.nfa.start = start;
    b.nfa.accept = accept;
    return b.nfa;
  } catch (err) {
    if (err instanceof TooLarge) return undefined;
    throw err;
  }
}

/** Every code-point set an edge of `nfa` reads. */
export const setsOf = (nfa: Nfa): Ranges[] => nfa.moves.flatMap((ms) => ms.map((m) => m.set));
