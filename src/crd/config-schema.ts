/** JSON Schema fragment for the `crd` section of the config file (owned by the crd pack). */
export const crdConfigSchema: Record<string, unknown> = { type: 'object' };
