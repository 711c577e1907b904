import { join } from 'node:path';
import { marked } from 'marked';
import { defaultOptions } from '../../src/options.js';
import type { Finding } from '../../src/finding.js';
import { renderComment, renderMarkdown } from '../../src/report/markdown.js';
import { blobUrl, type ReportLinks } from '../../src/report/md.js';
import type { GateResult } from '../../src/result/model.js';
import { runGate } from '../../src/run.js';

/** The links the action builds (github/publish.ts reportLinks): docs and files at a head commit. */
const SHA = 'a'.repeat(40);
const links: ReportLinks = {
  docs: (id) => blobUrl('https://github.com/acme/upgrade-gate', 'v1', `docs/rules/${id}.md`),
  file: (path, line) => blobUrl('https://github.com/acme/platform', SHA, path, line),
};
const OURS = [
  'https://github.com/acme/upgrade-gate/blob/v1/',
  `https://github.com/acme/platform/blob/${SHA}/`,
];

/** The comment as GitHub would show it: GFM to HTML (autolinks on), checked without a browser. */
const html = (md: string) => marked.parse(md, { gfm: true, async: false });
const text = (h: string) => h.replace(/<[^>]*>/g, '');

function assertInert(h: string): void {
  for (const m of h.matchAll(/<a\s[^>]*href="([^"]*)"/g))
    expect(OURS.some((o) => m[1]!.startsWith(o)) ? 'ours' : m[1]).toBe('ours');
  expect(h).not.toMatch(/<img\b/i);
  expect(h).not.toMatch(/<(script|iframe|form|input)\b/i);
  // A mention is @ followed by a name; an autolink a scheme or www. in plain text.
  expect(text(h)).not.toMatch(/@[A-Za-z0-9]/);
  expect(text(h)).not.toMatch(/https?:\/\/|\bwww\.[a-z]/i);
}

const hostile = (n: number): Finding => ({
  rule: 'strimzi/api-version',
  severity: 'fail',
  message: `kafka.strimzi.io/v1beta2 @octocat ![x](https://evil.example/${n}.png) [click](https://evil.example) <img src=x onerror=alert(1)> www.evil.example https://evil.example/a?b=(c) \`code\` | pipe. Convert it to kafka.strimzi.io/v1 first, with an operator that serves both.`,
  file: `deploy/[x](https://evil.example)/@team/![i](https://evil.example/i.png)<b>${n}</b>.yaml`,
  line: n,
  object: `Kafka/@org/team-${n}`,
  path: 'apiVersion',
});

function hostileResult(): GateResult {
  return {
    result: 'fail',
    summary: { pass: 1, warn: 0, fail: 1, skipped: 0 },
    rules: [
      {
        id: 'strimzi/api-version',
        title: 'API',
        category: 'strimzi',
        status: 'fail',
        severity: 'fail',
        findings: 3,
      },
      { id: 'crd/type-changed', title: 'T', category: 'crd', status: 'pass', severity: 'fail', findings: 0 },
    ],
    findings: [hostile(1), hostile(2), { ...hostile(3), rule: 'crd/type-changed', severity: 'warn' }],
    base: 'main@{u} [b](https://evil.example) @alice',
    head: 'feature/@bob <img src=x>',
    plan: {
      title: 'Upgrade plan: @carol',
      steps: ['Set spec.kafka.version: [4](https://evil.example) @dave'],
      note: 'www.evil.example',
    },
  };
}

describe('the PR comment as HTML', () => {
  it('no PR string becomes a link, an image, a mention or HTML (comment and job summary)', () => {
    const r = hostileResult();
    for (const md of [renderComment(r, { links }), renderMarkdown(r, { links })]) {
      const h = html(md);
      assertInert(h);
      // The strings are still there to read.
      expect(text(h)).toContain('evil.example');
      expect(h).toContain(`href="https://github.com/acme/platform/blob/${SHA}/deploy/%5Bx%5D`);
    }
  });

  it('the Strimzi 0.49 → 1.0 Renovate PR: under 5 KB, the first bullet converts to v1, inert', async () => {
    const dir = join(process.cwd(), 'fixtures', 'strimzi-renovate-1.0');
    const result = await runGate(
      defaultOptions({
        base: { dir: join(dir, 'base') },
        head: { dir: join(dir, 'head') },
        configFrom: 'file',
        today: '2026-01-01',
      }),
    );
    const labelled = { ...result, base: 'main (1a2b3c4)', head: 'renovate/strimzi-1.x (5d6e7f8)' };
    const md = renderComment(labelled, {
      links,
      rest: 'the [job summary](https://github.com/acme/platform/actions/runs/1)',
    });
    if (process.env.SHOW_COMMENT) process.stdout.write(md);
    expect(Buffer.byteLength(md)).toBeLessThan(5 * 1024);
    const firstBullet = md.split('\n').find((l) => /^1\. /.test(l))!;
    expect(firstBullet).toMatch(/Convert these resources/);
    expect(firstBullet).toContain('platform/kafka/my-cluster.yaml');
    expect(md).toMatch(/<summary>Upgrade plan: Strimzi 0\.49\.0 \/ Kafka 4\.1\.1 → Strimzi 1\.0\.0/);
    const plan = labelled.plan!.steps;
    expect(plan[0]).toMatch(/Convert every Strimzi resource .*kafka\.strimzi\.io\/v1/);
    expect(plan[1]).toMatch(/storedVersions/);
    const h = html(md);
    expect(h.match(/<tr>/g)!.length).toBeLessThanOrEqual(11); // header + at most ten rows
    for (const m of h.matchAll(/<a\s[^>]*href="([^"]*)"/g))
      expect([...OURS, 'https://github.com/acme/platform/actions/'].some((o) => m[1]!.startsWith(o))).toBe(
        true,
      );
  });
});
