import { UsageError } from './errors.js';

/** `upgrade-gate plan --from OP/KAFKA --to OP/KAFKA`: wired to the Strimzi planner when it lands. */
export async function runPlanCommand(argv: string[]): Promise<number> {
  void argv;
  throw new UsageError('the plan command is not available in this build');
}
