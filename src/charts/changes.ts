/** The chart sources a change touches: each install paired across the sides, with what differs. */
import { chartSources, type ChartSource, type SideObjects, type Where } from './sources.js';

export type ChartAspect = 'added' | 'removed' | 'version' | 'repository' | 'values';

export interface ChartChange {
  base?: ChartSource;
  head?: ChartSource;
  /** What differs, in this order: added or removed, version, repository, values. */
  aspects: ChartAspect[];
  /** The line that changes: the version's, else the repository's, else the values'. */
  at: Where;
  side: 'base' | 'head';
}

const chartOf = (s: ChartSource) => `${s.location?.repo ?? ''} ${s.location?.chart ?? ''} ${s.unknown ?? ''}`;

function aspectsOf(b: ChartSource, h: ChartSource): ChartAspect[] {
  const out: ChartAspect[] = [];
  if (b.location?.version !== h.location?.version) out.push('version');
  if (chartOf(b) !== chartOf(h)) out.push('repository');
  if (b.values !== h.values) out.push('values');
  return out;
}

function whereOf(s: ChartSource, aspects: readonly ChartAspect[]): Where {
  if (aspects.includes('version') || aspects.includes('added') || aspects.includes('removed'))
    return s.at.version;
  if (aspects.includes('repository')) return s.at.repo;
  return s.at.values ?? s.at.version;
}

/** Every chart source whose version, repository or values differ between the sides, in head order. */
export function chartChanges(base: SideObjects, head: SideObjects): ChartChange[] {
  const before = new Map(chartSources(base).map((s) => [s.id, s]));
  const out: ChartChange[] = [];
  for (const h of chartSources(head)) {
    const b = before.get(h.id);
    before.delete(h.id);
    const aspects: ChartAspect[] = b ? aspectsOf(b, h) : ['added'];
    if (aspects.length)
      out.push({ ...(b ? { base: b } : {}), head: h, aspects, at: whereOf(h, aspects), side: 'head' });
  }
  for (const b of before.values())
    out.push({ base: b, aspects: ['removed'], at: whereOf(b, ['removed']), side: 'base' });
  return out;
}
