import { kindsOfChangedCrds, leaveUnrendered, unitsToLeave } from '../../src/index/unread-units.js';
import { parseFile } from '../../src/manifests/parse.js';
import type { Snapshot, SourceFile } from '../../src/sources/snapshot.js';
import { planRenders } from '../../src/units/prerender.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';

// Which kustomize units (by input key) need no rendering, decided on their input texts: every text
// that could render an object some check reads wherever it is keeps its unit rendered.
const snapshot = (files: Record<string, string>): Snapshot => ({
  label: 'x',
  kind: 'dir',
  files: Object.entries(files).map(([path, text]) => ({ path, text })),
  skipped: [],
});
const kustomization =
  'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - app.yaml\n';
const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\ndata:\n  a: "1"\n';
const unit = (app: string, extra = '') => ({
  'unit/kustomization.yaml': kustomization + extra,
  'unit/app.yaml': app,
});
/** Whether the one unit, the same on both sides, is left unrendered. */
const left = (files: Record<string, string>, words: string[] = []) => {
  const plan = planRenders([snapshot(files), snapshot(files)], []);
  expect(plan.shared.size).toBe(1);
  return unitsToLeave(plan, words).size === 1;
};

describe('a kustomize unit the same on both sides', () => {
  it('is left unrendered when its inputs name nothing a check reads', () => {
    expect(left(unit(configMap))).toBe(true);
  });

  it.each([
    ['a Strimzi object', configMap.replace('name: app', 'name: app\n  labels: { strimzi.io/cluster: c }')],
    ['a Kafka kind', configMap.replace('ConfigMap', 'KafkaTopic')],
    ['a List', configMap.replace('ConfigMap', 'ConfigMapList')],
    ['a CRD', configMap.replace('ConfigMap', 'CustomResourceDefinition')],
    ['a binary value', configMap.replace('"1"', '!!binary S2Fma2E=')],
  ])('is rendered when an input holds %s', (_, app) => {
    expect(left(unit(app))).toBe(false);
  });

  // Read without kustomize instead (its objects as written, the same on both sides): context only.
  it.each([
    ['a cluster-scoped kind', configMap.replace('ConfigMap', 'ClusterRole')],
    [
      'an Argo CD Application',
      configMap.replace('v1\nkind: ConfigMap', 'argoproj.io/v1alpha1\nkind: Application'),
    ],
    [
      'a Flux HelmRelease',
      configMap.replace('v1\nkind: ConfigMap', 'helm.toolkit.fluxcd.io/v2\nkind: HelmRelease'),
    ],
    ['an escape (the objects are parsed as written, not scanned)', configMap.replace('"1"', '"\\x4bafka"')],
    ['a field named like a list (`allowList:`)', configMap.replace('"1"', '"1"\n  allowList: "x"')],
  ])('is read without kustomize when an input holds %s', (_, app) => {
    expect(left(unit(app))).toBe(true);
  });

  it('is rendered when its kustomization may compose values (replacements, plugins)', () => {
    expect(left(unit(configMap, 'replacements:\n  - path: r.yaml\n'))).toBe(false);
    expect(left(unit(configMap, 'transformers:\n  - t.yaml\n'))).toBe(false);
  });

  it("is read without kustomize when `generators:` is an ApplicationSet's, not the kustomization's", () => {
    const appSet =
      'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: apps\nspec:\n  generators:\n    - git: {}\n';
    expect(left(unit(appSet))).toBe(true);
    expect(left(unit(configMap, 'generators:\n  - g.yaml\n'))).toBe(false);
  });

  it("reads a generator's file the snapshot holds as bytes only (`.html`, `.conf`) for what it names", () => {
    const generated = (content: string) => {
      const files = unit(configMap, 'configMapGenerator:\n  - name: site\n    files:\n      - site.html\n');
      const s = snapshot(files);
      const bytes = {
        idOf: (p: string) => (p === 'unit/site.html' ? 'blob' : undefined),
        read: (paths: readonly string[]) =>
          new Map(paths.filter((p) => p === 'unit/site.html').map((p) => [p, Buffer.from(content)])),
      };
      const plan = planRenders(
        [
          { ...s, bytes },
          { ...s, bytes },
        ],
        [],
      );
      return unitsToLeave(plan, []).size === 1;
    };
    expect(generated('<html>hello</html>')).toBe(true);
    expect(generated('apiVersion: kafka.strimzi.io/v1beta2\nkind: Kafka\n')).toBe(false);
  });

  it('is rendered when it holds a kind the change makes needed (a changed CRD, a transition)', () => {
    const widget = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n';
    expect(left(unit(widget))).toBe(true);
    expect(left(unit(widget), ['Widget'])).toBe(false);
    const crd = (size: string) =>
      crdOf('widgets', 'example.com', 'Widget', schemaVersion('v1', true, { size }));
    const files = (size: string): SourceFile[] => [{ path: 'crds/w.yaml', text: crd(size) }];
    expect([...kindsOfChangedCrds(files('integer'), files('string'))]).toEqual(['Widget', 'WidgetList']);
    expect([...kindsOfChangedCrds(files('integer'), files('integer'))]).toEqual([]);
  });

  it('is rendered when a reconciler applies it with other settings on the other side', () => {
    const flux = (ns: string) => ({
      path: 'clusters/unit.yaml',
      text: `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: u\nspec:\n  path: ./unit\n  targetNamespace: ${ns}\n`,
    });
    const parsed = (ns: string) =>
      [...Object.entries(unit(configMap)).map(([path, text]) => ({ path, text })), flux(ns)].map((f) =>
        parseFile(f),
      );
    const plan = planRenders([snapshot(unit(configMap)), snapshot(unit(configMap))], []);
    const keys = unitsToLeave(plan, []);
    const [key] = [...keys];
    const u = { id: 'unit', via: 'kustomize' as const, targetNamespace: 'a' };
    expect(leaveUnrendered([parsed('a'), parsed('a')], [], keys)(u, key!)).toBe(true);
    expect(leaveUnrendered([parsed('a'), parsed('b')], [], keys)(u, key!)).toBe(false);
  });
});
