import { RE2JS } from 're2js';

/**
 * Regular expressions as the API server runs them: Go's RE2 (linear time, no backreferences or
 * lookaround), never JavaScript's backtracking RegExp. A pattern from a pull request can be as
 * hostile as it likes: matching stays proportional to the value's length. One cache for every
 * user: CRD `pattern`s, string formats, the CEL regex library and the pattern comparison.
 */
export type Re2 = { test(value: string): boolean };

const cache = new Map<string, RE2JS | { error: string }>();

/** The compiled RE2 program, or `{ error }`: RE2's reason to reject the pattern (the API server's too). */
export function re2Program(pattern: string): RE2JS | { error: string } {
  let re = cache.get(pattern);
  if (!re) {
    try {
      re = RE2JS.compile(pattern);
    } catch (err) {
      re = { error: (err as Error).message.replace(/^error parsing regexp: /, '') };
    }
    if (cache.size > 10_000) cache.clear();
    cache.set(pattern, re);
  }
  return re;
}

/** Compiles a pattern with RE2 syntax for Go's regexp.MatchString: an unanchored search. */
export function compileRe2(pattern: string): Re2 | { error: string } {
  const re = re2Program(pattern);
  return 'error' in re ? re : { test: (value: string) => re.matcher(value).find() };
}
