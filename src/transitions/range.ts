import { compareVersions, type Version } from './versions.js';

/**
 * Version ranges in semver's grammar, generalised to any number of numeric parts, for every scheme:
 * `*`, `>=4.0 <4.2`, `4.2` / `4.2.x` (any 4.2), `^4.2.1`, `~4.2.1`, `1.0 - 2.0`, alternatives with `||`.
 */
export type Range = Comparator[][];

interface Comparator {
  op: '<' | '<=' | '>' | '>=' | '=';
  v: Version;
}

const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))*$/;

function partial(text: string): number[] | undefined {
  if (!PARTIAL.test(text)) return undefined;
  const out: number[] = [];
  for (const p of text.replace(/^v/, '').split('.')) {
    if (/^[xX*]$/.test(p)) break;
    out.push(Number(p));
  }
  return out;
}

const ver = (parts: number[]): Version => ({ raw: parts.join('.'), parts });
const bump = (parts: number[], i: number) => [...parts.slice(0, i), (parts[i] ?? 0) + 1];

function expand(op: string, text: string): Comparator[] | undefined {
  const p = partial(text);
  if (!p) return undefined;
  if (p.length === 0) return [];
  switch (op) {
    case '':
    case '=':
      // "4.2" means any 4.2.*; "4.2.0.3" means exactly that (a bound above it by one in the last part).
      return [
        { op: '>=', v: ver(p) },
        { op: '<', v: ver(bump(p, p.length - 1)) },
      ];
    case '^': {
      const i = Math.max(
        0,
        p.findIndex((x) => x !== 0),
      );
      return [
        { op: '>=', v: ver(p) },
        { op: '<', v: ver(bump(p, p.every((x) => x === 0) ? p.length - 1 : i)) },
      ];
    }
    case '~':
      return [
        { op: '>=', v: ver(p) },
        { op: '<', v: ver(bump(p, Math.min(1, p.length - 1))) },
      ];
    case '>':
      // ">4.2" means above every 4.2.*.
      return [{ op: '>=', v: ver(bump(p, p.length - 1)) }];
    case '<=':
      return [{ op: '<', v: ver(bump(p, p.length - 1)) }];
    case '>=':
    case '<':
      return [{ op, v: ver(p) }];
    default:
      return undefined;
  }
}

/** Parses a range; throws an Error naming the part that does not parse. */
export function parseRange(text: string): Range {
  const alternatives = text.split('||').map((s) => s.trim());
  return alternatives.map((alt) => {
    if (alt === '' || alt === '*' || alt === 'x') return [];
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(alt);
    if (hyphen) {
      const lo = expand('>=', hyphen[1]!);
      const hi = expand('<=', hyphen[2]!);
      if (!lo || !hi) throw new Error(`"${alt}" is not a range`);
      return [...lo, ...hi];
    }
    const out: Comparator[] = [];
    for (const token of alt.split(/\s+/)) {
      const m = /^(<=|>=|<|>|=|\^|~)?\s*(.+)$/.exec(token);
      const cs = m ? expand(m[1] ?? '', m[2]!) : undefined;
      if (!cs) throw new Error(`"${token}" is not a version comparator`);
      out.push(...cs);
    }
    return out;
  });
}

function test(c: Comparator, v: Version): boolean {
  // Compare on the version's release parts only, so pre-releases fall inside their release's ranges.
  const d = compareVersions({ raw: v.raw, parts: v.parts }, c.v);
  switch (c.op) {
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    case '>':
      return d > 0;
    case '>=':
      return d >= 0;
    default:
      return d === 0;
  }
}

export function satisfies(v: Version, range: Range): boolean {
  return range.some((alt) => alt.every((c) => test(c, v)));
}
