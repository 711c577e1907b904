import { findingsOf, gateOnFiles, statusOf } from '../../helpers/gate.js';

const obj = (apiVersion: string, name: string, ns?: string) =>
  `apiVersion: ${apiVersion}\nkind: Kafka\nmetadata:\n  name: ${name}\n${ns ? `  namespace: ${ns}\n` : ''}spec: {}\n`;

describe('input/duplicate-object', () => {
  const one = obj('kafka.strimzi.io/v1', 'c', 'kafka');
  const cases: [string, Record<string, string>, Record<string, string>, string][] = [
    ['a single definition passes', {}, { 'a.yaml': one }, 'pass'],
    ['the same object in two files fails', { 'a.yaml': one }, { 'a.yaml': one, 'b.yaml': one }, 'fail'],
    [
      'different namespaces pass',
      {},
      { 'a.yaml': one, 'b.yaml': obj('kafka.strimzi.io/v1', 'c', 'other') },
      'pass',
    ],
    [
      'two API versions of one object fail',
      {},
      { 'a.yaml': `${one}---\n${obj('kafka.strimzi.io/v1beta2', 'c', 'kafka')}` },
      'fail',
    ],
    [
      'a duplicate already on base warns',
      { 'a.yaml': one, 'b.yaml': one },
      { 'a.yaml': one, 'b.yaml': one },
      'warn',
    ],
  ];
  it.each(cases)('%s', (_name, base, head, status) => {
    const result = gateOnFiles(base, head);
    expect(statusOf(result, 'input/duplicate-object')).toBe(status);
  });

  it('points at the second definition and names the first', () => {
    const result = gateOnFiles({}, { 'a.yaml': one, 'b.yaml': `# comment\n${one}` });
    const [f] = findingsOf(result, 'input/duplicate-object');
    expect(f).toMatchObject({ file: 'b.yaml', line: 2, object: 'Kafka/kafka/c' });
    expect(f?.message).toContain('a.yaml:1');
  });
});
