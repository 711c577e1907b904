import { changedCrds } from '../../src/index/changed-crds.js';

const crd = (kind: string, apiVersion = 'apiextensions.k8s.io/v1') =>
  `apiVersion: ${apiVersion}\nkind: CustomResourceDefinition\nmetadata:\n  name: ${kind.toLowerCase()}s.example.com\nspec:\n  group: example.com\n  names:\n    kind: ${kind}\n    listKind: ${kind}List\n`;

describe('CRDs of the files that differ between the sides', () => {
  const base = [
    { path: 'same.yaml', text: crd('Same') },
    { path: 'gone.yaml', text: crd('Gone') },
    { path: 'moved.yaml', text: crd('Widget') },
  ];
  const head = [
    { path: 'same.yaml', text: crd('Same') },
    { path: 'moved.yaml', text: crd('Widget').replace('group: example.com', 'group: example.org') },
    { path: 'fake.yaml', text: crd('Fake', 'example.com/v1') },
  ];

  it('names each with its side, group and kinds; an object of another group only claims the kind', () => {
    expect(
      changedCrds(base, head).map((c) => [c.side, c.group, c.kind, c.listKind, c.apiextensions]),
    ).toEqual([
      ['base', 'example.com', 'Gone', 'GoneList', true],
      ['base', 'example.com', 'Widget', 'WidgetList', true],
      ['head', 'example.org', 'Widget', 'WidgetList', true],
      ['head', 'example.com', 'Fake', 'FakeList', false],
    ]);
  });

  it('reads a pair of file lists once: the renderer and the cluster-state reader share it', () => {
    expect(changedCrds(base, head)).toBe(changedCrds(base, head));
    expect(changedCrds(base, [...head])).not.toBe(changedCrds(base, head));
  });
});
