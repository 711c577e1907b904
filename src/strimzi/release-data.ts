import type { StrimziRelease } from './release-types.js';
import { STRIMZI_RELEASES } from './releases-data.js';
import { compareDotted } from './releases.js';

/** The release facts in force for a run: the bundled data, overlaid by `strimzi.releases` if given. */
export interface ReleaseData {
  releases: readonly StrimziRelease[];
  release(version: string): StrimziRelease | undefined;
  isKnownKafka(kafka: string): boolean;
  newest: StrimziRelease;
}

export function releaseData(extra: readonly StrimziRelease[] = []): ReleaseData {
  const byVersion = new Map<string, StrimziRelease>();
  for (const r of [...STRIMZI_RELEASES, ...extra]) byVersion.set(r.version, r);
  const releases = [...byVersion.values()].sort((a, b) => compareDotted(a.version, b.version));
  return {
    releases,
    release: (v) => byVersion.get(v),
    isKnownKafka: (k) => releases.some((r) => r.known.includes(k)),
    newest: releases[releases.length - 1]!,
  };
}

const isStrArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Reads a `strimzi.releases` file: a JSON array of releases in the bundled format (see
 * src/strimzi/releases-data.ts). Throws an Error naming the first entry that does not fit.
 */
export function parseReleasesFile(text: string): StrimziRelease[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error('expected a JSON array of releases');
  data.forEach((r: Record<string, unknown>, i) => {
    const ok =
      typeof r === 'object' &&
      r !== null &&
      typeof r.version === 'string' &&
      typeof r.defaultKafka === 'string' &&
      Array.isArray(r.supported) &&
      isStrArray(r.known) &&
      typeof r.apiVersions === 'object';
    if (!ok)
      throw new Error(
        `entry ${i} is not a release (needs version, defaultKafka, supported, known, apiVersions)`,
      );
  });
  // Fields an entry leaves out: the matrix flags of a KRaft-only release, the operator facts of the newest bundled one.
  const newest = STRIMZI_RELEASES[STRIMZI_RELEASES.length - 1]!;
  const defaults = {
    featureGates: newest.featureGates,
    downgradeFromUnknownKafka: newest.downgradeFromUnknownKafka,
    kraftAnnotation: newest.kraftAnnotation,
    nodePoolsAnnotation: newest.nodePoolsAnnotation,
    specZookeeper: newest.specZookeeper,
    operatorReads: newest.operatorReads,
    kafkaUserOperation: newest.kafkaUserOperation,
    crdUpdateRequired: false,
    zookeeper: false,
    kraftRequiresAnnotations: false,
    nodePoolsRequired: true,
    upgradeFromUnknownKafka: true,
  };
  return (data as Partial<StrimziRelease>[]).map((r) => ({ ...defaults, ...r }) as StrimziRelease);
}
