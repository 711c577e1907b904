/**
 * What a state file is read for: these kinds, and of each only the top-level keys the rules use.
 * The packs' wants, written as data (kinds, labels, images) so that state/ imports no pack: the
 * CRD pack reads CRDs (crd/live.ts), the Strimzi pack the rest (strimzi/live-state.ts).
 */
export interface WantedKind {
  group: string;
  /** Top-level keys kept besides apiVersion and kind; the others are never constructed. */
  keep: readonly string[];
  /** Text an item must contain to be worth reading (a cheap filter before parsing). */
  mustContain?: string;
  /** A label the object must carry (any value). */
  label?: string;
  /** An image some container of the object's pod template must run. */
  image?: RegExp;
}

/**
 * The Strimzi cluster-operator image, `…/strimzi/operator:X.Y.Z` (a `v` prefix allowed), also pinned
 * as `:X.Y.Z@sha256:…` (the tag names the release; the digest only fixes its bytes).
 */
export const STRIMZI_OPERATOR_IMAGE = /(?:^|\/)strimzi\/operator:v?(\d+\.\d+\.\d+)(?:@sha256:[0-9a-f]{64})?$/;

export const WANTED: Readonly<Record<string, WantedKind>> = {
  CustomResourceDefinition: { group: 'apiextensions.k8s.io', keep: ['metadata', 'status'] },
  Kafka: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
  KafkaNodePool: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
  KafkaRebalance: { group: 'kafka.strimzi.io', keep: ['metadata', 'status'] },
  // Only the Strimzi cluster operator's Deployment, and only pods of a Strimzi cluster.
  Deployment: {
    group: 'apps',
    keep: ['metadata', 'spec'],
    mustContain: 'strimzi',
    image: STRIMZI_OPERATOR_IMAGE,
  },
  Pod: { group: '', keep: ['metadata'], mustContain: 'strimzi.io/cluster', label: 'strimzi.io/cluster' },
};

/** Fields the cluster manages: dropped from every object, never evidence. */
export const CLUSTER_FIELDS = ['managedFields', 'resourceVersion', 'uid', 'selfLink'] as const;

export const wantedKind = (kind: string): WantedKind | undefined =>
  Object.prototype.hasOwnProperty.call(WANTED, kind) ? WANTED[kind] : undefined;

/**
 * Custom resources a run also wants (crd/live.ts names them: the kinds of the CRDs the pull request
 * changes, `group/kind`), so that CRD tightenings are judged on the live objects too. Kept like the
 * wanted kinds: `metadata` and `spec` only, cluster fields removed, the same depth limit.
 */
export type CustomKinds = ReadonlySet<string>;
export const CUSTOM_KEEP: readonly string[] = ['metadata', 'spec'];
