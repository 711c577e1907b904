import { crdFinding, crdRule } from '../../crd/findings.js';
import type { RuleFinding } from '../types.js';

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

export const namesChanged = crdRule(
  {
    id: 'crd/names-changed',
    title: 'CRD names changed',
    defaultSeverity: 'fail',
    description:
      'group, plural, singular, kind or listKind changed (fail); a shortName or category removed (warn).',
    docs: {
      why: "The group and plural make up the CRD's name and the URL of every object; the kind is in every manifest. Changing them orphans stored objects and breaks every client. Removed short names and categories break `kubectl get <short>` and scripts.",
      fix: 'Keep the names; add new short names and categories freely.',
    },
  },
  (p) => {
    if (!p.base || !p.head) return [];
    const out: RuleFinding[] = [];
    if (p.base.group !== p.head.group)
      out.push(
        crdFinding(
          p,
          ['spec', 'group'],
          `group ${p.base.group} → ${p.head.group}: every stored object and client URL breaks. Keep the group; a new group is a new CRD.`,
        ),
      );
    for (const k of ['kind', 'plural', 'singular', 'listKind']) {
      const o = p.base.names[k];
      const n = p.head.names[k];
      if (o !== undefined && o !== n)
        out.push(
          crdFinding(
            p,
            ['spec', 'names', k],
            `names.${k} ${String(o)} → ${String(n)}: manifests, clients and RBAC rules that use the old name break. Keep it.`,
          ),
        );
    }
    for (const k of ['shortNames', 'categories']) {
      const gone = list(p.base.names[k]).filter((x) => !list(p.head!.names[k]).includes(x));
      if (gone.length)
        out.push(
          crdFinding(
            p,
            ['spec', 'names', k],
            `names.${k} removed: ${gone.join(', ')}: \`kubectl get ${gone[0]}\` and scripts using it stop working.`,
            'warn',
          ),
        );
    }
    return out;
  },
);
