import { helmRules } from '../../../src/rules/helm/index.js';
import { findingsOf, gateOnFiles } from '../../helpers/gate.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { CASES, renderedFacts, runCase, thingsCrd } from './cases.js';

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

describe('templated CRDs, rendered', () => {
  it('judges the CRDs helm rendered from templates/, naming the template', () => {
    const c = CASES['helm/chart-changed']!.find((x) => x.what.includes('defines CRDs in templates/'))!;
    const rendered = `---\n# Source: widgets/templates/crd-things.yaml\n${thingsCrd}`;
    const facts = renderedFacts(new Map([['head //HelmRelease/widgets', { yaml: rendered }]]));
    const r = gateOnFiles(c.base, c.head, {}, facts);
    expect(findingsOf(r, 'helm/chart-changed').map((f) => [f.severity, f.line, f.unjudged])).toEqual([
      ['notice', 16, undefined],
    ]);
    // A CRD only the new chart's templates define: installed on head, named with its template.
    expect(findingsOf(r, 'helm/chart-changed')[0]!.message).toContain(
      'new in 3.0.0: templates/crd-things.yaml (rendered)',
    );
    expect(r.findings.some((f) => f.message.includes('not rendered'))).toBe(false);
    expect(findingsOf(r, 'crd/removed').map((f) => f.object)).toEqual([
      'CustomResourceDefinition/gadgets.example.com',
    ]);
  });
});
