import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { unknownRunningVersion } from '../../strimzi/running-version.js';
import { operatorUnknown } from '../../strimzi/state.js';

export const fromVersionKnown = perCluster({
  id: 'strimzi/from-version-known',
  title: 'Running Kafka version unknown to the new operator',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The operator or Kafka version changes while the cluster runs a Kafka version the head operator does not know: an upgrade from it fails before 1.0.0 (warn from 1.0.0); a downgrade from it passes from 0.46.0.',
  docs: {
    why: 'The operator reads the running version from the brokers. Before 1.0.0 an upgrade from a version it does not know stops with "Unsupported Kafka.spec.kafka.version" — e.g. Kafka 3.9.1 from 0.45.2 is unknown to 0.46–0.51 (strimzi#12678). From 0.46.0 a downgrade from an unknown version is allowed (proposal 093): lowering `spec.kafka.version` is the documented way out. From 1.0.0 the upgrade is tolerated too.',
    fix: 'Move Kafka to a version both operators know first (its own PR), then upgrade the operator. Already stuck on 0.46+: lower `spec.kafka.version` to a version the operator supports.',
  },
  skip: operatorUnknown,
  each(c, report) {
    const u = unknownRunningVersion(c);
    if (!u || u.verdict === 'pass') return;
    report(clusterFinding(c.base ?? c.head, 'version', u.message, u.verdict === 'warn' ? 'warn' : undefined));
  },
});
