import { celFunc, celMethod, CelScalar, isCelError, isCelList, listType, type CelFunc } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';
import { charge, traversal } from '../cel-meter.js';

/** Go's strings.SplitN: at most `n` parts, the last one holding the rest (n < 0: all; n == 0: none). */
function splitN(s: string, sep: string, n: number): string[] {
  if (n === 0) return [];
  const parts = sep === '' ? [...s] : s.split(sep);
  if (n < 0 || parts.length <= n) return parts;
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}

/**
 * Go's strings.Replace (cel-go's `replace`): the first `n` (all when n < 0) non-overlapping `old`
 * replaced by `repl`; an empty `old` matches before each rune and at the end. Linear in the result
 * (the engine's own rebuilds the string at each match: quadratic).
 */
export function goReplace(s: string, old: string, repl: string, n: number): string {
  if (n === 0 || old === repl) return s;
  if (old === '') {
    const runes = [...s];
    const count = n < 0 ? runes.length + 1 : Math.min(n, runes.length + 1);
    return runes.map((r, i) => (i < count ? repl + r : r)).join('') + (count > runes.length ? repl : '');
  }
  const parts = s.split(old);
  if (n < 0 || n >= parts.length - 1) return parts.join(repl);
  return `${parts.slice(0, n).join(repl)}${repl}${parts.slice(n).join(old)}`;
}

/** The length of goReplace's result, found without building it. */
export function replacedLength(s: string, old: string, repl: string, n: number): number {
  if (n === 0 || old === repl) return s.length;
  let matches = 0;
  if (old === '') matches = [...s].length + 1;
  else for (let i = s.indexOf(old); i !== -1; i = s.indexOf(old, i + old.length)) matches++;
  const done = n < 0 ? matches : Math.min(n, matches);
  return s.length + done * (repl.length - old.length);
}

type Impl = (this: unknown, ...args: unknown[]) => unknown;

/**
 * One method of the strings library with the meter's charges (cel-meter.ts): `pre` before it runs
 * (the API server's charge, and the size of what it will build when that is known first), `post` on
 * what it built. `impl` replaces the engine's own.
 */
function metered(
  f: CelFunc,
  pre: (target: unknown, args: unknown[]) => void,
  post?: (result: unknown) => void,
  impl?: Impl,
): CelFunc {
  return celMethod(f.name, f.target!, f.arguments, f.result, function (this: unknown, ...args: unknown[]) {
    pre(this, args);
    const r = impl ? impl.apply(this, args) : f.call(0, this as never, args as never);
    if (isCelError(r)) throw r;
    post?.(r);
    return r;
  } as never);
}

const len = (v: unknown) => (typeof v === 'string' ? v.length : 0);
/** The API server charges a traversal of the receiver (cost.go: lowerAscii, upperAscii, substring, trim). */
const traverseTarget = (t: unknown) => charge(traversal(len(t)));
const builtString = (r: unknown) => charge(0, traversal(len(r)));

/** `list.join(sep)`: the result's length, when every item is a string (else the engine's error). */
function joinedLength(list: unknown, sep: string): number | undefined {
  if (!isCelList(list)) return undefined;
  let n = Math.max(list.size - 1, 0) * sep.length;
  for (let i = 0; i < list.size; i++) {
    const item = list.get(i);
    if (typeof item !== 'string') return undefined;
    n += item.length;
  }
  return n;
}

/** Charges and, for `replace`, a linear implementation: the string methods that build strings. */
function withCharges(f: CelFunc): CelFunc {
  switch (f.name) {
    case 'lowerAscii':
    case 'upperAscii':
    case 'trim':
    case 'substring':
      return metered(f, traverseTarget, builtString);
    case 'format':
      return metered(f, () => charge(1), builtString);
    case 'split':
      // cost.go: the receiver traversed twice (traversal and construction of the result).
      return metered(f, (t) => charge(traversal(len(t), 2), traversal(len(t))));
    case 'replace':
      return metered(
        f,
        (t, [old, repl, n]) => {
          const s = String(t);
          const out = replacedLength(s, String(old), String(repl), n === undefined ? -1 : Number(n));
          charge(traversal(s.length, 2), traversal(out));
        },
        undefined,
        function (this: unknown, old, repl, n) {
          return goReplace(String(this), String(old), String(repl), n === undefined ? -1 : Number(n));
        },
      );
    case 'join':
      return metered(f, (t, [sep]) => {
        const out = joinedLength(t, typeof sep === 'string' ? sep : '');
        // cost.go: the result's size times two traversals; known before it is built.
        if (out !== undefined) charge(traversal(out, 2), traversal(out));
      });
  }
  return f;
}

/** Go-SplitN `split(sep, n)` (the engine truncates the remainder away). */
const SPLIT_N = celMethod(
  'split',
  CelScalar.STRING,
  [CelScalar.STRING, CelScalar.INT],
  listType(CelScalar.STRING),
  function (sep, n) {
    return splitN(this, sep, Number(n));
  },
);

/**
 * String concatenation, charged as cel-go charges it at run time (interpreter/runtimecost.go: the
 * size of both operands, a traversal); the engine's other `_+_` overloads stay its own.
 */
const CONCAT = celFunc('_+_', [CelScalar.STRING, CelScalar.STRING], CelScalar.STRING, (a, b) => {
  charge(traversal(a.length + b.length));
  return a + b;
});

/**
 * cel-go's strings extension at version 2 (Kubernetes 1.29+), from the engine's own, with
 * `split(sep, n)` corrected to Go's SplitN and `replace` to Go's strings.Replace (linear), every
 * string-building method and string concatenation charged at run time (cel-meter.ts).
 */
export const STRINGS: CelFunc[] = [
  ...[...strings.filter((f) => f.id !== SPLIT_N.id), SPLIT_N].map(withCharges),
  CONCAT,
];
