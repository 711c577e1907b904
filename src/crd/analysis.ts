import type { ObjectPair } from '../index/types.js';
import type { RuleContext } from '../rules/types.js';
import type { SchemaChange } from './changes.js';
import { isCrd, readCrd, type Crd } from './model.js';
import { diffSchemas } from './schema-diff.js';

/** One CRD on either side, with the schema changes of every version present on both. */
export interface CrdPair {
  pair: ObjectPair;
  base?: Crd;
  head?: Crd;
  changes: SchemaChange[];
}

/** Schema changes between two CRDs, version by version (versions present on both sides). */
export function diffCrds(base: Crd, head: Crd): SchemaChange[] {
  const changes: SchemaChange[] = [];
  for (const hv of head.versions) {
    const bv = base.versions.find((v) => v.name === hv.name);
    if (!bv?.schema || !hv.schema) continue;
    try {
      changes.push(...diffSchemas(hv.name, bv.schema, hv.schema, bv.schemaPath, hv.schemaPath));
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

/** Every CRD pair of the run, computed once and shared by the crd rules. Unchanged CRDs cost nothing. */
export function crdPairs(ctx: RuleContext): CrdPair[] {
  return ctx.memo('crd-pairs', () =>
    ctx.pairs
      .filter((p) => (p.base && isCrd(p.base)) || (p.head && isCrd(p.head)))
      .map((pair) => {
        const base = pair.base && isCrd(pair.base) ? readCrd(pair.base) : undefined;
        const head = pair.head && isCrd(pair.head) ? readCrd(pair.head) : undefined;
        const changes = base && head && pair.status === 'changed' ? diffCrds(base, head) : [];
        return { pair, base, head, changes };
      }),
  );
}

/** Skip reason shared by the crd rules. */
export function noCrds(ctx: RuleContext): string | undefined {
  return crdPairs(ctx).length ? undefined : 'no CustomResourceDefinition on either side';
}

/** Whether the API server ratchets validation for the oldest cluster the repo deploys to (KEP-4008, 1.30+). */
export function ratchets(kubernetesVersion: string | undefined): boolean {
  if (!kubernetesVersion) return false;
  const m = /^v?(\d+)\.(\d+)/.exec(kubernetesVersion);
  return !!m && (Number(m[1]) > 1 || Number(m[2]) >= 30);
}
