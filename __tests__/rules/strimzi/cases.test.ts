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
const kafka = (spec: string) => `apiVersion: kafka.strimzi.io/v1
kind: Kafka
metadata:
  name: my-cluster
  namespace: kafka
spec:
  kafka:
${spec}    listeners:
      - { name: plain, port: 9092, type: internal, tls: false }
`;
const repo = (op: string, spec: string) => ({
  'strimzi/operator.yaml': operator(op),
  'kafka/cluster.yaml': kafka(spec),
});

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
