import { defineRule, type RuleReport } from '../define.js';
import { crdBreaksBetween, crdsSkippedBy, otherCrdSource } from '../../strimzi/helm-crds.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi, releasesOf, strimziState } from '../../strimzi/state.js';

type Message = 'unserved' | 'pruned';

const STAY =
  'Strimzi {{from}} → {{to}} by Helm, but {{why}}, and the repository has no other source of the Strimzi CRDs: they stay at {{from}}.';
const FIX =
  'Update the CRDs with the operator (upgrade.crds: CreateReplace, or apply strimzi-crds-{{to}}.yaml).';

export const helmCrdsUpgraded = defineRule<Message>({
  id: 'strimzi/helm-crds-upgraded',
  title: 'Operator upgraded by Helm without its CRDs',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'A Helm install of the operator (Flux HelmRelease, kustomize helmCharts, Argo CD) is upgraded while its CRDs are not (Helm never updates crds/) and the repository has no other source of them: fail across a release whose operator needs the new CRDs, warn otherwise.',
  docs: {
    why: "Strimzi ships its CRDs in the chart's crds/ folder, which `helm upgrade` never touches; Flux skips them on upgrade unless `upgrade.crds: CreateReplace`. The new operator then runs against the old CRDs: from 0.49 the Topic and User Operators read KafkaTopic and KafkaUser v1, which the older CRDs do not serve, so topics and users stop being reconciled. Other releases only lose their new fields (pruned by the API server).",
    fix: 'Set `spec.upgrade.crds: CreateReplace` (and `install.crds: CreateReplace`) on the HelmRelease, `includeCRDs: true` on the kustomize helmCharts entry, or apply `strimzi-crds-<version>.yaml` from the release in the same change.',
  },
  messages: {
    unserved: `${STAY} {{named}}: those resources stop being reconciled. ${FIX}`,
    pruned: `${STAY} Fields added since {{from}} are pruned by the API server, and Strimzi asks for the CRDs to be updated with every upgrade. ${FIX}`,
  },
  skip: noStrimzi,
  check(ctx) {
    const { base, head } = strimziState(ctx);
    if (otherCrdSource(ctx.head)) return [];
    const data = releasesOf(ctx);
    const out: RuleReport<Message>[] = [];
    for (const o of head.operators) {
      const before = base.operators.find((b) => b.ref === o.ref && b.via === o.via);
      const from = before && data.release(before.version);
      const to = data.release(o.version);
      if (!from || !to || compareDotted(to.version, from.version) <= 0) continue;
      const why = crdsSkippedBy(o, ctx.head);
      if (!why) continue;
      // A fail only where the new operator reads a version the old CRDs do not serve (0.49: v1).
      const breaks = crdBreaksBetween(data, from, to).filter((b) => b.unserved.length);
      const named = breaks
        .map(
          (b) =>
            `The operators of Strimzi ${b.release.version} read ${b.unserved.join(', ')}, which the ${from.version} CRDs do not serve`,
        )
        .join('; ');
      out.push({
        severity: breaks.length ? undefined : 'warn',
        file: o.file,
        line: o.line,
        side: 'head',
        object: o.ref,
        messageId: breaks.length ? 'unserved' : 'pruned',
        data: { from: from.version, to: to.version, why, named },
      });
    }
    return out;
  },
});
