import type { Finding } from '../finding.js';
import type { GateResult, RuleResult } from '../result/model.js';
import { escapeMd } from './escape.js';
import { summaryLine } from './title.js';

export { escapeMd } from './escape.js';

/** GitHub refuses a job summary over 1 MiB; stay under it with room for the closing note. */
export const SUMMARY_LIMIT = 1_000_000;

const HEADLINE = {
  pass: '✅ upgrade-gate passed',
  warn: '⚠️ upgrade-gate passed with warnings',
  fail: '❌ upgrade-gate failed',
} as const;
const ICON = { pass: '✅', warn: '⚠️', fail: '❌', skipped: '⏭️' } as const;

const code = (s: string) => `<code>${escapeMd(s)}</code>`;

function findingLine(f: Finding): string {
  const at = f.file ? code(`${f.file}${f.line ? `:${f.line}` : ''}`) : '';
  const what = [f.object ? code(f.object) : '', f.path ? code(f.path) : ''].filter(Boolean).join(' ');
  const mark = f.waived ? `~~waived~~ (${escapeMd(f.waived.reason)}) ` : f.severity === 'notice' ? 'ℹ️ ' : '';
  return `- ${mark}${[at, what].filter(Boolean).join(' ')}${at || what ? ': ' : ''}${escapeMd(f.message)}`;
}

function ruleRow(r: RuleResult): string {
  return `| ${ICON[r.status]} ${r.status} | \`${r.id}\` | ${escapeMd(r.title)} | ${r.status === 'skipped' ? escapeMd(r.reason ?? '') : r.findings} |`;
}

/** Markdown naming the job summary, linked when the run's page is known: where a cut report points. */
export const jobSummaryPointer = (runUrl?: string): string =>
  runUrl ? `the [job summary](${runUrl})` : 'the job summary';

/** The verdict, the rules that did not pass and the upgrade plan. */
function headLines(result: GateResult): string[] {
  const head: string[] = [
    `## ${HEADLINE[result.result]}`,
    '',
    `${code((result.sides ?? result).base)} → ${code((result.sides ?? result).head)}: ${summaryLine(result)}.`,
    '',
  ];
  const notPassing = result.rules.filter((r) => r.status === 'fail' || r.status === 'warn');
  if (notPassing.length)
    head.push('| Status | Rule | | Findings |', '|---|---|---|---|', ...notPassing.map(ruleRow), '');
  if (result.plan) {
    head.push(
      `### ${escapeMd(result.plan.title)}`,
      '',
      ...result.plan.steps.map((s, i) => `${i + 1}. ${escapeMd(s)}`),
      '',
    );
    if (result.plan.mermaid) head.push('```mermaid', result.plan.mermaid, '```', '');
  }
  return head;
}

/** The passing and skipped rules, folded. */
function tailLines(result: GateResult): string[] {
  const tail: string[] = [];
  const folded = (title: string, rules: RuleResult[]) => {
    if (!rules.length) return;
    tail.push(
      `<details><summary>${title} (${rules.length})</summary>`,
      '',
      '| Status | Rule | | Findings |',
      '|---|---|---|---|',
      ...rules.map(ruleRow),
      '',
      '</details>',
      '',
    );
  };
  folded(
    'Passing rules',
    result.rules.filter((r) => r.status === 'pass'),
  );
  folded(
    'Skipped rules',
    result.rules.filter((r) => r.status === 'skipped'),
  );
  return tail;
}

/** Findings by rule, as many as fit in `max` bytes once `used` are spent; then how many were left out. */
function findingLines(result: GateResult, used: number, max: number, rest: string | undefined): string[] {
  const byRule = new Map<string, Finding[]>();
  for (const f of result.findings) {
    const list = byRule.get(f.rule) ?? [];
    list.push(f);
    byRule.set(f.rule, list);
  }
  const enc = new TextEncoder();
  const body: string[] = [];
  let left = 0;
  for (const [rule, list] of byRule) {
    const header = `### \`${rule}\``;
    let headerAdded = false;
    for (const f of list) {
      const line = findingLine(f);
      const cost = enc.encode(line).length + 1 + (headerAdded ? 0 : header.length + 3);
      if (left || used + cost > max) {
        left++;
        continue;
      }
      if (!headerAdded) {
        body.push(header, '');
        headerAdded = true;
      }
      body.push(line);
      used += cost;
    }
    if (headerAdded) body.push('');
  }
  if (left)
    body.push(
      `> ${left} more finding${left === 1 ? '' : 's'} left out to stay under GitHub's size limit: see ${rest ?? 'the JSON report (`report-json`)'} for all of them.`,
      '',
    );
  return body;
}

/** The job summary: verdict, the rules that did not pass, findings by rule, the rest folded. */
export function renderMarkdown(
  result: GateResult,
  opts: { maxBytes?: number; /** Markdown naming where the findings left out are. */ rest?: string },
): string {
  const head = headLines(result);
  const tail = tailLines(result);
  const used = new TextEncoder().encode(head.join('\n') + tail.join('\n')).length + 400;
  const body = findingLines(result, used, opts.maxBytes ?? SUMMARY_LIMIT, opts.rest);
  return `${[...head, ...body, ...tail].join('\n').trimEnd()}\n`;
}
