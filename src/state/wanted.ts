/** What a state file is read for: these kinds, and of each only the top-level keys the rules use. */
export interface WantedKind {
  group: string;
  /** Top-level keys kept besides apiVersion and kind; the others are never constructed. */
  keep: readonly string[];
  /** Text an item must contain to be worth reading (a cheap filter before parsing). */
  mustContain?: string;
}

export const WANTED: Readonly<Record<string, WantedKind>> = {
  CustomResourceDefinition: { group: 'apiextensions.k8s.io', keep: ['metadata', 'status'] },
  Kafka: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
  KafkaNodePool: { group: 'kafka.strimzi.io', keep: ['metadata', 'spec', 'status'] },
  KafkaRebalance: { group: 'kafka.strimzi.io', keep: ['metadata', 'status'] },
  // Only the Strimzi cluster operator's Deployment, and only pods of a Strimzi cluster.
  Deployment: { group: 'apps', keep: ['metadata', 'spec'], mustContain: 'strimzi' },
  Pod: { group: '', keep: ['metadata'], mustContain: 'strimzi.io/cluster' },
};

/** Fields the cluster manages: dropped from every object, never evidence. */
export const CLUSTER_FIELDS = ['managedFields', 'resourceVersion', 'uid', 'selfLink'] as const;

export const wantedKind = (kind: string): WantedKind | undefined =>
  Object.prototype.hasOwnProperty.call(WANTED, kind) ? WANTED[kind] : undefined;
