import type { GateConfig, RuleContext } from '../../context.js';
import { crdPairs, noCrds, ratchets, type CrdPair } from '../../crd/analysis.js';
import type { ChangeKind, SchemaChange } from '../../crd/changes.js';
import { CHANGE_MESSAGE, changeAt, changeData } from '../../crd/findings.js';
import { checkedWhere, judgeOnObjects, listObjects } from '../../crd/objects.js';
import { defineRule, type RuleReport } from '../define.js';
import { withCrdAction } from './actions.js';
import type { Rule, RuleDocs, RuleMeta } from '../types.js';

export interface SchemaRuleSpec extends Omit<RuleMeta, 'category'> {
  docs: RuleDocs;
  kinds: ChangeKind[];
  /** Who breaks and how to fix it, appended to each finding (the config picks it for knob-driven rules). */
  advice: string | ((c: SchemaChange, config: GateConfig) => string);
}

/** Judged on the objects (crd/objects.ts): who violates it, how many pass, or the stance with none. */
const VIOLATED = ' Objects that violate it: {{objects}}.';
const CHECKED =
  ' Checked on {{count}} object(s) of this CRD ({{where}}): none violates it, so nothing that exists breaks.';
const CHECKED_AUTHOR =
  " Checked on {{count}} object(s) of this CRD ({{where}}): none violates it, but as author ({{why}}) the gate cannot see your users' objects.";
const NO_OBJECTS = ' No object of this CRD to check it on; {{stance}} stance ({{why}}): {{verdict}}.';

/** Said on every schema rule's page: how a tightening is judged. */
const ON_OBJECTS =
  'A tightening is judged on the objects that exist: the custom resources of the CRD in the head tree and, with `--cluster-state`, the live ones, validated against the head schema. An object that violates it makes the finding fail and is listed (`file:line`, or `live Kind namespace/name`). When every object passes, or there is none, `crd.stance` decides: `consumer` (the repo applies the CRD to its own clusters) warns, `author` (the CRD is published to users the gate cannot see) fails, as crdify does. Unset, the stance is consumer when the repo holds custom resources of a changed CRD or a cluster state is given, else author; the message says which applied and why.';

const RATCHET =
  ' Your clusters are Kubernetes {{kubernetesVersion}}+, which ratchet validation: existing objects keep working until they change this value.';

/** A rule that reports schema changes of some kinds (one rule per file uses this). */
export function schemaChangeRule(spec: SchemaRuleSpec): Rule {
  const { kinds, advice, ...meta } = spec;
  return defineRule({
    ...meta,
    docs: { ...meta.docs, why: `${meta.docs.why} ${ON_OBJECTS}` },
    category: 'crd',
    messages: {
      change: CHANGE_MESSAGE,
      ratcheted: CHANGE_MESSAGE + RATCHET,
      violated: CHANGE_MESSAGE + VIOLATED,
      checked: CHANGE_MESSAGE + CHECKED,
      checkedAuthor: CHANGE_MESSAGE + CHECKED_AUTHOR,
      noObjects: CHANGE_MESSAGE + NO_OBJECTS,
    },
    skip: noCrds,
    check(ctx: RuleContext) {
      const kubernetesVersion = ctx.config.crd.kubernetesVersion;
      const ratchet = ratchets(kubernetesVersion);
      const out: RuleReport<Message>[] = [];
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
          else if (c.kind === 'unhandled')
            out.push({ severity: undefined, ...at, messageId: 'change', data });
          else {
            const judged = onObjects(ctx, p, c);
            out.push({ ...at, ...judged, data: { ...data, ...judged.data } });
          }
        }
      }
      return out.map((f) => withCrdAction(meta.id, ctx, f));
    },
  });
}

type Message = 'change' | 'ratcheted' | 'violated' | 'checked' | 'checkedAuthor' | 'noObjects';

/**
 * A tightening judged on the objects that exist: violated → fail (listing them). Otherwise the
 * stance decides: a consumer's objects are all there is, so every one passing (or none existing)
 * warns; an author publishes the CRD to users the gate cannot see, so it fails as crdify does,
 * saying how many of the objects it could see pass.
 */
function onObjects(
  ctx: RuleContext,
  p: CrdPair,
  c: SchemaChange,
): { severity: 'warn' | undefined; messageId: Message; data: Record<string, string> } {
  const { violators, checked, stance } = judgeOnObjects(ctx, p, c);
  if (violators.length)
    return { severity: undefined, messageId: 'violated', data: { objects: listObjects(violators) } };
  const author = stance.stance === 'author';
  if (checked.length)
    return {
      severity: author ? undefined : 'warn',
      messageId: author ? 'checkedAuthor' : 'checked',
      data: { count: String(checked.length), where: checkedWhere(checked), why: stance.why },
    };
  return {
    severity: author ? undefined : 'warn',
    messageId: 'noObjects',
    data: {
      stance: stance.stance,
      why: stance.why,
      verdict: author ? 'objects the gate cannot see may break' : 'nothing that exists breaks',
    },
  };
}

/** A rule over CRD pairs (both sides present unless `each` says otherwise). */
export function crdRule<M extends string = never>(
  meta: Omit<RuleMeta, 'category'> & {
    docs: RuleDocs;
    messages?: Readonly<Record<M, string>>;
    /** Why the rule cannot judge this run, beyond having no CRD pair. */
    skip?: (ctx: RuleContext) => string | undefined;
  },
  each: (p: CrdPair, ctx: RuleContext) => RuleReport<M>[],
): Rule {
  return defineRule<M>({
    ...meta,
    category: 'crd',
    skip: (ctx) => noCrds(ctx) ?? meta.skip?.(ctx),
    check: (ctx) => crdPairs(ctx).flatMap((p) => each(p, ctx).map((f) => withCrdAction(meta.id, ctx, f))),
  });
}
