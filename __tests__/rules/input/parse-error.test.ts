import { findingsOf, gateOnFiles, statusOf } from '../../helpers/gate.js';

const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  a: "1"\n`;
const broken = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata: [1, 2\n';

describe('input/parse-error', () => {
  const cases: [string, Record<string, string>, Record<string, string>, string, number | undefined][] = [
    ['valid files pass', { 'a.yaml': cm('a') }, { 'a.yaml': cm('a') }, 'pass', undefined],
    ['a new syntax error fails at its line', { 'a.yaml': cm('a') }, { 'a.yaml': broken }, 'fail', 6],
    ['an error already on base warns', { 'a.yaml': broken }, { 'a.yaml': broken }, 'warn', 6],
    ['a file removed with its error passes', { 'a.yaml': broken }, {}, 'pass', undefined],
  ];
  it.each(cases)('%s', (_name, base, head, status, line) => {
    const result = gateOnFiles(base, head);
    expect(statusOf(result, 'input/parse-error')).toBe(status);
    const found = findingsOf(result, 'input/parse-error');
    if (line === undefined) expect(found).toHaveLength(0);
    else {
      expect(found[0]?.file).toBe('a.yaml');
      expect(found[0]?.line).toBeGreaterThanOrEqual(5);
      expect(found[0]?.line).toBeLessThanOrEqual(line);
    }
  });

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
