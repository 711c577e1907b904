import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import type { RuleReport } from '../define.js';

const NO_MATCH = 'clients and manifests using {{group}}/{{version}} fail with "no matches for kind".';
const DEPRECATE_FIRST =
  'Deprecate it for a release first (deprecated: true), move manifests to another version, then stop serving it.';
const WAS_DEPRECATED = 'It was deprecated on base, so this is expected; make sure no manifest still uses it.';
type Id = 'unserved' | 'removed' | 'unservedDeprecated' | 'removedDeprecated';

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
    },
    docs: {
      why: 'Every client and manifest using that apiVersion fails with "no matches for kind" once the version is not served — including the custom resources in this repo. A version deprecated on base has had its warning period, so that is a warning.',
      fix: 'Mark the version `deprecated: true` (with a `deprecationWarning`) for at least one release first, move manifests to the new version, then stop serving it.',
    },
  },
  (p) => {
    if (!p.base || !p.head) return [];
    const out: RuleReport<Id>[] = [];
    for (const v of p.base.versions.filter((x) => x.served)) {
      const h = p.head.versions.find((x) => x.name === v.name);
      if (h?.served) continue;
      const path = h ? ['spec', 'versions', h.index, 'served'] : ['spec', 'versions'];
      out.push(
        crdFinding(
          p,
          path,
          {
            messageId: `${h ? 'unserved' : 'removed'}${v.deprecated ? 'Deprecated' : ''}` as Id,
            data: { version: v.name, group: p.head.group },
          },
          v.deprecated ? 'warn' : undefined,
          v.name,
        ),
      );
    }
    return out;
  },
);
