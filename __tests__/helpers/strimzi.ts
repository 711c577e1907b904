/** The cluster-operator Deployment as Strimzi ships it, trimmed to what the gate reads. */
export const operatorDeployment = (version: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: strimzi-cluster-operator
  namespace: kafka
spec:
  template:
    spec:
      containers:
        - name: strimzi-cluster-operator
          image: quay.io/strimzi/operator:${version}
`;

/** A Kafka resource `my-cluster` in namespace `kafka`; `spec` is the text under `spec.kafka` (4 spaces in). */
export const kafkaResource = (
  spec: string,
  opts: { api?: string; annotations?: string; zookeeper?: boolean } = {},
) => `apiVersion: kafka.strimzi.io/${opts.api ?? 'v1'}
kind: Kafka
metadata:
  name: my-cluster
  namespace: kafka
${opts.annotations ? `  annotations:\n${opts.annotations}` : ''}spec:
  kafka:
${spec}    listeners:
      - { name: plain, port: 9092, type: internal, tls: false }
${opts.zookeeper ? '  zookeeper:\n    replicas: 3\n' : ''}`;

/** A KafkaNodePool of `my-cluster` with both roles. */
export const nodePool = `apiVersion: kafka.strimzi.io/v1
kind: KafkaNodePool
metadata:
  name: pool
  namespace: kafka
  labels:
    strimzi.io/cluster: my-cluster
spec:
  replicas: 3
  roles: [controller, broker]
`;

/**
 * A KRaft Kafka `my-cluster` (metadata version 3.9-IV0) as kustomize bases keep it: no namespace
 * unless given (the overlay sets it); `version` is on line 10, `metadataVersion` on line 11.
 */
export const kraftKafka = (version: string, ns = '') => `apiVersion: kafka.strimzi.io/v1beta2
kind: Kafka
metadata:
  name: my-cluster
${ns ? `  namespace: ${ns}\n` : ''}  annotations:
    strimzi.io/kraft: enabled
    strimzi.io/node-pools: enabled
spec:
  kafka:
    version: ${version}
    metadataVersion: 3.9-IV0
`;

/** A strategic-merge patch of `my-cluster` that sets only `spec.kafka.version` (on line 7). */
export const kafkaVersionPatch = (version: string) => `apiVersion: kafka.strimzi.io/v1beta2
kind: Kafka
metadata:
  name: my-cluster
spec:
  kafka:
    version: ${version}
`;
