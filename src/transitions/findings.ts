import { objectRef } from '../manifests/locate.js';
import { formatMessage, type MessageData, type RuleReport } from '../message.js';
import type { RuleFinding } from '../finding.js';
import type { VersionChange } from './analysis.js';

/** A finding at the head value's line. */
export function changeFinding(
  v: VersionChange,
  message: string,
  severity?: RuleFinding['severity'],
): RuleFinding;
export function changeFinding<M extends string>(
  v: VersionChange,
  message: { messageId: M; data?: MessageData },
  severity?: RuleFinding['severity'],
): RuleReport<M>;
export function changeFinding<M extends string>(
  v: VersionChange,
  message: string | { messageId: M; data?: MessageData },
  severity?: RuleFinding['severity'],
): RuleReport<M> {
  const at = {
    severity,
    file: v.head.file,
    line: v.line,
    side: 'head' as const,
    object: objectRef(v.head),
    path: v.c.decl.field,
  };
  const move = { declaration: v.c.decl.id, from: v.from.raw, to: v.to.raw };
  return typeof message === 'string'
    ? { ...at, message: formatMessage(MOVE, move) + message }
    : { ...at, messageId: message.messageId, data: { ...move, ...message.data } };
}

/** How every transition message starts: the declaration and the move (placeholders filled by changeFinding). */
export const MOVE = '{{declaration}}: {{from}} → {{to}}: ';
