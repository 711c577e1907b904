import type { Verdict } from './model.js';

export type FailOn = 'fail' | 'warn' | 'never';

/** Whether the result fails the gate under `fail-on`. */
export function gateFails(result: Verdict, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  if (failOn === 'warn') return result !== 'pass';
  return result === 'fail';
}
