/** JSON Schema fragment for the `strimzi` section of the config file (owned by the strimzi pack). */
export const strimziConfigSchema: Record<string, unknown> = { type: 'object' };
