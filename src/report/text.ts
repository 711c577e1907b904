import type { Finding } from '../finding.js';
import { actionText, withCauses } from '../result/causes.js';
import type { GateResult } from '../result/model.js';
import {
  configNotice,
  countsLine,
  openCauses,
  presentFindings,
  presentLine,
  whatToDo,
} from './causes-view.js';
import { escapeText, escapeTextLines } from './escape.js';
import { VERDICT_WORD } from './title.js';

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

function findingLines(f: Finding, paint: Paint, indent: string): string[] {
  const label: Record<string, string> = {
    fail: paint('red', 'fail  '),
    warn: paint('yellow', 'warn  '),
    notice: paint('dim', 'notice'),
  };
  const tag = f.waived ? paint('dim', 'waived') : label[f.severity];
  const out = [
    `${indent}${tag} ${where(f)}  ${paint('bold', f.rule)}${f.object ? `  ${escapeText(f.object)}` : ''}${f.path ? `  ${escapeText(f.path)}` : ''}`,
  ];
  for (const line of escapeTextLines(f.message)) out.push(`${indent}       ${line}`);
  if (f.waived)
    out.push(
      paint(
        'dim',
        `${indent}       waived: ${escapeText(f.waived.reason)}${f.waived.expires ? ` (until ${f.waived.expires})` : ''}`,
      ),
    );
  return out;
}

function ruleTable(result: GateResult, paint: Paint): string[] {
  const out = [paint('bold', 'Rules')];
  const width = Math.max(...result.rules.map((r) => r.id.length), 10);
  const status = {
    fail: paint('red', 'fail'),
    warn: paint('yellow', 'warn'),
    pass: paint('green', 'pass'),
    skipped: paint('dim', 'skip'),
  };
  for (const r of result.rules) {
    const extra =
      r.status === 'skipped'
        ? paint('dim', r.reason ?? '')
        : r.findings
          ? `${r.findings} finding${r.findings === 1 ? '' : 's'}`
          : '';
    out.push(`  ${status[r.status]}  ${r.id.padEnd(width)}  ${extra}`.trimEnd());
  }
  return [...out, ''];
}

/**
 * The terminal report: the verdict, what to do, each cause (its evidence counted) and the plan;
 * with `verbose`, every finding under its cause and the rule table. Colour only when asked (the CLI
 * asks on a TTY without NO_COLOR).
 */
export function renderText(result: GateResult, opts: { color: boolean; verbose?: boolean }): string {
  const r = result.causes ? result : withCauses(result);
  const paint: Paint = (c, s) => (opts.color ? `${ANSI[c]}${s}${ANSI.reset}` : s);
  const verdictColour = r.result === 'fail' ? 'red' : r.result === 'warn' ? 'yellow' : 'green';
  const out: string[] = [
    `${paint('bold', 'upgrade-gate')} ${escapeText((r.sides ?? r).base)} → ${escapeText((r.sides ?? r).head)}: ${paint(verdictColour, VERDICT_WORD[r.result])} · ${countsLine(r)}`,
    '',
  ];
  const notice = configNotice(r);
  if (notice) out.push(paint('dim', `notice: ${escapeText(notice)}`), '');
  const { bullets } = whatToDo(r);
  if (bullets.length) {
    out.push(paint('bold', 'What to do'));
    bullets.forEach((b, i) => {
      const files = b.files
        .map((f) => `${escapeText(f.file)}${f.lines.length ? `:${f.lines.join(',')}` : ''}`)
        .join(' ');
      out.push(
        `  ${i + 1}. ${escapeText(actionText(b, (v) => v))}${b.causes.length > 1 ? ` (${b.causes.length})` : ''}`,
      );
      if (files) out.push(`     ${paint('dim', files)}`);
      if (b.objects.length)
        out.push(
          `     ${paint('dim', `used by: ${b.objects.map((o) => `${escapeText(o.file)}:${o.line}`).join(' ')}`)}`,
        );
    });
    out.push('');
  }
  for (const c of openCauses(r)) {
    out.push(...findingLines(c.finding, paint, ''));
    if (opts.verbose) for (const e of c.evidence) out.push(...findingLines(e, paint, '    '));
    else if (c.evidence.length)
      out.push(
        paint('dim', `       also reported by ${[...new Set(c.evidence.map((e) => e.rule))].join(', ')}`),
      );
  }
  const present = new Set(presentFindings(r));
  const rest = r.findings.filter((f) => !f.cause && !present.has(f));
  for (const f of rest) out.push(...findingLines(f, paint, ''));
  if (present.size && opts.verbose) {
    out.push('', paint('bold', 'Already on the base branch, not from this change'));
    for (const f of present) out.push(...findingLines(f, paint, ''));
  } else if (present.size) out.push(paint('dim', `${presentLine(r, 'listed with --verbose')}`));
  if (r.findings.length) out.push('');
  if (r.plan) {
    out.push(paint('bold', r.plan.title));
    if (r.plan.note) out.push(`  ${escapeText(r.plan.note)}`);
    r.plan.steps.forEach((s, i) => out.push(`  ${i + 1}. ${escapeText(s)}`));
    out.push('');
  }
  if (opts.verbose) out.push(...ruleTable(r, paint));
  out.push(`${VERDICT_WORD[r.result]}: ${countsLine(r)}.${opts.verbose ? '' : ' Every rule: --verbose.'}`);
  return `${out.join('\n')}\n`;
}
