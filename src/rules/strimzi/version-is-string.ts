import { defineRule } from '../define.js';
import { noStrimzi, strimziState, type KafkaCluster, type VersionField } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

const FIELDS: [keyof Pick<KafkaCluster, 'version' | 'metadataVersion'>, string][] = [
  ['version', 'spec.kafka.version'],
  ['metadataVersion', 'spec.kafka.metadataVersion'],
];

export const versionIsString = defineRule({
  id: 'strimzi/version-is-string',
  title: 'Version written as a YAML number',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    '`spec.kafka.version` or `spec.kafka.metadataVersion` is an unquoted number in YAML (`3.9`, `4.0`), not a string.',
  docs: {
    why: 'YAML reads `metadataVersion: 4.0` as the number 4 and `3.10` as 3.1: the operator receives a different version than the one written, or rejects the resource. Quoting is the only safe form.',
    fix: 'Quote the value: `metadataVersion: "4.0"`.',
  },
  skip: noStrimzi,
  check(ctx) {
    const { base, head } = strimziState(ctx);
    const out: RuleFinding[] = [];
    for (const c of head.clusters) {
      for (const [key, path] of FIELDS) {
        const f: VersionField = c[key];
        if (!f.isNumber) continue;
        const before = base.clusters.find((b) => b.ref === c.ref)?.[key];
        const old = before?.isNumber && before.raw === f.raw;
        out.push({
          severity: old ? 'warn' : undefined,
          file: c.obj.file,
          line: f.line,
          side: 'head',
          object: c.ref,
          path,
          message:
            `${path} is the YAML number ${String(f.raw)}, not a string: the operator reads "${String(f.raw)}"${String(f.raw).includes('.') ? '' : ' (a trailing .0 is lost)'}. Quote it. ${old ? 'Already present on the base revision.' : ''}`.trim(),
        });
      }
    }
    return out;
  },
});
