#!/usr/bin/env node
// Turns a run of bench/gitops-corpus.mjs (JSON lines) and the judgements of its findings into the
// review a test reads (__tests__/gitops/review.json), or checks a run against that review:
//   node bench/gitops-review.mjs RUN.jsonl --judge JUDGE.json > __tests__/gitops/review.json
//   node bench/gitops-review.mjs RUN.jsonl --check __tests__/gitops/review.json
// JUDGE.json: { "classes": { NAME: { real, why } }, "rules": [ { repo?, commit?, rule, at?, class } ],
// "notOrdinary": { "<repo>@<sha8>": "why" } } — the first rule row that matches a finding gives its class.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opt, positionals } = parseArgs({
  options: { judge: { type: 'string' }, check: { type: 'string' } },
  allowPositionals: true,
});
const rows = readFileSync(positionals[0], 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const at = (f) => `${f.file ?? '(no file)'}:${f.line ?? 0}${f.path ? ` ${f.path}` : ''}`;
const id = (r) => `${r.repo}@${r.commit.slice(0, 8)}`;
const counted = (f) => f.severity !== 'notice' && f.introduced !== false;

if (opt.check) {
  const review = JSON.parse(readFileSync(opt.check, 'utf8'));
  let same = 0;
  const differ = [];
  for (const r of rows) {
    const want = review.commits[id(r)]?.result ?? 'pass';
    if (want === r.result) same++;
    else differ.push(`${id(r)} ${want} -> ${r.result} ${r.subject}`);
  }
  console.log(`${same} of ${rows.length} commits as reviewed`);
  for (const d of differ) console.log(`  ${d}`);
  process.exit(0);
}

const judge = JSON.parse(readFileSync(opt.judge, 'utf8'));
const classOf = (r, f) =>
  judge.rules.find(
    (j) =>
      (!j.repo || j.repo === r.repo) &&
      (!j.commit || r.commit.startsWith(j.commit)) &&
      j.rule === f.rule &&
      (!j.at || at(f).includes(j.at)),
  )?.class;
const commits = {};
const repos = {};
const unjudged = [];
for (const r of rows) {
  const tally = (repos[r.repo] ??= { commits: 0, pass: 0, warn: 0, fail: 0, error: 0 });
  tally.commits++;
  tally[r.result]++;
  const ordinary = !judge.notOrdinary?.[id(r)];
  if (r.result === 'pass' && ordinary) continue;
  const findings = (r.findings ?? []).filter(counted).map((f) => {
    const cls = classOf(r, f);
    if (!cls) unjudged.push(`${id(r)} ${f.rule} ${at(f)} ${f.message.slice(0, 120)}`);
    return { rule: f.rule, severity: f.severity, at: at(f), class: cls ?? 'UNJUDGED' };
  });
  commits[id(r)] = {
    subject: r.subject,
    result: r.result,
    ...(ordinary ? {} : { ordinary: false, why: judge.notOrdinary[id(r)] }),
    findings,
  };
}
if (unjudged.length) {
  console.error(`${unjudged.length} findings without a class:`);
  for (const u of unjudged) console.error(`  ${u}`);
}
process.stdout.write(
  `${JSON.stringify({ about: judge.about, reviewedWith: judge.reviewedWith, classes: judge.classes, repos, commits }, null, 2)}\n`,
);
