import { unitEngines } from '../../src/evaluation.js';
import { findKustomize } from '../../src/units/render.js';
import { configOf, snapshotOf } from '../helpers/gate.js';

/**
 * A kustomize unit the same on both sides may be left unrendered when nothing the change touches
 * needs it (index/unread-units.ts); a fetched chart's CRDs are in no file, so units that hold their
 * resources are rendered all the same.
 */
const widgetCrd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: { kind: Widget, listKind: WidgetList, plural: widgets, singular: widget }
  versions:
    - name: v1
      served: true
      storage: true
      schema: { openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true } }
`;

(findKustomize() ? describe : describe.skip)('kustomize units left unrendered, with fetched charts', () => {
  const saved = process.env.UPGRADE_GATE_UNREAD_MIN;
  beforeAll(() => {
    process.env.UPGRADE_GATE_UNREAD_MIN = '0';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
    else process.env.UPGRADE_GATE_UNREAD_MIN = saved;
  });

  it('a unit holding resources of a chart CRD is rendered', async () => {
    const side = snapshotOf('side', {
      'app/kustomization.yaml': 'resources: [w.yaml]\n',
      'app/w.yaml': 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: a\n',
    });
    expect((await unitEngines(configOf(), side, side)).left?.size).toBe(1);
    const charts = {
      outcomes: new Map([
        [
          'http https://charts.example.com widgets 1.0.0',
          {
            chart: {
              name: 'widgets',
              version: '1.0.0',
              from: 'https://charts.example.com/widgets-1.0.0.tgz',
              files: [{ path: 'crds/widgets.yaml', text: widgetCrd }],
            },
          },
        ],
      ]),
    };
    expect((await unitEngines(configOf(), side, side, charts)).left?.size ?? 0).toBe(0);
  });
});
