/** JSON Schema fragment for the `strimzi` section of the config file. */
export const strimziConfigSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    releases: {
      type: 'string',
      minLength: 1,
      description:
        'A JSON file of newer Strimzi releases in the bundled format, read from the same revision as this config; overlays the bundled data.',
    },
    operatorVersion: {
      type: 'string',
      pattern: '^\\d+\\.\\d+\\.\\d+$',
      description:
        'The Strimzi operator version, when the repo does not contain its Deployment (Helm, OLM, …).',
    },
  },
};
