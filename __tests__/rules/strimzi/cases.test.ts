import { existsSync, readFileSync } from 'node:fs';
import { strimziRules } from '../../../src/rules/strimzi/index.js';
import type { GateConfig } from '../../../src/config/types.js';
import { gateOnFiles, statusOf, type DeepPartial } from '../../helpers/gate.js';
import {
  kafkaResource as kafka,
  nodePool as pool,
  operatorDeployment as operator,
} from '../../helpers/strimzi.js';

const kraft = { annotations: '    strimzi.io/kraft: enabled\n    strimzi.io/node-pools: enabled\n' };
const kraftOnlyAnnotation = { annotations: '    strimzi.io/kraft: enabled\n' };
const poolsOnlyAnnotation = { annotations: '    strimzi.io/node-pools: enabled\n' };
const repo = (op: string, spec: string, opts: Parameters<typeof kafka>[1] = {}) => ({
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

type Case = [string, Record<string, string>, Record<string, string>, DeepPartial<GateConfig>?];
const CASES: Record<string, Case[]> = {
  'strimzi/kafka-version-supported': [
    [
      'operator 0.51.0, Kafka 4.1.0',
      repo('0.49.0', '    version: 4.1.0\n'),
      repo('0.51.0', '    version: 4.1.0\n'),
    ],
    [
      'operator 0.51.0, Kafka 3.9.0',
      repo('0.45.0', '    version: 3.9.0\n'),
      repo('0.51.0', '    version: 3.9.0\n'),
    ],
    ['operator 1.0.0, `spec.kafka.version` unset (default 4.2.0)', repo('0.51.0', ''), repo('1.0.0', '')],
    [
      'the same unsupported version already on base',
      repo('0.51.0', '    version: 3.9.0\n'),
      repo('0.51.0', '    version: 3.9.0\n    replicas: 3\n'),
    ],
  ],
  'strimzi/version-is-string': [
    [
      '`metadataVersion: "3.9"` (quoted)',
      repo('0.45.0', '    version: 3.9.0\n'),
      repo('0.45.0', '    version: 3.9.0\n    metadataVersion: "3.9"\n'),
    ],
    [
      '`metadataVersion: 3.9` (a number)',
      repo('0.45.0', '    version: 3.9.0\n'),
      repo('0.45.0', '    version: 3.9.0\n    metadataVersion: 3.9\n'),
    ],
    ['`version: 4.1.0` (not a number: two dots)', repo('0.51.0', ''), repo('0.51.0', '    version: 4.1.0\n')],
    [
      'the same number already on base',
      repo('0.45.0', '    metadataVersion: 3.9\n'),
      repo('0.45.0', '    metadataVersion: 3.9\n    replicas: 3\n'),
    ],
  ],
  'strimzi/implicit-kafka-upgrade': [
    [
      'operator 0.49.0 → 0.51.0 with the version pinned',
      repo('0.49.0', v('4.1.0')),
      repo('0.51.0', v('4.1.0')),
    ],
    [
      'operator 0.45.0 → 0.51.0 with the version unset (3.9.0 → 4.2.0)',
      repo('0.45.0', ''),
      repo('0.51.0', ''),
    ],
  ],
  'strimzi/downgrade-two-step': [
    [
      'lowers the metadata version only',
      repo('0.51.0', v('4.2.0', '4.2-IV1')),
      repo('0.51.0', v('4.2.0', '4.1-IV1')),
    ],
    [
      'lowers Kafka 4.2.0 → 4.1.0 and metadata 4.2-IV1 → 4.1-IV1 together',
      repo('0.51.0', v('4.2.0', '4.2-IV1')),
      repo('0.51.0', v('4.1.0', '4.1-IV1')),
    ],
  ],
  'strimzi/upgrade-together': [
    [
      'raises the Kafka version only',
      repo('0.51.0', v('4.1.0', '4.1-IV1')),
      repo('0.51.0', v('4.2.0', '4.1-IV1')),
    ],
    [
      'raises Kafka 4.1.0 → 4.2.0 and metadata 4.1-IV1 → 4.2-IV1 together',
      repo('0.51.0', v('4.1.0', '4.1-IV1')),
      repo('0.51.0', v('4.2.0', '4.2-IV1')),
    ],
  ],
  'strimzi/metadata-above-kafka': [
    [
      'Kafka 4.1.0 with `metadataVersion: 4.1-IV1`',
      repo('0.51.0', v('4.1.0')),
      repo('0.51.0', v('4.1.0', '4.1-IV1')),
    ],
    [
      'Kafka 4.1.0 with `metadataVersion: 4.2-IV1`',
      repo('0.51.0', v('4.1.0')),
      repo('0.51.0', v('4.1.0', '4.2-IV1')),
    ],
  ],
  'strimzi/metadata-valid': [
    ['`metadataVersion: 4.1-IV1`', repo('0.51.0', v('4.1.0')), repo('0.51.0', v('4.1.0', '4.1-IV1'))],
    [
      '`metadataVersion: "4.1"` (resolves to 4.1-IV1)',
      repo('0.51.0', v('4.1.0')),
      repo('0.51.0', v('4.1.0', '"4.1"')),
    ],
    [
      '`metadataVersion: 4.1-IV9` (no such level)',
      repo('0.51.0', v('4.1.0')),
      repo('0.51.0', v('4.1.0', '4.1-IV9')),
    ],
    [
      '`metadataVersion: 3.3-IV2` with operator 0.46.0',
      repo('0.46.0', v('3.9.0')),
      repo('0.46.0', v('3.9.0', '3.3-IV2')),
    ],
  ],
  'strimzi/metadata-unsafe-downgrade': [
    [
      'lowers 4.1-IV1 → 4.1-IV0 (no format change between)',
      repo('0.51.0', v('4.1.0', '4.1-IV1')),
      repo('0.51.0', v('4.1.0', '4.1-IV0')),
    ],
    [
      'lowers 4.0-IV3 → 3.9-IV0 (4.0-IV1 changed the format)',
      repo('0.47.0', v('4.0.0', '4.0-IV3')),
      repo('0.47.0', v('4.0.0', '3.9-IV0')),
    ],
  ],
  'strimzi/metadata-one-way': [
    [
      'raises 4.1-IV0 → 4.1-IV1 (no format change)',
      repo('0.51.0', v('4.1.0', '4.1-IV0')),
      repo('0.51.0', v('4.1.0', '4.1-IV1')),
    ],
    [
      'raises 3.9-IV0 → 4.0-IV3 (crosses 4.0-IV1)',
      repo('0.47.0', v('4.0.0', '3.9-IV0')),
      repo('0.47.0', v('4.0.0', '4.0-IV3')),
    ],
  ],
  'strimzi/kraft-only': [
    [
      'operator 0.46.0, KRaft cluster with `strimzi.io/kraft: enabled`',
      repo('0.45.0', v('3.9.0'), kraft),
      repo('0.46.0', v('3.9.0'), kraft),
    ],
    [
      'operator 0.46.0, cluster with `spec.zookeeper`',
      repo('0.45.0', v('3.9.0'), { zookeeper: true }),
      repo('0.46.0', v('3.9.0'), { zookeeper: true }),
    ],
    [
      'operator 0.46.0, `strimzi.io/kraft: migration`',
      repo('0.45.0', v('3.9.0')),
      repo('0.46.0', v('3.9.0'), { annotations: '    strimzi.io/kraft: migration\n' }),
    ],
    [
      'operator 0.47.0, `strimzi.io/kraft: enabled` removed',
      withPool(repo('0.47.0', v('4.0.0'), kraft)),
      withPool(repo('0.47.0', v('4.0.0'), poolsOnlyAnnotation)),
    ],
    [
      'operator 0.48.0, migrated cluster with a leftover `spec.zookeeper`',
      withPool(repo('0.45.0', v('3.9.0'), { ...kraft, zookeeper: true })),
      withPool(repo('0.48.0', v('4.0.0'), { ...kraft, zookeeper: true })),
    ],
  ],
  'strimzi/node-pools-present': [
    [
      'operator 0.46.0, one node pool for the cluster',
      withPool(repo('0.45.0', v('3.9.0'), kraft)),
      withPool(repo('0.46.0', v('3.9.0'), kraft)),
    ],
    ['operator 0.46.0, no node pool', repo('0.45.0', v('3.9.0'), kraft), repo('0.46.0', v('3.9.0'), kraft)],
    [
      'operator 0.47.0, `strimzi.io/node-pools: enabled` removed',
      withPool(repo('0.47.0', v('4.0.0'), kraft)),
      withPool(repo('0.47.0', v('4.0.0'), kraftOnlyAnnotation)),
    ],
    [
      'operator 0.48.0, `strimzi.io/node-pools` removed',
      withPool(repo('0.48.0', v('4.0.0'), kraft)),
      withPool(repo('0.48.0', v('4.0.0'), kraftOnlyAnnotation)),
    ],
  ],
  'strimzi/upgrade-path-too-far': [
    ['operator 0.45.0 → 0.46.0', repo('0.45.0', v('3.9.0')), repo('0.46.0', v('3.9.0'))],
    ['operator 0.38.0 → 0.46.0', repo('0.38.0', v('3.6.0')), repo('0.46.0', v('3.9.0'))],
    ['operator 0.45.0 → 1.0.0', repo('0.45.0', v('3.9.0')), repo('1.0.0', v('4.1.0'))],
  ],
  'strimzi/api-version': [
    [
      'operator 0.51.0, `kafka.strimzi.io/v1beta2`',
      repo('0.49.0', v('4.1.0'), { api: 'v1beta2' }),
      repo('0.51.0', v('4.1.0'), { api: 'v1beta2' }),
    ],
    [
      'operator 1.0.0, `kafka.strimzi.io/v1beta2`',
      repo('0.51.0', v('4.1.0'), { api: 'v1beta2' }),
      repo('1.0.0', v('4.1.0'), { api: 'v1beta2' }),
    ],
    [
      'operator 0.45.0, `kafka.strimzi.io/v1`',
      repo('0.45.0', v('3.9.0'), { api: 'v1beta2' }),
      repo('0.45.0', v('3.9.0')),
    ],
  ],
  'strimzi/from-version-known': [
    ['operator 0.45.0 → 0.46.0 running Kafka 3.9.0', repo('0.45.0', v('3.9.0')), repo('0.46.0', v('3.9.0'))],
    ['operator 0.45.2 → 0.46.0 running Kafka 3.9.1', repo('0.45.2', v('3.9.1')), repo('0.46.0', v('3.9.1'))],
    [
      'operator 0.45.2 → 0.46.0 lowering Kafka 3.9.1 → 3.9.0 (downgrade from an unknown version)',
      repo('0.45.2', v('3.9.1')),
      repo('0.46.0', v('3.9.0')),
    ],
    [
      'operator 0.46.0 running Kafka 3.9.1, raised to 4.0.0',
      repo('0.46.0', v('3.9.1')),
      repo('0.46.0', v('4.0.0')),
    ],
    [
      'operator 0.46.0 running Kafka 3.9.1, lowered to 3.9.0 (the way out of strimzi#12678)',
      repo('0.46.0', v('3.9.1')),
      repo('0.46.0', v('3.9.0')),
    ],
    [
      'operator 0.51.0 → 1.0.0 running a Kafka version 1.0.0 does not know',
      repo('0.51.0', v('4.1.9')),
      repo('1.0.0', v('4.1.9')),
    ],
  ],
  'strimzi/feature-gates': [
    [
      'operator 0.51.0 with `+ServerSideApplyPhase1`',
      gated('0.51.0', '+ServerSideApplyPhase1'),
      gated('0.51.0', '+ServerSideApplyPhase1'),
    ],
    [
      'operator 0.51.0 → 1.2.0 keeping `+ServerSideApplyPhase1`',
      gated('0.51.0', '+ServerSideApplyPhase1'),
      gated('1.2.0', '+ServerSideApplyPhase1'),
    ],
    [
      'operator 0.51.0 enabling `+UseBackgroundPodDeletion` (first in 1.1.0)',
      repo('0.51.0', v('4.1.0')),
      gated('0.51.0', '+UseBackgroundPodDeletion'),
    ],
    [
      'operator 1.2.0 with `+UseBackgroundPodDeletion`',
      repo('1.2.0', v('4.2.0')),
      gated('1.2.0', '+UseBackgroundPodDeletion'),
    ],
    [
      'the same unknown gate already on base',
      gated('1.2.0', '+ServerSideApplyPhase1'),
      { ...gated('1.2.0', '+ServerSideApplyPhase1'), 'kafka/cluster.yaml': kafka(v('4.3.0')) },
    ],
  ],
  'strimzi/helm-crds-upgraded': [
    [
      'HelmRelease 0.48.0 → 0.49.0 with `upgrade.crds: CreateReplace`',
      byHelm('0.48.0', '  upgrade:\n    crds: CreateReplace\n'),
      byHelm('0.49.0', '  upgrade:\n    crds: CreateReplace\n'),
    ],
    ['HelmRelease 0.48.0 → 0.49.0 with the default `upgrade.crds`', byHelm('0.48.0'), byHelm('0.49.0')],
    ['HelmRelease 0.50.0 → 0.51.0 with the default `upgrade.crds`', byHelm('0.50.0'), byHelm('0.51.0')],
    [
      'HelmRelease 0.48.0 → 0.49.0 and the 0.49.0 CRDs in the repository',
      byHelm('0.48.0'),
      existsSync(`${process.cwd()}/../shared`)
        ? { ...byHelm('0.49.0'), 'crd.yaml': shared('0.49.0/install/cluster-operator/040-Crd-kafka.yaml') }
        : byHelm('0.49.0'),
    ],
  ],
  'strimzi/operator-version-unknown': [
    [
      'Kafka cluster with the cluster-operator Deployment',
      repo('0.51.0', v('4.1.0')),
      repo('0.51.0', v('4.1.0')),
    ],
    [
      'Kafka cluster and no operator anywhere',
      { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
      { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
    ],
    [
      'operator image pinned by digest alone',
      repo('0.51.0', v('4.1.0')),
      {
        ...repo('0.51.0', v('4.1.0')),
        'strimzi/operator.yaml': operator('0.51.0').replace(':0.51.0', `@sha256:${'0'.repeat(64)}`),
      },
    ],
    [
      'Kafka cluster, no operator, `strimzi.operatorVersion: 0.51.0`',
      { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
      { 'kafka/cluster.yaml': kafka(v('4.1.0')) },
      { strimzi: { operatorVersion: '0.51.0' } },
    ],
  ],
  'strimzi/operator-downgrade': [
    ['operator 0.51.0 → 0.49.0 running Kafka 4.1.0', repo('0.51.0', v('4.1.0')), repo('0.49.0', v('4.1.0'))],
    ['operator 0.46.0 → 0.45.0 running Kafka 4.0.0', repo('0.46.0', v('4.0.0')), repo('0.45.0', v('4.0.0'))],
    ['operator 0.45.0 → 0.46.0', repo('0.45.0', v('3.9.0')), repo('0.46.0', v('3.9.0'))],
  ],
  'strimzi/downgrade-metadata': [
    [
      'Kafka 4.2.0 → 4.1.0 with metadata 4.1-IV1',
      repo('0.51.0', v('4.2.0', '4.1-IV1')),
      repo('0.51.0', v('4.1.0', '4.1-IV1')),
    ],
    [
      'Kafka 4.2.0 → 4.1.0 with metadata still 4.2-IV1',
      repo('0.51.0', v('4.2.0', '4.2-IV1')),
      repo('0.51.0', v('4.1.0')),
    ],
  ],
  'strimzi/legacy-kraft-config': [
    [
      'KRaft cluster without the legacy settings',
      repo('0.46.0', v('3.9.0'), kraft),
      repo('0.46.0', v('3.9.0'), kraft),
    ],
    [
      'KRaft cluster with `inter.broker.protocol.version`',
      repo('0.46.0', v('3.9.0'), kraft),
      repo('0.46.0', `${v('3.9.0')}    config:\n      inter.broker.protocol.version: "3.9"\n`, kraft),
    ],
  ],
  'strimzi/kafkauser-operations': [
    [
      'v1 KafkaUser with `operations: [Read]`',
      {},
      { ...repo('0.51.0', v('4.1.0')), 'u.yaml': user('v1', 'operations: [Read]') },
    ],
    [
      'v1 KafkaUser with `operation: Read`',
      {},
      { ...repo('0.51.0', v('4.1.0')), 'u.yaml': user('v1', 'operation: Read') },
    ],
    [
      'v1beta2 KafkaUser with `operation: Read`, operator 0.48.0 → 0.49.0',
      { ...repo('0.48.0', v('4.0.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
      { ...repo('0.49.0', v('4.0.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
    ],
    [
      'v1beta2 KafkaUser with `operation: Read`, operator 0.48.0',
      {},
      { ...repo('0.48.0', v('4.0.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
    ],
    [
      'v1beta2 KafkaUser with `operation: Read` already there, operator 0.49.0',
      { ...repo('0.49.0', v('4.1.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
      { ...repo('0.49.0', v('4.1.0')), 'u.yaml': user('v1beta2', 'operation: Read') },
    ],
  ],
  'strimzi/operator-images': [
    [
      'the Deployment exactly as the release ships it',
      {},
      existsSync(`${process.cwd()}/../shared`)
        ? {
            'op.yaml': shared('0.51.0/install/cluster-operator/060-Deployment-strimzi-cluster-operator.yaml'),
          }
        : {},
    ],
    [
      'operator image bumped to 0.51.0, maps left at 0.49.0',
      {},
      existsSync(`${process.cwd()}/../shared`)
        ? {
            'op.yaml': shared(
              '0.49.0/install/cluster-operator/060-Deployment-strimzi-cluster-operator.yaml',
            ).replace('quay.io/strimzi/operator:0.49.0', 'quay.io/strimzi/operator:0.51.0'),
          }
        : repo('0.51.0', ''),
    ],
  ],
  'strimzi/crds-match-operator': [
    [
      'operator 1.0.0 with the 1.0.0 Kafka CRD',
      {},
      existsSync(`${process.cwd()}/../shared`)
        ? { ...repo('1.0.0', ''), 'crd.yaml': shared('1.0.0/install/cluster-operator/040-Crd-kafka.yaml') }
        : {},
    ],
    [
      'operator 1.0.0 with the 0.51.0 Kafka CRD',
      {},
      existsSync(`${process.cwd()}/../shared`)
        ? { ...repo('1.0.0', ''), 'crd.yaml': shared('0.51.0/install/cluster-operator/040-Crd-kafka.yaml') }
        : repo('1.0.0', ''),
    ],
  ],
  'strimzi/custom-image-unchanged': [
    ['Kafka 4.1.0 → 4.2.0 without a custom image', repo('0.51.0', v('4.1.0')), repo('0.51.0', v('4.2.0'))],
    [
      'Kafka 4.1.0 → 4.2.0 with the same `spec.kafka.image`',
      repo('0.51.0', `${v('4.1.0')}    image: registry.example.com/kafka:custom\n`),
      repo('0.51.0', `${v('4.2.0')}    image: registry.example.com/kafka:custom\n`),
    ],
  ],
  'strimzi/rebalance-auto-approval': [
    [
      'a KafkaRebalance without auto-approval',
      { ...repo('0.51.0', v('4.1.0')), 'rb.yaml': rebalance('') },
      { ...repo('0.51.0', v('4.1.0')), 'rb.yaml': rebalance('') },
    ],
    [
      'adds `strimzi.io/rebalance-auto-approval: "true"`',
      { ...repo('0.51.0', v('4.1.0')), 'rb.yaml': rebalance('') },
      {
        ...repo('0.51.0', v('4.1.0')),
        'rb.yaml': rebalance('    strimzi.io/rebalance-auto-approval: "true"\n'),
      },
    ],
  ],
  'strimzi/unknown-release': [
    [
      'operator 0.51.0, Kafka 4.1.0',
      repo('0.51.0', '    version: 4.1.0\n'),
      repo('0.51.0', '    version: 4.1.0\n'),
    ],
    ['operator 9.9.9', repo('0.51.0', ''), repo('9.9.9', '')],
    ['Kafka 4.1.7', repo('0.51.0', '    version: 4.1.0\n'), repo('0.51.0', '    version: 4.1.7\n')],
  ],
};

describe.each(strimziRules.map((r) => [r.id, r] as const))('%s', (id, rule) => {
  it('every docs case has a test case', () => {
    expect((CASES[id] ?? []).map((c) => c[0])).toEqual(rule.docs!.cases.map((c) => c[0]));
  });
  it.each(rule.docs!.cases)('%s → %s', (label, verdict) => {
    const [, base, head, config] = CASES[id]!.find((c) => c[0] === label)!;
    // Cases built from the shared corpus pass trivially without it (no Strimzi object: skipped).
    if (!Object.keys(head).length || !existsSync(`${process.cwd()}/../shared`)) {
      if (['strimzi/operator-images', 'strimzi/crds-match-operator'].includes(id)) return;
      if (label.includes('CRDs in the repository')) return;
    }
    expect(statusOf(gateOnFiles(base, head, config), id)).toBe(verdict);
  });
});

describe('Strimzi findings', () => {
  it('point at the version line and list what is supported (strimzi#2510)', () => {
    const r = gateOnFiles(repo('0.45.0', '    version: 3.9.0\n'), repo('0.51.0', '    version: 3.9.0\n'));
    const f = r.findings.find((x) => x.rule === 'strimzi/kafka-version-supported')!;
    expect(f).toMatchObject({ file: 'kafka/cluster.yaml', line: 8, object: 'Kafka/kafka/my-cluster' });
    expect(f.message).toContain('supported: 4.1.0, 4.1.1, 4.2.0');
  });

  it('skip without any Strimzi object', () => {
    const r = gateOnFiles({}, { 'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n' });
    expect(statusOf(r, 'strimzi/kafka-version-supported')).toBe('skipped');
  });

  it('take the operator version from config when the repo has no Deployment', () => {
    const head = { 'kafka/cluster.yaml': kafka('    version: 3.9.0\n') };
    const r = gateOnFiles({}, head, { strimzi: { operatorVersion: '0.51.0' } });
    expect(statusOf(r, 'strimzi/kafka-version-supported')).toBe('fail');
  });
});

/** Where the findings of the issue-19 cases point: [file, line, path] of every finding of the rule. */
const LOCATED: Record<string, Record<string, [string, number, string | undefined][]>> = {
  'strimzi/from-version-known': {
    'operator 0.46.0 running Kafka 3.9.1, raised to 4.0.0': [['kafka/cluster.yaml', 8, 'spec.kafka.version']],
  },
  'strimzi/kraft-only': {
    'operator 0.47.0, `strimzi.io/kraft: enabled` removed': [
      ['kafka/cluster.yaml', 6, 'metadata.annotations.strimzi.io/kraft'],
    ],
    'operator 0.48.0, migrated cluster with a leftover `spec.zookeeper`': [
      ['kafka/cluster.yaml', 14, 'spec.zookeeper'],
    ],
  },
  'strimzi/node-pools-present': {
    'operator 0.47.0, `strimzi.io/node-pools: enabled` removed': [
      ['kafka/cluster.yaml', 6, 'metadata.annotations.strimzi.io/node-pools'],
    ],
  },
  'strimzi/kafkauser-operations': {
    'v1beta2 KafkaUser with `operation: Read`, operator 0.48.0 → 0.49.0': [
      ['u.yaml', 12, 'spec.authorization.acls[0].operation'],
    ],
  },
  'strimzi/feature-gates': {
    'operator 0.51.0 → 1.2.0 keeping `+ServerSideApplyPhase1`': [
      ['strimzi/operator.yaml', 14, 'spec.template.spec.containers[0].env[0].value'],
    ],
  },
  'strimzi/helm-crds-upgraded': {
    'HelmRelease 0.48.0 → 0.49.0 with the default `upgrade.crds`': [
      ['strimzi/helmrelease.yaml', 10, undefined],
    ],
  },
  'strimzi/operator-version-unknown': {
    'operator image pinned by digest alone': [['kafka/cluster.yaml', 1, undefined]],
  },
};

describe.each(Object.entries(LOCATED))('%s findings point at the line to fix', (id, cases) => {
  it.each(Object.entries(cases))('%s', (label, expected) => {
    const [, base, head, config] = CASES[id]!.find((c) => c[0] === label)!;
    const found = gateOnFiles(base, head, config).findings.filter((f) => f.rule === id);
    expect(found.map((f) => [f.file, f.line, f.path])).toEqual(expected);
  });
});
