import { EVENT_ID, parseEvents, type Event } from 'js-yaml';

/**
 * Line (1-based) of the node at `path` in a single-document YAML text, or of its nearest ancestor.
 * Used to point config errors at their line; small files only.
 */
export function lineOfPath(text: string, path: readonly (string | number)[]): number | undefined {
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: 200 });
  } catch {
    return undefined;
  }
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  let i = 0;
  // Skip to the document's root node.
  while (i < events.length && events[i]!.type === EVENT_ID.DOCUMENT) i++;
  let best: number | undefined;
  let depth = 0;
  const startOf = (e: Event) =>
    e.type === EVENT_ID.SCALAR
      ? e.valueStart
      : e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE
        ? e.start
        : -1;
  /** Skips the node starting at events[i]; returns the index after it. */
  const skip = (j: number): number => {
    const e = events[j]!;
    if (e.type !== EVENT_ID.MAPPING && e.type !== EVENT_ID.SEQUENCE) return j + 1;
    let k = j + 1;
    while (events[k] && events[k]!.type !== EVENT_ID.POP) k = skip(k);
    return k + 1;
  };
  const root = events[i];
  if (!root) return undefined;
  best = startOf(root) >= 0 ? lineAt(startOf(root)) : undefined;
  let node = i;
  while (depth < path.length) {
    const e = events[node]!;
    const want = path[depth]!;
    let k = node + 1;
    let found = -1;
    let keyLine: number | undefined;
    if (e.type === EVENT_ID.MAPPING) {
      while (events[k] && events[k]!.type !== EVENT_ID.POP) {
        const key = events[k]!;
        const keyText = key.type === EVENT_ID.SCALAR ? text.slice(key.valueStart, key.valueEnd) : undefined;
        const valueIdx = skip(k);
        if (keyText !== undefined && keyText.replace(/^["']|["']$/g, '') === String(want)) {
          found = valueIdx;
          keyLine = lineAt(startOf(key));
          break;
        }
        k = skip(valueIdx);
      }
    } else if (e.type === EVENT_ID.SEQUENCE && typeof want === 'number') {
      let n = 0;
      while (events[k] && events[k]!.type !== EVENT_ID.POP) {
        if (n === want) {
          found = k;
          break;
        }
        k = skip(k);
        n++;
      }
    }
    if (found < 0) break;
    const s = startOf(events[found]!);
    best = keyLine ?? (s >= 0 ? lineAt(s) : best);
    node = found;
    depth++;
  }
  return best;
}
