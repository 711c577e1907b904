import type { RE2JS } from 're2js';
import { liteRe2 } from './re2-lite-match.js';
import { re2js } from './re2js-load.js';

/**
 * Regular expressions as the API server runs them: Go's RE2 (linear time, no backreferences or
 * lookaround). The rule: never JavaScript's backtracking RegExp on a pattern; a pattern from a pull
 * request can be as hostile as it likes, matching stays proportional to the value's length.
 * `compileRe2` first tries a strict subset of RE2's syntax (re2-lite.ts: literals, classes, `\d \s
 * \w`, groups, alternation, greedy quantifiers, `^ $ .`; most CRD patterns), matched by a small
 * linear NFA (re2-lite-match.ts) that needs none of re2js's cold code; every other pattern, every
 * rejection with its message, and `re2Program` (the CEL regex library's `find`/`findAll`) are
 * re2js's (a port of Go's RE2), loaded only when one of them is first asked for (re2js-load.ts).
 * One cache for every user: CRD `pattern`s, string formats, the CEL regex library and the pattern
 * comparison.
 */
export type Re2 = { test(value: string): boolean };

type Compiled = RE2JS | { error: string };

/** One pattern's answers: the tester (`compileRe2`) and re2js's program (`re2Program`), each when asked. */
interface Entry {
  tester?: Re2 | { error: string };
  program?: Compiled;
}

const cache = new Map<string, Entry>();

function entry(pattern: string): Entry {
  let e = cache.get(pattern);
  if (!e) {
    if (cache.size > 10_000) cache.clear();
    e = {};
    cache.set(pattern, e);
  }
  return e;
}

function compileProgram(pattern: string): Compiled {
  try {
    return re2js().compile(pattern);
  } catch (err) {
    return { error: (err as Error).message.replace(/^error parsing regexp: /, '') };
  }
}

/** The compiled RE2 program, or `{ error }`: RE2's reason to reject the pattern (the API server's too). */
export function re2Program(pattern: string): Compiled {
  const e = entry(pattern);
  return (e.program ??= compileProgram(pattern));
}

/** re2js's program as a tester, or its error. */
function viaRe2js(pattern: string): Re2 | { error: string } {
  const re = re2Program(pattern);
  return 'error' in re ? re : { test: (value: string) => re.matcher(value).find() };
}

/** Compiles a pattern with RE2 syntax for Go's regexp.MatchString: an unanchored search. */
export function compileRe2(pattern: string): Re2 | { error: string } {
  const e = entry(pattern);
  return (e.tester ??= liteRe2(pattern) ?? viaRe2js(pattern));
}
