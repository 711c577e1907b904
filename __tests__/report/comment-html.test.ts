import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
/** The gate's result on one of fixtures/, as the action would judge it (the fixture's config file). */
const fixtureResult = (name: string) => {
  const dir = join(process.cwd(), 'fixtures', name);
  return runGate(
    defaultOptions({
      base: { dir: join(dir, 'base') },
      head: { dir: join(dir, 'head') },
      configFrom: 'file',
      today: '2026-01-01',
    }),
  );
};

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
    findings: [
      hostile(1),
      hostile(2),
      { ...hostile(3), rule: 'crd/type-changed', severity: 'warn' },
      { ...hostile(4), rule: 'input/not-rendered', severity: 'notice', unjudged: true },
    ],
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
      // The strings are still there to read, the unjudged notice's too.
      expect(text(h)).toContain('evil.example');
      expect(text(h)).toMatch(/&lt;b&gt;4&lt;\/b&gt;\.yaml:4/);
      expect(h).toContain(`href="https://github.com/acme/platform/blob/${SHA}/deploy/%5Bx%5D`);
    }
  });

  it('the Strimzi 0.49 → 1.0 Renovate PR: under 5 KB, the first bullet converts to v1, inert', async () => {
    const result = await fixtureResult('strimzi-renovate-1.0');
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

  it("a vendored Gateway API v1.1 → v1.2 bump: starts with an action, one bullet for the dropped version, the repository's custom resources linked, the stored-version check not passed", async () => {
    const result = await fixtureResult('gateway-api-1.2-renovate');
    const md = renderComment({ ...result, base: 'main', head: 'renovate/gateway-api-1.x' }, { links });
    if (process.env.SHOW_COMMENT) process.stdout.write(md);
    const lines = md.split('\n');
    // What to do comes right after the verdict and the counts, and states actions, not rule titles.
    expect(lines.findIndex((l) => l === '**What to do**')).toBe(4);
    const bullets = lines.filter((l) => /^\d+\. /.test(l));
    expect(bullets).toHaveLength(1);
    expect(bullets[0]).toMatch(
      /^1\. ❌ Move your custom resources from <code>gateway\.networking\.k8s\.io\/v1alpha2<\/code> to <code>gateway\.networking\.k8s\.io\/v1<\/code> \(<code>GRPCRoute<\/code>\) and <code>gateway\.networking\.k8s\.io\/v1beta1<\/code> \(<code>ReferenceGrant<\/code>\), then migrate stored versions before applying these CRDs: /,
    );
    for (const title of result.rules.map((r) => r.title)) expect(bullets[0]).not.toContain(title);
    // Both CRDs that drop v1alpha2 are named on the one bullet; the custom resources written in it are linked.
    expect(bullets[0]).toContain('gateway.networking.k8s.io\\_grpcroutes.yaml:20');
    expect(bullets[0]).toContain('gateway.networking.k8s.io\\_referencegrants.yaml:22');
    expect(md).toMatch(
      /^ {3}- Custom resources of this repository that use it: \[<code>apps\/shop\/payments\.yaml<\/code>\]\[\d+\] \(lines 1, 14\)$/m,
    );
    // Without cluster state the stored-version check warns (joined to the cause): never a pass.
    expect(result.rules.find((r) => r.id === 'crd/stored-version-removed')!.status).not.toBe('pass');
    expect(md).not.toMatch(/Deploy the webhook|Deprecate .* for a release first/);
    assertInert(html(md));
  });

  it('an action whose values and custom resources come from the PR stays inert', () => {
    const f: Finding = {
      ...hostile(1),
      rule: 'crd/served-version-removed',
      action: {
        key: 'version consumer x',
        kind: 'edit',
        text: 'Move your custom resources from {0} to {1}, then migrate stored versions before applying these CRDs',
        values: ['evil.example/@alice ![i](https://evil.example/i.png)', 'www.evil.example/<b>v1</b>'],
        objects: [{ file: 'apps/[x](https://evil.example)/@bob.yaml', line: 3 }],
      },
    };
    const result: GateResult = { ...hostileResult(), findings: [f], plan: undefined };
    const md = renderComment(result, { links });
    expect(md).toContain('Move your custom resources from <code>evil.example/@\u2060alice');
    expect(md).toContain('Custom resources of this repository that use it:');
    assertInert(html(md));
  });

  it('a pass with parts not judged says so in the comment: counted, named at their lines, the rest counted', async () => {
    // The GitOps example read without kustomize: patches not applied, a remote base never fetched.
    const dir = join(process.cwd(), 'fixtures', 'gitops');
    const renderOff = join(mkdtempSync(join(tmpdir(), 'ug-comment-')), 'render-off.yml');
    writeFileSync(renderOff, 'render: off\n');
    const result = await runGate(
      defaultOptions({
        base: { dir: join(dir, 'base') },
        head: { dir: join(dir, 'head') },
        configFrom: 'file',
        configPath: renderOff,
        today: '2026-01-01',
      }),
    );
    expect(result.result).toBe('pass');
    const md = renderComment(result, { links });
    const lines = md.split('\n');
    // Both notices are as true of the base (the PR only edits a Kafka version): not news of this PR,
    // one line in the comment, named at their lines in the job summary.
    expect(lines[2]).not.toMatch(/not judged/);
    expect(md).toContain('ℹ️ 2 not judged already on the base branch, not from this PR: the job summary.');
    const summary = renderMarkdown(result, { links });
    const section = summary.slice(summary.indexOf('#### Already on the base branch, not from this PR'));
    const notJudged = section.split('\n').filter((l) => l.startsWith('- ℹ️ '));
    expect(notJudged).toHaveLength(2);
    expect(notJudged[0]).toMatch(
      /kustomization\.yaml:6<\/code>\]\(.*\): remote resource not rendered .*strimzi-cluster-operator-0\.45\.0\.yaml/,
    );
    expect(notJudged[1]).toMatch(/prod\/kustomization\.yaml:2<\/code>\]\(.*\): .*patches not applied/);
    const h = html(summary);
    expect(h).toContain(
      `href="https://github.com/acme/platform/blob/${SHA}/infrastructure/base/kustomization.yaml#L6"`,
    );
    expect(h).toContain(
      `href="https://github.com/acme/platform/blob/${SHA}/infrastructure/prod/kustomization.yaml#L2"`,
    );
    assertInert(h);

    // Seven such notices: five named, the rest counted; a waived one is not among them.
    const many: Finding[] = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
      rule: 'input/not-rendered',
      severity: 'notice',
      unjudged: true,
      message: `remote resource ${n} not rendered`,
      file: `apps/${n}/kustomization.yaml`,
      line: n,
    }));
    many.push({ ...many[0]!, file: 'waived.yaml', waived: { reason: 'vendored elsewhere' } });
    const crowded = renderComment({ ...result, findings: many });
    expect(crowded.split('\n').filter((l) => l.startsWith('- ℹ️ '))).toHaveLength(5);
    expect(crowded).toContain('- …and 2 more in the job summary.');
    expect(crowded).toContain(' · 7 not judged');
    expect(crowded).not.toContain('waived.yaml');
  });
});
