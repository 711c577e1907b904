import { strimziRules } from '../../../src/rules/strimzi/index.js';
import { gateOnFiles, statusOf } from '../../helpers/gate.js';

/** The cluster-operator Deployment as Strimzi ships it, trimmed to what the gate reads. */
const operator = (version: string) => `apiVersion: apps/v1
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
const kafka = (
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
const pool = `apiVersion: kafka.strimzi.io/v1
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
const kraft = { annotations: '    strimzi.io/kraft: enabled\n' };
const repo = (op: string, spec: string, opts: Parameters<typeof kafka>[1] = {}) => ({
  'strimzi/operator.yaml': operator(op),
  'kafka/cluster.yaml': kafka(spec, opts),
});
const withPool = (files: Record<string, string>) => ({ ...files, 'kafka/pool.yaml': pool });
const v = (kafkaVersion: string, metadata?: string) =>
  `    version: ${kafkaVersion}\n${metadata ? `    metadataVersion: ${metadata}\n` : ''}`;

type Case = [string, Record<string, string>, Record<string, string>];
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
  ],
  'strimzi/node-pools-present': [
    [
      'operator 0.46.0, one node pool for the cluster',
      withPool(repo('0.45.0', v('3.9.0'), kraft)),
      withPool(repo('0.46.0', v('3.9.0'), kraft)),
    ],
    ['operator 0.46.0, no node pool', repo('0.45.0', v('3.9.0'), kraft), repo('0.46.0', v('3.9.0'), kraft)],
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
    const [, base, head] = CASES[id]!.find((c) => c[0] === label)!;
    expect(statusOf(gateOnFiles(base, head), id)).toBe(verdict);
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
