import type { Scheme } from './types.js';

/** A version as numbers, most significant first, plus a pre-release tag (which sorts first). */
export interface Version {
  raw: string;
  parts: number[];
  pre?: string;
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const DOTTED = /^v?(\d+(?:\.\d+)*)$/;
const CALVER = /^v?(\d{2,4})[.-](\d{1,2})(?:[.-](\d{1,2}))?(?:[.-](\d+))?$/;

/** Parses a version in a scheme; undefined when it does not fit. */
export function parseVersion(raw: string, scheme: Scheme, pattern?: RegExp): Version | undefined {
  const s = raw.trim();
  switch (scheme) {
    case 'semver': {
      const m = SEMVER.exec(s);
      return m
        ? { raw, parts: [Number(m[1]), Number(m[2]), Number(m[3])], ...(m[4] ? { pre: m[4] } : {}) }
        : undefined;
    }
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

/** Compares numeric parts (missing parts are 0); a pre-release sorts before its release. */
export function compareVersions(a: Version, b: Version): number {
  const n = Math.max(a.parts.length, b.parts.length);
  for (let i = 0; i < n; i++) {
    const d = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
    if (d) return d < 0 ? -1 : 1;
  }
  if (a.pre === b.pre) return 0;
  if (a.pre === undefined) return 1;
  if (b.pre === undefined) return -1;
  return a.pre < b.pre ? -1 : 1;
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
