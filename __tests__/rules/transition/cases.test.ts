import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { parseConfig } from '../../../src/config/load.js';
import { transitionRules } from '../../../src/rules/transition/index.js';
import { checkTransitions } from '../../../src/transitions/declarations.js';
import { gateOnFiles, statusOf } from '../../helpers/gate.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { aerospike, CASES, cluster, deploy, example, ids, image, runTransitionCase } from './cases.js';

testRuleCases(transitionRules, CASES, runTransitionCase);

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
