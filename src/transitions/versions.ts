import type SemVer from 'semver/classes/semver.js';
import { semver } from './semver-load.js';
import type { Scheme } from './types.js';

/**
 * A version as numbers, most significant first. `scheme: semver` keeps semver's own parse, so that
 * pre-releases and build metadata are ordered by semver's rules (`1.16.0-rc.2 < 1.16.0-rc.10 <
 * 1.16.0`); the other schemes have numeric parts only.
 */
export interface Version {
  raw: string;
  parts: number[];
  semver?: SemVer;
}

const DOTTED = /^v?(\d+(?:\.\d+)*)$/;
const CALVER = /^v?(\d{2,4})[.-](\d{1,2})(?:[.-](\d{1,2}))?(?:[.-](\d+))?$/;

function parseSemver(raw: string, s: string): Version | undefined {
  try {
    const v = new (semver().SemVer)(s);
    return { raw, parts: [v.major, v.minor, v.patch], semver: v };
  } catch {
    return undefined;
  }
}

/** Parses a version in a scheme; undefined when it does not fit. */
export function parseVersion(raw: string, scheme: Scheme, pattern?: RegExp): Version | undefined {
  const s = raw.trim();
  switch (scheme) {
    case 'semver':
      return parseSemver(raw, s);
    case 'dotted': {
      const m = DOTTED.exec(s);
      return m ? { raw, parts: m[1]!.split('.').map(Number) } : undefined;
    }
    case 'calver': {
      const m = CALVER.exec(s);
      return m
        ? {
            raw,
            parts: m
              .slice(1)
              .filter((x) => x !== undefined)
              .map(Number),
          }
        : undefined;
    }
    case 'regex': {
      const m = pattern?.exec(s);
      if (!m) return undefined;
      const groups = m.slice(1).filter((x) => x !== undefined);
      if (!groups.length || groups.some((g) => !/^\d+$/.test(g))) return undefined;
      return { raw, parts: groups.map(Number) };
    }
  }
}

/** Semver's order for semver versions; numeric parts (missing parts are 0) for the other schemes. */
export function compareVersions(a: Version, b: Version): number {
  if (a.semver && b.semver) return a.semver.compare(b.semver);
  const n = Math.max(a.parts.length, b.parts.length);
  for (let i = 0; i < n; i++) {
    const d = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
    if (d) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The first part index where two versions differ, with the size of the step (to − from). */
export function firstDifference(from: Version, to: Version): { index: number; step: number } | undefined {
  const n = Math.max(from.parts.length, to.parts.length);
  for (let i = 0; i < n; i++) {
    const d = (to.parts[i] ?? 0) - (from.parts[i] ?? 0);
    if (d) return { index: i, step: d };
  }
  return undefined;
}
