/**
 * The run-time cost of the one CEL evaluation in progress, charged by the string functions as they
 * run. What the API server charges (k8s.io/apiserver pkg/cel/library/cost.go `CallCost`, cel-go
 * interpreter/runtimecost.go) is `api`; the gate also charges the size of every string a function
 * builds (`built`, 0.1 per character, cel-go's StringTraversalCostFactor), before building the large
 * ones (`replace`, `join`), so a rule that would build a 400-million-character string stops at the
 * per-call limit instead of running for minutes. Evaluation is synchronous: one meter at a time.
 */

export const STRING_TRAVERSAL = 0.1;

export interface Meter {
  /** What the API server would have charged the string calls so far. */
  api: number;
  /** The size of what they built, as traversal cost: the gate's own bound. */
  built: number;
  readonly limit: number;
  /** Which charge went over the limit first: `api` (the API server stops too) or `built` (the gate only). */
  over?: 'api' | 'built';
}

let current: Meter | undefined;

/** Runs one evaluation under a fresh meter with this limit; the meter says what it spent. */
export function metered<T>(limit: number, run: () => T): { value: T; meter: Meter } {
  const outer = current;
  const meter: Meter = { api: 0, built: 0, limit };
  current = meter;
  try {
    return { value: run(), meter };
  } finally {
    current = outer;
  }
}

/** A charge over the limit: thrown inside a function, the engine makes it that call's error. */
export class CostLimitError extends Error {
  constructor() {
    super('operation cancelled: actual cost limit exceeded');
    this.name = 'CostLimitError';
  }
}

/**
 * Charges one call: throws (before anything is built) once the meter is over its limit. Outside an
 * evaluation (no meter) it charges nothing.
 */
export function charge(api: number, built = 0): void {
  const m = current;
  if (!m) return;
  if (!m.over) {
    m.api += api;
    m.built += built;
    if (m.api > m.limit) m.over = 'api';
    else if (m.api + m.built > m.limit) m.over = 'built';
  }
  if (m.over) throw new CostLimitError();
}

/** Traversal cost of `n` characters. */
export const traversal = (n: number, factor = 1): number => Math.ceil(n * STRING_TRAVERSAL * factor);
