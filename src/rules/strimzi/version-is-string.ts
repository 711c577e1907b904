import { defineRule } from '../define.js';
import { noStrimzi, strimziState, type KafkaCluster, type VersionField } from '../../strimzi/state.js';
import type { Tree } from '../../index/types.js';
import type { RuleFinding } from '../../finding.js';

/** The scalar as written on its line (`4.0`, where the number reads 4), for the quoted fix. */
function written(tree: Tree, file: string, line: number, raw: unknown): string {
  const text = tree.snapshot.files.find((f) => f.path === file)?.text.split('\n')[line - 1] ?? '';
  return /:\s*([0-9][0-9._eE+-]*)\s*(#.*)?$/.exec(text)?.[1] ?? String(raw);
}

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
    why: 'YAML reads `metadataVersion: 4.0` as a number, and the Kafka CRD types both fields as strings: the API server rejects the whole resource ("must be of type string"), so the GitOps sync fails and nothing in it is applied. Quoting is the only safe form.',
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
          ...(old ? { present: true as const } : {}),
          file: c.obj.file,
          line: f.line,
          side: 'head',
          object: c.ref,
          path,
          message:
            `${path} is the YAML number ${String(f.raw)}, not a string: the CRD types it as a string, so the API server rejects the ${c.obj.kind} ("${path} in body must be of type string"). Quote it: "${written(ctx.head, c.obj.file, f.line, f.raw)}". ${old ? 'Already present on the base revision.' : ''}`.trim(),
        });
      }
    }
    return out;
  },
});
