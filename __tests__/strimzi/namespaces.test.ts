import { buildTree } from '../../src/index/build.js';
import { parseFile } from '../../src/manifests/parse.js';
import { kustomizeNamespaces } from '../../src/strimzi/namespaces.js';
import { snapshotOf } from '../helpers/gate.js';

const kz = (extra: string) => `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n${extra}`;
const cm = (name: string, ns = '') =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n${ns ? `  namespace: ${ns}\n` : ''}`;

function namespaces(files: Record<string, string>): Record<string, string> {
  const snapshot = snapshotOf('head', files);
  const tree = buildTree(
    snapshot,
    snapshot.files.map((f) => parseFile(f)),
  );
  const nsOf = kustomizeNamespaces(tree);
  return Object.fromEntries(tree.objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.name, nsOf(o)]));
}

describe('namespaces kustomize applies, read structurally', () => {
  it('a kustomization namespace: overrides the files it lists, and leaves the others', () => {
    expect(
      namespaces({
        'a/kustomization.yaml': kz('namespace: team-a\nresources:\n  - listed.yaml\n'),
        'a/listed.yaml': cm('listed', 'default'),
        'a/unlisted.yaml': cm('unlisted', 'own'),
      }),
    ).toEqual({ listed: 'team-a', unlisted: 'own' });
  });

  it('the outermost kustomization wins through a folder resource', () => {
    expect(
      namespaces({
        'base/kustomization.yaml': kz('namespace: base-ns\nresources:\n  - cm.yaml\n'),
        'base/cm.yaml': cm('shared'),
        'overlays/prod/kustomization.yaml': kz('namespace: prod\nresources:\n  - ../../base\n'),
      }),
    ).toEqual({ shared: 'prod' });
  });

  it('no namespace: anywhere keeps metadata.namespace', () => {
    expect(
      namespaces({ 'kustomization.yaml': kz('resources:\n  - cm.yaml\n'), 'cm.yaml': cm('x', 'kafka') }),
    ).toEqual({ x: 'kafka' });
  });
});
