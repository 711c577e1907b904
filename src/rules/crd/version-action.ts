/**
 * One action for a version that stops being served or is removed, shared by crd/served-version-removed
 * and crd/stored-version-removed so the two findings of one version (and those of every CRD of the
 * same group dropping the same version) are one cause and one "What to do" bullet (result/causes.ts
 * joins findings whose action keys match).
 */
import type { RuleContext } from '../../context.js';
import type { Crd } from '../../crd/model.js';
import { crdPairs, type CrdPair } from '../../crd/analysis.js';
import type { FindingAction } from '../../finding.js';

/** The custom resources of the head tree written in `group/version` of `kind`. */
export function repoUsers(ctx: RuleContext, crd: Crd, version: string): { file: string; line: number }[] {
  const api = `${crd.group}/${version}`;
  const kind = String(crd.names.kind ?? '');
  return ctx.head.objects
    .filter((o) => o.apiVersion === api && o.kind === kind)
    .map((o) => ({ file: o.file, line: o.line }));
}

/** The live objects of a `--cluster-state` export written in `group/version` of `kind`. */
export function liveUsers(ctx: RuleContext, crd: Crd, version: string): string[] {
  const api = `${crd.group}/${version}`;
  const kind = String(crd.names.kind ?? '');
  return (ctx.facts.clusterState?.objects ?? [])
    .filter((o) => o.apiVersion === api && o.kind === kind)
    .map((o) => `live ${o.namespace ? `${o.namespace}/` : ''}${o.name}`);
}

/** Whether this change stops serving `version` of a CRD pair, or removes it. */
const drops = (p: CrdPair, version: string): boolean => {
  const b = p.base?.versions.find((v) => v.name === version);
  const h = p.head?.versions.find((v) => v.name === version);
  return !!b && !!p.head && (!h || (b.served && !h.served));
};

/**
 * The head CRDs of `group` from which this change drops `version`: their kinds, each with the
 * version it now stores.
 */
function dropping(ctx: RuleContext, group: string, version: string): { kind: string; to: string }[] {
  return crdPairs(ctx)
    .filter((p) => p.head?.group === group && drops(p, version))
    .map((p) => p.head!)
    .map((c) => ({
      kind: String(c.names.kind ?? ''),
      to: c.versions.find((v) => v.storage)?.name ?? c.versions.find((v) => v.served)?.name ?? '',
    }))
    .sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}

/**
 * Where to move from `group/version`: `{1}`, or `{1} ({2}) and {3} ({4})` when the CRDs that drop it
 * now store different versions, with the values the placeholders stand for.
 */
function moveTo(group: string, drops: { kind: string; to: string }[]): { text: string; values: string[] } {
  const byTarget = new Map<string, string[]>();
  for (const d of drops) if (d.to) byTarget.set(d.to, [...(byTarget.get(d.to) ?? []), d.kind]);
  if (byTarget.size === 0) return { text: 'a version these CRDs still serve', values: [] };
  if (byTarget.size === 1) return { text: '{1}', values: [`${group}/${[...byTarget.keys()][0]!}`] };
  const values: string[] = [];
  const parts = [...byTarget].map(([to, kinds]) => {
    values.push(`${group}/${to}`, kinds.join(', '));
    return `{${values.length - 1}} ({${values.length}})`;
  });
  return { text: `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`, values };
}

/**
 * What to do about `version` of `group` going away, in the stance that applied: a consumer moves its
 * own objects (those of every CRD of the group that drops it) and migrates stored versions before
 * applying; an author deprecates first. One key per stance, group and version.
 */
export function versionAction(
  ctx: RuleContext,
  head: Crd,
  version: string,
  deprecated: boolean,
): FindingAction {
  const stance = ctx.analyses.crdStance.stance;
  const dropped = dropping(ctx, head.group, version);
  const from = `${head.group}/${version}`;
  const to = moveTo(head.group, dropped);
  const values = [from, ...to.values];
  const key = `version ${stance} ${from}`;
  if (stance === 'author')
    return {
      key,
      kind: 'edit',
      values,
      text: deprecated
        ? `Tell users in the release notes to move their objects from {0} to ${to.text} and migrate stored versions before they apply this release`
        : `Deprecate {0} for a release first (\`deprecated: true\` with a \`deprecationWarning\`), tell users to move to ${to.text} and migrate stored versions, and stop serving it in a later release`,
    };
  const kinds = new Set(dropped.map((d) => d.kind));
  const objects = ctx.head.objects
    .filter((o) => o.apiVersion === from && kinds.has(o.kind))
    .map((o) => ({ file: o.file, line: o.line }));
  return objects.length
    ? {
        key,
        kind: 'edit',
        values,
        objects,
        text: `Move your custom resources from {0} to ${to.text}, then migrate stored versions before applying these CRDs`,
      }
    : {
        key,
        kind: 'procedure',
        values,
        text: `Check that no client or live object still uses {0}, and migrate stored objects to ${to.text} (rewrite them, then drop the old version from \`status.storedVersions\`) before applying these CRDs`,
      };
}
