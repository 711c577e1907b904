import type { GateConfig } from '../config/types.js';
import { lineOf, objectRef } from '../manifests/locate.js';
import { defineRule, formatMessage, type MessageData, type RuleReport } from '../rules/define.js';
import type { Rule, RuleContext, RuleDocs, RuleFinding, RuleMeta } from '../rules/types.js';
import { crdPairs, noCrds, ratchets, type CrdPair } from './analysis.js';
import { showPath, type ChangeKind, type SchemaChange } from './changes.js';
import type { CrdVersion } from './model.js';

/** Where a schema change is reported: the change's line in the head file. */
function changeAt(p: CrdPair, c: SchemaChange): Omit<RuleFinding, 'message'> {
  const head = p.head!;
  return {
    file: head.obj.file,
    line: lineOf(head.obj, c.headPath),
    side: 'head',
    object: objectRef(head.obj),
    path: showPath(c),
  };
}

/** The placeholders of a change message: the path, what changed, and where a removed field was. */
function changeData(p: CrdPair, c: SchemaChange): { path: string; detail: string; was: string } {
  const was =
    c.kind !== 'field-removed' ? '' : ` (it was at ${p.base!.obj.file}:${lineOf(p.base!.obj, c.basePath)})`;
  return { path: showPath(c), detail: c.detail, was };
}

/** The message of every schema-change finding: what changed, then who breaks and what to do. */
const CHANGE_MESSAGE = '{{path}}: {{detail}}{{was}}. {{advice}}';

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

export interface SchemaRuleSpec extends Omit<RuleMeta, 'category'> {
  docs: RuleDocs;
  kinds: ChangeKind[];
  /** Who breaks and how to fix it, appended to each finding (the config picks it for knob-driven rules). */
  advice: string | ((c: SchemaChange, config: GateConfig) => string);
}

const RATCHET =
  ' Your clusters are Kubernetes {{kubernetesVersion}}+, which ratchet validation: existing objects keep working until they change this value.';

/** A rule that reports schema changes of some kinds (one rule per file uses this). */
export function schemaChangeRule(spec: SchemaRuleSpec): Rule {
  const { kinds, advice, ...meta } = spec;
  return defineRule({
    ...meta,
    category: 'crd',
    messages: { change: CHANGE_MESSAGE, ratcheted: CHANGE_MESSAGE + RATCHET },
    skip: noCrds,
    check(ctx: RuleContext) {
      const kubernetesVersion = ctx.config.crd.kubernetesVersion;
      const ratchet = ratchets(kubernetesVersion);
      const out: RuleReport<'change' | 'ratcheted'>[] = [];
      for (const p of crdPairs(ctx)) {
        for (const c of p.changes) {
          if (!kinds.includes(c.kind) || c.level === 'notice') continue;
          const data = {
            ...changeData(p, c),
            advice: typeof advice === 'string' ? advice : advice(c, ctx.config),
          };
          const at = changeAt(p, c);
          if (c.level === 'warn') out.push({ severity: 'warn', ...at, messageId: 'change', data });
          else if (ratchet && c.ratchetable)
            out.push({
              severity: 'warn',
              ...at,
              messageId: 'ratcheted',
              data: { ...data, kubernetesVersion: kubernetesVersion! },
            });
          else out.push({ severity: undefined, ...at, messageId: 'change', data });
        }
      }
      return out;
    },
  });
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
    file: crd.obj.file,
    line: lineOf(crd.obj, path),
    side: p.head ? 'head' : 'base',
    object: objectRef(crd.obj),
    ...(pathLabel ? { path: pathLabel } : {}),
    ...(typeof message === 'string' ? { message } : message),
  };
}

/** A rule over CRD pairs (both sides present unless `each` says otherwise). */
export function crdRule<M extends string = never>(
  meta: Omit<RuleMeta, 'category'> & { docs: RuleDocs; messages?: Readonly<Record<M, string>> },
  each: (p: CrdPair, ctx: RuleContext) => RuleReport<M>[],
): Rule {
  return defineRule<M>({
    ...meta,
    category: 'crd',
    skip: noCrds,
    check: (ctx) => crdPairs(ctx).flatMap((p) => each(p, ctx)),
  });
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
