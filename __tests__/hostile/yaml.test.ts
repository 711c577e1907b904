import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { writeTree } from '../helpers/git.js';
import { judged } from './judge.js';

/**
 * YAML is read the way Kubernetes tools read it, or refused: U+0085, U+2028 and U+2029 end a line
 * (and a comment) for go-yaml. `kubectl kustomize` on a folder holding the file is the reference.
 */
const KUBECTL = '/usr/bin/kubectl';
const kubectl = existsSync(KUBECTL);

/** What kustomize renders from one file, or undefined without kubectl. */
function kustomize(file: string): string | undefined {
  if (!kubectl) return undefined;
  const dir = writeTree(mkdtempSync(join(tmpdir(), 'ug-kz-')), {
    'kustomization.yaml': 'resources: [cm.yaml]\n',
    'cm.yaml': file,
  });
  const r = spawnSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  return r.status === 0 ? r.stdout : `error: ${r.stderr}`;
}

const hidden = (sep: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: "1" # a comment, then${sep}  b: "2"\n`;

describe.each([
  ['U+2028', '\u2028'],
  ['U+2029', '\u2029'],
  ['U+0085', '\u0085'],
])('%s in a comment', (name, sep) => {
  const text = hidden(sep);

  (kubectl ? it : it.skip)(`kubectl kustomize reads past it (${name} ends the comment for go-yaml)`, () => {
    expect(kustomize(text)).toMatch(/^ {2}b: "2"$/m);
  });
  if (!kubectl)
    it(`differential check against kubectl skipped: ${KUBECTL} is absent`, () => expect(kubectl).toBe(false));

  it('the gate refuses the file with a located failure instead of reading it differently', async () => {
    const r = await judged(`yaml ${name}`, () => gateOnFiles({}, { 'cm.yaml': text }));
    const f = findingsOf(r, 'input/parse-error');
    expect(f.map((x) => [x.file, x.line, x.severity])).toEqual([['cm.yaml', 6, 'fail']]);
    expect(f[0]!.message).toContain(name);
    expect(r.result).toBe('fail');
  });
});
