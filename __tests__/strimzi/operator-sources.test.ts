import { gateOnFiles, statusOf } from '../helpers/gate.js';

/** The operator version is read from whichever source the repo uses; Kafka 3.9.0 is not supported by 0.51.0. */
const kafka = `apiVersion: kafka.strimzi.io/v1
kind: Kafka
metadata: {name: c, namespace: kafka}
spec:
  kafka:
    version: 3.9.0
`;

const SOURCES: [string, Record<string, string>][] = [
  [
    'a kustomization image',
    {
      'kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nmetadata: {name: strimzi}\nimages:\n  - name: quay.io/strimzi/operator\n    newTag: 0.51.0\n',
    },
  ],
  [
    'a kustomization release URL',
    {
      'kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nmetadata: {name: strimzi}\nresources:\n  - https://github.com/strimzi/strimzi-kafka-operator/releases/download/0.51.0/strimzi-cluster-operator-0.51.0.yaml\n',
    },
  ],
  [
    'a Flux HelmRelease',
    {
      'hr.yaml':
        'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: strimzi, namespace: kafka}\nspec:\n  chart:\n    spec:\n      chart: strimzi-kafka-operator\n      version: 0.51.0\n',
    },
  ],
  [
    'an Argo CD Application',
    {
      'app.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: strimzi, namespace: argocd}\nspec:\n  source:\n    chart: strimzi-kafka-operator\n    repoURL: https://strimzi.io/charts/\n    targetRevision: 0.51.0\n',
    },
  ],
  [
    'a Chart.yaml dependency',
    {
      'charts/platform/Chart.yaml':
        'apiVersion: v2\nname: platform\nversion: 1.0.0\ndependencies:\n  - name: strimzi-kafka-operator\n    version: 0.51.0\n    repository: https://strimzi.io/charts/\n',
    },
  ],
];

describe('operator version sources', () => {
  it.each(SOURCES)('%s', (_name, files) => {
    const r = gateOnFiles({}, { ...files, 'kafka.yaml': kafka });
    expect(statusOf(r, 'strimzi/kafka-version-supported')).toBe('fail');
    const f = r.findings.find((x) => x.rule === 'strimzi/kafka-version-supported')!;
    expect(f.message).toContain('Strimzi 0.51.0');
  });

  it('two different operator versions in one tree are not guessed', () => {
    const r = gateOnFiles(
      {},
      {
        ...SOURCES[0]![1],
        ...SOURCES[2]![1],
        'hr.yaml': SOURCES[2]![1]['hr.yaml']!.replace('0.51.0', '0.49.0'),
        'kafka.yaml': kafka,
      },
    );
    expect(statusOf(r, 'strimzi/kafka-version-supported')).toBe('pass');
  });
});

describe('several operators', () => {
  const op = (name: string, ns: string, version: string, watch?: string) =>
    `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}, namespace: ${ns}}\nspec:\n  template:\n    spec:\n      containers:\n        - name: op\n          image: quay.io/strimzi/operator:${version}\n${watch ? `          env:\n            - name: STRIMZI_NAMESPACE\n              value: "${watch}"\n` : ''}`;
  const cluster = (ns: string) =>
    `apiVersion: kafka.strimzi.io/v1\nkind: Kafka\nmetadata: {name: c, namespace: ${ns}}\nspec:\n  kafka:\n    version: 3.9.0\n`;

  it('are matched to clusters by the namespaces they watch', () => {
    const head = {
      'a.yaml': op('old', 'team-a', '0.45.0'),
      'b.yaml': op('new', 'ops', '0.51.0', 'team-b,team-c'),
      'ka.yaml': cluster('team-a'),
      'kb.yaml': cluster('team-b'),
    };
    const r = gateOnFiles({}, head);
    const f = r.findings.filter((x) => x.rule === 'strimzi/kafka-version-supported');
    expect(f.map((x) => x.object)).toEqual(['Kafka/team-b/c']);
    expect(f[0]!.message).toContain('Strimzi 0.51.0');
  });

  it('say so when the match is ambiguous', () => {
    const head = {
      'a.yaml': op('one', 'x', '0.45.0', '*'),
      'b.yaml': op('two', 'y', '0.51.0', '*'),
      'k.yaml': cluster('team-a'),
    };
    const r = gateOnFiles({}, head);
    expect(r.findings.some((x) => x.severity === 'notice' && x.message.includes('ambiguous'))).toBe(true);
    expect(r.findings.filter((x) => x.rule === 'strimzi/kafka-version-supported')).toEqual([]);
  });
});
