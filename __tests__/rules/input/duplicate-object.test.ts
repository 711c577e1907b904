import { findingsOf, gateOnFiles } from '../../helpers/gate.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { duplicateObject } from '../../../src/rules/input/duplicate-object.js';
import { CASES, one, runCase } from './duplicate-object.cases.js';

testRuleCases([duplicateObject], CASES, runCase);

describe('input/duplicate-object', () => {
  it('points at the second definition and names the first', () => {
    const result = gateOnFiles({}, { 'a.yaml': one, 'b.yaml': `# comment\n${one}` });
    const [f] = findingsOf(result, 'input/duplicate-object');
    expect(f).toMatchObject({ file: 'b.yaml', line: 2, object: 'Kafka/kafka/c' });
    expect(f?.message).toContain('a.yaml:1');
  });
});
