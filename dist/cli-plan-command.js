import { createRequire as __createRequire } from 'node:module';
const __require = __createRequire(import.meta.url);
const { parseArgs } = __require("node:util");
import { U as UsageError, p as planUpgrade } from './cli-cli-main.js';
import './cli.js';

function state(flag, v) {
    const m = /^v?(\d+\.\d+\.\d+)\/(\d+\.\d+\.\d+)$/.exec(v ?? '');
    if (!m)
        throw new UsageError(`--${flag} ${v ?? ''}: expected OPERATOR/KAFKA, e.g. 0.38.0/3.6.0`, 'Example: upgrade-gate plan --from 0.38.0/3.6.0 --to 1.2.0/4.3.1');
    return { operator: m[1], kafka: m[2] };
}
/** `upgrade-gate plan --from OP/KAFKA --to OP/KAFKA [--mermaid]`: the safe sequence of PRs. */
async function runPlanCommand(argv) {
    let values;
    try {
        values = parseArgs({
            args: argv,
            options: { from: { type: 'string' }, to: { type: 'string' }, mermaid: { type: 'boolean' } },
        }).values;
    }
    catch (err) {
        throw new UsageError(err.message, 'Usage: upgrade-gate plan --from OP/KAFKA --to OP/KAFKA [--mermaid]');
    }
    const plan = planUpgrade(state('from', values.from), state('to', values.to));
    if ('error' in plan)
        throw new UsageError(`no plan: ${plan.error}`);
    const lines = [
        plan.title,
        ...(plan.note ? [plan.note] : []),
        ...plan.steps.map((s, i) => `${i + 1}. ${s}`),
    ];
    if (values.mermaid && plan.mermaid)
        lines.push('', '```mermaid', plan.mermaid, '```');
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
}

export { runPlanCommand };
