import type { CelChecker } from '../../src/context.js';
import { celProblems } from '../../src/crd/validate/cel.js';
import { evaluateSnapshots } from '../../src/evaluation.js';
import { configOf, snapshotOf } from '../helpers/gate.js';
import { cr, crd } from '../rules/crd/custom-resource-invalid.cases.js';

/**
 * A custom resource of a changed CRD is judged twice: by crd/custom-resource-invalid and as an
 * object a tightening is judged on (crd/objects.ts). Both read one validation per run.
 */
it('validates each custom resource once against the head CRD, and both rules see the same problems', () => {
  const minimums: unknown[] = [];
  const counting: CelChecker = (value, schema, options) => {
    const spec = (schema.properties as Record<string, { properties: Record<string, { minimum?: number }> }>)
      .spec!;
    minimums.push(spec.properties.replicas!.minimum);
    return celProblems(value, schema, options);
  };
  const widget = cr('  replicas: 5\n');
  const r = evaluateSnapshots(
    snapshotOf('base', { 'crd.yaml': crd({ minimum: 0 }), 'w.yaml': widget }),
    snapshotOf('head', { 'crd.yaml': crd({ minimum: 6 }), 'w.yaml': widget }),
    configOf(),
    { acks: [], labels: [], today: '2026-01-01' },
    { cel: counting },
  );
  // Head CRD (minimum 6): once for the resource, shared by both; base CRD (minimum 0): once, what it said before.
  expect(minimums.filter((m) => m === 6)).toHaveLength(1);
  const invalid = r.findings.filter((f) => f.rule === 'crd/custom-resource-invalid');
  const tightened = r.findings.filter((f) => f.rule === 'crd/bounds-tightened');
  expect(invalid.map((f) => `${f.file}:${f.line} ${f.path}`)).toEqual(['w.yaml:7 v1 spec.replicas']);
  expect(tightened.map((f) => [f.severity, f.message.includes('w.yaml:1')])).toEqual([['fail', true]]);
});

it('validates a copy of a resource (same name, same content, another file) once, and reports each copy at its own line', () => {
  let runs = 0;
  const counting: CelChecker = (value, schema, options) => {
    runs++;
    return celProblems(value, schema, options);
  };
  const widget = cr('  replicas: 5\n');
  const other = cr('  replicas: 4\n');
  const r = evaluateSnapshots(
    snapshotOf('base', { 'crd.yaml': crd({ minimum: 0 }) }),
    snapshotOf('head', {
      'crd.yaml': crd({ minimum: 6 }),
      'a.yaml': widget,
      'b.yaml': `# a copy, lower in its file\n${widget}`,
      'c.yaml': other,
    }),
    configOf(),
    { acks: [], labels: [], today: '2026-01-01' },
    { cel: counting },
  );
  // a.yaml and its copy b.yaml: one validation against each CRD (head, and base to tell what the
  // change caused); c.yaml (same name, other content): its own two. Without sharing: six.
  expect(runs).toBe(4);
  const invalid = r.findings.filter((f) => f.rule === 'crd/custom-resource-invalid');
  expect(invalid.map((f) => `${f.file}:${f.line} ${f.path}`)).toEqual([
    'a.yaml:7 v1 spec.replicas',
    'b.yaml:8 v1 spec.replicas',
    'c.yaml:7 v1 spec.replicas',
  ]);
});

it('validates against copies of one CRD (an install file and a chart, labelled apart) once; a copy with another spec on its own', () => {
  let runs = 0;
  const counting: CelChecker = (value, schema, options) => {
    runs++;
    return celProblems(value, schema, options);
  };
  const labelled = (text: string, label: string) => {
    const o = JSON.parse(text) as { metadata: Record<string, unknown> };
    o.metadata.labels = { chart: label };
    return JSON.stringify(o);
  };
  const gate = (chartMinimum: number) => {
    runs = 0;
    const r = evaluateSnapshots(
      snapshotOf('base', { 'crd.yaml': crd({ minimum: 0 }) }),
      snapshotOf('head', {
        'crd.yaml': crd({ minimum: 6 }),
        'chart/crd.yaml': labelled(crd({ minimum: chartMinimum }), 'strimzi-1.2.0'),
        'w.yaml': cr('  replicas: 5\n'),
      }),
      configOf(),
      { acks: [], labels: [], today: '2026-01-01' },
      { cel: counting },
    );
    const invalid = r.findings.filter((f) => f.rule === 'crd/custom-resource-invalid');
    return {
      runs,
      at: invalid.map((f) => `${f.file}:${f.line} ${f.path} ${/equal to \d+/.exec(f.message)?.[0]}`),
    };
  };
  // The same spec: one validation against the head copies, one against the base CRD (what it said before).
  const same = gate(6);
  expect(same.runs).toBe(2);
  expect(same.at).toEqual(['w.yaml:7 v1 spec.replicas equal to 6']);
  // Another spec: each copy has its own say.
  const other = gate(7);
  expect(other.runs).toBe(3);
  expect(other.at).toEqual(['w.yaml:7 v1 spec.replicas equal to 6', 'w.yaml:7 v1 spec.replicas equal to 7']);
});
