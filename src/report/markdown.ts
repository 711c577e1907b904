import type { Finding } from '../finding.js';
import { actionText, withCauses } from '../result/causes.js';
import type { Cause, GateResult, RuleResult } from '../result/model.js';
import {
  configNotice,
  countsLine,
  openCauses,
  presentFindings,
  presentLine,
  unjudgedNotices,
  whatToDo,
} from './causes-view.js';
import {
  codeText,
  definitions,
  htmlText,
  inert,
  location,
  referenced,
  ruleRef,
  type ReportLinks,
} from './md.js';

/** GitHub refuses a job summary over 1 MiB; stay under it with room for the closing note. */
export const SUMMARY_LIMIT = 1_000_000;
/** Rows of the causes table in the PR comment and the check run; the rest are counted. */
export const COMMENT_TABLE_ROWS = 10;
/** "Not judged" lines in the PR comment and the check run; the rest are counted. */
export const COMMENT_UNJUDGED_ROWS = 5;
/** Characters of one "not judged" message shown in the comment (the job summary has it whole). */
const UNJUDGED_MESSAGE_CHARS = 300;

const HEADLINE = {
  pass: '✅ upgrade-gate passed',
  warn: '⚠️ upgrade-gate passed with warnings',
  fail: '❌ upgrade-gate failed',
} as const;
const ICON = { pass: '✅', warn: '⚠️', fail: '❌', skipped: '⏭️', notice: 'ℹ️' } as const;

export interface MarkdownOptions {
  maxBytes?: number;
  /** Markdown naming where the findings left out are. */
  rest?: string;
  links?: ReportLinks;
}

/** Markdown naming the job summary, linked when the run's page is known: where a cut report points. */
export const jobSummaryPointer = (runUrl?: string): string =>
  runUrl ? `the [job summary](${runUrl})` : 'the job summary';

/** The result with its causes (a result built without the cause stage gets them here). */
const withCausesOf = (result: GateResult): GateResult => (result.causes ? result : withCauses(result));

/** Verdict line, the compared revisions (labels as given), the counts and the config notice. */
function verdict(result: GateResult): string[] {
  const notice = configNotice(result);
  return [
    `### ${HEADLINE[result.result]}`,
    '',
    `${codeText((result.sides ?? result).base)} → ${codeText((result.sides ?? result).head)} · ${countsLine(result)}`,
    '',
    ...(notice ? [`> ℹ️ ${inert(notice)}`, ''] : []),
  ];
}

function fileList(files: { file: string; lines: number[] }[], links: ReportLinks, max = 3): string {
  const shown = files
    .slice(0, max)
    .map((f) =>
      f.lines.length > 1
        ? `${location(f.file, undefined, links)} (lines ${f.lines.join(', ')})`
        : location(f.file, f.lines[0], links),
    );
  if (files.length > max) shown.push(`${files.length - max} more file${files.length - max === 1 ? '' : 's'}`);
  return shown.join(', ');
}

/** The custom resources a bullet is about, grouped by file, at most five files. */
function objectList(objects: { file: string; line: number }[], links: ReportLinks): string {
  const files: { file: string; lines: number[] }[] = [];
  for (const o of objects) {
    const entry = files.find((f) => f.file === o.file) ?? { file: o.file, lines: [] };
    if (!files.includes(entry)) files.push(entry);
    entry.lines.push(o.line);
  }
  return fileList(files, links, 5);
}

/** "What to do": at most five bullets, in order, each naming the files; known one-line edits shown. */
function whatToDoBlock(result: GateResult, links: ReportLinks): string[] {
  const { bullets, more } = whatToDo(result);
  if (!bullets.length) return [];
  const out = ['**What to do**', ''];
  bullets.forEach((b, i) => {
    const count = b.causes.length > 1 ? ` (${b.causes.length})` : '';
    const where = b.files.length ? `: ${fileList(b.files, links)}` : '';
    // The action's text is the gate's own (result/causes.ts); the values in it come from the PR.
    out.push(`${i + 1}. ${ICON[b.severity]} ${actionText(b, codeText)}${count}${where}`);
    if (b.objects.length)
      out.push(`   - Custom resources of this repository that use it: ${objectList(b.objects, links)}`);
    for (const s of b.suggestions.slice(0, 1))
      out.push('', '   ```yaml', `   ${s.replace(/`/g, "'")}`, '   ```', '');
  });
  if (more) out.push('', `…and ${more} more kinds of problem below.`);
  out.push('');
  return out;
}

/** Causes of one rule and severity: one row of the comment's table. */
function causeGroups(causes: Cause[]): Cause[][] {
  const groups = new Map<string, Cause[]>();
  for (const c of causes) {
    const key = `${c.severity} ${c.finding.rule}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()];
}

function causeRow(group: Cause[], links: ReportLinks, titles: Map<string, string>): string {
  const c = group[0]!;
  const f = c.finding;
  const others = new Set(group.flatMap((x) => x.rules.slice(1))).size;
  const rules = `${ruleRef(f.rule, links)}${others ? ` +${others}` : ''}`;
  // One cause may hold several objects of the primary's kind (one version dropped by several CRDs).
  const kind = f.object?.split('/')[0];
  const objects = new Set(
    [f, ...c.evidence].filter((x) => x.object?.split('/')[0] === kind).map((x) => x.object!),
  );
  const what =
    group.length === 1 && f.object
      ? `: ${codeText(f.object)}${objects.size > 1 ? ` and ${objects.size - 1} more` : ''}`
      : '';
  const where = `${location(f.file, f.line, links)}${group.length > 1 ? ` and ${group.length - 1} more` : ''}`;
  return `| ${ICON[c.severity]} | ${inert(titles.get(f.rule) ?? f.rule)}${what} | ${group.length} | ${where} | ${rules} |`;
}

/** The failing and warning causes, one row per rule and severity, at most `rows`, the rest counted. */
function causesTable(result: GateResult, links: ReportLinks, rows: number): string[] {
  const groups = causeGroups(openCauses(result));
  if (!groups.length) return [];
  const titles = new Map(result.rules.map((x) => [x.id, x.title]));
  const out = [
    '| | Problem | Causes | Where | Rule |',
    '|---|---|---|---|---|',
    ...groups.slice(0, rows).map((g) => causeRow(g, links, titles)),
  ];
  const left = groups.slice(rows).reduce((n, g) => n + g.length, 0);
  if (left) out.push('', `${left} more causes are in the job summary.`);
  out.push('');
  return out;
}

/**
 * What the gate could not judge, in the short report too: a pass with parts unchecked says so where
 * the author looks (at most `rows` lines, the rest counted).
 */
function unjudgedBlock(result: GateResult, links: ReportLinks, rows: number): string[] {
  const notices = unjudgedNotices(result);
  if (!notices.length) return [];
  const out = ['**Not judged**: the gate could not check these, so they did not count either way.', ''];
  for (const f of notices.slice(0, rows)) {
    const cut = f.message.length > UNJUDGED_MESSAGE_CHARS;
    out.push(
      findingLine(cut ? { ...f, message: `${f.message.slice(0, UNJUDGED_MESSAGE_CHARS)}…` } : f, links),
    );
  }
  if (notices.length > rows) out.push(`- …and ${notices.length - rows} more in the job summary.`);
  out.push('');
  return out;
}

function planBlock(result: GateResult, opts: { collapsed: boolean; mermaid: boolean }): string[] {
  const plan = result.plan;
  if (!plan) return [];
  const body = [
    ...(plan.note ? [inert(plan.note), ''] : []),
    ...plan.steps.map((s, i) => `${i + 1}. ${inert(s)}`),
    '',
    ...(opts.mermaid && plan.mermaid ? ['```mermaid', plan.mermaid, '```', ''] : []),
  ];
  return opts.collapsed
    ? [`<details><summary>${htmlText(plan.title)}</summary>`, '', ...body, '</details>', '']
    : [`#### ${inert(plan.title)}`, '', ...body];
}

/**
 * The PR comment and the check-run summary: verdict, what to do, the failing and warning causes
 * (at most ten rows), the plan collapsed; everything else is in the job summary (`rest`).
 */
export function renderComment(result: GateResult, opts: MarkdownOptions = {}): string {
  const r = withCausesOf(result);
  // Reference-style links: a URL used twice is written once (the comment stays short).
  const links = referenced(opts.links ?? {});
  const out = [
    ...verdict(r),
    ...whatToDoBlock(r, links),
    ...causesTable(r, links, COMMENT_TABLE_ROWS),
    ...unjudgedBlock(r, links, COMMENT_UNJUDGED_ROWS),
    ...planBlock(r, { collapsed: true, mermaid: false }),
  ];
  const present = presentLine(r, opts.rest ?? 'the job summary');
  if (present) out.push(`ℹ️ ${present}`, '');
  const pointer = `Every finding, its evidence and every rule's status: ${opts.rest ?? 'the job summary'}.`;
  if (r.findings.length) out.push(pointer);
  const body = `${[...out, '', ...definitions(links)].join('\n').trimEnd()}\n`;
  // Only absurdly long paths from the PR get here: the verdict and the pointer still fit.
  if (opts.maxBytes && new TextEncoder().encode(body).length > opts.maxBytes)
    return `${[...verdict(r), pointer].join('\n')}\n`;
  return body;
}

function findingLine(f: Finding, links: ReportLinks, lead = ''): string {
  const at = location(f.file, f.line, links);
  const what = [f.object ? codeText(f.object) : '', f.path ? codeText(f.path) : ''].filter(Boolean).join(' ');
  const mark = f.waived ? `~~waived~~ (${inert(f.waived.reason)}) ` : f.severity === 'notice' ? 'ℹ️ ' : '';
  return `- ${lead ? `${lead} ` : ''}${mark}${ruleRef(f.rule, links)} ${[at, what].filter(Boolean).join(' ')}: ${inert(f.message)}`;
}

function ruleRow(r: RuleResult, links: ReportLinks): string {
  return `| ${ICON[r.status]} ${r.status} | ${ruleRef(r.id, links)} | ${inert(r.title)} | ${r.status === 'skipped' ? inert(r.reason ?? '') : r.findings} |`;
}

function foldedRules(title: string, rules: RuleResult[], links: ReportLinks): string[] {
  if (!rules.length) return [];
  return [
    `<details><summary>${title} (${rules.length})</summary>`,
    '',
    '| Status | Rule | | Findings |',
    '|---|---|---|---|',
    ...rules.map((r) => ruleRow(r, links)),
    '',
    '</details>',
    '',
  ];
}

/** Every finding, by cause (the cause's own finding, its evidence nested), then the rest. */
function findingBlocks(result: GateResult, links: ReportLinks): string[][] {
  const blocks: string[][] = [];
  const open = openCauses(result);
  if (open.length) blocks.push(['#### Problems, by cause', '']);
  for (const c of open)
    blocks.push([
      `${findingLine(c.finding, links, ICON[c.severity])}`,
      ...c.evidence.map((e) => `  ${findingLine(e, links, 'also')}`),
    ]);
  if (open.length) blocks.push(['']);
  const present = new Set(presentFindings(result));
  if (present.size)
    blocks.push([
      '#### Already on the base branch, not from this PR',
      '',
      ...[...present].map((f) => findingLine(f, links)),
      '',
    ]);
  const rest = result.findings.filter((f) => !f.cause && !present.has(f));
  if (rest.length)
    blocks.push(['#### Waived and informational', '', ...rest.map((f) => findingLine(f, links)), '']);
  return blocks;
}

/**
 * The job summary, the full report once: verdict, what to do, every cause with its evidence, the
 * plan with its diagram, every rule's status folded; cut to `maxBytes` with a note of what was left out.
 */
export function renderMarkdown(result: GateResult, opts: MarkdownOptions = {}): string {
  const r = withCausesOf(result);
  const links = opts.links ?? {};
  const max = opts.maxBytes ?? SUMMARY_LIMIT;
  const notPassing = r.rules.filter((x) => x.status === 'fail' || x.status === 'warn');
  const head = [
    ...verdict(r),
    ...whatToDoBlock(r, links),
    ...planBlock(r, { collapsed: false, mermaid: true }),
  ];
  const tail = [
    ...foldedRules('Rules that did not pass', notPassing, links),
    ...foldedRules(
      'Passing rules',
      r.rules.filter((x) => x.status === 'pass'),
      links,
    ),
    ...foldedRules(
      'Skipped rules',
      r.rules.filter((x) => x.status === 'skipped'),
      links,
    ),
  ];
  const enc = new TextEncoder();
  let used = enc.encode(head.join('\n') + tail.join('\n')).length + 400;
  const body: string[] = [];
  let left = 0;
  for (const block of findingBlocks(r, links)) {
    for (const line of block) {
      const cost = enc.encode(line).length + 1;
      if (left || used + cost > max) {
        if (line.startsWith('- ') || line.startsWith('  - ')) left++;
        continue;
      }
      body.push(line);
      used += cost;
    }
  }
  if (left)
    body.push(
      `> ${left} more finding${left === 1 ? '' : 's'} left out to stay under GitHub's size limit: see ${opts.rest ?? 'the JSON report (`report-json`)'} for all of them.`,
      '',
    );
  return `${[...head, ...body, ...tail].join('\n').trimEnd()}\n`;
}
