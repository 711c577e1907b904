import { defineRule } from '../define.js';
import { objectRef } from '../../manifests/locate.js';
import { compareDotted } from '../../strimzi/releases.js';
import { operatorUnknown, operatorVersion, strimziState } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

/** Whether Strimzi `op` serves `kafka.strimzi.io/<version>` for `kind` (from its release history). */
export function served(op: string, kind: string, version: string): boolean {
  const legacy = kind === 'KafkaTopic' || kind === 'KafkaUser';
  if (version === 'v1') return compareDotted(op, '0.49.0') >= 0;
  if (version === 'v1beta2') return compareDotted(op, '0.22.0') >= 0 && compareDotted(op, '1.0.0') < 0;
  if (version === 'v1alpha1' || version === 'v1beta1')
    return compareDotted(op, '1.0.0') < 0 && (legacy || compareDotted(op, '0.23.0') < 0);
  return false;
}

export const apiVersion = defineRule({
  id: 'strimzi/api-version',
  title: 'Strimzi API version not served',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'A Strimzi resource uses an `apiVersion` the head operator does not serve (v1beta2 from 1.0.0; v1 before 0.49; v1alpha1/v1beta1 after 0.23 except KafkaTopic/KafkaUser).',
  docs: {
    why: 'After the upgrade the API server rejects the resource ("no matches for kind"), and GitOps tools stop syncing it: strimzi#12751 hit every user who moved to 1.0 with v1beta2 manifests.',
    fix: "Convert the resource to an API version the new operator serves (Strimzi's API conversion tool does it), with an operator that serves both, before upgrading.",
  },
  skip: operatorUnknown,
  check(ctx) {
    const op = operatorVersion(ctx, strimziState(ctx).head).version;
    if (!op) return [];
    const out: RuleFinding[] = [];
    for (const o of ctx.head.objects) {
      if (o.group !== 'kafka.strimzi.io' || served(op, o.kind, o.version)) continue;
      out.push({
        file: o.file,
        line: o.line,
        side: 'head',
        object: objectRef(o),
        path: 'apiVersion',
        message: `${o.apiVersion} is not served by Strimzi ${op}: the API server rejects this ${o.kind} ("no matches for kind"). Convert it to ${compareDotted(op, '0.49.0') >= 0 ? 'kafka.strimzi.io/v1' : 'kafka.strimzi.io/v1beta2'} first, with an operator that serves both.`,
      });
    }
    return out;
  },
});
