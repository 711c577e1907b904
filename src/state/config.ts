/** JSON Schema fragment for the `state` section of the config file (`--cluster-state` evidence). */
export const stateConfigSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    maxAge: {
      type: 'integer',
      minimum: 0,
      description:
        'Days after which a --cluster-state export counts as stale (rule state/stale), judged by its newest creationTimestamp or lastTransitionTime, or its commit time when git tracks it unchanged (the later). Default 7.',
    },
  },
};

export const DEFAULT_STATE_MAX_AGE = 7;

/** The `state` section with its defaults (already validated by the schema). */
export function stateOptions(section: Record<string, unknown> | undefined): { maxAge: number } {
  const maxAge = section?.maxAge;
  return { maxAge: typeof maxAge === 'number' ? maxAge : DEFAULT_STATE_MAX_AGE };
}
