import { objectRef } from '../manifests/locate.js';
import type { RuleFinding } from '../finding.js';
import type { VersionChange } from './analysis.js';

/** A finding at the head value's line. */
export function changeFinding(
  v: VersionChange,
  message: string,
  severity?: RuleFinding['severity'],
): RuleFinding {
  return {
    severity,
    file: v.head.file,
    line: v.line,
    side: 'head',
    object: objectRef(v.head),
    path: v.c.decl.field,
    message: `${v.c.decl.id}: ${v.from.raw} → ${v.to.raw}: ${message}`,
  };
}
