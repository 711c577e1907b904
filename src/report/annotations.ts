import { SEVERITY_LEVELS, type Finding, type Severity } from '../finding.js';
import { withCauses } from '../result/causes.js';
import type { GateResult } from '../result/model.js';
import { openCauses } from './causes-view.js';

/** One located cause, as an annotation says it. */
export interface CauseAnnotation {
  severity: Severity;
  file: string;
  line?: number;
  title: string;
  message: string;
}

/**
 * One annotation per located cause, in the causes' order (most important first): the cause's own
 * finding, the rules that also reported it, and the one-line edit when the gate knows it.
 */
export function causeAnnotations(result: GateResult): CauseAnnotation[] {
  const r = result.causes ? result : withCauses(result);
  return openCauses(r)
    .filter((c) => c.finding.file)
    .map((c) => {
      const also = c.rules.slice(1);
      const lines = [c.finding.message];
      if (also.length) lines.push(`Also reported by ${also.join(', ')}.`);
      if (c.suggestion) lines.push(`Suggested change at line ${c.suggestion.line}: ${c.suggestion.text}`);
      return {
        severity: c.severity,
        file: c.finding.file!,
        ...(c.finding.line ? { line: c.finding.line } : {}),
        title: `${c.finding.rule}${c.finding.object ? ` ${c.finding.object}` : ''}`,
        message: lines.join('\n'),
      };
    });
}

/** GitHub shows at most this many annotations of one type per step. */
export const ANNOTATIONS_PER_TYPE = 10;

/**
 * Findings annotated per severity, leaving room for the step's own annotations so that none of them
 * is the one GitHub drops: the error of a failing step (`setFailed`), up to two warnings about
 * reporting (check run, comment), the "N more findings" notice below and the notice about a refused
 * check run or comment.
 */
const SHOWN: Record<Severity, number> = {
  fail: ANNOTATIONS_PER_TYPE - 1,
  warn: ANNOTATIONS_PER_TYPE - 2,
  notice: ANNOTATIONS_PER_TYPE - 2,
};

/**
 * One workflow-command annotation, written by `@actions/core`'s `error` / `warning` /
 * `notice`, which escape the message and the properties; the field names are its
 * `AnnotationProperties`.
 */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  properties: { title: string; file?: string; startLine?: number };
}

export function annotationOf(f: Finding): Annotation {
  return {
    level: SEVERITY_LEVELS[f.severity].annotation,
    message: f.message,
    properties: {
      title: `${f.rule}${f.object ? ` ${f.object}` : ''}`,
      ...(f.file ? { file: f.file } : {}),
      ...(f.file && f.line ? { startLine: f.line } : {}),
    },
  };
}

/**
 * Workflow-command annotations, one per cause (deduplicated before GitHub's per-step limits, so the
 * most important causes get the slots), at most nine errors, eight warnings and eight notices
 * (GitHub shows ten of each per step), then one notice saying how many more are in the job summary.
 * Unlocated causes and informational findings (not waived) follow as plain findings.
 */
export function renderAnnotations(result: GateResult): Annotation[] {
  const r = result.causes ? result : withCauses(result);
  const shown: Record<Severity, number> = { fail: 0, warn: 0, notice: 0 };
  const out: Annotation[] = [];
  let more = 0;
  const add = (a: Annotation, severity: Severity) => {
    if (shown[severity] >= SHOWN[severity]) {
      more++;
      return;
    }
    shown[severity]++;
    out.push(a);
  };
  for (const c of causeAnnotations(r))
    add(
      {
        level: SEVERITY_LEVELS[c.severity].annotation,
        message: c.message,
        properties: { title: c.title, file: c.file, ...(c.line ? { startLine: c.line } : {}) },
      },
      c.severity,
    );
  const unlocated = openCauses(r)
    .filter((c) => !c.finding.file)
    .map((c) => c.finding);
  // What the base already had is no annotation of this change (the job summary lists it).
  for (const f of [
    ...unlocated,
    ...r.findings.filter((f) => !f.cause && !f.waived && f.introduced !== false),
  ])
    add(annotationOf(f), f.severity);
  if (more)
    out.push({
      level: 'notice',
      message: `${more} more finding${more === 1 ? '' : 's'} than GitHub shows as annotations: see the job summary.`,
      properties: { title: 'upgrade-gate' },
    });
  return out;
}
