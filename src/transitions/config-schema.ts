/** JSON Schema fragment for the `transitions` section of the config file (owned by the transitions pack). */
export const transitionsConfigSchema: Record<string, unknown> = { type: 'array' };
