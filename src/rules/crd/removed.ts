import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';

export const crdRemoved = crdRule(
  {
    id: 'crd/removed',
    title: 'CRD removed',
    defaultSeverity: 'fail',
    description: 'A CustomResourceDefinition on the base side is gone from the head side.',
    messages: {
      removed:
        'CRD {{name}} is removed: applying this deletes every {{kind}} in the cluster. Keep it, or delete its resources deliberately first and waive this finding.',
    },
    docs: {
      why: 'Deleting a CRD deletes every custom resource of it, cluster-wide, at once: the operator loses all its objects. A GitOps tool with pruning enabled does exactly that after merge.',
      fix: 'Keep the CRD. If it moved to another file or chart, make sure the head revision still contains it (the gate pairs by name, not by file). To retire it, delete the custom resources deliberately first, then the CRD, with a waiver.',
    },
  },
  (p) =>
    p.base && !p.head
      ? [
          crdFinding(p, [], {
            messageId: 'removed',
            data: { name: p.base.name, kind: String(p.base.names.kind ?? 'custom resource') },
          }),
        ]
      : [],
);
