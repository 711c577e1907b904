/** One Strimzi release's compatibility facts (bundled; regenerate with scripts/gen-strimzi-data.mjs). */
export interface StrimziRelease {
  version: string;
  /** Kafka version used when `spec.kafka.version` is unset. */
  defaultKafka: string;
  /** Kafka versions this operator can run, with their default metadata version (`4.1`). */
  supported: { version: string; metadata: string | null }[];
  /** Every Kafka version the operator knows (supported or not); others are "Unknown Kafka version". */
  known: string[];
  /** API versions served and stored for some kinds. */
  apiVersions: Record<string, { served: string[]; storage: string }>;
  zookeeper: boolean;
  kraftRequiresAnnotations: boolean;
  nodePoolsRequired: boolean;
  upgradeFromUnknownKafka: boolean;
}

/** Kafka's MetadataVersion table. */
export interface KafkaMetadataVersion {
  /** `3.9-IV0` */
  version: string;
  level: number;
  /** Whether this level changed the metadata format (a downgrade across it is unsafe). */
  changed: boolean;
}

declare module '../context.js' {
  /** `RunFacts.strimziReleases` holds these (the vocabulary names them without importing the pack). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StrimziReleaseFacts extends StrimziRelease {}
}
