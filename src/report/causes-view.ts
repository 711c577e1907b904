/**
 * What every reporter says first, as data: the counts line, the "What to do" bullets (causes with
 * the same action, in the order an author acts on them) and the causes that did not pass.
 */
import type { Finding } from '../finding.js';
import { plural } from '../message.js';
import type { Cause, GateResult } from '../result/model.js';

/** At most this many "What to do" bullets. */
export const MAX_BULLETS = 5;

export interface Bullet {
  severity: Cause['severity'];
  /** The action's sentence; `{0}`, `{1}` … stand for `values` (result/causes.ts `actionText`). */
  text: string;
  values?: string[];
  /** The custom resources the action is about (`move your …`), each once. */
  objects: { file: string; line: number }[];
  causes: Cause[];
  /** Each file the bullet's causes point at, with their lines, in order. */
  files: { file: string; lines: number[] }[];
  /** Distinct one-line edits, when the gate knows them. */
  suggestions: string[];
}

/** The causes that count, fail before warn (result/causes.ts ordered them). */
export function openCauses(result: GateResult): Cause[] {
  return (result.causes ?? []).filter((c) => c.severity !== 'notice');
}

/**
 * Notices of what the gate could not judge (a source not rendered, a rule not checked), unwaived:
 * they never count, so the reports name them beside the counts — a skip never reads as a pass.
 */
export function unjudgedNotices(result: GateResult): Finding[] {
  return result.findings.filter(
    (f) => f.unjudged && f.severity === 'notice' && !f.waived && f.introduced !== false,
  );
}

/**
 * What the base revision already had (result/introduced.ts): problems, and what the gate could not
 * judge there. Never a cause or an annotation; one line in the comment, listed in the job summary.
 */
export function presentFindings(result: GateResult): Finding[] {
  return result.findings.filter(
    (f) => f.introduced === false && !f.waived && (f.severity !== 'notice' || f.unjudged),
  );
}

/** The one line the comment gives to what the base already had, when it had anything. */
export function presentLine(result: GateResult, where: string): string | undefined {
  const all = presentFindings(result);
  if (!all.length) return undefined;
  const problems = all.filter((f) => f.severity !== 'notice').length;
  const unjudged = all.length - problems;
  const parts = [
    ...(problems ? [plural(problems, 'problem')] : []),
    ...(unjudged ? [`${unjudged} not judged`] : []),
  ];
  return `${parts.join(' and ')} already on the base branch, not from this PR: ${where}.`;
}

/** "What to do": causes grouped by action, most pressing first; warnings only when nothing fails. */
export function whatToDo(result: GateResult): { bullets: Bullet[]; more: number } {
  const open = openCauses(result);
  const failing = open.filter((c) => c.severity === 'fail');
  const causes = failing.length ? failing : open;
  const byKey = new Map<string, Bullet>();
  for (const c of causes) {
    const b = byKey.get(c.action.key) ?? {
      severity: c.severity,
      text: c.action.text,
      ...(c.action.values ? { values: c.action.values } : {}),
      objects: [],
      causes: [],
      files: [],
      suggestions: [],
    };
    b.causes.push(c);
    // The cause's own line, and those of joined findings of the same action (one group and version
    // dropped by several CRDs: each CRD's line).
    const same = c.evidence.filter((e) => c.finding.action && e.action?.key === c.finding.action.key);
    for (const { file, line } of [c.finding, ...same]) {
      if (!file) continue;
      const entry = b.files.find((f) => f.file === file) ?? { file, lines: [] };
      if (!b.files.includes(entry)) b.files.push(entry);
      if (line && !entry.lines.includes(line)) entry.lines.push(line);
    }
    if (c.suggestion && !b.suggestions.includes(c.suggestion.text)) b.suggestions.push(c.suggestion.text);
    for (const o of c.action.objects ?? [])
      if (!b.objects.some((x) => x.file === o.file && x.line === o.line)) b.objects.push(o);
    byKey.set(c.action.key, b);
  }
  const all = [...byKey.values()];
  return { bullets: all.slice(0, MAX_BULLETS), more: all.length - Math.min(all.length, MAX_BULLETS) };
}

/**
 * Counts that say what they count: `3 problems (5 rules) · 2 warnings · 51 rules passed · 9 skipped
 * · 2 not judged`.
 */
export function countsLine(result: GateResult): string {
  const open = openCauses(result);
  const fail = open.filter((c) => c.severity === 'fail');
  const warn = open.filter((c) => c.severity === 'warn');
  const rulesOf = (cs: Cause[]) => new Set(cs.flatMap((c) => c.rules)).size;
  const parts: string[] = [];
  if (fail.length) parts.push(`${plural(fail.length, 'problem')} (${plural(rulesOf(fail), 'rule')})`);
  if (warn.length) parts.push(`${plural(warn.length, 'warning')} (${plural(rulesOf(warn), 'rule')})`);
  parts.push(`${plural(result.summary.pass, 'rule')} passed`);
  if (result.summary.skipped) parts.push(`${result.summary.skipped} skipped`);
  const unjudged = unjudgedNotices(result).length;
  if (unjudged) parts.push(`${unjudged} not judged`);
  return parts.join(' · ');
}

/** The one notice about a config the PR changes (read from the base, so it applies after merge). */
export function configNotice(result: GateResult): string | undefined {
  const c = result.configChange;
  if (!c) return undefined;
  const head = `This PR changes ${c.path}; the gate reads its config from the base branch, so the change takes effect after the merge.`;
  if (c.error) return `${head} The changed config would not load: ${c.error}`;
  const s = c.summary!;
  const left = c.leftOut ?? [];
  const named = left.slice(0, 5).join(', ') + (left.length > 5 ? ` and ${left.length - 5} more` : '');
  const hides = left.length
    ? ` It would also stop checking ${left.length === 1 ? 'a file' : `${left.length} files`} the gate reads today (\`paths\`/\`exclude\`): ${named}.`
    : '';
  return `${head} With it, this PR would ${c.result === 'fail' ? 'fail' : c.result === 'warn' ? 'pass with warnings' : 'pass'} (rules: ${s.fail} failed, ${s.warn} warned, ${s.pass} passed, ${s.skipped} skipped).${hides}`;
}
