import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import AjvDraft04Module from 'ajv-draft-04';
import { renderAnnotations } from '../../src/report/annotations.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { GateResult } from '../../src/result/model.js';
import type { Finding } from '../../src/finding.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { registry } from '../../src/rules/registry.js';

function result(findings: Finding[]): GateResult {
  return {
    result: findings.some((f) => f.severity === 'fail') ? 'fail' : findings.length ? 'warn' : 'pass',
    summary: { pass: 1, warn: 0, fail: 1, skipped: 1 },
    rules: [
      {
        id: 'crd/field-removed',
        title: 'Field removed',
        category: 'crd',
        status: 'fail',
        severity: 'fail',
        findings: findings.length,
      },
      {
        id: 'crd/type-changed',
        title: 'Type changed',
        category: 'crd',
        status: 'pass',
        severity: 'fail',
        findings: 0,
      },
      {
        id: 'crd/description-changed',
        title: 'Docs',
        category: 'crd',
        status: 'skipped',
        severity: 'off',
        findings: 0,
        reason: 'off by default',
      },
    ],
    findings,
    base: 'main',
    head: 'pr',
  };
}
const f = (n: number, extra: Partial<Finding> = {}): Finding => ({
  rule: 'crd/field-removed',
  severity: 'fail',
  message: `field f${n} removed | with a <pipe>, 100% and a\nnew line`,
  file: 'crds/a,b:c.yaml',
  line: n,
  object: 'CustomResourceDefinition/x',
  path: `v1 ^.spec.f${n}`,
  ...extra,
});

describe('reporters', () => {
  it('JSON follows the contract, with stable keys and no undefined fields', () => {
    const json = JSON.parse(
      renderJson(result([f(1), f(2, { waived: { reason: 'ok' }, file: undefined, line: undefined })])),
    );
    expect(Object.keys(json)).toEqual(['version', 'result', 'base', 'head', 'summary', 'rules', 'findings']);
    expect(json.version).toBe(1);
    expect(json.rules[0]).toEqual({
      id: 'crd/field-removed',
      title: 'Field removed',
      status: 'fail',
      findings: 2,
    });
    expect(Object.keys(json.findings[0])).toEqual([
      'rule',
      'severity',
      'message',
      'file',
      'line',
      'object',
      'path',
    ]);
    expect(json.findings[1]).not.toHaveProperty('file');
    expect(json.findings[1].waived).toEqual({ reason: 'ok' });
    expect(renderJson(result([f(1)]))).toBe(renderJson(result([f(1)])));
    // What the gate could not judge says so; the field is absent everywhere else.
    const notJudged = JSON.parse(renderJson(result([f(1), f(3, { severity: 'notice', unjudged: true })])));
    expect(notJudged.findings[1].unjudged).toBe(true);
    expect(Object.keys(notJudged.findings[1]).at(-1)).toBe('unjudged');
    expect(notJudged.findings[0]).not.toHaveProperty('unjudged');
  });

  it('text has colour only when asked', () => {
    const plain = renderText(result([f(1)]), { color: false });
    expect(plain).not.toContain('\x1b[');
    expect(plain).toContain('crds/a,b:c.yaml:1');
    // The rule table only with --verbose; by default the causes and the verdict.
    expect(plain).not.toContain('skip  crd/description-changed');
    expect(plain).toMatch(
      /^FAIL: 1 problem \(1 rule\) · 1 rule passed · 1 skipped\. Every rule: --verbose\.$/m,
    );
    expect(renderText(result([f(1)]), { color: false, verbose: true })).toContain(
      'skip  crd/description-changed',
    );
    expect(renderText(result([f(1)]), { color: true })).toContain('\x1b[31m');
  });

  it('markdown escapes pipes and HTML, folds passing and skipped rules', () => {
    const md = renderMarkdown(result([f(1)]), {});
    expect(md).toContain('❌ upgrade-gate failed');
    expect(md).toContain('\\| with a &lt;pipe&gt;');
    expect(md).toMatch(/<details><summary>Passing rules \(1\)<\/summary>/);
    expect(md).toMatch(/<details><summary>Skipped rules \(1\)<\/summary>/);
  });

  it('markdown stays under the summary limit and says how many findings were left out', () => {
    const many = Array.from({ length: 20000 }, (_, i) =>
      f(i + 1, { message: `finding ${i} ${'x'.repeat(200)}` }),
    );
    const md = renderMarkdown(result(many), { maxBytes: 1_000_000 });
    expect(Buffer.byteLength(md)).toBeLessThan(1_000_000);
    const shown = md.split('\n').filter((l) => l.startsWith('- ')).length;
    expect(md).toContain(`${20000 - shown} more findings left out`);
  });

  it('annotations: most severe first, within ten per type with the step’s own, then one notice', () => {
    const fs = [
      ...Array.from({ length: 12 }, (_, i) => f(i + 1)),
      ...Array.from({ length: 3 }, (_, i) => f(i + 1, { severity: 'warn' })),
      ...Array.from({ length: 9 }, (_, i) => f(i + 1, { severity: 'notice' })),
      f(99, { waived: { reason: 'x' } }),
    ];
    const annotations = renderAnnotations(result(fs));
    expect(annotations).toHaveLength(21);
    expect(annotations[0]).toEqual({
      level: 'error',
      message: 'field f1 removed | with a <pipe>, 100% and a\nnew line',
      properties: {
        title: 'crd/field-removed CustomResourceDefinition/x',
        file: 'crds/a,b:c.yaml',
        startLine: 1,
      },
    });
    const count = (level: string) => annotations.filter((a) => a.level === level).length;
    expect([count('error'), count('warning')]).toEqual([9, 3]);
    // Eight notices, so that this one and the action's own notice stay within GitHub's ten.
    expect(count('notice')).toBe(9);
    expect(annotations[20]).toEqual({
      level: 'notice',
      message: '4 more findings than GitHub shows as annotations: see the job summary.',
      properties: { title: 'upgrade-gate' },
    });
  });

  it('annotations are written as workflow commands, which escape the message and the properties', () => {
    const printed: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => printed.push(chunk) > 0) as typeof process.stdout.write;
    try {
      for (const a of renderAnnotations(result([f(1)]))) core[a.level](a.message, a.properties);
    } finally {
      process.stdout.write = write;
    }
    expect(printed).toEqual([
      '::error title=crd/field-removed CustomResourceDefinition/x,file=crds/a%2Cb%3Ac.yaml,line=1::field f1 removed | with a <pipe>, 100%25 and a%0Anew line\n',
    ]);
  });

  it('SARIF 2.1.0: one rule per gate rule, results with locations, waived ones suppressed', () => {
    const source = { repositoryUrl: 'https://github.com/acme/upgrade-gate', ref: 'v1.2.0' };
    const sarif = JSON.parse(
      renderSarif(result([f(3), f(4, { waived: { reason: 'accepted' } })]), registry, '0.1.0', {
        source,
        runId: '42',
      }),
    );
    // The published SARIF 2.1.0 JSON Schema (draft-04; see __tests__/schemas/README.md).
    const schema = JSON.parse(readFileSync('__tests__/schemas/sarif-2.1.0-rtm.5.json', 'utf8'));
    const ajv = new AjvDraft04Module.default({ strict: false, allErrors: true, unicodeRegExp: false });
    ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S*$/i);
    ajv.addFormat('uri-reference', /^\S*$/);
    ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    const validate = ajv.compile(schema);
    expect(validate(sarif) || validate.errors).toBe(true);
    const fieldRemoved = sarif.runs[0].tool.driver.rules.find(
      (r: { id: string }) => r.id === 'crd/field-removed',
    );
    expect(fieldRemoved.help.text).toMatch(/Why: Kubernetes prunes fields[\s\S]*Fix: Keep the field/);
    expect(fieldRemoved.helpUri).toBe(
      'https://github.com/acme/upgrade-gate/blob/v1.2.0/docs/rules/crd/field-removed.md',
    );
    expect(fieldRemoved.help.markdown).toContain(`(${fieldRemoved.helpUri})`);
    expect(sarif.runs[0].tool.driver.informationUri).toBe('https://github.com/acme/upgrade-gate');
    expect(sarif.runs[0].automationDetails).toEqual({ id: 'upgrade-gate/42' });
    const broken = structuredClone(sarif);
    broken.runs[0].results[0].level = 'fatal';
    expect(validate(broken)).toBe(false);
    expect(sarif.runs[0].tool.driver.rules).toHaveLength(registry.length);
    expect(sarif.runs[0].results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'crds/a%2Cb%3Ac.yaml' },
      region: { startLine: 3 },
    });
    expect(sarif.runs[0].results[1].suppressions).toEqual([{ kind: 'external', justification: 'accepted' }]);
  });

  it('SARIF fingerprints: the same for a finding that moved lines or was reworded, one per rule, object and path', () => {
    const prints = (fs: Finding[]) =>
      JSON.parse(renderSarif(result(fs), registry, '0.1.0')).runs[0].results.map(
        (r: { partialFingerprints: Record<string, string> }) =>
          r.partialFingerprints['upgradeGateFinding/v1'],
      ) as string[];
    const [first] = prints([f(3)]);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(prints([f(3, { line: 40, message: 'reworded' })])).toEqual([first]);
    expect(prints([f(3, { file: 'moved/crds.yaml' })])).toEqual([first]);
    expect(prints([f(3, { path: 'v1 ^.spec.other' })])).not.toEqual([first]);
    expect(prints([f(3, { rule: 'crd/type-changed' })])).not.toEqual([first]);
    // Findings about a file, not an object, are told apart by file; repeats are numbered in order.
    const parse = (file: string, line: number): Finding =>
      f(line, { rule: 'input/parse-error', object: undefined, path: undefined, file });
    const [a, b, c] = prints([parse('a.yaml', 1), parse('a.yaml', 9), parse('b.yaml', 1)]);
    expect(b).toBe(`${a}:2`);
    expect(c).not.toBe(a);
    // Without a source (the CLI) there is no link to guess, and no placeholder either.
    const cli = JSON.parse(renderSarif(result([f(3)]), registry, '0.1.0'));
    expect(cli.runs[0].tool.driver.rules[0]).not.toHaveProperty('helpUri');
    expect(cli.runs[0].tool.driver).not.toHaveProperty('informationUri');
    expect(cli.runs[0].automationDetails).toEqual({ id: 'upgrade-gate/' });
  });
});
