import { celMethod, CelScalar, listType, type CelFunc } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';

/** Go's strings.SplitN: at most `n` parts, the last one holding the rest (n < 0: all; n == 0: none). */
function splitN(s: string, sep: string, n: number): string[] {
  if (n === 0) return [];
  const parts = sep === '' ? [...s] : s.split(sep);
  if (n < 0 || parts.length <= n) return parts;
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}

/**
 * cel-go's strings extension at version 2 (Kubernetes 1.29+), from the engine's own, with
 * `split(sep, n)` corrected to Go's SplitN (the engine truncates the remainder away).
 */
export const STRINGS: CelFunc[] = [
  ...strings,
  celMethod(
    'split',
    CelScalar.STRING,
    [CelScalar.STRING, CelScalar.INT],
    listType(CelScalar.STRING),
    function (sep, n) {
      return splitN(this, sep, Number(n));
    },
  ),
];
