import { crdInvalid } from '../../../src/rules/crd/invalid.js';
import { findingsOf, gateOnFiles, statusOf } from '../../helpers/gate.js';

/** A CRD as YAML text; lines are asserted, so the layout is fixed. */
function crd(
  o: { name?: string; kind?: string; plural?: string; pattern?: string; rules?: string } = {},
): string {
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${o.name ?? 'widgets.example.com'}
spec:
  group: example.com
  scope: Namespaced
  names:
    kind: ${o.kind ?? 'Widget'}
    plural: ${o.plural ?? 'widgets'}
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
                name:
                  type: string
                  pattern: ${JSON.stringify(o.pattern ?? '^[a-z]+$')}
${o.rules ? `              x-kubernetes-validations: ${o.rules}\n` : ''}`;
}
const good = crd();

type Row = [string, Record<string, string>, Record<string, string>, 'pass' | 'warn' | 'fail', number];
const CASES: Row[] = [
  [
    'a CRD named `widgets.example.com` for plural `widgets`, group `example.com`',
    {},
    { 'crd.yaml': good },
    'pass',
    0,
  ],
  [
    'a CRD named `widgets.evil.com` for group `example.com`',
    {},
    { 'crd.yaml': crd({ name: 'widgets.evil.com' }) },
    'fail',
    4,
  ],
  [
    'a second CRD claiming the kind of an existing one',
    { 'crd.yaml': good },
    { 'crd.yaml': good, 'z-rival.yaml': crd({ name: 'gadgets.example.com', plural: 'gadgets' }) },
    'fail',
    9,
  ],
  ['a pattern with a lookahead `(?=…)`', {}, { 'crd.yaml': crd({ pattern: '^(?=a)a$' }) }, 'fail', 24],
  ['`x-kubernetes-validations: [null]`', {}, { 'crd.yaml': crd({ rules: '[null]' }) }, 'fail', 25],
  [
    'the same problem already on the base side',
    { 'crd.yaml': crd({ name: 'widgets.evil.com' }) },
    { 'crd.yaml': crd({ name: 'widgets.evil.com' }) },
    'warn',
    4,
  ],
];

describe('crd/invalid', () => {
  it('every docs case has a test case and the other way round', () => {
    expect(CASES.map((c) => c[0])).toEqual(crdInvalid.docs!.cases.map((c) => c[0]));
    expect(CASES.map((c) => c[3])).toEqual(crdInvalid.docs!.cases.map((c) => c[1]));
  });
  it.each(CASES)('%s', (_label, base, head, verdict, line) => {
    const result = gateOnFiles(base, head);
    expect(statusOf(result, 'crd/invalid')).toBe(verdict);
    const found = findingsOf(result, 'crd/invalid');
    if (!line) expect(found).toEqual([]);
    else expect(found.map((f) => [f.file, f.line])).toContainEqual([expect.stringMatching(/\.yaml$/), line]);
  });
});
