import { defaultOptions } from '../../src/options.js';
import type { GateResult } from '../../src/result/model.js';
import { runGate } from '../../src/run.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';
import { twoCommitRepo } from '../helpers/git.js';
import { withKustomizeIn } from '../helpers/kustomize.js';

/**
 * Kustomize units the same on both sides that nothing the change touches needs are not rendered
 * (src/index/unread-units.ts): a real git repository, rendered by the real kustomize; every finding
 * must be the one of a run that renders every unit. Without kustomize, skipped with a message.
 */
const withKustomize = withKustomizeIn('units/unrendered-units');

const kustomization = (...resources: string[]) =>
  `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n${resources.map((r) => `  - ${r}\n`).join('')}`;
const deployment = (replicas: number) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: ${replicas}\n  template:\n    spec:\n      containers:\n        - name: web\n          image: web:1.0\n`;
const clusterRole = (verb: string) =>
  `apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: shared-reader\nrules:\n  - apiGroups: [""]\n    resources: [pods]\n    verbs: [${verb}]\n`;
const widget = `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w1\nspec:\n  size: 3\n`;
const application = (name: string) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n  namespace: argocd\nspec:\n  source:\n    repoURL: https://example.com/repo.git\n    path: overlays/${name}\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: team-${name}\n`;
const widgetCrd = (size: string) =>
  crdOf('widgets', 'example.com', 'Widget', schemaVersion('v1', true, { size }));

const unchanged: Record<string, string> = {
  // b applies a ClusterRole to the same cluster as a: the one a adds is a duplicate of it.
  'overlays/b/kustomization.yaml': kustomization('role.yaml'),
  'overlays/b/role.yaml': clusterRole('get'),
  // c holds nothing any check reads: read without kustomize (so is b: its ClusterRole is read as written).
  'overlays/c/kustomization.yaml': kustomization('deployment.yaml'),
  'overlays/c/deployment.yaml': deployment(2),
  // d holds a resource of the CRD the change tightens: rendered, the resource is validated.
  'overlays/d/kustomization.yaml': kustomization('widget.yaml'),
  'overlays/d/widget.yaml': widget,
  ...Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`argocd/${n}.yaml`, application(n)])),
};
const base = {
  ...unchanged,
  'crds/widget.yaml': widgetCrd('integer'),
  'overlays/a/kustomization.yaml': kustomization('deployment.yaml'),
  'overlays/a/deployment.yaml': deployment(1),
};
const head = {
  ...unchanged,
  'crds/widget.yaml': widgetCrd('string'),
  'overlays/a/kustomization.yaml': kustomization('deployment.yaml', 'role.yaml'),
  'overlays/a/deployment.yaml': deployment(3),
  'overlays/a/role.yaml': clusterRole('list'),
};

async function gate(unreadMin?: string): Promise<GateResult> {
  const { repo, base: b, head: h } = repos;
  const before = process.env.UPGRADE_GATE_UNREAD_MIN;
  if (unreadMin === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
  else process.env.UPGRADE_GATE_UNREAD_MIN = unreadMin;
  try {
    return await runGate(defaultOptions({ repo, base: { rev: b }, head: { rev: h }, today: '2026-01-01' }));
  } finally {
    if (before === undefined) delete process.env.UPGRADE_GATE_UNREAD_MIN;
    else process.env.UPGRADE_GATE_UNREAD_MIN = before;
  }
}
let repos: { repo: string; base: string; head: string };
const lines = (r: GateResult) =>
  r.findings.map((f) => `${f.rule} ${f.severity} ${f.file ?? '-'}:${f.line ?? '-'}`);
const notice = (r: GateResult) =>
  r.findings.find((f) => f.rule === 'input/not-rendered' && !f.file)?.message ?? '';

withKustomize('kustomize units the same on both sides', () => {
  beforeAll(() => {
    repos = twoCommitRepo(base, head);
  });

  it('are rendered when a changed unit duplicates their objects or a changed CRD validates them', async () => {
    const r = await gate('0');
    expect(lines(r)).toEqual(
      expect.arrayContaining([
        // The ClusterRole a adds, also applied to the same cluster by the unchanged b (said at b's copy).
        'input/duplicate-object fail overlays/b/role.yaml:1',
        // The unchanged d's resource, against the tightened CRD.
        'crd/custom-resource-invalid fail overlays/d/widget.yaml:6',
      ]),
    );
  });

  it('are read without kustomize otherwise (b and c), and the report says how many', async () => {
    expect(notice(await gate())).toMatch(
      /^2 of 4 kustomize deploy units were read without kustomize instead of rendered: each has the same inputs and settings on both sides/,
    );
  });

  it('change no finding against a run that renders every unit', async () => {
    const all = await gate('1000'); // fewer than 1,000 such units: every unit is rendered
    expect(notice(all)).toBe('');
    const some = await gate();
    const rest = (r: GateResult) => lines(r).filter((l) => l !== 'input/not-rendered notice -:-');
    expect(rest(some)).toEqual(lines(all));
    expect(some.result).toBe(all.result);
    expect(some.rules.map((x) => x.status)).toEqual(all.rules.map((x) => x.status));
  });
});
