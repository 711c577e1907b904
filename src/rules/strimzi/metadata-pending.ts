import { clusterFinding } from '../../strimzi/findings.js';
import { perCluster } from './factories.js';
import { noLiveStrimzi, plain } from '../../strimzi/live.js';
import { resolveMetadata } from '../../strimzi/metadata.js';

const level = (v: string) => resolveMetadata(v)?.version ?? v;

export const metadataPending = perCluster({
  id: 'strimzi/metadata-pending',
  title: 'Metadata version change not applied yet',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description:
    'With `--cluster-state`: the live `spec.kafka.metadataVersion` differs from `status.kafkaMetadataVersion` (or a `MetadataUpdateFailed` warning is set): an earlier metadata change has not been applied.',
  docs: {
    why: 'The operator applies a metadata version only after the brokers run a Kafka version that supports it; when it cannot (too high for the running Kafka, or a downgrade Kafka refuses) it sets a `MetadataUpdateFailed` warning and keeps the old level. Changes on top of a pending metadata change are judged against a level the cluster does not have.',
    fix: "Find out why the metadata version was not applied (the Kafka resource's warning conditions); correct `metadataVersion` or wait for the roll that allows it, then export the state again.",
  },
  skip: noLiveStrimzi,
  each(c, report, ctx) {
    const file = ctx.facts.clusterState!.file;
    const live = c.live;
    if (!live) return;
    const failed = live.conditions.find((x) => x.reason === 'MetadataUpdateFailed' && x.status !== 'False');
    const differs =
      live.specMetadata !== undefined &&
      live.statusMetadataVersion !== undefined &&
      level(live.specMetadata) !== level(live.statusMetadataVersion);
    if (!differs && !failed) return;
    const what = differs
      ? `the live ${live.ref} asks for metadataVersion ${live.specMetadata} but status.kafkaMetadataVersion is ${live.statusMetadataVersion}`
      : `the live ${live.ref} has metadata version ${live.statusMetadataVersion ?? 'unknown'}`;
    report(
      clusterFinding(
        plain(c.head),
        c.head.metadataVersion.value !== undefined ? 'metadataVersion' : undefined,
        `${what} in ${file}${failed ? `, with a MetadataUpdateFailed warning${failed.message ? ` ("${failed.message}")` : ''}` : ''}: the last metadata change has not been applied. Find out why before changing versions again.`,
      ),
    );
  },
});
