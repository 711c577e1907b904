import { schemaChangeRule } from './factories.js';

export const enumRestricted = schemaChangeRule({
  id: 'crd/enum-restricted',
  title: 'Enum restricted',
  defaultSeverity: 'fail',
  description: 'An enum lost a value, or a field without an enum got one.',
  kinds: ['enum-restricted'],
  advice:
    'Stored objects and manifests using a value no longer allowed are rejected on their next update. Keep the old values (deprecate them in the description), or restrict them only in a new API version.',
  docs: {
    why: 'Objects already stored with a removed value fail validation the next time anyone updates them, including the operator updating their status. Adding an enum to a free-form field rejects every value outside it.',
    fix: 'Keep accepting old values and map them in the operator, or restrict the enum in a new API version. On Kubernetes 1.30+ (`crd.kubernetesVersion`), validation ratcheting lets unchanged values through, so the finding is a warning.',
  },
});
