import { helmRules } from '../../../src/rules/helm/index.js';
import { findingsOf, gateOnFiles } from '../../helpers/gate.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { CASES, runCase } from './cases.js';

testRuleCases(helmRules, CASES, runCase);

describe('chart CRDs meet the CRD rules', () => {
  it('a CRD the new chart no longer ships is removed, at the release version line (CreateReplace)', () => {
    const c = CASES['helm/chart-changed']![0]!;
    const r = runCase(c) as ReturnType<typeof gateOnFiles>;
    expect(findingsOf(r, 'crd/removed').map((f) => [f.file, f.line, f.object])).toEqual([
      ['release.yaml', 16, 'CustomResourceDefinition/gadgets.example.com'],
    ]);
    const msg = findingsOf(r, 'helm/chart-changed')[0]!.message;
    expect(msg).toContain('crds/gadgets.yaml in widgets 1.0.0 (gadgets.example.com) is gone from 2.0.0');
  });
});
