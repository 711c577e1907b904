import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderJson } from '../../src/report/json.js';
import { findingsOf, gateOnFiles } from '../helpers/gate.js';
import { cliJson } from '../helpers/cli.js';
import { judged } from './judge.js';

/**
 * Hostile and broken input: each case gives a located finding or a clean skip, in bounded time, and
 * leaves every other file's findings intact (a duplicated ConfigMap in other files must still fail).
 */
const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: twin}\n';
const others = { 'other/a.yaml': cm, 'other/b.yaml': cm };
const head = (name: string, text: string) => ({ ...others, [name]: text });
const k8s = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n';

function billionLaughs(): string {
  let doc = `${k8s}a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n`;
  for (let i = 1; i < 10; i++)
    doc += `a${i}: &a${i} [${Array(10)
      .fill(`*a${i - 1}`)
      .join(', ')}]\n`;
  return doc;
}

type Expect = { problem?: RegExp; line?: number; objects?: boolean };
const CASES: [string, string, Expect][] = [
  ['alias bomb (billion laughs)', billionLaughs(), { problem: /excessive aliasing/, line: 9 }],
  [
    'nesting 10,000 deep',
    `${k8s}data: ${'['.repeat(10000)}${']'.repeat(10000)}\n`,
    { problem: /depth|nest/i },
  ],
  ['a 1 MiB line', `${k8s}data:\n  big: "${'x'.repeat(1 << 20)}"\n`, { objects: true }],
  [
    'NUL bytes past the binary sniff',
    `${k8s}data:\n  a: "${'y'.repeat(9000)}"\n  b: "\u0000"\n`,
    { problem: /./ },
  ],
  ['a UTF-8 BOM', `\uFEFF${k8s}`, { objects: true }],
  ['CRLF line ends', k8s.replace(/\n/g, '\r\n'), { objects: true }],
  ['duplicate keys', `${k8s}data:\n  a: "1"\n  a: "2"\n`, { problem: /duplicate/i, line: 6 }],
  ['merge keys', `${k8s}base: &b {x: 1}\ndata:\n  <<: *b\n  y: "2"\n`, { objects: true }],
  // go-yaml keeps the value of an unknown tag (kustomize applies "secret/path").
  ['a custom tag', `${k8s}data: !vault secret/path\n`, { objects: true }],
  ['!!binary', `${k8s}binaryData:\n  a: !!binary aGVsbG8=\n`, { objects: true }],
  ['numbers like 1e309 and 1.0e309', `${k8s}data:\n  a: 1e309\n  b: 1.0e309\n`, { objects: true }],
  [
    '__proto__, constructor and prototype keys',
    `${k8s}__proto__: {polluted: yes}\nconstructor: {prototype: {polluted: yes}}\nprototype: {polluted: yes}\n`,
    { objects: true },
  ],
  ['a recursive alias', `${k8s}spec: &s {self: *s}\n`, { problem: /recursive alias/, line: 4 }],
  [
    'a million-element array',
    `${k8s}data: [${Array(1_000_001).fill('0').join(',')}]\n`,
    // Refused from the cheap measure, without a position for each node: more than a CR can hold.
    { problem: /too many nodes: .*more than a custom resource can hold .*1\.5 MiB/, line: 4 },
  ],
  // Without a per-document text bound the parser needs over 512 MiB before any node limit applies.
  [
    'one 10 MB document of 5 million nodes',
    `${k8s}data: [${Array(5_000_000).fill('0').join(',')}]\n`,
    { problem: /document not read: its text is 10000059 characters/, line: 1 },
  ],
  [
    'five documents just under the node limit (8 MB)',
    Array(5)
      .fill(`${k8s}data: [${Array(786_400).fill('0').join(',')}]\n`)
      .join('---\n'),
    { problem: /file too large to judge: .*more than 1000000 nodes/, line: 6 },
  ],
  ['an empty file', '', {}],
  ['a file of only ---', '---\n---\n', {}],
];

describe('hostile input through the whole pipeline', () => {
  it.each(CASES)('%s', async (name, text, want) => {
    const result = await judged(`input ${name}`, () => gateOnFiles({}, head('evil.yaml', text)));
    // Every other file's findings are intact.
    expect(findingsOf(result, 'input/duplicate-object')).toHaveLength(1);
    const problems = findingsOf(result, 'input/parse-error').filter((f) => f.file === 'evil.yaml');
    if (want.problem) {
      expect(problems).toHaveLength(1);
      expect(problems[0]!.message).toMatch(want.problem);
      if (want.line) expect(problems[0]!.line).toBe(want.line);
    } else {
      expect(problems).toEqual([]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    // The report still renders.
    expect(() => renderJson(result)).not.toThrow();
  });

  it('a CRD schema that refers to itself through $ref is reported, not followed', () => {
    const crd = (extra: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: loops.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Loop, plural: loops}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object${extra}
`;
    const result = gateOnFiles(
      { 'crd.yaml': crd('') },
      { 'crd.yaml': crd("\n              $ref: '#/properties/spec'") },
    );
    expect(findingsOf(result, 'crd/unhandled-change')).toHaveLength(1);
  });

  it('a 50 MiB file is refused with a finding (size cap), others still checked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ug-big-'));
    const base = join(dir, 'base');
    const headDir = join(dir, 'head');
    for (const d of [base, headDir]) {
      (await import('node:fs')).mkdirSync(d);
    }
    writeFileSync(join(headDir, 'big.yaml'), `${k8s}data:\n  a: "${'z'.repeat(50 * 1024 * 1024)}"\n`);
    writeFileSync(join(headDir, 'a.yaml'), cm);
    writeFileSync(join(headDir, 'b.yaml'), cm);
    const { code, report } = await judged('input a 50 MiB file', () =>
      cliJson(['--base', base, '--head', headDir, '--fail-on', 'never']),
    );
    expect(code).toBe(0);
    const r = JSON.parse(report) as {
      findings: { rule: string; file: string; line: number; message: string }[];
    };
    const big = r.findings.find((f) => f.file === 'big.yaml')!;
    expect(big).toMatchObject({ rule: 'input/parse-error', line: 1 });
    expect(big.message).toMatch(/larger than the size cap/);
    expect(r.findings.some((f) => f.rule === 'input/duplicate-object')).toBe(true);
  });

  it('invalid UTF-8 is a finding at its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ug-utf-'));
    const fs = await import('node:fs');
    fs.mkdirSync(join(dir, 'base'));
    fs.mkdirSync(join(dir, 'head'));
    fs.writeFileSync(
      join(dir, 'head', 'bad.yaml'),
      Buffer.concat([Buffer.from(`${k8s}data:\n  a: "`), Buffer.from([0xc3, 0x28]), Buffer.from('"\n')]),
    );
    const { report } = await cliJson([
      '--base',
      join(dir, 'base'),
      '--head',
      join(dir, 'head'),
      '--fail-on',
      'never',
    ]);
    const f = (JSON.parse(report) as { findings: { file: string; line: number; message: string }[] })
      .findings[0]!;
    expect(f).toMatchObject({ file: 'bad.yaml', line: 5 });
    expect(f.message).toMatch(/UTF-8/);
  });
});
