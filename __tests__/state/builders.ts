import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliJson } from '../helpers/cli.js';
import { git, gitWithEnv, writeTree } from '../helpers/git.js';
import { kafkaResource, nodePool, operatorDeployment } from '../helpers/strimzi.js';

/** How the state file sits in git: committed at `committed` (ISO), and changed after it when `changedSince`. */
export interface StateCommit {
  committed: string;
  changedSince?: boolean;
}

/** [docs label, base files, head files, state export or undefined, extra CLI args, state in git]. */
export type Case = [
  string,
  Record<string, string>,
  Record<string, string>,
  string | undefined,
  string[]?,
  StateCommit?,
];

/** The cluster-operator Deployment and a KRaft Kafka cluster with node pools, as a GitOps repo holds them. */
export function repo(operator: string, kafka: string, metadata = '4.1-IV1'): Record<string, string> {
  return {
    'strimzi/operator.yaml': operatorDeployment(operator),
    'kafka/cluster.yaml': `${kafkaResource(`    version: ${kafka}\n    metadataVersion: ${metadata}\n`, {
      api: 'v1beta2',
      annotations: '    strimzi.io/kraft: enabled\n    strimzi.io/node-pools: enabled\n',
    })}---\n${nodePool}`,
  };
}

export interface LiveOpts {
  operator?: string;
  /** `''` leaves status.operatorLastSuccessfulVersion out (older operators, forks). */
  lastSuccessful?: string;
  specKafka?: string;
  statusKafka?: string;
  specMetadata?: string;
  statusMetadata?: string;
  pods?: string[];
  ready?: 'True' | 'False';
  warning?: string;
  annotations?: Record<string, string>;
  rebalance?: string;
  time?: string;
}

/** A `kubectl get … -A -o yaml` export of that cluster, healthy unless told otherwise. */
export function liveState(o: LiveOpts = {}): string {
  const time = o.time ?? '2025-12-30T10:00:00Z';
  const pods = (o.pods ?? ['4.1.0', '4.1.0', '4.1.0'])
    .map(
      (v, i) => `- apiVersion: v1
  kind: Pod
  metadata:
    annotations:
      strimzi.io/kafka-version: ${v}
    creationTimestamp: "${time}"
    labels:
      strimzi.io/cluster: my-cluster
      strimzi.io/component-type: kafka
      strimzi.io/kind: Kafka
      strimzi.io/name: my-cluster-kafka
      strimzi.io/pool-name: pool
    name: my-cluster-pool-${i}
    namespace: kafka
    resourceVersion: "${100 + i}"
  spec:
    containers:
    - image: quay.io/strimzi/kafka:0.49.0-kafka-${v}
      name: kafka
  status:
    phase: Running
`,
    )
    .join('');
  const annotations = Object.entries(o.annotations ?? {})
    .map(([k, v]) => `      ${k}: "${v}"\n`)
    .join('');
  const warning = o.warning
    ? `    - lastTransitionTime: "${time}"
      message: ${o.warning}
      reason: MetadataUpdateFailed
      status: "True"
      type: Warning
`
    : '';
  const rebalance = o.rebalance
    ? `- apiVersion: kafka.strimzi.io/v1beta2
  kind: KafkaRebalance
  metadata:
    creationTimestamp: "${time}"
    labels:
      strimzi.io/cluster: my-cluster
    name: rb
    namespace: kafka
  spec: {}
  status:
    conditions:
    - lastTransitionTime: "${time}"
      status: "True"
      type: ${o.rebalance}
`
    : '';
  return `apiVersion: v1
items:
- apiVersion: apps/v1
  kind: Deployment
  metadata:
    creationTimestamp: "${time}"
    name: strimzi-cluster-operator
    namespace: kafka
  spec:
    template:
      spec:
        containers:
        - image: quay.io/strimzi/operator:${o.operator ?? '0.49.0'}
          name: strimzi-cluster-operator
- apiVersion: kafka.strimzi.io/v1beta2
  kind: Kafka
  metadata:
${annotations ? `    annotations:\n${annotations}` : ''}    creationTimestamp: "${time}"
    name: my-cluster
    namespace: kafka
  spec:
    kafka:
      metadataVersion: ${o.specMetadata ?? '4.1-IV1'}
      version: ${o.specKafka ?? '4.1.0'}
  status:
    conditions:
    - lastTransitionTime: "${time}"
      status: "${o.ready ?? 'True'}"
      type: Ready
${warning}    kafkaMetadataVersion: ${o.statusMetadata ?? '4.1-IV1'}
    kafkaVersion: ${o.statusKafka ?? '4.1.0'}
${o.lastSuccessful === '' ? '' : `    operatorLastSuccessfulVersion: ${o.lastSuccessful ?? '0.49.0'}\n`}${pods}${rebalance}- apiVersion: v1
  data:
    token: c2VjcmV0LXZhbHVlLW5ldmVyLXByaW50ZWQ=
  kind: Secret
  metadata:
    name: app-credentials
    namespace: kafka
kind: List
metadata:
  resourceVersion: ""
`;
}

/** Writes files under a fresh temporary directory and returns its path. */
export const tempTree = (files: Record<string, string>): string =>
  writeTree(mkdtempSync(join(tmpdir(), 'ug-state-')), files);

/** Runs one case through the CLI entry on real files in a temporary directory. */
export async function runCase(c: Case) {
  const [, base, head, state, extra = [], commit] = c;
  const dir = tempTree({
    ...Object.fromEntries(Object.entries(base).map(([p, t]) => [`base/${p}`, t])),
    ...Object.fromEntries(Object.entries(head).map(([p, t]) => [`head/${p}`, t])),
    ...(state !== undefined ? { 'state.yaml': state } : {}),
    'config.yml': 'state:\n  maxAge: 60\n',
  });
  if (commit) {
    const date = { GIT_COMMITTER_DATE: commit.committed, GIT_AUTHOR_DATE: commit.committed };
    git(dir, 'init', '-q');
    git(dir, 'add', 'state.yaml');
    gitWithEnv(dir, date, 'commit', '-q', '-m', 'state export');
    if (commit.changedSince) appendFileSync(join(dir, 'state.yaml'), '# exported again\n');
  }
  const args = ['--base', join(dir, 'base'), '--head', join(dir, 'head'), '--fail-on', 'never'];
  if (state !== undefined) args.push('--cluster-state', join(dir, 'state.yaml'));
  // The commit time is asked of the repository named by --repo, never of one found beside the file.
  if (commit) args.push('--repo', dir);
  args.push(...extra.map((a) => (a === 'config.yml' ? join(dir, a) : a)));
  const { code, report } = await cliJson(args);
  if (code !== 0) throw new Error(report);
  return JSON.parse(report) as {
    rules: { id: string; status: string; reason?: string }[];
    findings: { rule: string; message: string; severity: string }[];
  };
}
