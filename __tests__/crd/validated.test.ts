import type { CelChecker } from '../../src/context.js';
import { celProblems } from '../../src/crd/validate/cel.js';
import { evaluateSnapshots } from '../../src/run.js';
import { configOf, snapshotOf } from '../helpers/gate.js';

/**
 * A custom resource of a changed CRD is judged twice: by crd/custom-resource-invalid and as an
 * object a tightening is judged on (crd/objects.ts). Both read one validation per run.
 */
const crd = (max: number) =>
  JSON.stringify({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.example.com' },
    spec: {
      group: 'example.com',
      scope: 'Namespaced',
      names: { kind: 'Widget', plural: 'widgets' },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: { type: 'object', properties: { replicas: { type: 'integer', maximum: max } } },
              },
            },
          },
        },
      ],
    },
  });
const widget = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  replicas: 5\n';

it('validates each custom resource once against the head CRD, and both rules see the same problems', () => {
  const seen: number[] = [];
  const counting: CelChecker = (value, schema, options) => {
    const max = (schema as { properties: { spec: { properties: { replicas: { maximum: number } } } } })
      .properties.spec.properties.replicas.maximum;
    seen.push(max);
    return celProblems(value, schema, options);
  };
  const r = evaluateSnapshots(
    snapshotOf('base', { 'crd.yaml': crd(10), 'w.yaml': widget }),
    snapshotOf('head', { 'crd.yaml': crd(3), 'w.yaml': widget }),
    configOf(),
    { acks: [], labels: [], today: '2026-01-01' },
    { cel: counting },
  );
  // Head CRD (maximum 3): once for the resource, shared; base CRD (maximum 10): once, what it said before.
  expect(seen.filter((m) => m === 3)).toHaveLength(1);
  const invalid = r.findings.filter((f) => f.rule === 'crd/custom-resource-invalid');
  const tightened = r.findings.filter((f) => f.rule === 'crd/bounds-tightened');
  expect(invalid.map((f) => `${f.file}:${f.line} ${f.path}`)).toEqual(['w.yaml:6 v1 spec.replicas']);
  expect(tightened.map((f) => [f.severity, f.message.includes('w.yaml:1')])).toEqual([['fail', true]]);
});
