/** JSON Schema fragment for the `charts` section of the config file (chart fetching, docs/charts.md). */
export const chartsConfigSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    allow: {
      type: 'array',
      items: { type: 'string', pattern: '^(https?|oci)://[^\\s]+$' },
      description:
        'Chart repository URL prefixes (https://…, oci://…) the gate may fetch from besides those the base revision names (HelmRepository, OCIRepository, Argo CD repoURL, kustomize helmCharts repo).',
    },
    credentials: {
      type: 'array',
      description:
        'Credentials for chart repositories, read from environment variables (never from the config itself).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url'],
        properties: {
          url: {
            type: 'string',
            pattern: '^(https?|oci)://[^\\s]+$',
            description: 'URL prefix the credential is sent to.',
          },
          usernameEnv: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
          passwordEnv: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
          tokenEnv: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
        },
      },
    },
    timeout: {
      type: 'integer',
      minimum: 1,
      maximum: 600,
      description: 'Seconds one request may take (default 30).',
    },
  },
};

/** `charts.allow`. */
export const allowOf = (section: Record<string, unknown> | undefined): string[] =>
  Array.isArray(section?.allow) ? section.allow.filter((a): a is string => typeof a === 'string') : [];

/** `charts.timeout` in milliseconds. */
export const timeoutOf = (section: Record<string, unknown> | undefined): number =>
  (typeof section?.timeout === 'number' ? section.timeout : 30) * 1000;
