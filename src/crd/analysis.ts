import type { ObjectPair } from '../index/types.js';
import type { AnalysisDefinitions, CelRuleJudge, RuleContext } from '../context.js';
import type { SchemaChange } from './changes.js';
import { deepEqual } from './equal.js';
import { isCrd, readCrd, type Crd } from './model.js';
import { checkedObjects, crdStance } from './objects.js';
import { diffSchemas } from './schema-diff.js';
import { exactSchema } from './validate/exact.js';
import { validateOnce } from './validated.js';
import { crdsByKind, kindClaimants } from './validate/validate.js';

declare module '../context.js' {
  interface Analyses {
    /** Every CRD pair of the run with its schema changes (unchanged CRDs cost nothing). */
    crdPairs: CrdPair[];
    /** The CRDs of each side by group and kind, for validating custom resources. */
    crdsByKind: Record<'base' | 'head', Map<string, Crd[]>>;
  }
}

/** One CRD on either side, with the schema changes of every version present on both. */
export interface CrdPair {
  pair: ObjectPair;
  base?: Crd;
  head?: Crd;
  changes: SchemaChange[];
}

/**
 * Schema changes between two CRDs, version by version: versions present on both sides and served
 * on head (each served version has its own validator; an unserved one validates nothing —
 * `customresource_handler.go` builds storage per served version).
 */
export function diffCrds(base: Crd, head: Crd, celRule?: CelRuleJudge): SchemaChange[] {
  const changes: SchemaChange[] = [];
  for (const hv of head.versions) {
    const bv = base.versions.find((v) => v.name === hv.name);
    if (!bv?.schema || !hv.schema || !hv.served) continue;
    try {
      // Defaults and enum values past 2^53 compared exactly (validate/exact.ts): 2^53 and 2^53 + 1 differ.
      const [bs, hs] = [exactSchema(base.obj, bv) ?? bv.schema, exactSchema(head.obj, hv) ?? hv.schema];
      changes.push(...diffSchemas(hv.name, bs, hs, bv.schemaPath, hv.schemaPath, celRule));
    } catch (err) {
      // A malformed schema is reported on its own CRD's line; it never breaks the other CRDs.
      changes.push({
        kind: 'unhandled',
        version: hv.name,
        field: '^',
        keyword: 'openAPIV3Schema',
        basePath: bv.schemaPath,
        headPath: hv.schemaPath,
        detail: `the schema could not be compared (${(err as Error).message.slice(0, 120)})`,
        level: 'fail',
      });
    }
  }
  return changes;
}

/** Every CRD pair of the given object pairs. */
export function pairCrds(pairs: readonly ObjectPair[], celRule?: CelRuleJudge): CrdPair[] {
  return onePerSource(pairs.filter((p) => (p.base && isCrd(p.base)) || (p.head && isCrd(p.head)))).map(
    (pair) => {
      const base = pair.base && isCrd(pair.base) ? readCrd(pair.base) : undefined;
      const head = pair.head && isCrd(pair.head) ? readCrd(pair.head) : undefined;
      const changes = base && head && pair.status === 'changed' ? diffCrds(base, head, celRule) : [];
      return { pair, base, head, changes };
    },
  );
}

/**
 * One pair per source: a CRD that several deploy units render from one file (a base two overlays
 * include) is judged once, unless a unit renders it differently (a patch), which is judged on its own.
 */
function onePerSource(pairs: ObjectPair[]): ObjectPair[] {
  const seen = new Map<string, ObjectPair[]>();
  const where = (o: ObjectPair['base']) => (o ? `${o.file}:${o.line}` : '-');
  return pairs.filter((p) => {
    const key = [p.head?.name ?? p.base?.name, where(p.base), where(p.head)].join('|');
    const same = seen.get(key) ?? [];
    if (same.some((q) => deepEqual(q.base?.value, p.base?.value) && deepEqual(q.head?.value, p.head?.value)))
      return false;
    seen.set(key, [...same, p]);
    return true;
  });
}

/** Every CRD pair of the run, computed once and shared by the crd rules. */
export const crdPairs = (ctx: RuleContext): CrdPair[] => ctx.analyses.crdPairs;

/** The CRD pack's analyses (joined into the run context in run.ts). */
export const crdAnalyses: Pick<
  AnalysisDefinitions,
  'crdPairs' | 'crdsByKind' | 'crdObjects' | 'crdStance' | 'crdValidation'
> = {
  crdValidation: validateOnce,
  crdObjects: checkedObjects,
  crdStance,
  crdPairs: (ctx) => pairCrds(ctx.pairs, ctx.engines.celRule),
  crdsByKind: (ctx) => {
    // Each side on first read: a run that validates head resources only never indexes base.
    const bySide = {} as Record<'base' | 'head', Map<string, Crd[]>>;
    // On the head side a kind two CRDs claim goes to the one the cluster already has (the base's).
    const crdsOf = (side: 'base' | 'head') => ctx[side].objects.filter(isCrd).map(readCrd);
    for (const side of ['base', 'head'] as const) {
      let map: Map<string, Crd[]> | undefined;
      Object.defineProperty(bySide, side, {
        enumerable: true,
        get: () =>
          (map ??= crdsByKind(crdsOf(side), side === 'head' ? kindClaimants(crdsOf('base')) : undefined)),
      });
    }
    return bySide;
  },
};

/**
 * Whether unchanged CRDs were left unparsed (index/unread-crds.ts): they are on both sides all the
 * same, so a rule that needs CRDs to exist is not skipped for want of them.
 */
export const crdsLeftUnread = (ctx: RuleContext): boolean => Boolean(ctx.head.unread?.crds);

/** Skip reason shared by the crd rules. */
export function noCrds(ctx: RuleContext): string | undefined {
  return crdPairs(ctx).length || crdsLeftUnread(ctx)
    ? undefined
    : 'no CustomResourceDefinition on either side';
}

/**
 * Whether the API server ratchets validation for the oldest cluster the repo deploys to (KEP-4008,
 * 1.30+). Credited only when the config states the version: ratcheting spares an existing object's
 * unchanged values on update, never a create (a new cluster, a restore), so the gate does not assume
 * it from its default version, which serves the CEL environment (`DEFAULT_KUBERNETES_MINOR`).
 */
export function ratchets(kubernetesVersion: string | undefined): boolean {
  if (!kubernetesVersion) return false;
  const m = /^v?(\d+)\.(\d+)/.exec(kubernetesVersion);
  return !!m && (Number(m[1]) > 1 || Number(m[2]) >= 30);
}
