import type { FeatureGate, StrimziRelease } from './release-types.js';
import { FEATURE_GATES } from './releases-data.js';
import { compareDotted } from './releases.js';

/** The syntax FeatureGates accepts (FeatureGates.java@1.2.0:47, the same regex since 0.23.0). */
const SYNTAX = /^(\s*[+-][a-zA-Z0-9]+\s*,)*\s*[+-][a-zA-Z0-9]+\s*$/;

/**
 * Why a release's operator would not start with this `STRIMZI_FEATURE_GATES` value, as
 * FeatureGates decides when Main builds the config (Main.java@1.2.0:71): a value outside the
 * syntax, a gate named twice, or a gate the release does not know — removed when it graduated, or
 * not there yet (FeatureGates.java@1.2.0:47,65,91; FeatureGates.java@0.23.0:45), or a combination
 * it refuses (GATE_DEPENDENCIES). 0.22 does not read the variable. Empty: nothing.
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
  if (out.length) return out;
  const enabled = (name: string) => {
    const item = value
      .trim()
      .split(/\s*,+\s*/)
      .find((i) => i.slice(1) === name);
    return item ? item.startsWith('+') : known[name] === 'enabled';
  };
  for (const d of GATE_DEPENDENCIES) {
    const inRange = compareDotted(release.version, d.from) >= 0 && compareDotted(release.version, d.to) <= 0;
    if (inRange && enabled(d.gate) && !enabled(d.needs))
      out.push(
        `${d.gate} is enabled while ${d.needs} is disabled: ${v} refuses that combination at start-up (${d.source}). Enable ${d.needs} too, or disable ${d.gate}.`,
      );
  }
  return out;
}

/** Gate combinations the operator refuses at start-up (strimzi-operator-facts.json featureGateParsing.interdependencies). */
export const GATE_DEPENDENCIES: readonly {
  from: string;
  to: string;
  gate: string;
  needs: string;
  source: string;
}[] = [
  {
    from: '0.29.0',
    to: '0.34.0',
    gate: 'UseKRaft',
    needs: 'UseStrimziPodSets',
    source: 'FeatureGates.java@0.29.0:78',
  },
  {
    from: '0.36.0',
    to: '0.40.0',
    gate: 'UseKRaft',
    needs: 'KafkaNodePools',
    source: 'FeatureGates.java@0.40.0:73',
  },
];

function history(g: FeatureGate | undefined, release: StrimziRelease): string {
  if (!g) return ' (no Strimzi release has it)';
  if (g.removed && compareDotted(release.version, g.removed) >= 0)
    return ` (removed in ${g.removed}, when it graduated)`;
  return ` (it first exists in ${g.introduced})`;
}
