/** JSON Schema fragment for the `crd` section of the config file. */
export const crdConfigSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    unhandled: {
      enum: ['closed', 'open'],
      description: 'closed: a schema change the gate cannot classify fails; open: it is a notice.',
    },
    enumAddition: { enum: ['allow', 'warn', 'fail'], description: 'Verdict for enum values added.' },
    kubernetesVersion: {
      type: 'string',
      pattern: '^v?\\d+\\.\\d+(\\.\\d+)?$',
      description: 'Oldest Kubernetes version the repo deploys to; from 1.30 validation is ratcheted.',
    },
    sources: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      description: 'Extra CRD sources (globs).',
    },
  },
};
