import { conversionStrategy, type Crd } from '../../crd/model.js';
import { crdFinding } from '../../crd/findings.js';
import { crdRule } from './factories.js';
import { diffSchemas } from '../../crd/schema-diff.js';
import type { RuleFinding } from '../../finding.js';

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
      fix: 'Make the schemas compatible, or add a conversion webhook. Only two versions that both existed and were compatible on the base side fail: a version added in this change has no objects written through it yet, and a difference already present on the base side is reported by the schema rules as it grows (both are warnings).',
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
      const old = JSON.stringify(before.get(pair)) === JSON.stringify(problems);
      // Objects written through a version that is new in this change do not exist yet.
      const added = pair.split('↔').filter((v) => !existed.has(v));
      const grown = !old && before.has(pair);
      const note = old
        ? ' Already present on the base revision.'
        : added.length
          ? ` ${added.join(' and ')} ${added.length > 1 ? 'are' : 'is'} new in this change: no object was written through it yet, so nothing stored breaks; objects created from now on do.`
          : grown
            ? ' Already incompatible on the base revision; the schema rules report what this change adds.'
            : '';
      const finding = crdFinding(
        p,
        ['spec', 'versions'],
        `served versions ${pair} are incompatible and conversion is None, so objects are served unchanged in both: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}. Make the schemas compatible or add a conversion webhook.${note}`,
        note ? 'warn' : undefined,
        pair,
      );
      out.push(old ? { ...finding, present: true } : finding);
    }
    return out;
  },
);
