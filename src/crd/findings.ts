import { lineOf, objectRef, whereOf } from '../manifests/locate.js';
import { formatMessage, type MessageData, type RuleReport } from '../message.js';
import type { RuleFinding } from '../finding.js';
import type { CrdPair } from './analysis.js';
import { showPath, type SchemaChange } from './changes.js';
import type { CrdVersion } from './model.js';

/** Where a schema change is reported: the change's line in the head file. */
export function changeAt(p: CrdPair, c: SchemaChange): Omit<RuleFinding, 'message'> {
  const head = p.head!;
  return {
    ...whereOf(head.obj, c.headPath),
    side: 'head',
    object: objectRef(head.obj),
    path: showPath(c),
  };
}

/** The placeholders of a change message: the path, what changed, and where a removed field was. */
export function changeData(p: CrdPair, c: SchemaChange): { path: string; detail: string; was: string } {
  const was =
    c.kind !== 'field-removed' ? '' : ` (it was at ${p.base!.obj.file}:${lineOf(p.base!.obj, c.basePath)})`;
  return { path: showPath(c), detail: c.detail, was };
}

/** The message of every schema-change finding: what changed, then who breaks and what to do. */
export const CHANGE_MESSAGE = '{{path}}: {{detail}}{{was}}. {{advice}}';

/** A finding at the change's line in the head file; a removed field also quotes where it was. */
export function changeFinding(
  p: CrdPair,
  c: SchemaChange,
  message: string,
  severity?: RuleFinding['severity'],
): RuleFinding {
  return {
    severity,
    ...changeAt(p, c),
    message: formatMessage(CHANGE_MESSAGE, { ...changeData(p, c), advice: message }),
  };
}

/** A message as text, or as data: an id into the rule's `messages` and its placeholders. */
export type CrdMessage<M extends string> = string | { messageId: M; data?: MessageData };

/** A finding about a whole CRD or one of its versions, at `path` in the head file (base file when removed). */
export function crdFinding(
  p: CrdPair,
  path: (string | number)[],
  message: string,
  severity?: RuleFinding['severity'],
  pathLabel?: string,
): RuleFinding;
export function crdFinding<M extends string>(
  p: CrdPair,
  path: (string | number)[],
  message: CrdMessage<M>,
  severity?: RuleFinding['severity'],
  pathLabel?: string,
): RuleReport<M>;
export function crdFinding<M extends string>(
  p: CrdPair,
  path: (string | number)[],
  message: CrdMessage<M>,
  severity?: RuleFinding['severity'],
  pathLabel?: string,
): RuleReport<M> {
  const crd = p.head ?? p.base!;
  return {
    severity,
    ...whereOf(crd.obj, path),
    side: p.head ? 'head' : 'base',
    object: objectRef(crd.obj),
    ...(pathLabel ? { path: pathLabel } : {}),
    ...(typeof message === 'string' ? { message } : message),
  };
}

/** The versions present on both sides of a CRD pair, as [base, head]. */
export function sameVersions(p: CrdPair): [CrdVersion, CrdVersion][] {
  if (!p.base || !p.head) return [];
  const out: [CrdVersion, CrdVersion][] = [];
  for (const hv of p.head.versions) {
    const bv = p.base.versions.find((v) => v.name === hv.name);
    if (bv) out.push([bv, hv]);
  }
  return out;
}
