import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';

export const scopeChanged = crdRule(
  {
    id: 'crd/scope-changed',
    title: 'CRD scope changed',
    defaultSeverity: 'fail',
    description: '`spec.scope` changed between Namespaced and Cluster.',
    messages: {
      changed:
        'scope {{from}} → {{to}}: the API server rejects a scope change, and stored objects and clients would break. Keep the scope, or create a new CRD and migrate.',
    },
    docs: {
      why: "The API server refuses to change a CRD's scope; even where it could, every stored object and client URL would be wrong.",
      fix: 'Keep the scope. A different scope needs a new CRD (new group or plural) and a migration.',
    },
  },
  (p) =>
    p.base && p.head && p.base.scope !== p.head.scope
      ? [
          crdFinding(p, ['spec', 'scope'], {
            messageId: 'changed',
            data: { from: String(p.base.scope), to: String(p.head.scope) },
          }),
        ]
      : [],
);
