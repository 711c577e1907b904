import type SemverRange from 'semver/classes/range.js';
import { semver } from './semver-load.js';
import type { Scheme } from './types.js';
import { compareVersions, type Version } from './versions.js';

/** A parsed `from` / `to` range of a transitions entry. */
export interface Range {
  test(v: Version): boolean;
}

/**
 * Ranges for `scheme: semver` are semver's own (the `semver` package), with pre-releases included:
 * `>=1.16.0-rc.1 <1.16.0` holds `1.16.0-rc.10`, and `*` or `1.16.x` hold every pre-release of theirs.
 */
function semverRange(text: string): Range {
  let r: SemverRange;
  try {
    r = new (semver().Range)(text, { includePrerelease: true });
  } catch (err) {
    throw new Error(`"${text}" is not a semver range (${(err as Error).message})`, { cause: err });
  }
  return { test: (v) => v.semver !== undefined && r.test(v.semver) };
}

/**
 * Ranges for the other schemes: semver's grammar, generalised to any number of numeric parts:
 * `*`, `>=4.0 <4.2`, `4.2` / `4.2.x` (any 4.2), `^4.2.1`, `~4.2.1`, `1.0 - 2.0`, alternatives with `||`.
 */
type PartsRange = Comparator[][];

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

/** Parses a range in a scheme; throws an Error naming the part that does not parse. */
export function parseRange(text: string, scheme: Scheme): Range {
  if (scheme === 'semver') return semverRange(text);
  const alternatives = partsRange(text);
  return { test: (v) => alternatives.some((alt) => alt.every((c) => test(c, v))) };
}

function partsRange(text: string): PartsRange {
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
  const d = compareVersions(v, c.v);
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
