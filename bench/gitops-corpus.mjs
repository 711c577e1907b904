#!/usr/bin/env node
// Runs the gate on every commit of the real GitOps repositories in ../shared/corpus/gitops against
// its parent (the PR each commit would have been), and writes one JSON line per commit:
//   node bench/gitops-corpus.mjs [--cli dist/cli.js] [--out FILE] [--last N] [--repo NAME] [--jobs N]
// Each line: { repo, commit, subject, result, summary, ms, findings: [{rule, severity, introduced,
// file, line, path, message}] }. The bundles are cloned into a temporary folder (or --clones DIR).
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
  options: {
    cli: { type: 'string', default: 'dist/cli.js' },
    out: { type: 'string' },
    last: { type: 'string', default: '150' },
    repo: { type: 'string', multiple: true },
    jobs: { type: 'string', default: '2' },
    clones: { type: 'string' },
    corpus: { type: 'string', default: resolve(import.meta.dirname, '../../shared/corpus/gitops') },
  },
});

if (!existsSync(opt.corpus)) {
  console.error(`no corpus at ${opt.corpus}: skipped`);
  process.exit(0);
}
const clones = opt.clones ?? mkdtempSync(join(tmpdir(), 'ug-gitops-'));
const git = (dir, ...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();

/** The commits to judge: the newest `last` that have a parent, oldest first. */
function commitsOf(dir, last) {
  const lines = git(dir, 'log', '--first-parent', '--format=%H %P\t%s', `-n${last + 1}`, 'HEAD').split('\n');
  return lines
    .map((l) => {
      const [ids, subject] = l.split('\t');
      const [commit, parent] = ids.split(' ');
      return { commit, parent, subject };
    })
    .filter((c) => c.parent)
    .slice(0, last)
    .reverse();
}

function runOne(dir, c) {
  return new Promise((done) => {
    const t0 = process.hrtime.bigint();
    const args = [
      resolve(opt.cli),
      '--repo',
      dir,
      '--base',
      c.parent,
      '--head',
      c.commit,
      '--format',
      'json',
      '--today',
      '2026-11-29',
      '--fail-on',
      'never',
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      let report;
      try {
        report = JSON.parse(out);
      } catch {
        done({
          commit: c.commit,
          subject: c.subject,
          result: 'error',
          exit: code,
          error: err.slice(0, 2000),
          ms,
        });
        return;
      }
      done({
        commit: c.commit,
        subject: c.subject,
        result: report.result,
        summary: report.summary,
        ms: Math.round(ms),
        findings: (report.findings ?? []).map((f) => ({
          rule: f.rule,
          severity: f.severity,
          ...(f.introduced === undefined ? {} : { introduced: f.introduced }),
          file: f.file,
          line: f.line,
          ...(f.path ? { path: f.path } : {}),
          message: f.message,
        })),
      });
    });
  });
}

const bundles = readdirSync(opt.corpus).filter((f) => f.endsWith('.bundle'));
const wanted = opt.repo?.length ? bundles.filter((b) => opt.repo.some((r) => b.includes(r))) : bundles;
const rows = [];
for (const b of wanted.sort()) {
  const name = basename(b, '.bundle');
  const dir = join(clones, name);
  if (!existsSync(dir)) {
    mkdirSync(clones, { recursive: true });
    execFileSync('git', ['clone', '-q', join(opt.corpus, b), dir]);
  }
  const commits = commitsOf(dir, Number(opt.last));
  const queue = [...commits];
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const r = await runOne(dir, c);
      rows.push({ repo: name, ...r });
      // Each line as it comes, so an interrupted run keeps what it judged.
      if (opt.out) appendFileSync(`${opt.out}.partial`, `${JSON.stringify({ repo: name, ...r })}\n`);
      process.stderr.write(`${name} ${c.commit.slice(0, 8)} ${r.result} ${r.ms} ms\n`);
    }
  };
  await Promise.all(Array.from({ length: Number(opt.jobs) }, worker));
}
const order = (r) => `${r.repo}`;
rows.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
if (opt.out) writeFileSync(opt.out, text);
else process.stdout.write(text);
const by = {};
for (const r of rows) (by[r.repo] ??= []).push(r);
for (const [repo, rs] of Object.entries(by)) {
  const count = (k) => rs.filter((r) => r.result === k).length;
  const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
  console.error(
    `${repo}: ${rs.length} commits, pass ${count('pass')}, warn ${count('warn')}, fail ${count('fail')}, error ${count('error')}; median ${ms[Math.floor(ms.length / 2)]} ms, worst ${ms.at(-1)} ms`,
  );
}
if (!opt.clones) rmSync(clones, { recursive: true, force: true });
