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

export const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
export const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function annotationCommand(f: Finding): string {
  const props: string[] = [];
  if (f.file) props.push(`file=${escapeProperty(f.file)}`);
  if (f.line) props.push(`line=${f.line}`);
  props.push(`title=${escapeProperty(`${f.rule}${f.object ? ` ${f.object}` : ''}`)}`);
  return `::${SEVERITY_LEVELS[f.severity].annotation} ${props.join(',')}::${escapeData(f.message)}`;
}

/**
 * Workflow-command annotations, most severe first (findings are sorted so already), at most nine errors,
 * eight warnings and eight notices (GitHub shows ten of each per step), then one notice saying how many more are in the job summary. Waived findings are not annotated.
 */
export function renderAnnotations(result: GateResult): string[] {
  const shown: Record<Severity, number> = { fail: 0, warn: 0, notice: 0 };
  const out: string[] = [];
  let more = 0;
  for (const f of result.findings) {
    if (f.waived) continue;
    if (shown[f.severity] >= SHOWN[f.severity]) {
      more++;
      continue;
    }
    shown[f.severity]++;
    out.push(annotationCommand(f));
  }
  if (more)
    out.push(
      `::notice title=upgrade-gate::${more} more finding${more === 1 ? '' : 's'} than GitHub shows as annotations: see the job summary.`,
    );
  return out;
}
