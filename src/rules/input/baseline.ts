/**
 * The head side's items, each marked `old` when the base side has one with the same key: input
 * rules fail on what the pull request introduced and warn ("already present") on the rest.
 */
export function againstBase<T>(
  base: readonly T[],
  head: readonly T[],
  key: (t: T) => string,
): { item: T; old: boolean }[] {
  const before = new Set(base.map(key));
  return head.map((item) => ({ item, old: before.has(key(item)) }));
}
