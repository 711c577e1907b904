import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import type { RuleReport } from '../define.js';
import { liveUsers, repoUsers, versionAction } from './version-action.js';

const NO_MATCH = 'clients and manifests using {{group}}/{{version}} fail with "no matches for kind".';
const DEPRECATE_FIRST =
  'Deprecate it for a release first (deprecated: true), move manifests to another version, then stop serving it.';
const WAS_DEPRECATED = 'It was deprecated on base, so this is expected; make sure no manifest still uses it.';
const UNUSED =
  'No custom resource in the repository{{state}} is written in {{group}}/{{version}}, so nothing the gate can see breaks; clients outside it that still use it do.';
const USED = '{{objects}} use it: convert them to a version still served first, in their own PR.';
type Id =
  | 'unserved'
  | 'removed'
  | 'unservedDeprecated'
  | 'removedDeprecated'
  | 'unusedUnserved'
  | 'unusedRemoved'
  | 'usedUnserved'
  | 'usedRemoved';

export const servedVersionRemoved = crdRule(
  {
    id: 'crd/served-version-removed',
    title: 'Served version removed',
    defaultSeverity: 'fail',
    description:
      'A version served on base is removed or no longer served on head (warn when it was deprecated on base).',
    messages: {
      unserved: `version {{version}} is no longer served: ${NO_MATCH} ${DEPRECATE_FIRST}`,
      removed: `version {{version}} is removed: ${NO_MATCH} ${DEPRECATE_FIRST}`,
      unservedDeprecated: `version {{version}} is no longer served: ${NO_MATCH} ${WAS_DEPRECATED}`,
      removedDeprecated: `version {{version}} is removed: ${NO_MATCH} ${WAS_DEPRECATED}`,
      unusedUnserved: `version {{version}} is no longer served: ${NO_MATCH} ${UNUSED}`,
      unusedRemoved: `version {{version}} is removed: ${NO_MATCH} ${UNUSED}`,
      usedUnserved: `version {{version}} is no longer served: ${NO_MATCH} ${USED}`,
      usedRemoved: `version {{version}} is removed: ${NO_MATCH} ${USED}`,
    },
    docs: {
      why: 'Every client and manifest using that apiVersion fails with "no matches for kind" once the version is not served — including the custom resources in this repo. A version deprecated on base has had its warning period, so that is a warning — unless custom resources of the repository or the cluster state are still written in it (consumer stance): they stop applying, so that fails. Like every other CRD tightening it is judged on what exists: in the consumer stance (the repository holds custom resources of the changed CRDs, or a cluster state is given) it fails when a custom resource of the repository or the cluster state is written in that version, and warns when none is (an operator downgrade, 0.49 → 0.48 of Strimzi, stops serving a v1 nothing uses yet); in the author stance it fails.',
      fix: 'Mark the version `deprecated: true` (with a `deprecationWarning`) for at least one release first, move manifests to the new version, then stop serving it.',
    },
  },
  (p, ctx) => {
    if (!p.base || !p.head) return [];
    const consumer = ctx.analyses.crdStance.stance === 'consumer';
    const state = ctx.facts.clusterState ? ' or the cluster state' : '';
    const out: RuleReport<Id>[] = [];
    for (const v of p.base.versions.filter((x) => x.served)) {
      const h = p.head.versions.find((x) => x.name === v.name);
      if (h?.served) continue;
      const path = h ? ['spec', 'versions', h.index, 'served'] : ['spec', 'versions'];
      const data = { version: v.name, group: p.head.group };
      // A consumer's own objects in the version fail it, deprecated or not: they stop applying.
      const users = consumer
        ? [
            ...repoUsers(ctx, p.head, v.name).map((o) => `${o.file}:${o.line}`),
            ...liveUsers(ctx, p.head, v.name),
          ]
        : [];
      const how = h ? 'Unserved' : 'Removed';
      const message: { messageId: Id; data: Record<string, string> } = users.length
        ? { messageId: `used${how}`, data: { ...data, objects: users.slice(0, 5).join(', ') } }
        : v.deprecated
          ? { messageId: `${h ? 'unserved' : 'removed'}Deprecated`, data }
          : !consumer
            ? { messageId: h ? 'unserved' : 'removed', data }
            : { messageId: `unused${how}`, data: { ...data, state } };
      const warn = !users.length && (v.deprecated || consumer);
      out.push({
        ...crdFinding(p, path, message, warn ? 'warn' : undefined, v.name),
        action: versionAction(ctx, p.head, v.name, v.deprecated),
      });
    }
    return out;
  },
);
