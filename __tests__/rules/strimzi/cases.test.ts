import { strimziRules } from '../../../src/rules/strimzi/index.js';
import { gateOnFiles, statusOf } from '../../helpers/gate.js';
import { kafkaResource as kafka } from '../../helpers/strimzi.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { CASES, repo, runStrimziCase } from './cases.js';

testRuleCases(strimziRules, CASES, runStrimziCase);

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
