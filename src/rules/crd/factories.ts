import type { RuleContext } from '../../context.js';
import { crdPairs, noCrds, ratchets, type CrdPair } from '../../crd/analysis.js';
import type { ChangeKind, SchemaChange } from '../../crd/changes.js';
import { changeFinding } from '../../crd/findings.js';
import type { RuleFinding } from '../../finding.js';
import type { Rule, RuleDocs, RuleMeta } from '../types.js';

export interface SchemaRuleSpec extends Omit<RuleMeta, 'category'> {
  docs: RuleDocs;
  kinds: ChangeKind[];
  /** Who breaks and how to fix it, appended to each finding. */
  advice: string | ((c: SchemaChange) => string);
}

/** A rule that reports schema changes of some kinds (one rule per file uses this). */
export function schemaChangeRule(spec: SchemaRuleSpec): Rule {
  return {
    id: spec.id,
    title: spec.title,
    category: 'crd',
    defaultSeverity: spec.defaultSeverity,
    description: spec.description,
    docs: spec.docs,
    skip: noCrds,
    evaluate(ctx: RuleContext) {
      const ratchet = ratchets(ctx.config.crd.kubernetesVersion);
      const out: RuleFinding[] = [];
      for (const p of crdPairs(ctx)) {
        for (const c of p.changes) {
          if (!spec.kinds.includes(c.kind) || c.level === 'notice') continue;
          let advice = typeof spec.advice === 'string' ? spec.advice : spec.advice(c);
          let severity: RuleFinding['severity'] = c.level === 'warn' ? 'warn' : undefined;
          if (ratchet && c.ratchetable && severity === undefined) {
            severity = 'warn';
            advice += ` Your clusters are Kubernetes ${ctx.config.crd.kubernetesVersion}+, which ratchet validation: existing objects keep working until they change this value.`;
          }
          out.push(changeFinding(p, c, advice, severity));
        }
      }
      return out;
    },
  };
}

/** A rule over CRD pairs (both sides present unless `each` says otherwise). */
export function crdRule(
  meta: Omit<RuleMeta, 'category'> & { docs: RuleDocs },
  each: (p: CrdPair, ctx: RuleContext) => RuleFinding[],
): Rule {
  return {
    ...meta,
    category: 'crd',
    skip: noCrds,
    evaluate: (ctx) => crdPairs(ctx).flatMap((p) => each(p, ctx)),
  };
}
