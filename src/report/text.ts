import type { Finding } from '../finding.js';
import type { GateResult } from '../result/model.js';
import { escapeText, escapeTextLines } from './escape.js';
import { summaryLine, VERDICT_WORD } from './title.js';

const ANSI = {
  red: '\x1b[31m',
  yellow: '\x1b[33m',
  green: '\x1b[32m',
  dim: '\x1b[2m',
  bold: '\x1b[1m',
  reset: '\x1b[0m',
};
type Paint = (colour: keyof typeof ANSI, s: string) => string;

const where = (f: Finding) => (f.file ? `${escapeText(f.file)}${f.line ? `:${f.line}` : ''}` : '(no file)');

/** The terminal report; colour only when asked (the CLI asks on a TTY without NO_COLOR). */
export function renderText(result: GateResult, opts: { color: boolean }): string {
  const paint: Paint = (c, s) => (opts.color ? `${ANSI[c]}${s}${ANSI.reset}` : s);
  const verdictColour = result.result === 'fail' ? 'red' : result.result === 'warn' ? 'yellow' : 'green';
  const out: string[] = [
    `${paint('bold', 'upgrade-gate')} ${escapeText((result.sides ?? result).base)} → ${escapeText((result.sides ?? result).head)}: ${paint(verdictColour, VERDICT_WORD[result.result])} (${summaryLine(result)})`,
    '',
  ];
  const label: Record<string, string> = {
    fail: paint('red', 'fail  '),
    warn: paint('yellow', 'warn  '),
    notice: paint('dim', 'notice'),
  };
  for (const f of result.findings) {
    const tag = f.waived ? paint('dim', 'waived') : label[f.severity];
    out.push(
      `${tag} ${where(f)}  ${paint('bold', f.rule)}${f.object ? `  ${escapeText(f.object)}` : ''}${f.path ? `  ${escapeText(f.path)}` : ''}`,
    );
    for (const line of escapeTextLines(f.message)) out.push(`       ${line}`);
    if (f.waived)
      out.push(
        paint(
          'dim',
          `       waived: ${escapeText(f.waived.reason)}${f.waived.expires ? ` (until ${f.waived.expires})` : ''}`,
        ),
      );
  }
  if (result.findings.length) out.push('');
  if (result.plan) {
    out.push(paint('bold', result.plan.title));
    result.plan.steps.forEach((s, i) => out.push(`  ${i + 1}. ${escapeText(s)}`));
    out.push('');
  }
  out.push(paint('bold', 'Rules'));
  const width = Math.max(...result.rules.map((r) => r.id.length), 10);
  for (const r of result.rules) {
    const st =
      r.status === 'fail'
        ? paint('red', 'fail')
        : r.status === 'warn'
          ? paint('yellow', 'warn')
          : r.status === 'pass'
            ? paint('green', 'pass')
            : paint('dim', 'skip');
    const extra =
      r.status === 'skipped'
        ? paint('dim', escapeText(r.reason ?? ''))
        : r.findings
          ? `${r.findings} finding${r.findings === 1 ? '' : 's'}`
          : '';
    out.push(`  ${st}  ${r.id.padEnd(width)}  ${extra}`.trimEnd());
  }
  out.push('', `${summaryLine(result)}.`);
  return `${out.join('\n')}\n`;
}
