import type { FeatureGate, StrimziRelease } from './release-types.js';
import { FEATURE_GATES } from './releases-data.js';

/** The syntax FeatureGates accepts (FeatureGates.java@1.2.0:47, the same regex since 0.23.0). */
const SYNTAX = /^(\s*[+-][a-zA-Z0-9]+\s*,)*\s*[+-][a-zA-Z0-9]+\s*$/;

/**
 * Why a release's operator would not start with this `STRIMZI_FEATURE_GATES` value, as
 * FeatureGates decides when Main builds the config (Main.java@1.2.0:71): a value outside the
 * syntax, a gate named twice, or a gate the release does not know — removed when it graduated, or
 * not there yet (FeatureGates.java@1.2.0:47,65,91; FeatureGates.java@0.23.0:45). 0.22 does not
 * read the variable. Empty: nothing.
 */
export function featureGateProblems(value: string, release: StrimziRelease): string[] {
  const known = release.featureGates;
  if (!known || !value.trim()) return [];
  const v = `Strimzi ${release.version}`;
  if (!SYNTAX.test(value))
    return [
      `"${value}" is not a valid feature gate configuration (a comma-separated list of +Name or -Name): ${v} does not start.`,
    ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of value.trim().split(/\s*,+\s*/)) {
    const name = item.slice(1);
    if (seen.has(name)) out.push(`feature gate ${name} is configured multiple times: ${v} does not start.`);
    seen.add(name);
    if (name in known) continue;
    out.push(
      `${v} does not know the feature gate ${name}${history(
        FEATURE_GATES.find((g) => g.name === name),
        release,
      )}: it stops at start-up with "Unknown feature gate ${name} found in the configuration". Remove ${item} from STRIMZI_FEATURE_GATES.`,
    );
  }
  return out;
}

function history(g: FeatureGate | undefined, release: StrimziRelease): string {
  if (!g) return ' (no Strimzi release has it)';
  if (g.removed && release.version.localeCompare(g.removed, 'en', { numeric: true }) >= 0)
    return ` (removed in ${g.removed}, when it graduated)`;
  return ` (it first exists in ${g.introduced})`;
}
