import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { customResourceInvalid } from '../../../src/rules/crd/custom-resource-invalid.js';
import { findingsOf, gateOnFiles, statusOf } from '../../helpers/gate.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { CASES, cr, crd, ok, runCase } from './custom-resource-invalid.cases.js';

testRuleCases([customResourceInvalid], CASES, runCase);

describe('crd/custom-resource-invalid', () => {
  it('locates problems at the field and says it in readable words', () => {
    const r = gateOnFiles(
      { 'crd.yaml': crd() },
      { 'crd.yaml': crd({ minimum: 1 }), 'w.yaml': cr('  replicas: 0\n  bogus: 1\n') },
    );
    const f = findingsOf(r, 'crd/custom-resource-invalid');
    expect(f.map((x) => [x.line, x.message.split('. ')[0]])).toEqual([
      [7, 'spec.replicas: Invalid value: 0: spec.replicas in body should be greater than or equal to 1'],
      [8, 'spec.bogus: unknown field "bogus": the API server would prune it (silently drop its value)'],
    ]);
  });

  it('reports a CEL function it does not support as a notice, never a pass or a crash', () => {
    const r = gateOnFiles({}, { 'crd.yaml': crd({ cel: 'self.replicas.frobnicate()' }), 'w.yaml': ok });
    const f = findingsOf(r, 'crd/custom-resource-invalid');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'notice' });
    expect(f[0]!.message).toContain('frobnicate');
  });

  it('rejects a resource whose rule fails at run time on a missing field, as the API server does', () => {
    const r = gateOnFiles(
      {},
      { 'crd.yaml': crd({ cel: 'self.size <= self.replicas' }), 'w.yaml': cr('  replicas: 1\n') },
    );
    const f = findingsOf(r, 'crd/custom-resource-invalid');
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toMatch(/failed at run time.*rejects the resource/);
    expect(f[0]!.line).toBe(6);
    expect(statusOf(r, 'crd/custom-resource-invalid')).toBe('fail');
  });

  it('runs transition rules only on updates: a new resource passes an immutability rule', () => {
    const head = {
      'crd.yaml': crd({ cel: 'self.replicas == oldSelf.replicas' }),
      'w.yaml': cr('  replicas: 2\n'),
    };
    expect(
      findingsOf(gateOnFiles({ 'crd.yaml': head['crd.yaml'] }, head), 'crd/custom-resource-invalid'),
    ).toEqual([]);
    const f = findingsOf(
      gateOnFiles({ ...head, 'w.yaml': cr('  replicas: 1\n') }, head),
      'crd/custom-resource-invalid',
    );
    expect(f.map((x) => [x.line, x.message.split('. ')[0]])).toEqual([
      [6, 'spec: Invalid value: size must not exceed replicas'],
    ]);
  });

  it('applies the schema default before the rule runs', () => {
    const withDefault = crd({ cel: 'self.size <= self.replicas' }).replace(
      '"size":{"type":"integer"}',
      '"size":{"type":"integer","default":1}',
    );
    const r = gateOnFiles({}, { 'crd.yaml': withDefault, 'w.yaml': cr('  replicas: 1\n') });
    expect(findingsOf(r, 'crd/custom-resource-invalid')).toEqual([]);
  });

  it('runs a backtracking-prone pattern from the PR on RE2, in linear time, and judges it', () => {
    const evil = crd().replace(
      '"size":{"type":"integer"}',
      '"size":{"type":"integer"},"name":{"type":"string","pattern":"^(a+)+$"}',
    );
    const t = process.hrtime.bigint();
    const r = gateOnFiles(
      {},
      { 'crd.yaml': evil, 'w.yaml': cr(`  replicas: 1\n  name: "${'a'.repeat(40)}!"\n`) },
    );
    expect(Number(process.hrtime.bigint() - t) / 1e9).toBeLessThan(5);
    const f = findingsOf(r, 'crd/custom-resource-invalid');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'fail', line: 8 });
    expect(f[0]!.message).toContain('in body should match');
  });

  it('evaluates the Kubernetes list library (isSorted, sum)', () => {
    const list = (rule: string, tags: string) =>
      gateOnFiles(
        {},
        {
          'crd.yaml': crd().replace(
            '"size":{"type":"integer"}',
            `"size":{"type":"integer"},"tags":{"type":"array","items":{"type":"integer"},"x-kubernetes-validations":[{"rule":"${rule}"}]}`,
          ),
          'w.yaml': cr(`  replicas: 1\n  tags: ${tags}\n`),
        },
      );
    expect(statusOf(list('self.isSorted()', '[1, 2, 3]'), 'crd/custom-resource-invalid')).toBe('pass');
    expect(statusOf(list('self.isSorted()', '[3, 1]'), 'crd/custom-resource-invalid')).toBe('fail');
    expect(statusOf(list('self.sum() <= 5', '[1, 2]'), 'crd/custom-resource-invalid')).toBe('pass');
    expect(statusOf(list('self.sum() <= 5', '[4, 2]'), 'crd/custom-resource-invalid')).toBe('fail');
  });
});

const corpus = resolve(process.cwd(), '..', 'shared', 'corpus', 'strimzi');
(existsSync(corpus) ? describe : describe.skip)('custom resources of the Strimzi corpus', () => {
  const read = (p: string) => readFileSync(`${corpus}/${p}`, 'utf8');

  it('strimzi#10973: metadataVersion against 0.38 CRDs would be pruned', () => {
    const kafka = read('0.45.0/examples/kafka/kraft/kafka-ephemeral.yaml');
    expect(kafka).toContain('metadataVersion');
    const r = gateOnFiles(
      {},
      { 'crd.yaml': read('0.38.0/install/cluster-operator/040-Crd-kafka.yaml'), 'kafka.yaml': kafka },
    );
    const f = findingsOf(r, 'crd/custom-resource-invalid').find((x) =>
      x.message.includes('metadataVersion'),
    )!;
    expect(f.message).toMatch(/unknown field "metadataVersion".*prune/);
    expect(f.line).toBe(kafka.split('\n').findIndex((l) => l.includes('metadataVersion')) + 1);
  });

  it('1.0.0 → 1.2.0: each of the four KafkaConnect/my-connect-cluster copies is judged against its own base copy', () => {
    // Strimzi's examples define one name in four files; the metrics examples lack the fields v1
    // requires in both releases. Compared with the first base copy (connect/kafka-connect-build.yaml,
    // which has them), their old problems were called new: 8 false failures on a routine upgrade.
    const files = [
      'connect/kafka-connect-build.yaml',
      'connect/kafka-connect.yaml',
      'metrics/kafka-connect-metrics.yaml',
      'metrics/strimzi-metrics-reporter/kafka-connect-metrics.yaml',
    ];
    const side = (v: string) => ({
      'install/041-Crd-kafkaconnect.yaml': read(`${v}/install/cluster-operator/041-Crd-kafkaconnect.yaml`),
      ...Object.fromEntries(files.map((f) => [`examples/${f}`, read(`${v}/examples/${f}`)])),
    });
    const found = findingsOf(gateOnFiles(side('1.0.0'), side('1.2.0')), 'crd/custom-resource-invalid');
    const required = ['configStorageTopic', 'groupId', 'offsetStorageTopic', 'statusStorageTopic'];
    expect(found.map((f) => `${f.severity} ${f.file}:${f.line} ${f.path}`)).toEqual(
      [files[2], files[3]].flatMap((f) => required.map((k) => `warn examples/${f}:7 v1 spec.${k}`)),
    );
    expect(found.every((f) => f.message.endsWith('Already invalid before this PR.'))).toBe(true);
  });

  it('1.0.0 CRDs with 0.45.0 examples: v1beta2 has no served version', () => {
    const r = gateOnFiles(
      {},
      {
        'crd.yaml': read('1.0.0/install/cluster-operator/040-Crd-kafka.yaml'),
        'kafka.yaml': read('0.45.0/examples/kafka/kafka-ephemeral.yaml'),
      },
    );
    expect(
      findingsOf(r, 'crd/custom-resource-invalid').some((f) => /v1beta2 is not served/.test(f.message)),
    ).toBe(true);
  });
});
