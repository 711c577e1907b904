import { readFileSync } from 'node:fs';
import { parseConfig } from '../../../src/config/load.js';
import type { GateConfig } from '../../../src/context.js';
import { registry } from '../../../src/rules/registry.js';
import { checkTransitions } from '../../../src/transitions/declarations.js';
import { gateOnFiles } from '../../helpers/gate.js';
import type { RuleCase } from '../../helpers/rule-tester.js';

export const ids = registry.map((r) => r.id);
export const example = (name: string) =>
  parseConfig(readFileSync(`docs/examples/${name}`, 'utf8'), name, ids, [checkTransitions]);
export const aerospike = example('aerospike.yml');
export const image = example('deployment-image.yml');

export const cluster = (version: string) => `apiVersion: aerospike.travelaudience.com/v1alpha2
kind: AerospikeCluster
metadata:
  name: db
  namespace: data
spec:
  nodeSelector: {}
  version: "${version}"
`;
export const deploy = (tag: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: cert-manager
  namespace: cert-manager
spec:
  template:
    spec:
      containers:
        - name: sidecar
          image: busybox:1.0
        - name: cert-manager-controller
          image: quay.io:443/jetstack/cert-manager-controller${tag}
`;
const withAero = (patch: Record<string, unknown>): GateConfig => ({
  ...aerospike,
  transitions: [{ ...(aerospike.transitions[0] as object), ...patch }],
});

interface Case extends RuleCase {
  base: string;
  head: string;
  config: GateConfig;
  facts?: { acks?: string[]; labels?: string[] };
}
/** Keyed by rule id: each rule's docs table is exactly its rows here (npm run docs). */
export const CASES: Record<string, Case[]> = {
  'transition/not-allowed': [
    {
      what: '4.0.0.4 → 4.1.0.1, both allowed',
      verdict: 'pass',
      at: [],
      base: cluster('4.0.0.4'),
      head: cluster('4.1.0.1'),
      config: aerospike,
    },
    {
      what: '4.1.0.1 → 4.1.0.9, not in `allowed`',
      verdict: 'fail',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.1.0.1'),
      head: cluster('4.1.0.9'),
      config: aerospike,
    },
    {
      what: 'a move that matches an entry with `allow: false`',
      verdict: 'fail',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.0.0.4'),
      head: cluster('4.0.0.5'),
      config: withAero({
        transitions: [
          { from: '4.0', to: '4.0', allow: false },
          { from: '*', to: '*' },
        ],
      }),
    },
    {
      what: 'an image pinned by digest',
      verdict: 'pass',
      at: ['renamed.yaml:13 spec.template.spec.containers[name=cert-manager-controller].image:tag'],
      base: deploy(':v1.14.0'),
      head: deploy('@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'),
      config: image,
    },
  ],
  'transition/downgrade': [
    {
      what: '4.1.0.1 → 4.2.0.3',
      verdict: 'pass',
      at: [],
      base: cluster('4.1.0.1'),
      head: cluster('4.2.0.3'),
      config: aerospike,
    },
    {
      what: '4.2.0.3 → 4.1.0.1 with `downgrade: deny`',
      verdict: 'fail',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.2.0.3'),
      head: cluster('4.1.0.1'),
      config: aerospike,
    },
    {
      what: 'the same with `downgrade: warn`',
      verdict: 'warn',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.2.0.3'),
      head: cluster('4.1.0.1'),
      config: withAero({ downgrade: 'warn' }),
    },
    {
      what: 'the same with `downgrade: allow`',
      verdict: 'pass',
      at: [],
      base: cluster('4.2.0.3'),
      head: cluster('4.1.0.1'),
      config: withAero({ downgrade: 'allow' }),
    },
  ],
  'transition/skip-too-far': [
    {
      what: '1.4.2 → 1.5.0 with `maxSkip: { minor: 1 }`',
      verdict: 'pass',
      at: [],
      base: deploy(':v1.4.2'),
      head: deploy(':v1.5.0'),
      config: image,
    },
    {
      what: '1.4.2 → 1.6.0 with `maxSkip: { minor: 1 }`',
      verdict: 'fail',
      at: ['renamed.yaml:13 spec.template.spec.containers[name=cert-manager-controller].image:tag'],
      base: deploy(':v1.4.2'),
      head: deploy(':v1.6.0'),
      config: image,
    },
    {
      what: '1.4.2 → 2.0.0 with `maxSkip: { major: 0 }`',
      verdict: 'fail',
      at: ['renamed.yaml:13 spec.template.spec.containers[name=cert-manager-controller].image:tag'],
      base: deploy(':v1.4.2'),
      head: deploy(':v2.0.0'),
      config: image,
    },
  ],
  'transition/strategy-required': [
    {
      what: '4.1.0.1 → 4.2.0.3 without acknowledgement',
      verdict: 'fail',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.1.0.1'),
      head: cluster('4.2.0.3'),
      config: aerospike,
    },
    {
      what: 'the same with the PR label `upgrade-strategy/recreate-pvcs`',
      verdict: 'pass',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.1.0.1'),
      head: cluster('4.2.0.3'),
      config: aerospike,
      facts: { labels: ['upgrade-strategy/recreate-pvcs'] },
    },
    {
      what: 'the same with `--ack recreate-pvcs`',
      verdict: 'pass',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.1.0.1'),
      head: cluster('4.2.0.3'),
      config: aerospike,
      facts: { acks: ['recreate-pvcs'] },
    },
    {
      what: 'a strategy with `severity: warn`',
      verdict: 'warn',
      at: ['renamed.yaml:8 spec.version'],
      base: cluster('4.1.0.1'),
      head: cluster('4.2.0.3'),
      config: withAero({ strategies: { 'recreate-pvcs': { severity: 'warn' } } }),
    },
    {
      what: '4.0.0.4 → 4.1.0.1 (no strategy needed)',
      verdict: 'pass',
      at: [],
      base: cluster('4.0.0.4'),
      head: cluster('4.1.0.1'),
      config: aerospike,
    },
  ],
};

/** Runs one case; the head file is renamed: objects pair by identity, not by path. */
export const runTransitionCase = (c: Case) =>
  gateOnFiles({ 'a.yaml': c.base }, { 'renamed.yaml': c.head }, c.config, c.facts);
