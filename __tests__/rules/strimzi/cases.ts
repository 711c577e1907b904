import { existsSync, readFileSync } from 'node:fs';
import type { GateConfig } from '../../../src/context.js';
import { gateOnFiles, type DeepPartial } from '../../helpers/gate.js';
import type { FilesCase } from '../../helpers/rule-tester.js';
import {
  kafkaResource as kafka,
  nodePool as pool,
  operatorDeployment as operator,
} from '../../helpers/strimzi.js';

const kraft = { annotations: '    strimzi.io/kraft: enabled\n    strimzi.io/node-pools: enabled\n' };
const kraftOnlyAnnotation = { annotations: '    strimzi.io/kraft: enabled\n' };
const poolsOnlyAnnotation = { annotations: '    strimzi.io/node-pools: enabled\n' };
/** A cluster on node pools at a stage of the KRaft migration (`kraft` unset: no annotation), with or without `spec.zookeeper`. */
const stage = (kraft: string | undefined, zookeeper = true) => ({
  annotations: `    strimzi.io/node-pools: enabled\n${kraft ? `    strimzi.io/kraft: ${kraft}\n` : ''}`,
  zookeeper,
});
export const repo = (op: string, spec: string, opts: Parameters<typeof kafka>[1] = {}) => ({
  'strimzi/operator.yaml': operator(op),
  'kafka/cluster.yaml': kafka(spec, opts),
});
/** The operator installed by a Flux HelmRelease (`extra` under spec), and a cluster. */
const byHelm = (op: string, extra = '') => ({
  'strimzi/helmrelease.yaml': `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: strimzi\n  namespace: kafka\nspec:\n  chart:\n    spec:\n      chart: strimzi-kafka-operator\n      version: ${op}\n${extra}`,
  'kafka/cluster.yaml': kafka(v('4.0.0')),
});
/** The operator with STRIMZI_FEATURE_GATES set, and a cluster. */
const gated = (op: string, gates: string) => ({
  'strimzi/operator.yaml': `${operator(op)}          env:\n            - name: STRIMZI_FEATURE_GATES\n              value: "${gates}"\n`,
  'kafka/cluster.yaml': kafka(v('4.2.0')),
});
/** The operator installed by an OLM Subscription to Strimzi's package (`extra` under spec), and a cluster. */
const byOlm = (extra: string, spec: string) => ({
  'olm/subscription.yaml': `apiVersion: operators.coreos.com/v1alpha1\nkind: Subscription\nmetadata:\n  name: strimzi\n  namespace: operators\nspec:\n  channel: stable\n  name: strimzi-kafka-operator\n  source: operatorhubio-catalog\n  sourceNamespace: olm\n${extra}`,
  'kafka/cluster.yaml': kafka(spec),
});
/** An Argo CD Application of the operator chart written inside a chart's templates/ (never rendered). */
const templatedApp = (spec: string) => ({
  'charts/platform/Chart.yaml': 'apiVersion: v2\nname: platform\nversion: 1.0.0\n',
  'charts/platform/templates/strimzi.yaml':
    'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: strimzi\nspec:\n  source:\n    chart: strimzi-kafka-operator\n    repoURL: https://strimzi.io/charts/\n    targetRevision: {{ .Values.strimzi }}\n',
  'kafka/cluster.yaml': kafka(spec),
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

type Case = FilesCase & { config?: DeepPartial<GateConfig> };
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
      what: 'operator from an OLM Subscription (`startingCSV: strimzi-cluster-operator.v0.51.0`), Kafka 3.9.0',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: byOlm('  startingCSV: strimzi-cluster-operator.v0.45.0\n', '    version: 3.9.0\n'),
      head: byOlm('  startingCSV: strimzi-cluster-operator.v0.51.0\n', '    version: 3.9.0\n'),
    },
    {
      what: 'operator 1.0.0, `spec.kafka.version` unset (default 4.2.0)',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', ''),
      head: repo('1.0.0', ''),
    },
    {
      what: 'the same unsupported version already on base: already present, not counted',
      verdict: 'pass',
      at: ['kafka/cluster.yaml:8 spec.kafka.version (present)'],
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
      what: 'the same number already on base: already present, not counted',
      verdict: 'pass',
      at: ['kafka/cluster.yaml:8 spec.kafka.metadataVersion (present)'],
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
      at: ['kafka/cluster.yaml:11 spec.zookeeper'],
      base: repo('0.45.0', v('3.9.0'), { zookeeper: true }),
      head: repo('0.46.0', v('3.9.0'), { zookeeper: true }),
    },
    {
      what: 'operator 0.46.0, `strimzi.io/kraft: migration`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:7 metadata.annotations.strimzi.io/kraft'],
      base: repo('0.45.0', v('3.9.0')),
      head: repo('0.46.0', v('3.9.0'), { annotations: '    strimzi.io/kraft: migration\n' }),
    },
    {
      what: 'operator 0.47.0, `strimzi.io/kraft: enabled` removed',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:6 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.47.0', v('4.0.0'), kraft)),
      head: withPool(repo('0.47.0', v('4.0.0'), poolsOnlyAnnotation)),
    },
    {
      what: 'operator 0.48.0, migrated cluster with a leftover `spec.zookeeper`',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:14 spec.zookeeper'],
      base: withPool(repo('0.45.0', v('3.9.0'), { ...kraft, zookeeper: true })),
      head: withPool(repo('0.48.0', v('4.0.0'), { ...kraft, zookeeper: true })),
    },
    {
      what: 'operator 0.45.0 → 0.46.0, ZooKeeper cluster switched straight to `strimzi.io/kraft: enabled` (node pools, `spec.zookeeper` removed, Kafka 4.0.0)',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.45.0', v('3.9.0'), stage(undefined))),
      head: withPool(repo('0.46.0', v('4.0.0'), stage('enabled', false))),
    },
  ],
  'strimzi/kraft-migration': [
    {
      what: 'operator 0.45.0, ZooKeeper cluster on node pools → `strimzi.io/kraft: migration`',
      verdict: 'pass',
      at: [],
      base: withPool(repo('0.45.0', v('3.9.0'), stage(undefined))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('migration'))),
    },
    {
      what: 'operator 0.45.0, `migration` → `enabled` (finalize), `spec.zookeeper` still there',
      verdict: 'pass',
      at: [],
      base: withPool(repo('0.45.0', v('3.9.0'), stage('migration'))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('enabled'))),
    },
    {
      what: 'operator 0.45.0, ZooKeeper cluster switched straight to `enabled` (node pools, `spec.zookeeper` removed, Kafka 3.8.0 → 3.9.0)',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.45.0', v('3.8.0'), stage(undefined))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('enabled', false))),
    },
    {
      what: 'operator 0.45.0, `migration` with `spec.zookeeper` removed',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.45.0', v('3.9.0'), stage(undefined))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('migration', false))),
    },
    {
      what: 'operator 0.45.0, `migration` on a cluster without `strimzi.io/node-pools: enabled`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:6 metadata.annotations.strimzi.io/node-pools'],
      base: repo('0.45.0', v('3.9.0'), { zookeeper: true }),
      head: repo('0.45.0', v('3.9.0'), { zookeeper: true, annotations: '    strimzi.io/kraft: migration\n' }),
    },
    {
      what: 'operator 0.45.0, `migration` with node pools but no controller pool',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft'],
      base: {
        ...repo('0.45.0', v('3.9.0'), stage(undefined)),
        'kafka/pool.yaml': pool.replace('controller, broker', 'broker'),
      },
      head: {
        ...repo('0.45.0', v('3.9.0'), stage('migration')),
        'kafka/pool.yaml': pool.replace('controller, broker', 'broker'),
      },
    },
    {
      what: 'operator 0.45.0, KRaft cluster set back to `disabled`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.45.0', v('3.9.0'), stage('enabled', false))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('disabled', false))),
    },
    {
      what: 'operator 0.48.0 → 0.45.0, KRaft cluster without `strimzi.io/kraft` (0.48 ignores it, 0.45 takes the cluster for ZooKeeper)',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:6 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.48.0', v('3.9.0'), stage(undefined, false))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage(undefined, false))),
    },
    {
      what: 'operator 0.45.0, rollback: `rollback` → `disabled`, `spec.zookeeper` kept',
      verdict: 'pass',
      at: [],
      base: withPool(repo('0.45.0', v('3.9.0'), stage('rollback'))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('disabled'))),
    },
    {
      what: 'operator 0.45.0, `rollback` → `enabled`',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.45.0', v('3.9.0'), stage('rollback'))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('enabled'))),
    },
    {
      what: 'operator 0.45.0, `rollback` on a ZooKeeper cluster (nothing to roll back)',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:8 metadata.annotations.strimzi.io/kraft'],
      base: withPool(repo('0.45.0', v('3.9.0'), stage(undefined))),
      head: withPool(repo('0.45.0', v('3.9.0'), stage('rollback'))),
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
    {
      what: 'operator 0.47.0, `strimzi.io/node-pools: enabled` removed',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:6 metadata.annotations.strimzi.io/node-pools'],
      base: withPool(repo('0.47.0', v('4.0.0'), kraft)),
      head: withPool(repo('0.47.0', v('4.0.0'), kraftOnlyAnnotation)),
    },
    {
      what: 'operator 0.48.0, `strimzi.io/node-pools` removed',
      verdict: 'pass',
      at: [],
      base: withPool(repo('0.48.0', v('4.0.0'), kraft)),
      head: withPool(repo('0.48.0', v('4.0.0'), kraftOnlyAnnotation)),
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
      what: 'operator 0.45.2 → 0.46.0 lowering Kafka 3.9.1 → 3.9.0 (downgrade from an unknown version)',
      verdict: 'pass',
      at: [],
      base: repo('0.45.2', v('3.9.1')),
      head: repo('0.46.0', v('3.9.0')),
    },
    {
      what: 'operator 0.46.0 running Kafka 3.9.1, raised to 4.0.0',
      verdict: 'fail',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.46.0', v('3.9.1')),
      head: repo('0.46.0', v('4.0.0')),
    },
    {
      what: 'operator 0.46.0 running Kafka 3.9.1, lowered to 3.9.0 (the way out of strimzi#12678)',
      verdict: 'pass',
      at: [],
      base: repo('0.46.0', v('3.9.1')),
      head: repo('0.46.0', v('3.9.0')),
    },
    {
      what: 'operator 0.51.0 → 1.0.0 running a Kafka version 1.0.0 does not know',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:8 spec.kafka.version'],
      base: repo('0.51.0', v('4.1.9')),
      head: repo('1.0.0', v('4.1.9')),
    },
  ],
  'strimzi/feature-gates': [
    {
      what: 'operator 0.51.0 with `+ServerSideApplyPhase1`',
      verdict: 'pass',
      at: [],
      base: gated('0.51.0', '+ServerSideApplyPhase1'),
      head: gated('0.51.0', '+ServerSideApplyPhase1'),
    },
    {
      what: 'operator 0.51.0 → 1.2.0 keeping `+ServerSideApplyPhase1`',
      verdict: 'fail',
      at: ['strimzi/operator.yaml:14 spec.template.spec.containers[0].env[0].value'],
      base: gated('0.51.0', '+ServerSideApplyPhase1'),
      head: gated('1.2.0', '+ServerSideApplyPhase1'),
    },
    {
      what: 'operator 0.51.0 enabling `+UseBackgroundPodDeletion` (first in 1.1.0)',
      verdict: 'fail',
      at: ['strimzi/operator.yaml:14 spec.template.spec.containers[0].env[0].value'],
      base: repo('0.51.0', v('4.1.0')),
      head: gated('0.51.0', '+UseBackgroundPodDeletion'),
    },
    {
      what: 'operator 1.2.0 with `+UseBackgroundPodDeletion`',
      verdict: 'pass',
      at: [],
      base: repo('1.2.0', v('4.2.0')),
      head: gated('1.2.0', '+UseBackgroundPodDeletion'),
    },
    {
      what: 'the same unknown gate already on base: already present, not counted',
      verdict: 'pass',
      at: ['strimzi/operator.yaml:14 spec.template.spec.containers[0].env[0].value (present)'],
      base: gated('1.2.0', '+ServerSideApplyPhase1'),
      head: { ...gated('1.2.0', '+ServerSideApplyPhase1'), 'kafka/cluster.yaml': kafka(v('4.3.0')) },
    },
  ],
  'strimzi/helm-crds-upgraded': [
    {
      what: 'HelmRelease 0.48.0 → 0.49.0 with `upgrade.crds: CreateReplace`',
      verdict: 'pass',
      at: [],
      base: byHelm('0.48.0', '  upgrade:\n    crds: CreateReplace\n'),
      head: byHelm('0.49.0', '  upgrade:\n    crds: CreateReplace\n'),
    },
    {
      what: 'HelmRelease 0.48.0 → 0.49.0 with the default `upgrade.crds`',
      verdict: 'fail',
      at: ['strimzi/helmrelease.yaml:10'],
      base: byHelm('0.48.0'),
      head: byHelm('0.49.0'),
    },
    {
      what: 'HelmRelease 0.50.0 → 0.51.0 with the default `upgrade.crds`',
      verdict: 'warn',
      at: ['strimzi/helmrelease.yaml:10'],
      base: byHelm('0.50.0'),
      head: byHelm('0.51.0'),
    },
    {
      what: 'HelmRelease 0.48.0 → 0.49.0 and the 0.49.0 CRDs in the repository',
      verdict: 'pass',
      at: [],
      base: byHelm('0.48.0'),
      head: existsSync(`${process.cwd()}/../shared`)
        ? { ...byHelm('0.49.0'), 'crd.yaml': shared('0.49.0/install/cluster-operator/040-Crd-kafka.yaml') }
        : byHelm('0.49.0'),
    },
  ],
  'strimzi/operator-version-unknown': [
    {
      what: 'Kafka cluster with the cluster-operator Deployment',
      verdict: 'pass',
      at: [],
      base: repo('0.51.0', v('4.1.0')),
      head: repo('0.51.0', v('4.1.0')),
    },
    {
      what: 'Kafka cluster and no operator anywhere: already present, not counted',
      verdict: 'pass',
      at: ['kafka/cluster.yaml:1 (present)'],
      base: { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
      head: { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
    },
    {
      what: 'a PR that changes the Kafka cluster, no operator anywhere: what it needs judged is unknown',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:1'],
      base: { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
      head: { 'kafka/cluster.yaml': kafka(v('4.2.0')) },
    },
    {
      what: 'operator image pinned by digest alone',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:1'],
      base: repo('0.51.0', v('4.1.0')),
      head: {
        ...repo('0.51.0', v('4.1.0')),
        'strimzi/operator.yaml': operator('0.51.0').replace(':0.51.0', `@sha256:${'0'.repeat(64)}`),
      },
    },
    {
      what: 'operator installed by an OLM Subscription with `startingCSV: strimzi-cluster-operator.v0.51.0`',
      verdict: 'pass',
      at: [],
      base: byOlm('  startingCSV: strimzi-cluster-operator.v0.51.0\n', v('4.1.0')),
      head: byOlm('  startingCSV: strimzi-cluster-operator.v0.51.0\n', v('4.2.0')),
    },
    {
      what: 'operator installed by an OLM Subscription on `channel: stable` alone (unknown, said with the channel)',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:1'],
      base: byOlm('', v('4.1.0')),
      head: byOlm('', v('4.2.0')),
    },
    {
      what: 'operator installed by an Argo CD Application inside a templated chart (named with its file and line)',
      verdict: 'warn',
      at: ['kafka/cluster.yaml:1'],
      base: templatedApp(v('4.1.0')),
      head: templatedApp(v('4.2.0')),
    },
    {
      what: 'Kafka cluster, no operator, `strimzi.operatorVersion: 0.51.0`',
      verdict: 'pass',
      at: [],
      base: { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
      head: { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
      config: { strimzi: { operatorVersion: '0.51.0' } },
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
      what: 'operator 0.49.0 → 0.46.0 running Kafka 4.1.0, which 0.46.0 does not support: warns, Kafka lowered in the same PR',
      verdict: 'warn',
      at: ['strimzi/operator.yaml:11'],
      base: repo('0.49.0', v('4.1.0')),
      head: repo('0.46.0', v('4.0.0')),
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
      at: ['kafka/cluster.yaml:13'],
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
      what: 'v1beta2 KafkaUser with `operation: Read`, operator 0.48.0 → 0.49.0',
      verdict: 'fail',
      at: ['u.yaml:12 spec.authorization.acls[0].operation'],
      base: { ...repo('0.48.0', v('4.0.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
      head: { ...repo('0.49.0', v('4.0.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
    },
    {
      what: 'v1beta2 KafkaUser with `operation: Read`, operator 0.48.0',
      verdict: 'pass',
      at: [],
      base: {},
      head: { ...repo('0.48.0', v('4.0.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
    },
    {
      what: 'v1beta2 KafkaUser with `operation: Read` already there, operator 0.49.0: already present, not counted',
      verdict: 'pass',
      at: ['u.yaml:12 spec.authorization.acls[0].operation (present)'],
      base: { ...repo('0.49.0', v('4.1.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
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
    if (c.what.includes('CRDs in the repository')) return undefined;
  }
  return gateOnFiles(c.base, c.head, c.config);
}
