import { twoCommitRepo } from '../helpers/git.js';
import { withKustomizeIn, gateRepo, findingsOf } from '../helpers/kustomize.js';

/**
 * Flux Kustomization and Argo CD Application overrides applied as those controllers apply them,
 * on real git repositories rendered by the real kustomize. Without one, these cases are skipped.
 */
const withKustomize = withKustomizeIn('units/overrides');

const gate = gateRepo;
const findings = findingsOf;

/** The Widget CRD: `spec.replicas` an integer of at least 1, `spec.size` one of small or large. */
const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}
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
                replicas: {type: integer, minimum: 1}
                size: {type: string, enum: [small, large]}
`;

const WIDGET = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: w1
spec:
  replicas: 3
  size: small
`;
/** The Widget with its size from a Flux variable (small when none is set). */
const WIDGET_VAR = WIDGET.replace('size: small', 'size: ${SIZE:=small}');

/** A Flux repository: the bootstrap under clusters/prod, the Widget app under apps/widget. */
function fluxRepo(spec: string, widget = WIDGET) {
  return {
    'crds/widget.yaml': CRD,
    'clusters/prod/flux-system/gotk-sync.yaml': `apiVersion: source.toolkit.fluxcd.io/v1
kind: GitRepository
metadata:
  name: flux-system
  namespace: flux-system
spec:
  url: https://example.com/repo.git
---
apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: flux-system
  namespace: flux-system
spec:
  path: ./clusters/prod
  sourceRef:
    kind: GitRepository
    name: flux-system
`,
    'clusters/prod/flux-system/kustomization.yaml': 'resources:\n  - gotk-sync.yaml\n',
    'clusters/prod/apps.yaml': `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata:
  name: widget
  namespace: flux-system
spec:
  path: ./apps/widget
  sourceRef:
    kind: GitRepository
    name: flux-system
${spec}`,
    'apps/widget/kustomization.yaml': 'resources:\n  - widget.yaml\n',
    'apps/widget/widget.yaml': widget,
  };
}

withKustomize('Flux Kustomization overrides', () => {
  it('a spec.patches entry setting replicas below the minimum fails at the patch line', async () => {
    const patch = `  targetNamespace: apps
  patches:
    - patch: |
        apiVersion: example.com/v1
        kind: Widget
        metadata:
          name: w1
        spec:
          replicas: 0
      target:
        kind: Widget
`;
    const d = twoCommitRepo(fluxRepo('  targetNamespace: apps\n'), fluxRepo(patch));
    const r = await gate(d.repo, d.base, d.head);
    expect(r.result).toBe('fail');
    expect(findings(r, 'crd/custom-resource-invalid')).toEqual([
      expect.objectContaining({ file: 'clusters/prod/apps.yaml', line: 19, object: 'Widget/apps/w1' }),
    ]);
  });

  it('a JSON patch and a name prefix are applied; the patch targets the name before the prefix', async () => {
    const spec = `  namePrefix: prod-
  patches:
    - patch: |
        - op: replace
          path: /spec/replicas
          value: 0
      target:
        kind: Widget
        name: w1
`;
    const d = twoCommitRepo(fluxRepo(''), fluxRepo(spec));
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'crd/custom-resource-invalid')).toEqual([
      expect.objectContaining({ file: 'clusters/prod/apps.yaml', line: 16, object: 'Widget/prod-w1' }),
    ]);
  });

  it('a path without a kustomization is built through the one Flux generates, with the patches', async () => {
    const plain = (files: Record<string, string>) => {
      const { 'apps/widget/kustomization.yaml': _k, ...rest } = files;
      return { ...rest, 'apps/widget/nested/kustomization.yaml': 'resources: []\n' };
    };
    const patch = `  patches:
    - patch: |
        apiVersion: example.com/v1
        kind: Widget
        metadata:
          name: w1
        spec:
          replicas: 0
`;
    const d = twoCommitRepo(plain(fluxRepo('')), plain(fluxRepo(patch)));
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'crd/custom-resource-invalid')).toEqual([
      expect.objectContaining({ file: 'clusters/prod/apps.yaml', line: 18, object: 'Widget/w1' }),
    ]);
    // Rendered, the changed unit; the other, the same on both sides, read without kustomize.
    expect(findings(r, 'input/not-rendered')).toEqual([
      expect.objectContaining({
        severity: 'notice',
        message: expect.stringMatching(/^1 of 2 kustomize deploy units were read without kustomize/),
      }),
    ]);
  });

  it('postBuild substitution producing a value the CRD rejects fails at the variable', async () => {
    const spec = (size: string) => `  postBuild:
    substitute:
      SIZE: ${size}
`;
    const d = twoCommitRepo(fluxRepo(spec('small'), WIDGET_VAR), fluxRepo(spec('huge'), WIDGET_VAR));
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'crd/custom-resource-invalid')).toEqual([
      expect.objectContaining({ file: 'clusters/prod/apps.yaml', line: 13, object: 'Widget/w1' }),
    ]);
  });

  it('substituteFrom a Secret: the value judges the object and is never printed', async () => {
    const secret = (size: string) => `apiVersion: v1
kind: Secret
metadata:
  name: vars
  namespace: flux-system
stringData:
  SIZE: ${size}
`;
    const spec = `  postBuild:
    substituteFrom:
      - kind: Secret
        name: vars
`;
    const d = twoCommitRepo(
      { ...fluxRepo(spec, WIDGET_VAR), 'clusters/prod/vars.yaml': secret('large') },
      { ...fluxRepo(spec, WIDGET_VAR), 'clusters/prod/vars.yaml': secret('s3cr3t-size') },
    );
    const r = await gate(d.repo, d.base, d.head);
    expect(findings(r, 'crd/custom-resource-invalid')).toEqual([
      expect.objectContaining({ file: 'clusters/prod/vars.yaml', line: 7, object: 'Widget/w1' }),
    ]);
    expect(JSON.stringify(r)).not.toContain('s3cr3t');
  });

  it('the kustomize.toolkit.fluxcd.io/substitute: disabled annotation keeps an object as built', async () => {
    const spec = `  postBuild:
    substitute:
      SIZE: huge
`;
    const disabled = (files: Record<string, string>) => ({
      ...files,
      'apps/widget/widget.yaml': WIDGET_VAR.replace(
        '  name: w1\n',
        '  name: w1\n  annotations:\n    kustomize.toolkit.fluxcd.io/substitute: disabled\n',
      ),
    });
    const d = twoCommitRepo(disabled(fluxRepo('')), disabled(fluxRepo(spec)));
    const r = await gate(d.repo, d.base, d.head);
    // Not substituted: the object is the same on both sides (with the annotation removed, the
    // postBuild case above fails).
    expect(findings(r, 'crd/custom-resource-invalid')).toEqual([]);
  });
});

/** An Argo CD repository: an Application applying apps/widget, with `kustomize` settings. */
function argoRepo(kustomize: string) {
  return {
    'crds/widget.yaml': CRD,
    'argocd/widget.yaml': `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: widget
  namespace: argocd
spec:
  destination:
    name: in-cluster
    namespace: apps
  source:
    repoURL: https://example.com/repo.git
    path: apps/widget
${kustomize}`,
    'apps/widget/kustomization.yaml': 'resources:\n  - widget.yaml\n',
    'apps/widget/widget.yaml': WIDGET,
  };
}

withKustomize('Argo CD Application source.kustomize overrides', () => {
  it('a source.kustomize.patches entry setting replicas below the minimum fails at the patch line', async () => {
    const patch = `    kustomize:
      patches:
        - target:
            kind: Widget
          patch: |-
            - op: replace
              path: /spec/replicas
              value: 0
`;
    const d = twoCommitRepo(argoRepo(''), argoRepo(patch));
    const r = await gate(d.repo, d.base, d.head);
    expect(r.result).toBe('fail');
    expect(findings(r, 'crd/custom-resource-invalid')).toEqual([
      expect.objectContaining({ file: 'argocd/widget.yaml', line: 20, object: 'Widget/apps/w1' }),
    ]);
  });
});
