import type { GateConfig, RuleContext } from '../../context.js';
import { crdPairs, noCrds, ratchets, type CrdPair } from '../../crd/analysis.js';
import type { ChangeKind, SchemaChange } from '../../crd/changes.js';
import { CHANGE_MESSAGE, changeAt, changeData } from '../../crd/findings.js';
import { defineRule, type RuleReport } from '../define.js';
import type { Rule, RuleDocs, RuleMeta } from '../types.js';

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
