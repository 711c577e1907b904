import { matchHead } from '../../src/index/sides.js';
import { crdOf, schemaVersion } from '../helpers/crd.js';
import { gateOnFiles } from '../helpers/gate.js';

// A CRD whose schema has a pattern RE2 cannot compile (crd/invalid): on a file that moves without
// change, the finding is "already present" and must name the head path and line.
const crd = crdOf(
  'widgets',
  'example.com',
  'Widget',
  schemaVersion('v1', true, { name: 'string, pattern: "^(?=a)b$"' }),
);

const invalid = (r: ReturnType<typeof gateOnFiles>) =>
  r.findings
    .filter((f) => f.rule === 'crd/invalid')
    .map((f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(0, 40)}`);

describe('a file moved without change', () => {
  it('is read once and its findings name the head path, at the same lines', () => {
    const moved = gateOnFiles({ 'crds/widget.yaml': crd }, { 'platform/crds/widget.yaml': crd });
    expect(invalid(moved)).toEqual([
      'warn platform/crds/widget.yaml:20 pattern "^(?=a)b$" is not valid RE2 (inv',
    ]);
  });

  it('gives the findings a copy with another text would give (one byte more: read on its own)', () => {
    const moved = gateOnFiles({ 'crds/widget.yaml': crd }, { 'platform/crds/widget.yaml': crd });
    const copied = gateOnFiles({ 'crds/widget.yaml': crd }, { 'platform/crds/widget.yaml': `${crd}\n` });
    expect(invalid(moved)).toEqual(invalid(copied));
    expect(moved.summary).toEqual(copied.summary);
  });

  it('is matched only to a text read the same way (kustomization and .json files are not)', () => {
    const k = 'resources:\n  - a.yaml\n';
    const base = [
      { path: 'app/kustomization.yaml', text: k },
      { path: 'app/a.yaml', text: 'a: 1\n' },
      { path: 'app/b.yaml', text: 'b: 1\n' },
    ];
    const head = [
      { path: 'app/notes.yaml', text: k }, // a kustomization's text, read as an ordinary file
      { path: 'other/kustomization.yaml', text: k }, // moved kustomization
      { path: 'app/a.json', text: 'a: 1\n' }, // JSON files are not checked for go-yaml line breaks
      { path: 'moved/a.yaml', text: 'a: 1\n' },
      { path: 'app/b.yaml', text: 'b: 1\n' },
    ];
    expect(matchHead(base, head)).toEqual([
      { moved: undefined },
      { moved: 0 },
      { moved: undefined },
      { moved: 1 },
      { same: 2 },
    ]);
  });
});
