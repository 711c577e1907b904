import { conversionStrategy, type Crd } from '../../crd/model.js';
import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import { diffSchemas } from '../../crd/schema-diff.js';
import type { RuleFinding } from '../../finding.js';
import { plural } from '../../message.js';

/** Breaking differences between served versions of one CRD (strategy None serves objects unchanged). */
function incompatible(crd: Crd): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (conversionStrategy(crd) !== 'None') return out;
  const served = crd.versions.filter((v) => v.served && v.schema);
  for (let i = 0; i < served.length; i++) {
    for (let j = i + 1; j < served.length; j++) {
      const a = served[i]!;
      const b = served[j]!;
      const one = diffSchemas(b.name, a.schema!, b.schema!, a.schemaPath, b.schemaPath);
      const two = diffSchemas(a.name, b.schema!, a.schema!, b.schemaPath, a.schemaPath);
      const breaking = [...one, ...two].filter((c) => c.level === 'fail' && c.kind !== 'description-changed');
      if (breaking.length)
        out.set(
          `${a.name}↔${b.name}`,
          breaking.map((c) => `${c.field}: ${c.detail}`),
        );
    }
  }
  return out;
}

export const servedVersionsIncompatible = crdRule(
  {
    id: 'crd/served-versions-incompatible',
    title: 'Served versions incompatible without conversion',
    defaultSeverity: 'fail',
    description:
      "With conversion strategy None, two served versions of the head CRD have schemas that reject each other's objects.",
    docs: {
      why: 'With `conversion.strategy: None` the API server serves the same stored object in every version unchanged. If the schemas differ in a breaking way, objects written through one version fail validation or lose fields through the other.',
      fix: 'Make the schemas compatible, or add a conversion webhook. Two versions that both existed on the base side fail when this change adds an incompatibility between them, even when they already differed in other ways (crdupgradesafety\'s "extra issue" case): the finding names only what is new. A version added in this change has no objects written through it yet (warning), and a pair whose incompatibilities were all on the base side already is reported as already present.',
    },
  },
  (p) => {
    // Judge the change: an unchanged CRD is not reported again.
    if (!p.head || p.pair.status === 'unchanged') return [];
    const now = incompatible(p.head);
    // The base side is compared only to classify what the head side has (most CRDs: nothing).
    const before = p.base && now.size ? incompatible(p.base) : new Map<string, string[]>();
    const existed = new Set(p.base?.versions.filter((v) => v.served).map((v) => v.name));
    const out: RuleFinding[] = [];
    for (const [pair, problems] of now) {
      const was = before.get(pair);
      // What this change adds to a pair that was already incompatible (crdupgradesafety's "extra issue").
      const fresh = was ? problems.filter((x) => !was.includes(x)) : problems;
      const old = was !== undefined && !fresh.length;
      // Objects written through a version that is new in this change do not exist yet.
      const added = pair.split('↔').filter((v) => !existed.has(v));
      const note = old
        ? ' Already present on the base revision.'
        : added.length
          ? ` ${added.join(' and ')} ${added.length > 1 ? 'are' : 'is'} new in this change: no object was written through it yet, so nothing stored breaks; objects created from now on do.`
          : was
            ? ` New in this change; ${plural(was.length, 'other incompatibility', 'other incompatibilities')} of this pair ${was.length > 1 ? 'were' : 'was'} already on the base revision.`
            : '';
      const shown = old ? problems : fresh;
      const finding = crdFinding(
        p,
        ['spec', 'versions'],
        `served versions ${pair} are incompatible and conversion is None, so objects are served unchanged in both: ${shown.slice(0, 5).join('; ')}${shown.length > 5 ? `; and ${shown.length - 5} more` : ''}. Make the schemas compatible or add a conversion webhook.${note}`,
        old || added.length ? 'warn' : undefined,
        pair,
      );
      out.push(old ? { ...finding, present: true } : finding);
    }
    return out;
  },
);
