import type { RuleReport } from '../define.js';

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

/**
 * One finding per head item at its file and line: `ids.fresh` (the rule's severity) for what the
 * pull request introduced, `ids.old` as a warning for what the base already had.
 */
export function findingsAgainstBase<T extends { file: string; line?: number | undefined }, M extends string>(
  base: readonly T[],
  head: readonly T[],
  key: (t: T) => string,
  ids: { fresh: M; old: M },
  data: (t: T) => Record<string, string>,
): RuleReport<M>[] {
  return againstBase(base, head, key).map(({ item, old }) => ({
    severity: old ? 'warn' : undefined,
    ...(old ? { present: true as const } : {}),
    file: item.file,
    line: item.line,
    side: 'head',
    messageId: old ? ids.old : ids.fresh,
    data: data(item),
  }));
}
