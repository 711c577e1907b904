import { lineOf, objectRef, whereOf } from '../manifests/locate.js';
import type { Rule, RuleContext, RuleDocs, RuleFinding, RuleMeta } from '../rules/types.js';
import { crdPairs, noCrds, ratchets, type CrdPair } from './analysis.js';
import { showPath, type ChangeKind, type SchemaChange } from './changes.js';
import type { CrdVersion } from './model.js';

/** A finding at the change's line in the head file; a removed field also quotes where it was. */
export function changeFinding(
  p: CrdPair,
  c: SchemaChange,
  message: string,
  severity?: RuleFinding['severity'],
): RuleFinding {
  const head = p.head!;
  const base = p.base!;
  const exactOnHead = c.kind !== 'field-removed';
  const was = exactOnHead ? '' : ` (it was at ${base.obj.file}:${lineOf(base.obj, c.basePath)})`;
  return {
    severity,
    ...whereOf(head.obj, c.headPath),
    side: 'head',
    object: objectRef(head.obj),
    path: showPath(c),
    message: `${showPath(c)}: ${c.detail}${was}. ${message}`,
  };
}

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

/** A finding about a whole CRD or one of its versions, at `path` in the head file (base file when removed). */
export function crdFinding(
  p: CrdPair,
  path: (string | number)[],
  message: string,
  severity?: RuleFinding['severity'],
  pathLabel?: string,
): RuleFinding {
  const crd = p.head ?? p.base!;
  return {
    severity,
    ...whereOf(crd.obj, path),
    side: p.head ? 'head' : 'base',
    object: objectRef(crd.obj),
    ...(pathLabel ? { path: pathLabel } : {}),
    message,
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
