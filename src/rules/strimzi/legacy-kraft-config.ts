import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { compareDotted } from '../../strimzi/releases.js';
import { noStrimzi } from '../../strimzi/state.js';

const LEGACY = ['inter.broker.protocol.version', 'log.message.format.version'];

export const legacyKraftConfig = perCluster({
  id: 'strimzi/legacy-kraft-config',
  title: 'ZooKeeper-era version settings on a KRaft cluster',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description: '`inter.broker.protocol.version` or `log.message.format.version` is set on a KRaft cluster.',
  docs: {
    why: 'KRaft clusters use `metadataVersion`; these settings are ignored or rejected, and they hide the version the cluster really runs.',
    fix: 'Remove them from `spec.kafka.config` and use `spec.kafka.metadataVersion`.',
  },
  skip: noStrimzi,
  each(c, report) {
    const v = c.head.obj.value as {
      metadata?: { annotations?: Record<string, unknown> };
      spec?: { kafka?: { config?: Record<string, unknown> }; zookeeper?: unknown };
    };
    const kraft =
      v.metadata?.annotations?.['strimzi.io/kraft'] === 'enabled' ||
      (!!c.opHead && compareDotted(c.opHead.version, '0.46.0') >= 0 && v.spec?.zookeeper === undefined);
    if (!kraft) return;
    for (const key of LEGACY) {
      if (v.spec?.kafka?.config?.[key] === undefined) continue;
      report({
        ...clusterFinding(
          c.head,
          undefined,
          `${key} is a ZooKeeper-era setting; on a KRaft cluster use spec.kafka.metadataVersion and remove it.`,
        ),
        line:
          c.head.obj.positions.get(['spec', 'kafka', 'config', key].join('\u001f'))?.line ?? c.head.obj.line,
      });
    }
  },
});
