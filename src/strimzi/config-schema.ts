/** JSON Schema fragment for the `strimzi` section of the config file. */
export const strimziConfigSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    operatorVersion: {
      type: 'string',
      pattern: '^\\d+\\.\\d+\\.\\d+$',
      description:
        'The Strimzi operator version, when the repo does not contain its Deployment (Helm, OLM, …).',
    },
  },
};
