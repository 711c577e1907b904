import { findingsOf, gateOnFiles, snapshotOf, statusOf } from '../helpers/gate.js';
import { buildTree } from '../../src/index/build.js';
import { parseFile } from '../../src/manifests/parse.js';
import { strimziSide } from '../../src/strimzi/state.js';

/** The Strimzi state the real parser and index give for one side. */
const sideOf = (files: Record<string, string>) => {
  const snapshot = snapshotOf('head', files);
  return strimziSide(
    buildTree(
      snapshot,
      snapshot.files.map((f) => parseFile(f)),
    ),
  );
};

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
    // Never a silent pass: the rule is skipped, saying why.
    expect(statusOf(r, 'strimzi/kafka-version-supported')).toBe('skipped');
    expect(r.rules.find((x) => x.id === 'strimzi/kafka-version-supported')!.reason).toContain(
      'several cluster-operator versions (0.49.0, 0.51.0)',
    );
  });
});

const ociRepo = (ref: string) =>
  `apiVersion: source.toolkit.fluxcd.io/v1\nkind: OCIRepository\nmetadata: {name: strimzi-chart, namespace: flux-system}\nspec:\n  interval: 1h\n  url: oci://quay.io/strimzi-helm/strimzi-kafka-operator\n  ref:\n${ref}`;
const ociRelease =
  'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: strimzi, namespace: kafka}\nspec:\n  chartRef:\n    kind: OCIRepository\n    name: strimzi-chart\n    namespace: flux-system\n';
const deployment = (image: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: strimzi-cluster-operator, namespace: kafka}\nspec:\n  template:\n    spec:\n      containers:\n        - name: strimzi-cluster-operator\n          image: ${image}\n`;
const DIGEST = 'sha256:' + 'ab'.repeat(32);
/** An OLM Subscription to Strimzi's package (proc-upgrade-cluster-operator-olm-no-upgrade-path.adoc@1.2.0:68-78). */
const subscription = (extra: string) =>
  `apiVersion: operators.coreos.com/v1alpha1\nkind: Subscription\nmetadata: {name: strimzi, namespace: operators}\nspec:\n  channel: strimzi-0.51.x\n  installPlanApproval: Manual\n  name: strimzi-kafka-operator\n  source: operatorhubio-catalog\n  sourceNamespace: olm\n${extra}`;

/** Where GitOps repositories put the operator: each one found, with the line of the version. */
const GITOPS: [string, Record<string, string>, string, number][] = [
  [
    'a Flux HelmRelease with chartRef to an OCIRepository (ref.tag)',
    { 'hr.yaml': ociRelease, 'oci.yaml': ociRepo('    tag: 0.51.0\n') },
    'oci.yaml',
    8,
  ],
  [
    'an OCIRepository with an exact ref.semver',
    { 'hr.yaml': ociRelease, 'oci.yaml': ociRepo('    semver: "0.51.0"\n') },
    'oci.yaml',
    8,
  ],
  [
    'a kustomization helmCharts: entry',
    {
      'kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nhelmCharts:\n  - name: strimzi-kafka-operator\n    repo: https://strimzi.io/charts/\n    version: 0.51.0\n    releaseName: strimzi\n',
    },
    'kustomization.yaml',
    6,
  ],
  [
    'an image pinned as tag@sha256',
    { 'op.yaml': deployment(`quay.io/strimzi/operator:0.51.0@${DIGEST}`) },
    'op.yaml',
    9,
  ],
  [
    'an Argo CD Application with several sources',
    {
      'app.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: strimzi, namespace: argocd}\nspec:\n  sources:\n    - repoURL: https://github.com/example/values.git\n      targetRevision: main\n      ref: values\n    - chart: strimzi-kafka-operator\n      repoURL: https://strimzi.io/charts/\n      targetRevision: 0.51.0\n',
    },
    'app.yaml',
    11,
  ],
  [
    'an Argo CD Application of the OCI chart',
    {
      'app.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: strimzi, namespace: argocd}\nspec:\n  source:\n    repoURL: oci://quay.io/strimzi-helm/strimzi-kafka-operator\n    path: .\n    targetRevision: 0.51.0\n',
    },
    'app.yaml',
    8,
  ],
  [
    'an OLM Subscription with startingCSV',
    { 'sub.yaml': subscription('  startingCSV: strimzi-cluster-operator.v0.51.0\n') },
    'sub.yaml',
    10,
  ],
  [
    'an OLM Subscription exported with status.installedCSV (what OLM installed, over startingCSV)',
    {
      'sub.yaml': subscription(
        '  startingCSV: strimzi-cluster-operator.v0.49.0\nstatus:\n  installedCSV: strimzi-cluster-operator.v0.51.0\n',
      ),
    },
    'sub.yaml',
    12,
  ],
  [
    'a Strimzi ClusterServiceVersion kept in the repository',
    {
      'csv.yaml':
        'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata: {name: strimzi-cluster-operator.v0.51.0, namespace: operators}\nspec:\n  displayName: Strimzi\n  version: 0.51.0\n',
    },
    'csv.yaml',
    6,
  ],
];

describe('operator versions where GitOps repositories put them', () => {
  it.each(GITOPS)('%s', (_name, files, file, line) => {
    const r = gateOnFiles({}, { ...files, 'kafka.yaml': kafka });
    expect(statusOf(r, 'strimzi/kafka-version-supported')).toBe('fail');
    expect(statusOf(r, 'strimzi/operator-version-unknown')).toBe('pass');
    expect(sideOf(files).operators.map((o) => [o.version, o.file, o.line])).toEqual([['0.51.0', file, line]]);
  });
});

/** Places that name the operator but no release: said, and the version rules are skipped. */
const UNRESOLVED: [string, Record<string, string>, string, number, string][] = [
  [
    'an image pinned by digest alone',
    { 'op.yaml': deployment(`quay.io/strimzi/operator@${DIGEST}`) },
    'op.yaml',
    9,
    'a digest alone does not say which',
  ],
  [
    'an OCIRepository with a semver range',
    { 'hr.yaml': ociRelease, 'oci.yaml': ociRepo('    semver: ">=0.45.0"\n') },
    'oci.yaml',
    8,
    'ref.semver is ">=0.45.0", not one release',
  ],
  [
    'a HelmRelease without a chart version',
    {
      'hr.yaml':
        'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: strimzi, namespace: kafka}\nspec:\n  chart:\n    spec:\n      chart: strimzi-kafka-operator\n',
    },
    'hr.yaml',
    6,
    'spec.chart.spec.version has no version',
  ],
  [
    'a kustomization image pinned by digest alone',
    {
      'kustomization.yaml': `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nimages:\n  - name: quay.io/strimzi/operator\n    digest: ${DIGEST}\n`,
    },
    'kustomization.yaml',
    5,
    'pinned by digest alone',
  ],
  [
    'an OLM Subscription with a channel alone',
    { 'sub.yaml': subscription('') },
    'sub.yaml',
    5,
    'the OLM Subscription follows channel "strimzi-0.51.x" without startingCSV',
  ],
  [
    'an OLM Subscription whose startingCSV is another package',
    { 'sub.yaml': subscription('  startingCSV: amq-streams.v2.9.0\n') },
    'sub.yaml',
    10,
    'spec.startingCSV is "amq-streams.v2.9.0", not one release',
  ],
];

describe('operator sources that name no release', () => {
  it.each(UNRESOLVED)('%s', (_name, files, file, line, why) => {
    const r = gateOnFiles({}, { ...files, 'kafka.yaml': kafka });
    expect(statusOf(r, 'strimzi/kafka-version-supported')).toBe('skipped');
    expect(r.rules.find((x) => x.id === 'strimzi/kafka-version-supported')!.reason).toContain(why);
    const f = r.findings.filter((x) => x.rule === 'strimzi/operator-version-unknown');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'warn', file: 'kafka.yaml', line: 1, object: 'Kafka/kafka/c' });
    expect(f[0]!.message).toContain(`${file}:${line}`);
    expect(f[0]!.message).toContain('strimzi.operatorVersion');
  });

  it('no operator anywhere: the report says where it looked', () => {
    const r = gateOnFiles({}, { 'kafka.yaml': kafka });
    expect(r.rules.find((x) => x.id === 'strimzi/from-version-known')).toMatchObject({ status: 'skipped' });
    const f = r.findings.find((x) => x.rule === 'strimzi/operator-version-unknown')!;
    expect(f.message).toContain('Flux HelmRelease (chart or chartRef OCIRepository)');
    expect(f.message).toContain('Set strimzi.operatorVersion in the config');
  });
});

describe('an operator inside a Helm chart template the gate skips', () => {
  const chart = {
    'charts/platform/Chart.yaml': 'apiVersion: v2\nname: platform\nversion: 1.0.0\n',
    'charts/platform/templates/strimzi.yaml':
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: strimzi\n  namespace: {{ .Values.argoNamespace }}\nspec:\n  source:\n    chart: strimzi-kafka-operator\n    repoURL: https://strimzi.io/charts/\n    targetRevision: {{ .Values.strimziVersion }}\n',
  };

  it('is named, with its file and line, instead of the places the gate looked', () => {
    const r = gateOnFiles({}, { ...chart, 'kafka.yaml': kafka });
    const f = findingsOf(r, 'strimzi/operator-version-unknown');
    expect(f).toMatchObject([{ severity: 'warn', file: 'kafka.yaml', line: 1, object: 'Kafka/kafka/c' }]);
    expect(f[0]!.message).toContain('installed from a Helm chart template the gate skipped');
    expect(f[0]!.message).toContain(
      'Application in Helm chart charts/platform/ (charts/platform/templates/strimzi.yaml:8): the Application names the strimzi-kafka-operator chart or OLM package inside a Go template',
    );
    expect(f[0]!.message).not.toContain('looked at');
  });

  it('an OLM Subscription in a template is named the same way', () => {
    const files = {
      'charts/platform/Chart.yaml': chart['charts/platform/Chart.yaml'],
      'charts/platform/templates/olm.yaml': subscription('  startingCSV: {{ .Values.csv }}\n'),
    };
    const r = gateOnFiles({}, { ...files, 'kafka.yaml': kafka });
    expect(findingsOf(r, 'strimzi/operator-version-unknown')[0]!.message).toContain(
      'Subscription in Helm chart charts/platform/ (charts/platform/templates/olm.yaml:7)',
    );
  });

  it('a chart that does not name the operator changes nothing', () => {
    const files = {
      'charts/platform/Chart.yaml': chart['charts/platform/Chart.yaml'],
      'charts/platform/templates/cm.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: {{ .Release.Name }}}\n',
    };
    const r = gateOnFiles({}, { ...files, 'kafka.yaml': kafka });
    expect(findingsOf(r, 'strimzi/operator-version-unknown')[0]!.message).toContain('looked at');
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

describe('feature gates set through an OLM Subscription', () => {
  it('spec.config.env STRIMZI_FEATURE_GATES naming a gate the release removed fails at its line', () => {
    const sub = (csv: string) =>
      subscription(
        `  startingCSV: strimzi-cluster-operator.v${csv}\n  config:\n    env:\n      - name: STRIMZI_FEATURE_GATES\n        value: "+ServerSideApplyPhase1"\n`,
      );
    const r = gateOnFiles({ 'sub.yaml': sub('0.51.0') }, { 'sub.yaml': sub('1.2.0') });
    expect(findingsOf(r, 'strimzi/feature-gates')).toMatchObject([
      { severity: 'fail', file: 'sub.yaml', line: 14, path: 'spec.config.env[0].value' },
    ]);
  });
});

describe('feature gates set through Helm values', () => {
  it('a HelmRelease values.featureGates naming a gate the chart release removed fails at its line', () => {
    const hr = (v: string) =>
      `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: strimzi, namespace: kafka}\nspec:\n  upgrade:\n    crds: CreateReplace\n  chart:\n    spec:\n      chart: strimzi-kafka-operator\n      version: ${v}\n  values:\n    featureGates: "+ServerSideApplyPhase1"\n`;
    const r = gateOnFiles({ 'hr.yaml': hr('0.51.0') }, { 'hr.yaml': hr('1.2.0') });
    expect(findingsOf(r, 'strimzi/feature-gates')).toMatchObject([
      { severity: 'fail', file: 'hr.yaml', line: 12, path: 'spec.values.featureGates' },
    ]);
  });
});
