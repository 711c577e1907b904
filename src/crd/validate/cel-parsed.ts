import { parse } from '@bufbuild/cel';

/** A CEL text as @bufbuild/cel parses it. */
export type ParsedExpr = ReturnType<typeof parse>;

/**
 * Every CEL text the gate parses, by text, once per process: rule compilation (cel-parse.ts), the
 * judging of added rules (cel-implies.ts) and the typed-value conversions (typed-values.ts) share
 * it. A syntax error is kept and thrown again to every caller word for word.
 *
 * The trees are shared: no caller changes one (the macro expansions and the lowering copy what
 * they rewrite, the planner and the implication judge only read).
 */
const cache = new Map<string, ParsedExpr | { thrown: unknown }>();

export function parseCel(text: string): ParsedExpr {
  let hit = cache.get(text);
  if (hit === undefined) {
    try {
      hit = parse(text);
    } catch (err) {
      hit = { thrown: err };
    }
    cache.set(text, hit);
  }
  if ('thrown' in hit) throw hit.thrown;
  return hit;
}

/** The texts parsed so far in this process, with their trees (errors left out): for tests and diagnostics. */
export function parsedCelTexts(): [string, ParsedExpr][] {
  return [...cache].filter((e): e is [string, ParsedExpr] => !('thrown' in e[1]));
}
