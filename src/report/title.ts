import type { GateResult } from '../result/model.js';

/** One line: `2 rules failed, 1 warned, 40 passed, 12 skipped`. */
export function summaryLine(result: GateResult): string {
  const s = result.summary;
  const parts = [];
  if (s.fail) parts.push(`${s.fail} rule${s.fail === 1 ? '' : 's'} failed`);
  if (s.warn) parts.push(`${s.warn} warned`);
  parts.push(`${s.pass} passed`);
  if (s.skipped) parts.push(`${s.skipped} skipped`);
  return parts.join(', ');
}

export const VERDICT_WORD = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;
