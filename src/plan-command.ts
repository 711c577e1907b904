import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';
import { resolveMetadata } from './strimzi/metadata.js';
import { defaultMetadata } from './strimzi/plan-metadata.js';
import { planUpgrade, type PlanState, type UpgradePlan } from './strimzi/planner.js';
import { releaseData } from './strimzi/release-data.js';

const USAGE =
  'Usage: upgrade-gate plan --from OP/KAFKA[/METADATA] --to OP/KAFKA[/METADATA] [--mermaid] [--format text|json]';
const EXAMPLE =
  'Example: upgrade-gate plan --from 0.38.0/3.6.0 --to 1.2.0/4.3.1, or --from 1.1.0/4.2.0/4.2-IV1 --to 1.2.0/4.3.1/4.3-IV0';

/** `OP/KAFKA[/METADATA]`: `0.45.0/3.9.0`, `1.1.0/4.2.0/4.2-IV1` (a metadata version as `4.2` or `4.2-IV1`). */
function state(flag: string, v: string | undefined): PlanState {
  const m = /^v?(\d+\.\d+\.\d+)\/(\d+\.\d+\.\d+)(?:\/(\d+\.\d+(?:-IV\d+)?))?$/.exec(v ?? '');
  if (!m)
    throw new UsageError(
      `--${flag} ${v ?? ''}: expected OPERATOR/KAFKA[/METADATA], e.g. 0.38.0/3.6.0`,
      EXAMPLE,
    );
  if (m[3] && !resolveMetadata(m[3]))
    throw new UsageError(
      `--${flag} ${v}: ${m[3]} is not a Kafka metadata version the bundled data knows`,
      EXAMPLE,
    );
  return { operator: m[1]!, kafka: m[2]!, ...(m[3] ? { metadata: m[3] } : {}) };
}

/**
 * The target state: a metadata version configured on --from and not named on --to follows Kafka to
 * its default ("if configured, update the metadataVersion", proc-upgrade-kafka-kraft.adoc@1.2.0:99).
 */
function target(from: PlanState, to: PlanState): PlanState {
  if (!from.metadata || to.metadata) return to;
  const r = releaseData().release(to.operator);
  const metadata = r && defaultMetadata(r, to.kafka);
  return metadata ? { ...to, metadata } : to;
}

/** The plan as printed: numbered steps, or the plan object (the report's `plan`) with --format json. */
function render(plan: UpgradePlan, format: string, mermaid: boolean): string {
  if (format === 'json') return `${JSON.stringify(plan, null, 2)}\n`;
  const lines = [
    plan.title,
    ...(plan.note ? [plan.note] : []),
    ...plan.steps.map((s, i) => `${i + 1}. ${s}`),
  ];
  if (mermaid && plan.mermaid) lines.push('', '```mermaid', plan.mermaid, '```');
  return `${lines.join('\n')}\n`;
}

/** `upgrade-gate plan --from OP/KAFKA[/METADATA] --to OP/KAFKA[/METADATA]`: the fewest safe PRs. */
export async function runPlanCommand(argv: string[]): Promise<number> {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        mermaid: { type: 'boolean' },
        format: { type: 'string' },
      },
    }).values;
  } catch (err) {
    throw new UsageError((err as Error).message, USAGE);
  }
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`--format ${format}: must be text or json`, USAGE);
  const from = state('from', values.from);
  const plan = planUpgrade(from, target(from, state('to', values.to)));
  if ('error' in plan) throw new UsageError(`no plan: ${plan.error}`);
  process.stdout.write(render(plan, format, values.mermaid === true));
  return 0;
}
