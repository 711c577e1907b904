import type { StrimziRelease } from './release-types.js';
import { STRIMZI_RELEASES } from './releases-data.js';

/** Compares dotted numeric versions (`0.45.0` < `0.46.0`, `3.9` < `3.10`). */
export function compareDotted(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The bundled facts of one Strimzi release, if the data knows it. */
export function strimziRelease(version: string): StrimziRelease | undefined {
  return STRIMZI_RELEASES.find((r) => r.version === version);
}

export const isSupported = (r: StrimziRelease, kafka: string) => r.supported.some((s) => s.version === kafka);
