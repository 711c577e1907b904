import { chartsConfigSchema } from '../charts/config.js';
import { crdConfigSchema } from '../crd/config.js';
import { stateConfigSchema } from '../state/config.js';
import { strimziConfigSchema } from '../strimzi/config.js';
import { transitionsConfigSchema } from '../transitions/config.js';

const stringList = { type: 'array', items: { type: 'string', minLength: 1 } };

/** JSON Schema of `.github/upgrade-gate.yml`. Each pack owns its section. */
export const configSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'upgrade-gate configuration',
  type: 'object',
  additionalProperties: false,
  properties: {
    rules: {
      description: 'Severity overrides by rule id.',
      type: 'object',
      additionalProperties: { enum: ['off', 'warn', 'fail'] },
    },
    waivers: {
      description: 'Accepted findings: each needs a reason, and may expire.',
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['rule', 'reason'],
        properties: {
          rule: { type: 'string', minLength: 1 },
          object: { type: 'string', minLength: 1 },
          file: { type: 'string', minLength: 1 },
          path: { type: 'string', minLength: 1 },
          reason: { type: 'string', minLength: 1 },
          expires: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        },
      },
    },
    paths: { ...stringList, description: 'Files to read (globs); default every .yaml, .yml and .json file.' },
    exclude: { ...stringList, description: 'Files to leave out (globs).' },
    maxFileSize: { type: 'integer', minimum: 1, description: 'Per-file size cap in bytes (default 10 MiB).' },
    deployUnits: {
      ...stringList,
      description:
        'Folders (globs) that are deploy units, instead of detecting them (kustomization roots, Flux and Argo CD paths).',
    },
    render: {
      enum: ['auto', 'kustomize', 'off'],
      description:
        'Kustomize units: auto renders them when kustomize or kubectl is on PATH; kustomize requires one; off reads them structurally.',
    },
    renderBudget: {
      type: 'integer',
      minimum: 1,
      description:
        'Seconds all kustomize renders of a run may take together (default 120). Past it, a unit the change touches that is not rendered yet fails; an unchanged one is a notice.',
    },
    crd: crdConfigSchema,
    strimzi: strimziConfigSchema,
    transitions: transitionsConfigSchema,
    state: stateConfigSchema,
    charts: chartsConfigSchema,
  },
} as const;
