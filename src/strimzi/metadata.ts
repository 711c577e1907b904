import type { KafkaMetadataVersion } from './release-types.js';
import { KAFKA_METADATA_VERSIONS } from './releases-data.js';
import { compareDotted } from './releases.js';

/** `4.1-IV1` → its table entry; `4.1` → the highest IV of 4.1 (as Kafka resolves it). */
export function resolveMetadata(v: string): KafkaMetadataVersion | undefined {
  if (/-IV\d+$/.test(v)) return KAFKA_METADATA_VERSIONS.find((m) => m.version === v);
  const of = KAFKA_METADATA_VERSIONS.filter((m) => m.version.startsWith(`${v}-IV`));
  return of[of.length - 1];
}

/** The release part of a metadata version (`4.1-IV1` → `4.1`), which Strimzi compares. */
export const releaseOf = (v: string) => v.replace(/-IV\d+$/, '');

/** Compares metadata versions ignoring `-IVn`, as Strimzi does. */
export const compareMetadata = (a: string, b: string) => compareDotted(releaseOf(a), releaseOf(b));

/** Levels in (low, high] that changed the metadata format: crossing them cannot be undone. */
export function formatChangesBetween(
  low: KafkaMetadataVersion,
  high: KafkaMetadataVersion,
): KafkaMetadataVersion[] {
  return KAFKA_METADATA_VERSIONS.filter((m) => m.level > low.level && m.level <= high.level && m.changed);
}
