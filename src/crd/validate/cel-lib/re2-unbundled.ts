/**
 * Stands in for `@bufbuild/re2` in the bundles (rollup.config.mjs maps the package here).
 * `@bufbuild/cel`'s standard library imports it for `matches`, but every CEL environment the gate
 * builds that can run `matches` overrides it with re2js (`RE2_ENGINE`, regex.ts: one RE2 for every
 * user); the other (typed-values.ts) runs only `timestamp(s)` and `duration(s)`. Bundling it would
 * compile a second RE2 engine (155 KB) on every run that meets a validation rule, and run none of
 * it. Reaching this is a bug of the gate, so it throws (a rule error in the report), never matches.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(
      `@bufbuild/re2 is not bundled (pattern ${JSON.stringify(pattern)}): CEL regexes run on re2js, src/crd/validate/cel-lib/regex.ts`,
    );
  },
};
