/** A plain object (not null, not an array): what a YAML or JSON mapping constructs to. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether an object is a plain array or a plain object of any realm (a structured clone's too):
 * its prototype is null or has none. Its own keys are then all there is to it.
 */
export function isPlainContainer(v: object): boolean {
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** The value when it is a plain object, else an empty one: for walking untyped YAML and JSON. */
export const asRecord = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

/**
 * The value at a path of mapping keys and sequence indexes, undefined when any step is missing
 * (only own keys of mappings; a key never indexes a sequence, an index never a mapping).
 */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let cur: unknown = value;
  for (const step of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (Array.isArray(cur)) {
      if (typeof step !== 'number') return undefined;
      cur = cur[step];
    } else {
      if (!Object.prototype.hasOwnProperty.call(cur, step)) return undefined;
      cur = (cur as Record<string, unknown>)[step as string];
    }
  }
  return cur;
}
