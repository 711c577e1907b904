// `npm run screenshots`: pictures of what a reviewer sees, rendered from the gate's own output
// (dist/cli.js: `--format comment` is the PR comment and the check-run summary, `--format markdown`
// the job summary) with GitHub's markdown styles (github-markdown-css) in headless Chromium
// (Debian: `apt-get install -y chromium fonts-noto-color-emoji`). Writes
// docs/screenshots/<scenario>-<view>.png.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { marked } from 'marked';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const out = join(root, 'docs', 'screenshots');
const chromium = process.env.CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!chromium) {
  process.stderr.write('screenshots: no Chromium (Debian: apt-get install -y chromium, or set CHROMIUM)\n');
  process.exit(1);
}

const MAX_HEIGHT = 2400;
const SCENARIOS = [
  { name: 'demo', base: 'main (3f9c2a1)', head: 'upgrade-strimzi-1.0 (8be41d7)' },
  { name: 'strimzi-renovate-1.0', base: 'main (1a2b3c4)', head: 'renovate/strimzi-1.x (5d6e7f8)' },
  // A vendored Gateway API bump across a release that stops serving v1alpha2 (crd-history corpus).
  { name: 'gateway-api-1.2-renovate', base: 'main (4c1e9a0)', head: 'renovate/gateway-api-1.x (b7d2f31)' },
];

/** The gate's own output for one scenario, with branch-like labels in place of the fixture paths. */
function gate(name, format, labels) {
  const dir = join('fixtures', name);
  let text;
  try {
    text = execFileSync(
      process.execPath,
      ['dist/cli.js', '--base-dir', join(dir, 'base'), '--head-dir', join(dir, 'head'), '--format', format],
      { cwd: root, encoding: 'utf8' },
    );
  } catch (err) {
    text = err.stdout; // exit 1: the gate failed, which is what these pictures show
  }
  return text.split(join(dir, 'base')).join(labels.base).split(join(dir, 'head')).join(labels.head);
}

const css = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
const frame = (title, body) => `<!doctype html><meta charset="utf-8"><style>${css}
body { margin: 0; padding: 16px; background: #fff; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
.box { border: 1px solid #d0d7de; border-radius: 6px; max-width: 860px; }
.head { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; font-size: 14px; color: #57606a; border-radius: 6px 6px 0 0; }
.head b { color: #1f2328; }
.markdown-body { padding: 16px; font-size: 14px; }
</style><div class="box"><div class="head">${title}</div><div class="markdown-body">${body}</div></div>`;

const views = (s) => {
  const comment = gate(s.name, 'comment', s);
  const json = JSON.parse(gate(s.name, 'json', s));
  return [
    ['comment', frame('<b>github-actions</b> bot commented', marked.parse(comment))],
    [
      'check-run',
      frame(
        `<b>upgrade-gate</b> · ${json.result === 'fail' ? 'Failed' : 'Passed'} — check run summary`,
        marked.parse(comment),
      ),
    ],
    ['job-summary', frame('<b>upgrade-gate summary</b>', marked.parse(gate(s.name, 'markdown', s)))],
  ];
};

mkdirSync(out, { recursive: true });
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 900, height: 600, deviceScaleFactor: 1 });
  for (const s of SCENARIOS)
    for (const [view, html] of views(s)) {
      await page.setContent(html, { waitUntil: 'load' });
      const file = join(out, `${s.name}-${view}.png`);
      // The top of a long job summary is what the picture is for; the rest would only weigh.
      const height = await page.evaluate('document.documentElement.scrollHeight');
      await page.screenshot({
        path: file,
        clip: { x: 0, y: 0, width: 900, height: Math.min(height, MAX_HEIGHT) },
        captureBeyondViewport: true,
      });
      process.stdout.write(`${file}\n`);
    }
} finally {
  await browser.close();
}
