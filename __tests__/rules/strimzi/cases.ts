import { existsSync, readFileSync } from 'node:fs';
import { gateOnFiles } from '../../helpers/gate.js';
import type { FilesCase } from '../../helpers/rule-tester.js';
import {
  kafkaResource as kafka,
  nodePool as pool,
  operatorDeployment as operator,
} from '../../helpers/strimzi.js';

const kraft = { annotations: '    strimzi.io/kraft: enabled\n' };
export const repo = (op: string, spec: string, opts: Parameters<typeof kafka>[1] = {}) => ({
  'strimzi/operator.yaml': operator(op),
  'kafka/cluster.yaml': kafka(spec, opts),
});
const withPool = (files: Record<string, string>) => ({ ...files, 'kafka/pool.yaml': pool });
const v = (kafkaVersion: string, metadata?: string) =>
  `    version: ${kafkaVersion}\n${metadata ? `    metadataVersion: ${metadata}\n` : ''}`;

const shared = (p: string) => readFileSync(`${process.cwd()}/../shared/corpus/strimzi/${p}`, 'utf8');
const user = (api: string, acl: string) => `apiVersion: kafka.strimzi.io/${api}
kind: KafkaUser
metadata:
  name: app
  namespace: kafka
  labels: { strimzi.io/cluster: my-cluster }
spec:
  authorization:
    type: simple
    acls:
      - resource: { type: topic, name: orders }
        ${acl}
`;
const rebalance = (annotations: string) => `apiVersion: kafka.strimzi.io/v1
kind: KafkaRebalance
metadata:
  name: rb
  namespace: kafka
  labels: { strimzi.io/cluster: my-cluster }
${annotations ? `  annotations:\n${annotations}` : ''}spec: {}
`;

type Case = FilesCase;
/** Keyed by rule id: each rule's docs table is exactly its rows here (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'strimzi/kafka-version-supported': [
    {
      what: 'operator 0.51.0, Kafka 4.1.0',
      verdict: 'pass',
      at: [],
      base: repo('0.49.0', '    version: 4.1.0\n'),
      head: repo('0.51.0', '    version: 4.1.0\n'),
    },
    {
      what: 'operator 0.51.0, Kafka 3.9.0',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.45.0', '    version: 3.9.0\n'),
      head: repo('0.51.0', '    version: 3.9.0\n'),
    },
    {
      what: 'operator 1.0.0, `spec.kafka.version` unset (default 4.2.0)',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', ''),
      head: repo('1.0.0', ''),
    },
    {
      what: 'the same unsupported version already on base',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.51.0', '    version: 3.9.0\n'),
      head: repo('0.51.0', '    version: 3.9.0\n    replicas: 3\n'),
    },
  ],
  'strimzi/version-is-string': [
    {
      what: '`metadataVersion: "3.9"` (quoted)',
      verdict: 'pass',
      at: [],
      base: repo('0.45.0', '    version: 3.9.0\n'),
      head: repo('0.45.0', '    version: 3.9.0\n    metadataVersion: "3.9"\n'),
    },
    {
      what: '`metadataVersion: 3.9` (a number)',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:9 spec.kafka.metadataVersion'],
      base: repo('0.45.0', '    version: 3.9.0\n'),
      head: repo('0.45.0', '    version: 3.9.0\n    metadataVersion: 3.9\n'),
    },
    {
      what: '`version: 4.1.0` (not a number: two dots)',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', ''),
      head: repo('0.51.0', '    version: 4.1.0\n'),
    },
    {
      what: 'the same number already on base',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:8 spec.kafka.metadataVersion'],
      base: repo('0.45.0', '    metadataVersion: 3.9\n'),
      head: repo('0.45.0', '    metadataVersion: 3.9\n    replicas: 3\n'),
    },
  ],
  'strimzi/implicit-kafka-upgrade': [
    {
      what: 'operator 0.49.0 → 0.51.0 with the version pinned',
      verdict: 'pass',
      at: [],
      base: repo('0.49.0', v('4.1.0')),
      head: repo('0.51.0', v('4.1.0')),
    },
    {
      what: 'operator 0.45.0 → 0.51.0 with the version unset (3.9.0 → 4.2.0)',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:1'],
      base: repo('0.45.0', ''),
      head: repo('0.51.0', ''),
    },
  ],
  'strimzi/downgrade-two-step': [
    {
      what: 'lowers the metadata version only',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.2.0', '4.2-IV1')),
      head: repo('0.51.0', v('4.2.0', '4.1-IV1')),
    },
    {
      what: 'lowers Kafka 4.2.0 → 4.1.0 and metadata 4.2-IV1 → 4.1-IV1 together',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.51.0', v('4.2.0', '4.2-IV1')),
      head: repo('0.51.0', v('4.1.0', '4.1-IV1')),
    },
  ],
  'strimzi/upgrade-together': [
    {
      what: 'raises the Kafka version only',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0', '4.1-IV1')),
      head: repo('0.51.0', v('4.2.0', '4.1-IV1')),
    },
    {
      what: 'raises Kafka 4.1.0 → 4.2.0 and metadata 4.1-IV1 → 4.2-IV1 together',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:9 spec.kafka.metadataVersion'],
      base: repo('0.51.0', v('4.1.0', '4.1-IV1')),
      head: repo('0.51.0', v('4.2.0', '4.2-IV1')),
    },
  ],
  'strimzi/metadata-above-kafka': [
    {
      what: 'Kafka 4.1.0 with `metadataVersion: 4.1-IV1`',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.51.0', v('4.1.0', '4.1-IV1')),
    },
    {
      what: 'Kafka 4.1.0 with `metadataVersion: 4.2-IV1`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:9 spec.kafka.metadataVersion'],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.51.0', v('4.1.0', '4.2-IV1')),
    },
  ],
  'strimzi/metadata-valid': [
    {
      what: '`metadataVersion: 4.1-IV1`',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.51.0', v('4.1.0', '4.1-IV1')),
    },
    {
      what: '`metadataVersion: "4.1"` (resolves to 4.1-IV1)',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.51.0', v('4.1.0', '"4.1"')),
    },
    {
      what: '`metadataVersion: 4.1-IV9` (no such level)',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:9 spec.kafka.metadataVersion'],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.51.0', v('4.1.0', '4.1-IV9')),
    },
    {
      what: '`metadataVersion: 3.3-IV2` with operator 0.46.0',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:9 spec.kafka.metadataVersion'],
      base: repo('0.46.0', v('3.9.0')),
      head: repo('0.46.0', v('3.9.0', '3.3-IV2')),
    },
  ],
  'strimzi/metadata-unsafe-downgrade': [
    {
      what: 'lowers 4.1-IV1 → 4.1-IV0 (no format change between)',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0', '4.1-IV1')),
      head: repo('0.51.0', v('4.1.0', '4.1-IV0')),
    },
    {
      what: 'lowers 4.0-IV3 → 3.9-IV0 (4.0-IV1 changed the format)',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:9 spec.kafka.metadataVersion'],
      base: repo('0.47.0', v('4.0.0', '4.0-IV3')),
      head: repo('0.47.0', v('4.0.0', '3.9-IV0')),
    },
  ],
  'strimzi/metadata-one-way': [
    {
      what: 'raises 4.1-IV0 → 4.1-IV1 (no format change)',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0', '4.1-IV0')),
      head: repo('0.51.0', v('4.1.0', '4.1-IV1')),
    },
    {
      what: 'raises 3.9-IV0 → 4.0-IV3 (crosses 4.0-IV1)',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:9 spec.kafka.metadataVersion'],
      base: repo('0.47.0', v('4.0.0', '3.9-IV0')),
      head: repo('0.47.0', v('4.0.0', '4.0-IV3')),
    },
  ],
  'strimzi/kraft-only': [
    {
      what: 'operator 0.46.0, KRaft cluster with `strimzi.io/kraft: enabled`',
      verdict: 'pass',
      at: [],
      base: repo('0.45.0', v('3.9.0'), kraft),
      head: repo('0.46.0', v('3.9.0'), kraft),
    },
    {
      what: 'operator 0.46.0, cluster with `spec.zookeeper`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:1'],
      base: repo('0.45.0', v('3.9.0'), { zookeeper: true }),
      head: repo('0.46.0', v('3.9.0'), { zookeeper: true }),
    },
    {
      what: 'operator 0.46.0, `strimzi.io/kraft: migration`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:1'],
      base: repo('0.45.0', v('3.9.0')),
      head: repo('0.46.0', v('3.9.0'), { annotations: '    strimzi.io/kraft: migration\n' }),
    },
  ],
  'strimzi/node-pools-present': [
    {
      what: 'operator 0.46.0, one node pool for the cluster',
      verdict: 'pass',
      at: [],
      base: withPool(repo('0.45.0', v('3.9.0'), kraft)),
      head: withPool(repo('0.46.0', v('3.9.0'), kraft)),
    },
    {
      what: 'operator 0.46.0, no node pool',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:1'],
      base: repo('0.45.0', v('3.9.0'), kraft),
      head: repo('0.46.0', v('3.9.0'), kraft),
    },
  ],
  'strimzi/upgrade-path-too-far': [
    {
      what: 'operator 0.45.0 → 0.46.0',
      verdict: 'pass',
      at: [],
      base: repo('0.45.0', v('3.9.0')),
      head: repo('0.46.0', v('3.9.0')),
    },
    {
      what: 'operator 0.38.0 → 0.46.0',
      verdict: 'fail',
      at: ['strimzi/operator.yaml:11'],
      base: repo('0.38.0', v('3.6.0')),
      head: repo('0.46.0', v('3.9.0')),
    },
    {
      what: 'operator 0.45.0 → 1.0.0',
      verdict: 'fail',
      at: ['strimzi/operator.yaml:11'],
      base: repo('0.45.0', v('3.9.0')),
      head: repo('1.0.0', v('4.1.0')),
    },
  ],
  'strimzi/api-version': [
    {
      what: 'operator 0.51.0, `kafka.strimzi.io/v1beta2`',
      verdict: 'pass',
      at: [],
      base: repo('0.49.0', v('4.1.0'), { api: 'v1beta2' }),
      head: repo('0.51.0', v('4.1.0'), { api: 'v1beta2' }),
    },
    {
      what: 'operator 1.0.0, `kafka.strimzi.io/v1beta2`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:1 apiVersion'],
      base: repo('0.51.0', v('4.1.0'), { api: 'v1beta2' }),
      head: repo('1.0.0', v('4.1.0'), { api: 'v1beta2' }),
    },
    {
      what: 'operator 0.45.0, `kafka.strimzi.io/v1`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:1 apiVersion'],
      base: repo('0.45.0', v('3.9.0'), { api: 'v1beta2' }),
      head: repo('0.45.0', v('3.9.0')),
    },
  ],
  'strimzi/from-version-known': [
    {
      what: 'operator 0.45.0 → 0.46.0 running Kafka 3.9.0',
      verdict: 'pass',
      at: [],
      base: repo('0.45.0', v('3.9.0')),
      head: repo('0.46.0', v('3.9.0')),
    },
    {
      what: 'operator 0.45.2 → 0.46.0 running Kafka 3.9.1',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.45.2', v('3.9.1')),
      head: repo('0.46.0', v('3.9.1')),
    },
    {
      what: 'operator 0.51.0 → 1.0.0 running a Kafka version 1.0.0 does not know',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.51.0', v('4.1.9')),
      head: repo('1.0.0', v('4.1.9')),
    },
  ],
  'strimzi/operator-downgrade': [
    {
      what: 'operator 0.51.0 → 0.49.0 running Kafka 4.1.0',
      verdict: 'warn',
      at: ['strimzi/operator.yaml:11'],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.49.0', v('4.1.0')),
    },
    {
      what: 'operator 0.46.0 → 0.45.0 running Kafka 4.0.0',
      verdict: 'fail',
      at: ['strimzi/operator.yaml:11'],
      base: repo('0.46.0', v('4.0.0')),
      head: repo('0.45.0', v('4.0.0')),
    },
    {
      what: 'operator 0.45.0 → 0.46.0',
      verdict: 'pass',
      at: [],
      base: repo('0.45.0', v('3.9.0')),
      head: repo('0.46.0', v('3.9.0')),
    },
  ],
  'strimzi/downgrade-metadata': [
    {
      what: 'Kafka 4.2.0 → 4.1.0 with metadata 4.1-IV1',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.2.0', '4.1-IV1')),
      head: repo('0.51.0', v('4.1.0', '4.1-IV1')),
    },
    {
      what: 'Kafka 4.2.0 → 4.1.0 with metadata still 4.2-IV1',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.51.0', v('4.2.0', '4.2-IV1')),
      head: repo('0.51.0', v('4.1.0')),
    },
  ],
  'strimzi/legacy-kraft-config': [
    {
      what: 'KRaft cluster without the legacy settings',
      verdict: 'pass',
      at: [],
      base: repo('0.46.0', v('3.9.0'), kraft),
      head: repo('0.46.0', v('3.9.0'), kraft),
    },
    {
      what: 'KRaft cluster with `inter.broker.protocol.version`',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:12'],
      base: repo('0.46.0', v('3.9.0'), kraft),
      head: repo('0.46.0', `${v('3.9.0')}    config:\n      inter.broker.protocol.version: "3.9"\n`, kraft),
    },
  ],
  'strimzi/kafkauser-operations': [
    {
      what: 'v1 KafkaUser with `operations: [Read]`',
      verdict: 'pass',
      at: [],
      base: {},
      head: { ...repo('0.51.0', v('4.1.0')), 'u.yaml': user('v1', 'operations: [Read]') },
    },
    {
      what: 'v1 KafkaUser with `operation: Read`',
      verdict: 'fail',
      at: ['u.yaml:12 spec.authorization.acls[0].operation'],
      base: {},
      head: { ...repo('0.51.0', v('4.1.0')), 'u.yaml': user('v1', 'operation: Read') },
    },
    {
      what: 'v1beta2 KafkaUser with `operation: Read`, operator 0.49.0',
      verdict: 'warn',
      at: ['u.yaml:12 spec.authorization.acls[0].operation'],
      base: {},
      head: { ...repo('0.49.0', v('4.1.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
    },
  ],
  'strimzi/operator-images': [
    {
      what: 'the Deployment exactly as the release ships it',
      verdict: 'pass',
      at: [],
      base: {},
      head: existsSync(`${process.cwd()}/../shared`)
        ? {
            'op.yaml': shared('0.51.0/install/cluster-operator/060-Deployment-strimzi-cluster-operator.yaml'),
          }
        : {},
    },
    {
      what: 'operator image bumped to 0.51.0, maps left at 0.49.0',
      verdict: 'fail',
      at: [
        'op.yaml:55 STRIMZI_KAFKA_IMAGES',
        'op.yaml:61 STRIMZI_KAFKA_CONNECT_IMAGES',
        'op.yaml:67 STRIMZI_KAFKA_MIRROR_MAKER_2_IMAGES',
      ],
      base: {},
      head: existsSync(`${process.cwd()}/../shared`)
        ? {
            'op.yaml': shared(
              '0.49.0/install/cluster-operator/060-Deployment-strimzi-cluster-operator.yaml',
            ).replace('quay.io/strimzi/operator:0.49.0', 'quay.io/strimzi/operator:0.51.0'),
          }
        : repo('0.51.0', ''),
    },
  ],
  'strimzi/crds-match-operator': [
    {
      what: 'operator 1.0.0 with the 1.0.0 Kafka CRD',
      verdict: 'pass',
      at: [],
      base: {},
      head: existsSync(`${process.cwd()}/../shared`)
        ? { ...repo('1.0.0', ''), 'crd.yaml': shared('1.0.0/install/cluster-operator/040-Crd-kafka.yaml') }
        : {},
    },
    {
      what: 'operator 1.0.0 with the 0.51.0 Kafka CRD',
      verdict: 'fail',
      at: ['crd.yaml:1'],
      base: {},
      head: existsSync(`${process.cwd()}/../shared`)
        ? { ...repo('1.0.0', ''), 'crd.yaml': shared('0.51.0/install/cluster-operator/040-Crd-kafka.yaml') }
        : repo('1.0.0', ''),
    },
  ],
  'strimzi/custom-image-unchanged': [
    {
      what: 'Kafka 4.1.0 → 4.2.0 without a custom image',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.51.0', v('4.2.0')),
    },
    {
      what: 'Kafka 4.1.0 → 4.2.0 with the same `spec.kafka.image`',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.51.0', `${v('4.1.0')}    image: registry.example.com/kafka:custom\n`),
      head: repo('0.51.0', `${v('4.2.0')}    image: registry.example.com/kafka:custom\n`),
    },
  ],
  'strimzi/rebalance-auto-approval': [
    {
      what: 'a KafkaRebalance without auto-approval',
      verdict: 'pass',
      at: [],
      base: { ...repo('0.51.0', v('4.1.0')), 'rb.yaml': rebalance('') },
      head: { ...repo('0.51.0', v('4.1.0')), 'rb.yaml': rebalance('') },
    },
    {
      what: 'adds `strimzi.io/rebalance-auto-approval: "true"`',
      verdict: 'warn',
      at: ['rb.yaml:8'],
      base: { ...repo('0.51.0', v('4.1.0')), 'rb.yaml': rebalance('') },
      head: {
        ...repo('0.51.0', v('4.1.0')),
        'rb.yaml': rebalance('    strimzi.io/rebalance-auto-approval: "true"\n'),
      },
    },
  ],
  'strimzi/unknown-release': [
    {
      what: 'operator 0.51.0, Kafka 4.1.0',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', '    version: 4.1.0\n'),
      head: repo('0.51.0', '    version: 4.1.0\n'),
    },
    {
      what: 'operator 9.9.9',
      verdict: 'warn',
      at: ['strimzi/operator.yaml:11'],
      base: repo('0.51.0', ''),
      head: repo('9.9.9', ''),
    },
    {
      what: 'Kafka 4.1.7',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.51.0', '    version: 4.1.0\n'),
      head: repo('0.51.0', '    version: 4.1.7\n'),
    },
  ],
};

/** Runs one case; cases built from the shared corpus cannot run without it. */
export function runStrimziCase(c: Case, id: string) {
  if (!Object.keys(c.head).length || !existsSync(`${process.cwd()}/../shared`)) {
    if (['strimzi/operator-images', 'strimzi/crds-match-operator'].includes(id)) return undefined;
  }
  return gateOnFiles(c.base, c.head);
}
