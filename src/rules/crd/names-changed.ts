import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import type { RuleReport } from '../define.js';

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

export const namesChanged = crdRule(
  {
    id: 'crd/names-changed',
    title: 'CRD names changed',
    defaultSeverity: 'fail',
    description:
      'group, plural, singular, kind or listKind changed (fail); a shortName or category removed (warn).',
    messages: {
      group:
        'group {{from}} → {{to}}: every stored object and client URL breaks. Keep the group; a new group is a new CRD.',
      name: 'names.{{key}} {{from}} → {{to}}: manifests, clients and RBAC rules that use the old name break. Keep it.',
      aliasRemoved:
        'names.{{key}} removed: {{gone}}: `kubectl get {{first}}` and scripts using it stop working.',
    },
    docs: {
      why: "The group and plural make up the CRD's name and the URL of every object; the kind is in every manifest. Changing them orphans stored objects and breaks every client. Removed short names and categories break `kubectl get <short>` and scripts.",
      fix: 'Keep the names; add new short names and categories freely.',
    },
  },
  (p) => {
    if (!p.base || !p.head) return [];
    const out: RuleReport<'group' | 'name' | 'aliasRemoved'>[] = [];
    if (p.base.group !== p.head.group)
      out.push(
        crdFinding(p, ['spec', 'group'], {
          messageId: 'group',
          data: { from: p.base.group, to: p.head.group },
        }),
      );
    for (const k of ['kind', 'plural', 'singular', 'listKind']) {
      const o = p.base.names[k];
      const n = p.head.names[k];
      if (o !== undefined && o !== n)
        out.push(
          crdFinding(p, ['spec', 'names', k], {
            messageId: 'name',
            data: { key: k, from: String(o), to: String(n) },
          }),
        );
    }
    for (const k of ['shortNames', 'categories']) {
      const gone = list(p.base.names[k]).filter((x) => !list(p.head!.names[k]).includes(x));
      if (gone.length)
        out.push(
          crdFinding(
            p,
            ['spec', 'names', k],
            { messageId: 'aliasRemoved', data: { key: k, gone: gone.join(', '), first: String(gone[0]) } },
            'warn',
          ),
        );
    }
    return out;
  },
);
