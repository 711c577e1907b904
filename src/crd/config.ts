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
      description:
        'Oldest Kubernetes version the repo deploys to. It picks the CEL libraries CRD rules may use (unset: 1.35, the oldest minor supported upstream) and, only when set, credits validation ratcheting (1.30+): a tightening that ratchets warns instead of failing.',
    },
    stance: {
      enum: ['consumer', 'author'],
      description:
        'consumer: the repo applies these CRDs to its own clusters (a tightening no object violates warns); author: they are published to users the gate cannot see (a tightening fails when no object is there to check). Default: consumer when the repo holds custom resources of a changed CRD or --cluster-state is given, else author.',
    },
    sources: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      description: 'Extra CRD sources (globs).',
    },
  },
};
