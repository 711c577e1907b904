import { schemaChangeRule } from './factories.js';

export const patternChanged = schemaChangeRule({
  id: 'crd/pattern-changed',
  title: 'Pattern added or changed',
  defaultSeverity: 'fail',
  description: 'A string field got a `pattern`, or its pattern changed.',
  kinds: ['pattern-changed'],
  advice:
    'Stored values that do not match the new pattern are rejected on their next update. Keep the old pattern, or check the new one in the operator first.',
  docs: {
    why: "A new or narrowed regular expression can reject values that are already stored. The gate decides whether the old pattern's language is included in the new one's, as the API server matches a pattern (Go's RE2 `regexp.MatchString`: a search, so an unanchored pattern accepts a value when any substring matches; `^`/`$` are the ends of the value; `.` is any character but a newline): both patterns become automata over one alphabet of character intervals, and a bounded walk of their product looks for a value the old accepts and the new rejects (src/crd/schema/regex-inclusion.ts). A pattern that accepts everything the old one did — the same language written differently, a widened class or quantifier, added alternatives such as `^http(s)?://.+$` → `^(http|https|socks5)://.+$` — passes; so does a pattern that every value of the base `enum` matches. A narrower one fails and the message names a value it now rejects. When the comparison is not decided — syntax it does not model (`\\b`, Unicode classes such as `\\pL`, the `(?i)` and `(?m)` flags) or more than 10,000 product states — a token-by-token comparison still proves the simple loosenings, and anything else fails as a tightening with a message that says the comparison was not decided and why. Removing a pattern loosens validation and passes.",
    fix: 'Keep the old pattern, or introduce the new one in a new API version. With `crd.kubernetesVersion` 1.30+, ratcheting lets unchanged values through: warning.',
  },
});
