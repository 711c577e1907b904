/** Levenshtein distance, small strings only. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/** The known names closest to `name` (at most `n`), nearest first. */
export function nearest(name: string, known: readonly string[], n = 3): string[] {
  return [...known]
    .map((k) => ({ k, d: editDistance(name, k) - (k.includes(name.split('/').pop() ?? '\0') ? 2 : 0) }))
    .sort((x, y) => x.d - y.d || (x.k < y.k ? -1 : 1))
    .slice(0, n)
    .map((x) => x.k);
}
