import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import { liveStoredVersions } from '../../crd/live.js';
import type { RuleFinding } from '../../finding.js';
import type { RuleContext } from '../../context.js';
import { crdPairs, type CrdPair } from '../../crd/analysis.js';

/** The versions a CRD pair drops from spec.versions. */
const dropped = (p: CrdPair): string[] =>
  p.base && p.head
    ? p.base.versions.map((v) => v.name).filter((n) => !p.head!.versions.some((v) => v.name === n))
    : [];

/**
 * Without the cluster's storedVersions, a run that only drops versions the base did not store cannot
 * judge them (cert-manager 1.7: versions stored by an earlier release): said, never a pass.
 */
function needsStoredVersions(ctx: RuleContext): string | undefined {
  if (ctx.facts.clusterState) return undefined;
  const pairs = crdPairs(ctx).filter((p) => dropped(p).length);
  if (!pairs.length) return undefined;
  const stored = (p: CrdPair) =>
    dropped(p).some(
      (n) =>
        p.base!.versions.some((v) => v.name === n && v.storage) ||
        p.base!.storedVersions.includes(n) ||
        p.head!.storedVersions.includes(n),
    );
  if (pairs.some(stored)) return undefined;
  // A version neither served nor stored on base is warned about by the rule itself (clusters that
  // stored it in an earlier release may still list it): the rule runs.
  if (pairs.some((p) => dropped(p).some((n) => !p.base!.versions.some((v) => v.name === n && v.served))))
    return undefined;
  const names = pairs.map((p) => `${p.base!.name} (${dropped(p).join(', ')})`);
  return `not judged: needs the cluster's status.storedVersions for ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}; export them with \`kubectl get crd -o yaml > cluster-state.yaml\` and pass --cluster-state`;
}

export const storedVersionRemoved = crdRule(
  {
    skip: needsStoredVersions,
    id: 'crd/stored-version-removed',
    title: 'Stored version removed',
    defaultSeverity: 'fail',
    description:
      'A version that objects may be stored in (storage on base, or in status.storedVersions) is gone from the head CRD.',
    docs: {
      why: "The API server refuses to update a CRD that drops a version still listed in `status.storedVersions`, and objects stored in it could no longer be read. Files in git carry no `status`, so the gate treats the base revision's storage version as stored — which is what broke Strimzi users moving from 0.51 to 1.0 (strimzi#12751). crdify's check does nothing on files. With `--cluster-state` the gate reads the live CRD's `status.storedVersions` instead: the exact check the API server makes. A version deleted from `spec.versions` that was neither served nor storage on base can still be in `status.storedVersions` on clusters that stored it in an earlier release (Gateway API v1.2 deleting `v1alpha2`; cert-manager 1.7 needed a storage migration first): without live evidence that is a warning.",
      fix: 'Without `--cluster-state`, a run whose CRDs only drop versions that were not the storage version on the base revision cannot tell whether a cluster still lists them in `status.storedVersions`: the rule is skipped with that reason, never shown as passed. Export the live CRDs with `kubectl get crd -o yaml > cluster-state.yaml` and pass `--cluster-state cluster-state.yaml` (the action input `cluster-state`). Before removing the version: make the new version the storage version and roll it out; rewrite every object in the new version (a storage-version migration, or `kubectl get <kind> -A -o json | kubectl replace -f -`); remove the old version from `status.storedVersions` (`kubectl patch crd <name> --subresource=status --type=merge -p \'{"status":{"storedVersions":["<new>"]}}\'`); only then remove it from the CRD.',
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
    // Neither served nor storage on base, yet clusters that once stored it may still list it in
    // status.storedVersions (Gateway API v1.2 deleting v1alpha2): a warning without live evidence.
    for (const v of p.base.versions) {
      if (live || stored.has(v.name) || !gone(v.name) || v.served) continue;
      out.push(
        crdFinding(
          p,
          ['spec', 'versions'],
          `version ${v.name} is removed; it was neither served nor the storage version on the base revision, but clusters that stored objects as ${v.name} in an earlier release may still list it in status.storedVersions, and then the API server refuses this CRD update. Check \`kubectl get crd ${p.base.name} -o jsonpath='{.status.storedVersions}'\` on every cluster (or pass --cluster-state) before applying.`,
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
    return out;
  },
);
