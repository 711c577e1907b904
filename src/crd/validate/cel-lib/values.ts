import { celMap, isCelList, isCelMap, isCelUint, type CelInput, type CelMap } from '@bufbuild/cel';

/**
 * Kubernetes' CEL libraries add types (Quantity, IP, CIDR, URL, Format, Semver, optional) that the
 * engine does not know. Each is carried as a small CEL map keyed by `#<type>` whose value is the
 * canonical form, so that `==` compares what the API server's `Equal` compares; the methods of
 * each library read that key back, and refuse any other value as "no such overload".
 */
export type Opaque = CelMap;

export const opaque = (type: string, canonical: unknown, extra: Record<string, unknown> = {}): Opaque =>
  celMap(new Map(Object.entries({ [`#${type}`]: canonical, ...extra }) as [string, CelInput][]));

/** The canonical form of an opaque value of `type`, or undefined when `v` is not one. */
export function opaqueOf(v: unknown, type: string): unknown {
  return isCelMap(v) && v.has(`#${type}`) ? v.get(`#${type}`) : undefined;
}

/** The CEL error the engine reports for a call it has no overload for (so the rule is "not checked"). */
export function noOverload(name: string): Error {
  return new Error(`no such overload: ${name}`);
}

/** CEL equality on engine values (numbers across int, uint and double; lists, maps, bytes). */
export function celEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const n = (x: unknown) => (isCelUint(x) ? Number(x.value) : typeof x === 'bigint' ? Number(x) : x);
  const [x, y] = [n(a), n(b)];
  if (typeof x === 'number' && typeof y === 'number') return x === y;
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((v, i) => v === b[i]);
  if (isCelList(a) && isCelList(b)) {
    if (a.size !== b.size) return false;
    for (let i = 0; i < a.size; i++) if (!celEquals(a.get(i), b.get(i))) return false;
    return true;
  }
  if (isCelMap(a) && isCelMap(b)) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !celEquals(v, b.get(k))) return false;
    return true;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && '$typeName' in a && '$typeName' in b) {
    const [p, q] = [a as Record<string, unknown>, b as Record<string, unknown>];
    return p.$typeName === q.$typeName && p.seconds === q.seconds && p.nanos === q.nanos;
  }
  return false;
}

/** Orders two comparable CEL values (numbers, strings, bools, timestamps, durations); throws otherwise. */
export function celCompare(a: unknown, b: unknown): number {
  const n = (x: unknown) => (isCelUint(x) ? x.value : x);
  const [x, y] = [n(a), n(b)];
  const num = (v: unknown) => typeof v === 'number' || typeof v === 'bigint';
  if (num(x) && num(y)) {
    if (typeof x === 'bigint' && typeof y === 'bigint') return x < y ? -1 : x > y ? 1 : 0;
    const [p, q] = [Number(x), Number(y)];
    return p < q ? -1 : p > q ? 1 : 0;
  }
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  if (x && y && typeof x === 'object' && typeof y === 'object' && 'seconds' in x && 'seconds' in y) {
    const [p, q] = [x as { seconds: bigint; nanos: number }, y as { seconds: bigint; nanos: number }];
    if (p.seconds !== q.seconds) return p.seconds < q.seconds ? -1 : 1;
    return Math.sign(p.nanos - q.nanos);
  }
  throw noOverload('compare');
}
