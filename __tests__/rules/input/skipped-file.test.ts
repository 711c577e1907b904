import { skippedFile } from '../../../src/rules/input/skipped-file.js';
import { evaluateSnapshots } from '../../../src/evaluation.js';
import { configOf, findingsOf } from '../../helpers/gate.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { CASES, chart, cm, runCase, side } from './skipped-file.cases.js';

testRuleCases([skippedFile], CASES, runCase);

describe('input/skipped-file', () => {
  it('says why the file was not read', () => {
    const r = runCase(CASES['input/skipped-file']![2]!);
    expect(findingsOf(r, 'input/skipped-file')[0]?.message).toBe(
      'deploy/kafka.yaml is a Git LFS pointer: the manifest that would be applied is not in the repository, so it was not checked.',
    );
  });

  it('plain YAML under a chart’s templates/ (no {{) is read, not skipped', () => {
    const head = side({
      'deploy/Chart.yaml': chart,
      'deploy/templates/a.yaml': cm,
      'deploy/templates/b.yaml': cm,
    });
    const r = evaluateSnapshots(side({}), head, configOf(), { acks: [], labels: [], today: '2026-01-01' });
    expect(findingsOf(r, 'input/duplicate-object').map((f) => f.file)).toEqual(['deploy/templates/b.yaml']);
  });
});
