import { RE2JS } from 're2js';

/**
 * Regular expressions as the API server runs them: Go's RE2 (linear time, no backreferences or
 * lookaround), never JavaScript's backtracking RegExp. A pattern from a pull request can be as
 * hostile as it likes: matching stays proportional to the value's length.
 */
export type Re2 = { test(value: string): boolean };

const cache = new Map<string, Re2 | { error: string }>();

/** Compiles a pattern with RE2 syntax; `{ error }` is RE2's reason to reject it (the API server's too). */
export function compileRe2(pattern: string): Re2 | { error: string } {
  let re = cache.get(pattern);
  if (!re) {
    try {
      const compiled = RE2JS.compile(pattern);
      // Go's regexp.MatchString: an unanchored search.
      re = { test: (value: string) => compiled.matcher(value).find() };
    } catch (err) {
      re = { error: (err as Error).message.replace(/^error parsing regexp: /, '') };
    }
    if (cache.size > 10_000) cache.clear();
    cache.set(pattern, re);
  }
  return re;
}
