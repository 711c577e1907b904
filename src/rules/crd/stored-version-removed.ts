import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import { liveStoredVersions } from '../../crd/live.js';
import type { RuleFinding } from '../../finding.js';
import { versionAction } from './version-action.js';

export const storedVersionRemoved = crdRule(
  {
    id: 'crd/stored-version-removed',
    title: 'Stored version removed',
    defaultSeverity: 'fail',
    description:
      'A version that objects may be stored in (storage on base, or in status.storedVersions) is gone from the head CRD.',
    docs: {
      why: "The API server refuses to update a CRD that drops a version still listed in `status.storedVersions`, and objects stored in it could no longer be read. Files in git carry no `status`, so the gate treats the base revision's storage version as stored — which is what broke Strimzi users moving from 0.51 to 1.0 (strimzi#12751). crdify's check does nothing on files. With `--cluster-state` the gate reads the live CRD's `status.storedVersions` instead: the exact check the API server makes. A version deleted from `spec.versions` that was not the storage version on base (served or not) can still be in `status.storedVersions` on clusters that stored it in an earlier release (Gateway API v1.2 deleting `v1alpha2`; cert-manager 1.7 needed a storage migration first): without live evidence that is a warning.",
      fix: 'Without `--cluster-state`, the gate cannot tell whether a cluster still lists a removed version in `status.storedVersions` when it was not the storage version on the base revision (served or not): every such version is a warning, never a pass. Export the live CRDs with `kubectl get crd -o yaml > cluster-state.yaml` and pass `--cluster-state cluster-state.yaml` (the action input `cluster-state`). Before removing the version: make the new version the storage version and roll it out; rewrite every object in the new version (a storage-version migration, or `kubectl get <kind> -A -o json | kubectl replace -f -`); remove the old version from `status.storedVersions` (`kubectl patch crd <name> --subresource=status --type=merge -p \'{"status":{"storedVersions":["<new>"]}}\'`); only then remove it from the CRD.',
    },
  },
  (p, ctx) => {
    if (!p.base || !p.head) return [];
    const head = p.head;
    const state = ctx.facts.clusterState;
    // Live evidence replaces the guess from files: the API server checks exactly this list.
    const live = state ? liveStoredVersions(state, p.base.name) : undefined;
    const guessed = new Set([
      ...p.base.versions.filter((v) => v.storage).map((v) => v.name),
      ...p.base.storedVersions,
      ...head.storedVersions,
    ]);
    const stored = new Set(live ?? guessed);
    const gone = (name: string) => !head.versions.some((v) => v.name === name);
    const out: RuleFinding[] = [];
    const storage = head.versions.find((v) => v.storage)?.name ?? '<new storage version>';
    for (const name of [...stored].sort()) {
      if (!gone(name)) continue;
      out.push(
        crdFinding(
          p,
          ['spec', 'versions'],
          `${live ? `version ${name} is in the live status.storedVersions (${live.join(', ')}) of ${state!.file}` : `version ${name} may still hold stored objects`} but is removed: the API server refuses the CRD update while ${name} is in status.storedVersions, and objects stored as ${name} cannot be read. Migrate first: roll out ${storage} as the storage version, rewrite every ${String(head.names.kind ?? 'object')} (storage-version migration), patch status.storedVersions to drop ${name}, then remove it in a later PR.`,
          undefined,
          name,
        ),
      );
    }
    // Not stored on base, yet clusters that stored it in an earlier release (when it was the storage
    // version) may still list it in status.storedVersions (Gateway API v1.2 deleting v1alpha2): a
    // warning without live evidence, never a pass.
    for (const v of p.base.versions) {
      if (live || stored.has(v.name) || !gone(v.name)) continue;
      const was = v.served ? 'served but not the storage version' : 'neither served nor the storage version';
      out.push(
        crdFinding(
          p,
          ['spec', 'versions'],
          `version ${v.name} is removed; it was ${was} on the base revision, but clusters that stored objects as ${v.name} in an earlier release may still list it in status.storedVersions, and then the API server refuses this CRD update. Check \`kubectl get crd ${p.base.name} -o jsonpath='{.status.storedVersions}'\` on every cluster (or pass --cluster-state) before applying.`,
          'warn',
          v.name,
        ),
      );
    }
    // Say when live evidence cleared what the files alone would have failed.
    for (const name of [...guessed].sort()) {
      if (!live || stored.has(name) || !gone(name)) continue;
      out.push(
        crdFinding(
          p,
          ['spec', 'versions'],
          `version ${name} is removed; the files alone suggest it may hold stored objects, but the live status.storedVersions (${live.join(', ') || 'empty'}) of ${state!.file} no longer lists it, so the API server accepts the removal.`,
          'notice',
          name,
        ),
      );
    }
    return out.map((f) =>
      f.severity === 'notice'
        ? f
        : {
            ...f,
            action: versionAction(
              ctx,
              head,
              f.path!,
              !!p.base!.versions.find((v) => v.name === f.path)?.deprecated,
            ),
          },
    );
  },
);
