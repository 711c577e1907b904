import { findingsOf, gateOnFiles, statusOf } from '../../helpers/gate.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { parseError } from '../../../src/rules/input/parse-error.js';
import { CASES, cm, broken, runCase } from './parse-error.cases.js';

testRuleCases([parseError], CASES, runCase);

describe('input/parse-error', () => {
  it('one broken file does not hide the others', () => {
    const result = gateOnFiles(
      { 'a.yaml': cm('a'), 'b.yaml': cm('b') },
      { 'a.yaml': broken, 'b.yaml': cm('b'), 'c.yaml': cm('b') },
    );
    expect(statusOf(result, 'input/parse-error')).toBe('fail');
    expect(findingsOf(result, 'input/duplicate-object')).toHaveLength(1);
  });

  it('skips Helm templates with one notice per chart, under input/not-rendered', () => {
    const head = {
      'charts/x/Chart.yaml': 'apiVersion: v2\nname: x\nversion: 1.0.0\n',
      'charts/x/templates/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Values.name }}\n',
      'charts/x/templates/b.yaml': '{{- if .Values.on }}\nkind: x\n{{- end }}\n',
    };
    const result = gateOnFiles({}, head);
    expect(findingsOf(result, 'input/parse-error')).toEqual([]);
    const found = findingsOf(result, 'input/not-rendered');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'notice', file: 'charts/x/Chart.yaml', line: 1 });
    expect(found[0]?.message).toContain('2 files under templates/');
    expect(statusOf(result, 'input/not-rendered')).toBe('pass');
  });
});
