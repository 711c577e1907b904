/** A plain object (not null, not an array): what a YAML or JSON mapping constructs to. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value when it is a plain object, else an empty one: for walking untyped YAML and JSON. */
export const asRecord = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
