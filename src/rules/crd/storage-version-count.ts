import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';

export const storageVersionCount = crdRule(
  {
    id: 'crd/storage-version-count',
    title: 'Not exactly one storage version',
    defaultSeverity: 'fail',
    description: 'The head CRD has zero or several versions with `storage: true`.',
    messages: {
      count:
        '{{n}} versions have storage: true; the API server requires exactly one and rejects this CRD. Set storage: true on one version only.',
      countAlready:
        '{{n}} versions have storage: true; the API server requires exactly one and rejects this CRD. Set storage: true on one version only. Already present on the base revision.',
    },
    docs: {
      why: 'The API server rejects a CRD without exactly one storage version: the apply fails and the whole rollout with it.',
      fix: 'Set `storage: true` on exactly one version.',
    },
  },
  (p) => {
    if (!p.head || p.head.versions.length === 0) return [];
    const n = p.head.versions.filter((v) => v.storage).length;
    if (n === 1) return [];
    const already =
      p.base && p.base.versions.length > 0 && p.base.versions.filter((v) => v.storage).length === n;
    return [
      crdFinding(
        p,
        ['spec', 'versions'],
        {
          messageId: already ? 'countAlready' : 'count',
          data: { n },
          ...(already ? { present: true as const } : {}),
        },
        already ? 'warn' : undefined,
      ),
    ];
  },
);
