import type { RuleFinding } from '../finding.js';
import type { KafkaCluster } from './state.js';

/** A finding on a Kafka cluster, at its version or metadata-version line (or the object). */
export function clusterFinding(
  c: KafkaCluster,
  field: 'version' | 'metadataVersion' | undefined,
  message: string,
  severity?: RuleFinding['severity'],
): RuleFinding {
  const f = field ? c[field] : undefined;
  return {
    severity,
    file: (f?.value !== undefined && f.file) || c.obj.file,
    line: f && f.value !== undefined ? f.line : c.obj.line,
    side: 'head',
    object: c.ref,
    ...(field ? { path: `spec.kafka.${field}` } : {}),
    message: c.evidence ? `${message} (Evidence: ${c.evidence}.)` : message,
  };
}
