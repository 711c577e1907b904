import { U as UsageError } from './cli-cli-main.js';
import 'node:fs/promises';
import 'node:util';
import 'node:fs';
import 'node:path';
import 'node:crypto';
import 'node:child_process';
import './cli.js';

/** `upgrade-gate plan --from OP/KAFKA --to OP/KAFKA`: wired to the Strimzi planner when it lands. */
async function runPlanCommand(argv) {
    throw new UsageError('the plan command is not available in this build');
}

export { runPlanCommand };
