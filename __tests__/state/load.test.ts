import { readFileSync } from 'node:fs';
import { dump, load } from 'js-yaml';
import { liveKafka, parseReconcileMark } from '../../src/strimzi/live-state.js';
import { liveStoredVersions } from '../../src/crd/live.js';
import { readClusterState } from '../../src/state/load.js';
import { keepSections } from '../../src/state/split.js';
import { StateFileError } from '../../src/state/types.js';
import { liveState } from './builders.js';

const blocked = readFileSync('fixtures/state-upgrade-blocked/state.yaml', 'utf8');
const values = (text: string) => readClusterState(text, 's').objects.map(({ line: _line, ...o }) => o);
const errorOf = (text: string) => {
  try {
    readClusterState(text, 's');
  } catch (err) {
    return err as StateFileError;
  }
  throw new Error('no error');
};

describe('reading a cluster-state export', () => {
  const state = readClusterState(blocked, 'state.yaml');

  it('reads the kinds that matter and nothing else', () => {
    expect(state.objects.map((o) => `${o.kind}/${o.namespace}/${o.name}`)).toEqual([
      'CustomResourceDefinition//kafkas.kafka.strimzi.io',
      'Kafka/kafka/my-cluster',
      'KafkaRebalance/kafka/my-rebalance',
      'Deployment/kafka/strimzi-cluster-operator',
      'Pod/kafka/my-cluster-broker-0',
      'Pod/kafka/my-cluster-broker-1',
      'Pod/kafka/my-cluster-controller-3',
      'Pod/kafka/my-cluster-entity-operator-6d9f7c8b5-x2k4q',
    ]);
    // The nginx Deployment and Pod, the Secret and the ConfigMap were not read.
    expect(state.skipped).toBe(4);
    expect(JSON.stringify(state)).not.toMatch(/c3VwZXI|do-not-print-me|DB_PASSWORD/);
  });

  it('drops fields the cluster manages, and sections no rule reads', () => {
    const kafka = state.objects.find((o) => o.kind === 'Kafka')!;
    expect(Object.keys(kafka.value.metadata as object)).not.toEqual(
      expect.arrayContaining(['managedFields']),
    );
    for (const o of state.objects) {
      const meta = o.value.metadata as Record<string, unknown>;
      expect(meta.resourceVersion ?? meta.uid ?? meta.managedFields).toBeUndefined();
    }
    const crd = state.objects.find((o) => o.kind === 'CustomResourceDefinition')!;
    expect(crd.value.spec).toBeUndefined();
    expect(state.objects.find((o) => o.kind === 'Pod')!.value.spec).toBeUndefined();
  });

  it('keeps the lines of the file', () => {
    const kafka = state.objects.find((o) => o.kind === 'Kafka')!;
    expect(blocked.split('\n')[kafka.line - 1]).toBe('- apiVersion: kafka.strimzi.io/v1beta2');
  });

  it('derives the evidence rules use', () => {
    expect(liveStoredVersions(state, 'kafkas.kafka.strimzi.io')).toEqual(['v1beta2']);
    expect(liveKafka(state, 'kafka', 'my-cluster')).toMatchObject({
      running: '4.1.0',
      statusKafkaVersion: '4.0.0',
      statusMetadataVersion: '4.0-IV3',
      operatorLastSuccessfulVersion: '0.48.0',
      pods: [
        { name: 'my-cluster-broker-0', version: '4.1.0' },
        { name: 'my-cluster-broker-1', version: '4.0.0' },
        { name: 'my-cluster-controller-3', version: '4.0.0' },
      ],
    });
    // A base object without a namespace matches the only live object of its name.
    expect(liveKafka(state, '', 'my-cluster')?.ref).toBe('Kafka/kafka/my-cluster');
    expect(liveKafka(state, 'other', 'my-cluster')).toBeUndefined();
  });

  it('newest timestamp of the objects read (a Pod the reader skips, at line 350, does not count)', () => {
    expect(state.newest).toBe('2025-12-29T10:06:37Z');
  });

  it('reads the legacy reconciled annotations in their forms', () => {
    expect(parseReconcileMark('0.45.0')).toMatchObject({ operator: '0.45.0' });
    expect(parseReconcileMark('v0.45.0')).toMatchObject({ operator: '0.45.0' });
    expect(parseReconcileMark('in progress')).toEqual({ raw: 'in progress' });
    expect(parseReconcileMark('operator=0.45.0,kafka=3.9.0')).toMatchObject({
      operator: '0.45.0',
      kafka: '3.9.0',
    });
    expect(parseReconcileMark('{"operatorVersion":"0.45.0","kafkaVersion":"3.9.0"}')).toMatchObject({
      operator: '0.45.0',
      kafka: '3.9.0',
    });
  });
});

describe('every layout gives the same evidence as the pre-filtered kubectl List', () => {
  const reference = values(blocked);
  // The whole file through js-yaml, no pre-filter: the reference every layout is built from.
  const doc = JSON.parse(JSON.stringify(load(blocked))) as { items: unknown[] };

  it('JSON (kubectl -o json)', () => {
    expect(values(JSON.stringify(doc, null, 4))).toEqual(reference);
  });
  it('multi-document YAML', () => {
    expect(values(doc.items.map((i) => dump(i)).join('---\n'))).toEqual(reference);
  });
  it('a List with indented items', () => {
    expect(values(dump(doc, { indent: 2 }))).toEqual(reference);
  });
  it('a List in flow style (read by the full parser)', () => {
    expect(values(dump(doc, { flowLevel: 1 }))).toEqual(reference);
  });
  it('items that start with a lone dash', () => {
    expect(values(blocked.replace(/^- /gm, '-\n  '))).toEqual(reference);
  });
  it('comments between items, and a document marker before the List', () => {
    expect(
      values(`# exported\n---\n${blocked.replace(/^- apiVersion: v1$/gm, '# a pod\n- apiVersion: v1')}`),
    ).toEqual(reference);
  });
  it('CRLF line ends', () => {
    expect(values(blocked.replace(/\n/g, '\r\n'))).toEqual(reference);
  });
});

describe('section filter', () => {
  it('blanks dropped sections line for line and keeps keys it cannot name', () => {
    const text = '  a: 1\n  b:\n    c: 2\n  "q": 3\n  ? complex\n  : x\n';
    expect(keepSections(text, 2, (k) => k !== 'b')).toBe('  a: 1\n\n\n  "q": 3\n  ? complex\n  : x\n');
  });
});

describe('a bad state file is a located error, never a crash', () => {
  it('a YAML error inside a wanted item', () => {
    const broken = blocked.replace('      version: 4.1.0\n', '      version: [4.1.0\n');
    const err = errorOf(broken);
    expect(err).toBeInstanceOf(StateFileError);
    expect(err.line).toBeGreaterThan(100);
    expect(broken.split('\n')[err.line! - 1]).toMatch(/version|status|clusterId/);
  });
  it('invalid JSON', () => {
    const err = errorOf('{\n  "apiVersion": "v1",\n  "items": [\n    {,}\n  ]\n}\n');
    expect(err.message).toMatch(/JSON error/);
    expect(err.line).toBe(4);
  });
  it('nesting beyond the parser limit, in JSON and in YAML', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const item = `{"apiVersion":"kafka.strimzi.io/v1beta2","kind":"Kafka","metadata":{"name":"a","namespace":"b"},"spec":${deep}}`;
    expect(errorOf(`{"kind":"List","apiVersion":"v1","items":[${item}]}`).message).toMatch(
      /item 0 \(Kafka b\/a\) nests deeper than 500 levels/,
    );
    const yaml = `apiVersion: v1\nitems:\n- apiVersion: kafka.strimzi.io/v1beta2\n  kind: Kafka\n  metadata: {name: a}\n  spec: ${deep}\nkind: List\n`;
    expect(errorOf(yaml)).toMatchObject({ line: 6, message: expect.stringMatching(/maxDepth/) });
  });
  it('an empty file', () => {
    expect(errorOf('\n').message).toBe('the file is empty');
  });
  it('an alias bomb in a wanted item keeps the parser limits', () => {
    const bomb = [
      'apiVersion: v1',
      'items:',
      '- apiVersion: kafka.strimzi.io/v1beta2',
      '  kind: Kafka',
      '  metadata: {name: x, namespace: kafka}',
      '  spec:',
      '    a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `    ${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
      ),
      'kind: List',
    ].join('\n');
    expect(errorOf(bomb).message).toMatch(/aliasing|aliases/);
  });
  it('the same bomb in a Secret is never constructed', () => {
    const state = liveState().replace(
      '  data:\n    token:',
      `  data:\n    a: &a [x, x, x, x, x, x, x, x, x, x]\n${Array.from(
        { length: 8 },
        (_, i) =>
          `    ${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
      ).join('\n')}\n    token:`,
    );
    expect(readClusterState(state, 's').objects.some((o) => o.kind === 'Secret')).toBe(false);
  });
});
