import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { parseConfig } from '../../../src/config/load.js';
import type { GateConfig } from '../../../src/context.js';
import { registry } from '../../../src/rules/registry.js';
import { transitionRules } from '../../../src/rules/transition/index.js';
import { checkTransitions } from '../../../src/transitions/declarations.js';
import { gateOnFiles, statusOf } from '../../helpers/gate.js';

const ids = registry.map((r) => r.id);
const example = (name: string) =>
  parseConfig(readFileSync(`docs/examples/${name}`, 'utf8'), name, ids, [checkTransitions]);
const aerospike = example('aerospike.yml');
const image = example('deployment-image.yml');

const cluster = (version: string) => `apiVersion: aerospike.travelaudience.com/v1alpha2
kind: AerospikeCluster
metadata:
  name: db
  namespace: data
spec:
  nodeSelector: {}
  version: "${version}"
`;
const deploy = (tag: string) => `apiVersion: apps/v1
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

type Case = [
  label: string,
  base: string,
  head: string,
  config: GateConfig,
  facts?: { acks?: string[]; labels?: string[] },
];
const CASES: Record<string, Case[]> = {
  'transition/not-allowed': [
    ['4.0.0.4 → 4.1.0.1, both allowed', cluster('4.0.0.4'), cluster('4.1.0.1'), aerospike],
    ['4.1.0.1 → 4.1.0.9, not in `allowed`', cluster('4.1.0.1'), cluster('4.1.0.9'), aerospike],
    [
      'a move that matches an entry with `allow: false`',
      cluster('4.0.0.4'),
      cluster('4.0.0.5'),
      withAero({
        transitions: [
          { from: '4.0', to: '4.0', allow: false },
          { from: '*', to: '*' },
        ],
      }),
    ],
    [
      'an image pinned by digest',
      deploy(':v1.14.0'),
      deploy('@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'),
      image,
    ],
  ],
  'transition/downgrade': [
    ['4.1.0.1 → 4.2.0.3', cluster('4.1.0.1'), cluster('4.2.0.3'), aerospike],
    ['4.2.0.3 → 4.1.0.1 with `downgrade: deny`', cluster('4.2.0.3'), cluster('4.1.0.1'), aerospike],
    [
      'the same with `downgrade: warn`',
      cluster('4.2.0.3'),
      cluster('4.1.0.1'),
      withAero({ downgrade: 'warn' }),
    ],
    [
      'the same with `downgrade: allow`',
      cluster('4.2.0.3'),
      cluster('4.1.0.1'),
      withAero({ downgrade: 'allow' }),
    ],
  ],
  'transition/skip-too-far': [
    ['1.4.2 → 1.5.0 with `maxSkip: { minor: 1 }`', deploy(':v1.4.2'), deploy(':v1.5.0'), image],
    ['1.4.2 → 1.6.0 with `maxSkip: { minor: 1 }`', deploy(':v1.4.2'), deploy(':v1.6.0'), image],
    ['1.4.2 → 2.0.0 with `maxSkip: { major: 0 }`', deploy(':v1.4.2'), deploy(':v2.0.0'), image],
  ],
  'transition/strategy-required': [
    ['4.1.0.1 → 4.2.0.3 without acknowledgement', cluster('4.1.0.1'), cluster('4.2.0.3'), aerospike],
    [
      'the same with the PR label `upgrade-strategy/recreate-pvcs`',
      cluster('4.1.0.1'),
      cluster('4.2.0.3'),
      aerospike,
      { labels: ['upgrade-strategy/recreate-pvcs'] },
    ],
    [
      'the same with `--ack recreate-pvcs`',
      cluster('4.1.0.1'),
      cluster('4.2.0.3'),
      aerospike,
      { acks: ['recreate-pvcs'] },
    ],
    [
      'a strategy with `severity: warn`',
      cluster('4.1.0.1'),
      cluster('4.2.0.3'),
      withAero({ strategies: { 'recreate-pvcs': { severity: 'warn' } } }),
    ],
    ['4.0.0.4 → 4.1.0.1 (no strategy needed)', cluster('4.0.0.4'), cluster('4.1.0.1'), aerospike],
  ],
};

describe.each(transitionRules.map((r) => [r.id, r] as const))('%s', (id, rule) => {
  it('every docs case has a test case and the other way round', () => {
    expect((CASES[id] ?? []).map((c) => c[0])).toEqual(rule.docs!.cases.map((c) => c[0]));
  });
  it.each(rule.docs!.cases)('%s → %s', (label, verdict) => {
    const [, base, head, config, facts] = CASES[id]!.find((c) => c[0] === label)!;
    // The head file is renamed: objects pair by identity, not by path.
    const result = gateOnFiles({ 'a.yaml': base }, { 'renamed.yaml': head }, config, facts);
    expect(statusOf(result, id)).toBe(verdict);
  });
});

describe('transition findings', () => {
  it('point at the version line and list the strategy steps', () => {
    const result = gateOnFiles({ 'a.yaml': cluster('4.1.0.1') }, { 'a.yaml': cluster('4.2.0.3') }, aerospike);
    const f = result.findings.find((x) => x.rule === 'transition/strategy-required')!;
    expect(f).toMatchObject({ file: 'a.yaml', line: 8, object: 'AerospikeCluster/data/db' });
    expect(f.message).toContain('1. Back up every namespace');
    expect(f.message).toContain('upgrade-strategy/recreate-pvcs');
  });

  it('read image tags from a selected container, ignoring registry ports', () => {
    const result = gateOnFiles({ 'd.yaml': deploy(':v1.4.2') }, { 'd.yaml': deploy(':v1.6.0') }, image);
    const f = result.findings.find((x) => x.rule === 'transition/skip-too-far')!;
    expect(f.line).toBe(13);
    expect(f.message).toContain('v1.4.2 → v1.6.0');
  });

  it('say when the field appears or disappears', () => {
    const noVersion = cluster('4.1.0.1').replace(/ {2}version: .*\n/, '');
    const result = gateOnFiles({ 'a.yaml': noVersion }, { 'a.yaml': cluster('4.1.0.1') }, aerospike);
    expect(result.findings.some((f) => f.severity === 'notice' && f.message.includes('appears'))).toBe(true);
  });

  it('order semver pre-releases as semver does: v1.16.0-rc.2 → v1.16.0-rc.10 is an upgrade', () => {
    const up = gateOnFiles(
      { 'd.yaml': deploy(':v1.16.0-rc.2') },
      { 'd.yaml': deploy(':v1.16.0-rc.10') },
      image,
    );
    expect(statusOf(up, 'transition/downgrade')).toBe('pass');
    const down = gateOnFiles(
      { 'd.yaml': deploy(':v1.16.0-rc.10') },
      { 'd.yaml': deploy(':v1.16.0-rc.2') },
      image,
    );
    expect(statusOf(down, 'transition/downgrade')).toBe('fail');
    expect(down.findings.find((f) => f.rule === 'transition/downgrade')).toMatchObject({
      file: 'd.yaml',
      line: 13,
    });
  });

  it('the Flux HelmRelease example gates the chart version', () => {
    const flux = example('flux-helmrelease.yml');
    const hr = (v: string) =>
      `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: strimzi-kafka-operator\n  namespace: kafka\nspec:\n  chart:\n    spec:\n      chart: strimzi-kafka-operator\n      version: ${v}\n`;
    const up = gateOnFiles({ 'hr.yaml': hr('0.51.0') }, { 'hr.yaml': hr('1.0.0') }, flux);
    expect(statusOf(up, 'transition/strategy-required')).toBe('fail');
    const down = gateOnFiles({ 'hr.yaml': hr('0.51.0') }, { 'hr.yaml': hr('0.49.0') }, flux);
    expect(statusOf(down, 'transition/downgrade')).toBe('fail');
    expect(
      statusOf(
        gateOnFiles({ 'hr.yaml': hr('0.49.0') }, { 'hr.yaml': hr('0.51.0') }, flux),
        'transition/downgrade',
      ),
    ).toBe('pass');
  });
});

describe('bad declarations are config errors with key and line', () => {
  const bad = (yaml: string) => {
    try {
      parseConfig(yaml, 'gate.yml', ids, [checkTransitions]);
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('expected an error');
  };
  it.each([
    [
      'an unknown scheme',
      'transitions:\n  - id: x\n    match: {kind: X}\n    field: spec.v\n    scheme: roman\n',
      /gate\.yml:5: transitions\[0\]\.scheme: must be one of/,
    ],
    [
      'a range that does not parse',
      'transitions:\n  - id: x\n    match: {kind: X}\n    field: spec.v\n    transitions:\n      - {from: ">=abc", to: "*"}\n',
      /gate\.yml:6: transitions\[0\]\.transitions\[0\]\.from: range ">=abc" is not a semver range/,
    ],
    [
      'a strategy that is not defined',
      'transitions:\n  - id: x\n    match: {kind: X}\n    field: spec.v\n    transitions:\n      - {from: "*", to: "*", strategy: nope}\n',
      /transitions\[0\]\.transitions\[0\]\.strategy: strategy "nope" is not defined/,
    ],
    [
      'an allowed version outside the scheme',
      'transitions:\n  - id: x\n    match: {kind: X}\n    field: spec.v\n    allowed: ["1.x.y"]\n',
      /gate\.yml:5: transitions\[0\]\.allowed\[0\]: "1\.x\.y" is not a semver version/,
    ],
  ])('%s', (_name, yaml, pattern) => {
    expect(bad(yaml)).toMatch(pattern);
  });

  it('the examples are valid', () => {
    for (const name of ['aerospike.yml', 'deployment-image.yml', 'flux-helmrelease.yml']) {
      expect(checkTransitions(example(name))).toEqual([]);
      expect(load(readFileSync(`docs/examples/${name}`, 'utf8'))).toBeTruthy();
    }
  });
});
