import { crdFinding } from '../../crd/findings.js';
import { whereaboutsOf } from '../../crd/moved.js';
import { objectsOfKind, retiredCrd } from '../../crd/retired.js';
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
      retired:
        'CRD {{name}} is removed: {{fact}}. No {{kind}} is in the repository{{state}}, so nothing the gate can see breaks; one that exists in the cluster is deleted with the CRD.',
      retiredUsed:
        'CRD {{name}} is removed: {{fact}}. Applying this deletes every {{kind}} in the cluster, and {{objects}} use it. Migrate them first, in their own PR.',
      moved: 'CRD {{name}} moved: it is still installed from {{to}}, which is judged on its own.',
      unseen:
        'CRD {{name}} is gone from this source, and the same deploy unit now also installs a source the gate did not read ({{source}}, at {{at}}). If that source installs {{name}}, this is a move; if not, applying this deletes every {{kind}} in the cluster. Check the chart or resource, or let the gate read it (docs/charts.md).',
    },
    docs: {
      why: 'Deleting a CRD deletes every custom resource of it, cluster-wide, at once: the operator loses all its objects. A GitOps tool with pruning enabled does exactly that after merge. A CRD that leaves one file but is still installed by another file, unit or source of the head side is not deleted: that is a move (a notice). When the deploy unit that held it now installs a source the gate did not read (a Helm chart it did not inflate, a remote resource, an Argo CD Application or Flux HelmRelease chart), the removal is a warning that says so, not a failure: the gate cannot see whether the CRD moved there. A CRD the operator release itself retires (Strimzi 0.46.0 no longer ships KafkaMirrorMaker, CHANGELOG.md@0.46.0:32; 0.25.0 no longer ships KafkaConnectS2I) is a warning carrying that fact, and a failure only when objects of it exist in the repository or the cluster state.',
      fix: 'Keep the CRD. If it moved to another file or chart, make sure the head revision still contains it (the gate pairs by name, not by file), or let the gate fetch the chart. To retire it, delete the custom resources deliberately first, then the CRD, with a waiver.',
    },
  },
  (p, ctx) => {
    if (!p.base || p.head) return [];
    const data = { name: p.base.name, kind: String(p.base.names.kind ?? 'custom resource') };
    const where = whereaboutsOf(p.base.obj, ctx.head);
    if (where?.kind === 'moved')
      return [
        {
          ...crdFinding(p, [], {
            messageId: 'moved',
            data: { ...data, to: `${where.to.file}:${where.to.line}` },
          }),
          severity: 'notice',
        },
      ];
    if (where?.kind === 'unseen')
      return [
        {
          ...crdFinding(p, [], {
            messageId: 'unseen',
            data: { ...data, source: where.source, at: `${where.file}:${where.line}` },
          }),
          // At the line that brings the source the gate could not read.
          file: where.file,
          line: where.line,
          side: 'head' as const,
          severity: 'warn',
          unjudged: true,
        },
      ];
    const retired = retiredCrd(p.base.name);
    if (retired) {
      const used = objectsOfKind(ctx, p.base.group, data.kind);
      const state = ctx.facts.clusterState ? ' or the cluster state' : '';
      return used.length
        ? [
            crdFinding(p, [], {
              messageId: 'retiredUsed',
              data: { ...data, fact: retired.fact, objects: used.slice(0, 5).join(', ') },
            }),
          ]
        : [
            {
              ...crdFinding(p, [], { messageId: 'retired', data: { ...data, fact: retired.fact, state } }),
              severity: 'warn',
            },
          ];
    }
    return [crdFinding(p, [], { messageId: 'removed', data })];
  },
);
