import { isDeepStrictEqual } from 'node:util';
import { EventPositions } from '../../src/manifests/event-positions.js';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from '../../src/manifests/limits.js';
import { readYamlEvents, type ReadOptions } from '../../src/manifests/parse.js';
import { readPlainYaml } from '../../src/manifests/plain-read.js';

const limits = (over: Partial<ParseLimits>): ReadOptions => {
  const lim = { ...DEFAULT_PARSE_LIMITS, ...over };
  return { ...lim, budget: { left: lim.maxFileNodes } };
};

/** Keys in order, all the way down (isDeepStrictEqual ignores key order). */
function keyOrder(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(keyOrder);
  if (v !== null && typeof v === 'object')
    return Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, keyOrder(x)]);
  return null;
}

/**
 * Reads `text` both ways: 'fast' when plain-read.ts read it and every value (key order, -0 too),
 * document line, event int behind the positions, problem (none) and the node budget spent agree
 * with js-yaml's reading; 'fallback' when plain-read.ts gave up; else what differs.
 */
export function comparePlain(
  text: string,
  path = 'f.yaml',
  over: Partial<ParseLimits> = {},
): 'fast' | 'fallback' | string {
  const slow = limits(over);
  const fast = limits(over);
  const full = readYamlEvents(path, text, slow);
  const docs = readPlainYaml(text, fast);
  if (!docs) return 'fallback';
  if (full.problems.length > 0) return `fast read, full reading has problems: ${full.problems[0]!.message}`;
  if (docs.length !== full.docs.length) return `documents: ${docs.length} fast, ${full.docs.length} full`;
  if (slow.budget.left !== fast.budget.left)
    return `budget: ${fast.budget.left} fast, ${slow.budget.left} full`;
  for (let i = 0; i < docs.length; i++) {
    const [a, b] = [docs[i]!, full.docs[i]!];
    if (a.line !== b.line) return `document ${i}: line ${a.line} fast, ${b.line} full`;
    if (b.exact) return `document ${i}: the full reading has exact integers (exact-ints.ts)`;
    if (!isDeepStrictEqual(a.value, b.value)) return `document ${i}: values differ`;
    if (!isDeepStrictEqual(keyOrder(a.value), keyOrder(b.value))) return `document ${i}: key order differs`;
    if (!(a.positions instanceof EventPositions) || !(b.positions instanceof EventPositions))
      return `document ${i}: positions are not event ints`;
    const [x, y] = [a.positions.ints, b.positions.ints];
    if (x.n !== y.n || !isDeepStrictEqual(x.ev, y.ev)) return `document ${i}: event ints differ`;
  }
  return 'fast';
}
