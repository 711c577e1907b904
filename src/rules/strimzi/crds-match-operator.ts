import { defineRule } from '../define.js';
import { objectRef } from '../../manifests/locate.js';
import { operatorUnknown, operatorVersion, releasesOf, strimziState } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

export const crdsMatchOperator = defineRule({
  id: 'strimzi/crds-match-operator',
  title: 'Strimzi CRDs from another release than the operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    "The repo's Strimzi CRDs serve or store other API versions than the operator's release ships (CRDs and operator from different releases).",
  docs: {
    why: 'CRDs and operator must come from the same release: old CRDs prune fields the new operator sets (strimzi#10973), new CRDs can drop versions the old operator writes (strimzi#7147, #12039). Helm does not upgrade CRDs, which is the usual cause.',
    fix: "Apply the CRDs of the operator's release (from its install files, not the chart's crds/ folder on upgrade) in the same PR as the operator.",
  },
  skip: operatorUnknown,
  check(ctx) {
    const op = operatorVersion(ctx, strimziState(ctx).head).version;
    const release = op ? releasesOf(ctx).release(op) : undefined;
    if (!release) return [];
    const out: RuleFinding[] = [];
    for (const crd of ctx.head.objects) {
      if (crd.kind !== 'CustomResourceDefinition' || !crd.name.endsWith('.kafka.strimzi.io')) continue;
      const spec = crd.value.spec as {
        names?: { kind?: string };
        versions?: { name: string; served?: boolean; storage?: boolean }[];
      };
      const expected = release.apiVersions[spec.names?.kind ?? ''];
      if (!expected || !Array.isArray(spec.versions)) continue;
      const served = spec.versions
        .filter((v) => v.served !== false)
        .map((v) => v.name)
        .sort();
      const storage = spec.versions.find((v) => v.storage)?.name;
      if (served.join() === [...expected.served].sort().join() && storage === expected.storage) continue;
      out.push({
        file: crd.file,
        line: crd.line,
        side: 'head',
        object: objectRef(crd),
        message: `${crd.name} serves ${served.join(', ')} (storage ${storage}) but Strimzi ${op} ships it serving ${expected.served.join(', ')} (storage ${expected.storage}): CRDs and operator are from different releases. Apply the CRDs of Strimzi ${op}.`,
      });
    }
    return out;
  },
});
