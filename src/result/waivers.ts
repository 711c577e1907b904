import { picomatch } from '../sources/picomatch-load.js';
import type { Waiver } from '../context.js';
import type { Finding } from '../finding.js';

export interface WaiverCheck {
  /** The waiver that applies, if any. */
  applied?: Waiver;
  /** Expired waivers that would have matched. */
  expired: Waiver[];
}

const globCache = new Map<string, (s: string) => boolean>();
function glob(pattern: string): (s: string) => boolean {
  let m = globCache.get(pattern);
  if (!m) {
    m = picomatch()(pattern, { dot: true, nonegate: true });
    globCache.set(pattern, m);
  }
  return m;
}

function matches(w: Waiver, f: Finding): boolean {
  if (w.rule !== f.rule && !glob(w.rule)(f.rule)) return false;
  if (w.object !== undefined && (f.object === undefined || !glob(w.object)(f.object))) return false;
  if (w.file !== undefined && (f.file === undefined || !glob(w.file)(f.file))) return false;
  if (w.path !== undefined && (f.path === undefined || !f.path.startsWith(w.path))) return false;
  return true;
}

/** Which waiver applies to a finding on `today` (YYYY-MM-DD), and which matching ones have expired. */
export function checkWaivers(waivers: readonly Waiver[], f: Finding, today: string): WaiverCheck {
  const expired: Waiver[] = [];
  for (const w of waivers) {
    if (!matches(w, f)) continue;
    if (w.expires !== undefined && w.expires < today) expired.push(w);
    else return { applied: w, expired };
  }
  return { expired };
}
