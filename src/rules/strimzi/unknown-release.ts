import { defineRule } from '../define.js';
import { noStrimzi, operatorVersion, releasesOf, strimziState } from '../../strimzi/state.js';
import type { RuleFinding } from '../../finding.js';

export const unknownRelease = defineRule({
  id: 'strimzi/unknown-release',
  title: 'Version unknown to the bundled release data',
  category: 'strimzi',
  defaultSeverity: 'warn',
  description:
    'An operator or Kafka version that the bundled Strimzi data does not know: the rules that need it cannot judge.',
  docs: {
    why: 'Unknown is not safe: a newer operator or a typo in a version would otherwise pass every check silently. The finding says which checks were skipped.',
    fix: 'Correct the version, or upgrade upgrade-gate (the data covers Strimzi 0.22.0 to the newest release it ships).',
  },
  skip: noStrimzi,
  check(ctx) {
    const { head } = strimziState(ctx);
    const out: RuleFinding[] = [];
    const data = releasesOf(ctx);
    const newest = data.newest.version;
    for (const o of head.operators) {
      if (data.release(o.version)) continue;
      out.push({
        file: o.file,
        line: o.line,
        side: 'head',
        unjudged: true,
        object: o.ref,
        message: `Strimzi ${o.version} is not in the bundled release data (0.22.0 to ${newest}): the Strimzi version checks for this operator were skipped.`,
      });
    }
    const configured = operatorVersion(ctx, head).version;
    if (configured && !head.operators.length && !data.release(configured)) {
      out.push({
        unjudged: true,
        message: `strimzi.operatorVersion ${configured} is not in the bundled release data (0.22.0 to ${newest}): the Strimzi version checks were skipped.`,
      });
    }
    for (const c of head.clusters) {
      const ambiguous = operatorVersion(ctx, head, c.obj.namespace).why;
      if (ambiguous?.startsWith('several')) {
        out.push({
          severity: 'notice',
          file: c.obj.file,
          line: c.obj.line,
          side: 'head',
          unjudged: true,
          object: c.ref,
          message: `Which operator manages ${c.ref} is ambiguous: ${ambiguous}. The Strimzi version checks for it were skipped.`,
        });
      }
      const v = c.version.value;
      if (!v || data.isKnownKafka(v)) continue;
      out.push({
        file: c.obj.file,
        line: c.version.line,
        side: 'head',
        unjudged: true,
        object: c.ref,
        path: 'spec.kafka.version',
        message: `Kafka ${v} is not known to any bundled Strimzi release: no operator would accept it, and the version checks for this cluster were skipped.`,
      });
    }
    return out;
  },
});
