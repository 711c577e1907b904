/** JSON Schema fragment for the top-level `transitions:` list of the config file. */
export const transitionsConfigSchema: Record<string, unknown> = {
  type: 'array',
  description: 'Declared version transitions and upgrade strategies for any kind (see docs/transitions.md).',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'match', 'field'],
    properties: {
      id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' },
      match: {
        type: 'object',
        additionalProperties: false,
        required: ['kind'],
        properties: {
          apiVersion: { type: 'string', minLength: 1 },
          kind: { type: 'string', minLength: 1 },
          name: { type: 'string', minLength: 1 },
          namespace: { type: 'string', minLength: 1 },
        },
      },
      field: { type: 'string', minLength: 1 },
      scheme: { enum: ['semver', 'dotted', 'calver', 'regex'], default: 'semver' },
      pattern: { type: 'string', minLength: 1 },
      allowed: { type: 'array', items: { type: 'string', minLength: 1 } },
      transitions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to'],
          properties: {
            from: { type: 'string', minLength: 1 },
            to: { type: 'string', minLength: 1 },
            allow: { type: 'boolean' },
            strategy: { type: 'string', minLength: 1 },
          },
        },
      },
      downgrade: { enum: ['deny', 'warn', 'allow'] },
      maxSkip: {
        type: 'object',
        additionalProperties: false,
        properties: {
          major: { type: 'integer', minimum: 0 },
          minor: { type: 'integer', minimum: 0 },
          patch: { type: 'integer', minimum: 0 },
        },
      },
      strategies: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          additionalProperties: false,
          properties: {
            severity: { enum: ['fail', 'warn'] },
            acknowledge: {
              type: 'object',
              additionalProperties: false,
              properties: { label: { type: 'string', minLength: 1 } },
            },
            steps: { type: 'array', items: { type: 'string' } },
            description: { type: 'string' },
          },
        },
      },
    },
  },
};
