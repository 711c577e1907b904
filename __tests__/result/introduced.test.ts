import type { Finding } from '../../src/finding.js';
import { findingKey, markIntroduced } from '../../src/result/introduced.js';
import { renderComment, renderMarkdown } from '../../src/report/markdown.js';
import { renderAnnotations } from '../../src/report/annotations.js';
import { renderJson } from '../../src/report/json.js';
import { findingsOf, gateOnFiles, statusOf } from '../helpers/gate.js';
import { where } from '../helpers/rule-tester.js';

const f = (over: Partial<Finding>): Finding => ({
  rule: 'crd/x',
  severity: 'fail',
  message: 'broken',
  file: 'a.yaml',
  line: 3,
  ...over,
});

describe('markIntroduced', () => {
  it('marks a finding the base also gives as already present, whatever its line', () => {
    const [one] = markIntroduced([f({ line: 40 })], [f({ line: 3 })]);
    expect(one!.introduced).toBe(false);
  });

  it('ignores where a message quotes a line: lines added above do not make a problem new', () => {
    const at = (n: number) =>
      f({ message: `defined again; first definition at b.yaml:${n}, lines ${n}-${n + 2}` });
    expect(findingKey(at(4))).toBe(findingKey(at(90)));
    expect(markIntroduced([at(90)], [at(4)])[0]!.introduced).toBe(false);
  });

  it('counts copies: a second copy of an old problem is introduced', () => {
    const out = markIntroduced([f({}), f({ line: 9 })], [f({})]);
    expect(out.map((x) => x.introduced)).toEqual([false, true]);
  });

  it('a problem the change makes worse (warn on base, fail on head) is introduced', () => {
    expect(markIntroduced([f({ severity: 'fail' })], [f({ severity: 'warn' })])[0]!.introduced).toBe(true);
    expect(markIntroduced([f({ severity: 'warn' })], [f({ severity: 'fail' })])[0]!.introduced).toBe(false);
  });

  it('other words, object, path or file are another finding', () => {
    for (const other of [
      { message: 'broken twice' },
      { object: 'Kafka/x' },
      { path: 'v1 ^.a' },
      { file: 'b.yaml' },
    ])
      expect(markIntroduced([f(other)], [f({})])[0]!.introduced).toBe(true);
  });
});

// A CRD whose custom resource is invalid on main, and a PR that only touches another file.
const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: { kind: Widget, plural: widgets, singular: widget, listKind: WidgetList }
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                replicas: { type: integer, minimum: 1 }
`;
const widget = (replicas: number) => `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w
  namespace: default
spec:
  replicas: ${replicas}
`;
const cm = (v: string) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: c
  namespace: default
data:
  k: "${v}"
`;

describe('a pull request is judged on what it changes', () => {
  const base = { 'crd.yaml': crd, 'widget.yaml': widget(0), 'cm.yaml': cm('a') };

  it('an old invalid field of a resource the PR edits elsewhere does not raise the result', () => {
    const edited = widget(0).replace('namespace: default\n', 'namespace: default\n  labels: { team: a }\n');
    const r = gateOnFiles(base, { ...base, 'widget.yaml': edited });
    expect(r.result).toBe('pass');
    const found = findingsOf(r, 'crd/custom-resource-invalid');
    expect(found.map((x) => [where(x), x.introduced])).toEqual([
      ['widget.yaml:8 v1 spec.replicas (present)', false],
    ]);
  });

  it('an old duplicate on main: one line in the comment, no annotation, `introduced: false` in the JSON', () => {
    const r = gateOnFiles(
      { ...base, 'copy.yaml': cm('a') },
      { ...base, 'copy.yaml': cm('a'), 'cm.yaml': cm('b') },
    );
    expect(r.result).toBe('pass');
    const found = findingsOf(r, 'input/duplicate-object');
    expect(found.map((x) => [where(x), x.introduced])).toEqual([['copy.yaml:1 (present)', false]]);
    expect(statusOf(r, 'input/duplicate-object')).toBe('pass');
    expect(r.rules.find((x) => x.id === 'input/duplicate-object')?.present).toBe(1);
    expect(renderComment(r)).toContain(
      '1 problem already on the base branch, not from this PR: the job summary.',
    );
    expect(renderAnnotations(r).filter((a) => a.level !== 'notice')).toEqual([]);
    expect(renderMarkdown(r)).toContain('#### Already on the base branch, not from this PR');
    expect(JSON.parse(renderJson(r)).findings).toContainEqual(
      expect.objectContaining({
        rule: 'input/duplicate-object',
        file: 'copy.yaml',
        line: 1,
        introduced: false,
      }),
    );
  });

  it('the same resource made invalid by the PR fails at its line, introduced', () => {
    const r = gateOnFiles({ ...base, 'widget.yaml': widget(2) }, base);
    expect(r.result).toBe('fail');
    const found = findingsOf(r, 'crd/custom-resource-invalid');
    expect(found.map((x) => [where(x), x.severity, x.introduced])).toEqual([
      ['widget.yaml:7 v1 spec.replicas', 'fail', true],
    ]);
  });

  it('a second copy of an old duplicate is introduced, the old one is not', () => {
    const before = { ...base, 'copy.yaml': cm('a') };
    const r = gateOnFiles(before, { ...before, 'copy2.yaml': cm('a') });
    const found = findingsOf(r, 'input/duplicate-object');
    expect(found.map((x) => [where(x), x.introduced])).toEqual([
      ['copy.yaml:1 (present)', false],
      ['copy2.yaml:1', true],
    ]);
    expect(r.result).not.toBe('pass');
  });
});
