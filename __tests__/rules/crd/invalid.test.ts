import { findingsOf, gateOnFiles } from '../../helpers/gate.js';
import { yamlCrd } from './cases.js';

// The rule's table is in cases.ts (run by cases.test.ts); here, what its message says.
describe('crd/invalid', () => {
  it('names the rival CRD and its file when two CRDs claim one kind', () => {
    const r = gateOnFiles(
      {},
      { 'crd.yaml': yamlCrd(), 'z-rival.yaml': yamlCrd({ name: 'gadgets.example.com', plural: 'gadgets' }) },
    );
    expect(findingsOf(r, 'crd/invalid').map((f) => [f.file, f.line, f.message])).toEqual([
      [
        'z-rival.yaml',
        9,
        'kind example.com/Widget is also claimed by widgets.example.com (crd.yaml): the API server accepts one CRD per kind, the one established first, so custom resources of it are validated against both here.',
      ],
    ]);
  });
});
