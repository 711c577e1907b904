import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';

export const storageVersionChanged = crdRule(
  {
    id: 'crd/storage-version-changed',
    title: 'Storage version changed',
    defaultSeverity: 'warn',
    description: 'The version objects are stored in changed.',
    messages: {
      moved:
        'storage version {{from}} → {{to}}: objects stored as {{from}} stay so until rewritten, and {{from}} stays in status.storedVersions. After rollout, migrate stored objects before removing {{from}}.',
    },
    docs: {
      why: 'New writes are stored in the new version; existing objects stay in the old one until rewritten, and the old version stays in `status.storedVersions`. Safe when conversion works, but it starts a migration you must finish before the old version can be removed.',
      fix: 'Plan the storage-version migration: after rollout, rewrite all objects and drop the old version from `status.storedVersions`.',
    },
  },
  (p) => {
    if (!p.base || !p.head) return [];
    const b = p.base.versions.find((v) => v.storage);
    const h = p.head.versions.find((v) => v.storage);
    if (!b || !h || b.name === h.name) return [];
    return [
      crdFinding(
        p,
        ['spec', 'versions', h.index, 'storage'],
        { messageId: 'moved', data: { from: b.name, to: h.name } },
        undefined,
        h.name,
      ),
    ];
  },
);
