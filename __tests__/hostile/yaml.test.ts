import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { judged } from './judge.js';
import { KUBECTL, kubectl, kustomize } from './kustomize.js';

/**
 * YAML is read the way Kubernetes tools read it, or refused: U+0085, U+2028 and U+2029 end a line
 * (and a comment) for go-yaml. `kubectl kustomize` on a folder holding the file is the reference.
 */

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

/**
 * Plain scalars where js-yaml's YAML 1.1 and go-yaml v3 (kustomize) disagree, with the value
 * kustomize v5.5 gives (checked live where kubectl is installed). `n`, `y` as keys too.
 */
const SCALARS: [string, unknown][] = [
  ['y', 'y'],
  ['n', 'n'],
  ['yes', 'yes'],
  ['NO', 'NO'],
  ['on', 'on'],
  ['Off', 'Off'],
  ['TRUE', true],
  ['false', false],
  ['1:20', '1:20'],
  ['190:20:30.15', '190:20:30.15'],
  ['0o17', 15],
  ['-0o7', -7],
  ['0755', 493],
  ['1_000', 1000],
  ['1.5e3', 1500],
  ['1e3', 1000],
  ['0x1F', 31],
  ['=', '='],
  ['~', null],
];

/** What kustomize makes of `key: <scalar>`: its output line, read back as JSON by `kubectl kustomize -o json`-free means. */
function kustomizeValue(scalar: string): unknown {
  const out = kustomize(`apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\nspec:\n  v: ${scalar}\n`)!;
  const line = /^ {2}v: (.*)$/m.exec(out)?.[1];
  if (line === undefined) return `unreadable: ${out}`;
  return line === 'null'
    ? null
    : /^-?\d+(\.\d+)?$/.test(line) || /^(true|false)$/.test(line)
      ? JSON.parse(line)
      : JSON.parse(line.startsWith('"') ? line : JSON.stringify(line));
}

describe('plain scalars are read as kustomize (go-yaml v3) reads them', () => {
  it.each(SCALARS)('%s', async (scalar, want) => {
    const key = typeof want === 'string' ? scalar : 'k';
    const text = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\nspec:\n  v: ${scalar}\n  ${key}: key\n`;
    const r = await judged(`yaml scalar ${scalar}`, () => gateOnFiles({}, { 'cm.yaml': text }));
    expect(findingsOf(r, 'input/parse-error')).toEqual([]);
    const { parseFile } = await import('../../src/manifests/parse.js');
    const spec = parseFile({ path: 'cm.yaml', text }).objects[0]!.value.spec as Record<string, unknown>;
    expect(spec.v).toEqual(want);
    // As a key, a scalar that is not a string is refused (see yaml-values.test.ts).
    if (typeof want === 'string') expect(Object.keys(spec)).toContain(want);
    if (kubectl) expect(kustomizeValue(scalar)).toEqual(want);
  });
});
