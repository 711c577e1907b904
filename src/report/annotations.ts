import { SEVERITY_LEVELS, type Finding, type Severity } from '../finding.js';
import type { GateResult } from '../result/model.js';

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
 * One workflow-command annotation, written by `@actions/core`'s `error` / `warning` / `notice`
 * (which escape the message and the properties); the field names are core's `AnnotationProperties`.
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
 * Workflow-command annotations, most severe first (findings are sorted so already), at most nine errors,
 * eight warnings and eight notices (GitHub shows ten of each per step), then one notice saying how many more are in the job summary. Waived findings are not annotated.
 */
export function renderAnnotations(result: GateResult): Annotation[] {
  const shown: Record<Severity, number> = { fail: 0, warn: 0, notice: 0 };
  const out: Annotation[] = [];
  let more = 0;
  for (const f of result.findings) {
    if (f.waived) continue;
    if (shown[f.severity] >= SHOWN[f.severity]) {
      more++;
      continue;
    }
    shown[f.severity]++;
    out.push(annotationOf(f));
  }
  if (more)
    out.push({
      level: 'notice',
      message: `${more} more finding${more === 1 ? '' : 's'} than GitHub shows as annotations: see the job summary.`,
      properties: { title: 'upgrade-gate' },
    });
  return out;
}
