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
  /**
   * The facts below come from strimzi-operator-facts.json (see its `conventions`). Feature gates
   * the operator knows, with their default; null when it does not read STRIMZI_FEATURE_GATES (0.22).
   * Any other name stops the operator at start-up.
   */
  featureGates: Record<string, 'enabled' | 'disabled'> | null;
  /** Whether a running Kafka version it does not know may be downgraded from (KRaft, 0.46+). */
  downgradeFromUnknownKafka: boolean;
  /** How it treats `strimzi.io/kraft` and `strimzi.io/node-pools` (`required`, `ignored`, …). */
  kraftAnnotation: string;
  nodePoolsAnnotation: string;
  /** How it treats a `spec.zookeeper` section (`required-by-crd`, `ignored-deprecated`, …). */
  specZookeeper: string;
  /** The API version its operators read each kind with (the topic and user operators included). */
  operatorReads: Record<string, string>;
  /** KafkaUser `acls[].operation`: `operation-only`, `deprecated-both-accepted`, `v1beta2-only-not-seen-by-UO`, `removed`. */
  kafkaUserOperation: string;
  /** Whether the operator breaks when its CRDs are not updated with it (Helm never updates crds/). */
  crdUpdateRequired: boolean;
}

/** A feature gate of STRIMZI_FEATURE_GATES: the first release that knows it and the first that does not. */
export interface FeatureGate {
  name: string;
  introduced: string;
  removed: string | null;
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
