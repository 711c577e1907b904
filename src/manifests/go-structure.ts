import { COLLECTION_STYLE, EVENT_ID, SCALAR_STYLE, type Event } from 'js-yaml';
import { GO_YAML_DIFFERS } from './yaml-schema.js';

/**
 * Mapping shapes kustomize (kyaml, go-yaml v3) reads differently from js-yaml, found in a
 * document's events: two merge keys (`<<`) in one mapping (kustomize: "duplicate merge key"; js-yaml
 * merges both), and a value left out in a flow mapping (`{a: }`, `{a}`, `[a: ]`), which kustomize
 * reads as "" and other readers as null. Only documents that may hold one are walked.
 */
export function mayDiffer(text: string): boolean {
  return text.includes('{') || text.includes('<<') || /\[[^\]]*:/.test(text);
}

interface Frame {
  flow: boolean;
  mapping: boolean;
  /** Mapping: whether the next node is a key. */
  atKey: boolean;
  merges: number;
  /** Offset where the collection starts. */
  start: number;
}

const isEmptyPlain = (e: Extract<Event, { type: typeof EVENT_ID.SCALAR }>) =>
  e.style === SCALAR_STYLE.PLAIN && e.valueStart === e.valueEnd && e.tagStart < 0 && e.anchorStart < 0;

/**
 * Whether `events[start, end)` can hold either shape: a flow mapping with entries (an empty `{}`,
 * common in CRDs, has no value to leave out), or `<<` in the text (a merge key). One pass without
 * allocation, before the walk that keeps a frame per collection.
 */
function mayHoldShape(events: readonly Event[], start: number, end: number, text: string): boolean {
  if (text.includes('<<')) return true;
  for (let i = start; i < end - 1; i++) {
    const e = events[i]!;
    if (
      e.type === EVENT_ID.MAPPING &&
      e.style === COLLECTION_STYLE.FLOW &&
      events[i + 1]!.type !== EVENT_ID.POP
    )
      return true;
  }
  return false;
}

/** The first such shape in `events[start, end)`: its offset and why, or undefined. */
export function goStructureProblem(
  events: readonly Event[],
  start: number,
  end: number,
  text: string,
): { offset: number; reason: string } | undefined {
  if (!mayHoldShape(events, start, end, text)) return undefined;
  const stack: Frame[] = [];
  for (let i = start; i < end; i++) {
    const e = events[i]!;
    const top = stack[stack.length - 1];
    if (e.type === EVENT_ID.POP) {
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent?.mapping) parent.atKey = !parent.atKey;
      continue;
    }
    if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
      stack.push({
        flow: e.style === COLLECTION_STYLE.FLOW,
        mapping: e.type === EVENT_ID.MAPPING,
        atKey: true,
        merges: 0,
        start: e.start,
      });
      continue;
    }
    if (e.type === EVENT_ID.DOCUMENT || !top?.mapping) continue;
    if (e.type === EVENT_ID.SCALAR) {
      const plainMerge =
        top.atKey && e.style === SCALAR_STYLE.PLAIN && text.slice(e.valueStart, e.valueEnd) === '<<';
      if (plainMerge && ++top.merges > 1)
        return {
          offset: e.valueStart,
          reason: `${GO_YAML_DIFFERS}two merge keys (<<) in one mapping: kustomize refuses it ("duplicate merge key"); merge a list instead (<<: [*a, *b])`,
        };
      if (!top.atKey && top.flow && isEmptyPlain(e))
        return {
          offset: top.start,
          reason: `${GO_YAML_DIFFERS}a value left out in a flow mapping ({a: }) is "" for kustomize and null for other readers; write the value ("" or null)`,
        };
    }
    top.atKey = !top.atKey;
  }
  return undefined;
}
