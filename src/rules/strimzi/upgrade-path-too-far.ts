import { defineRule } from '../define.js';
import type { RuleFinding } from '../../finding.js';
import { compareDotted } from '../../strimzi/releases.js';
import { UPGRADE_STOPS } from '../../strimzi/stops.js';
import { operatorUnknown, operatorVersion, strimziState } from '../../strimzi/state.js';

export const upgradePathTooFar = defineRule({
  id: 'strimzi/upgrade-path-too-far',
  title: 'Operator upgrade skips a required release',
  category: 'strimzi',
  defaultSeverity: 'fail',
  description:
    'The operator jumps over a release it must pass through: below 0.22 to 0.23+, below 0.39 to 0.46+, below 0.49 to 1.0+.',
  docs: {
    why: 'Some migrations only exist in one range of releases: converting resources to v1beta2 (0.22), migrating from ZooKeeper to KRaft (0.40–0.45), converting to the v1 API (0.49–0.51). Skipping over them leaves resources the new operator cannot read.',
    fix: 'Upgrade in steps, one PR each: stop at the release named in the message and do its migration before going further.',
  },
  skip: operatorUnknown,
  check(ctx) {
    const { base, head } = strimziState(ctx);
    const from = operatorVersion(ctx, base).version;
    const to = operatorVersion(ctx, head).version;
    if (!from || !to || compareDotted(to, from) <= 0) return [];
    const op = head.operators[0];
    const out: RuleFinding[] = [];
    for (const { below, atLeast, why } of UPGRADE_STOPS) {
      if (compareDotted(from, below) < 0 && compareDotted(to, atLeast) >= 0) {
        out.push({
          ...(op
            ? {
                file: op.file,
                line: op.line,
                side: 'head' as const,
                object: op.ref,
              }
            : {}),
          message: `Strimzi ${from} → ${to} skips the ${why}. Upgrade to ${below} (or later, below ${atLeast}) first and finish that migration, in its own PR.`,
        });
      }
    }
    return out;
  },
});
