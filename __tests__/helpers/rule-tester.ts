import type { Rule } from '../../src/rules/types.js';

export type Verdict = 'pass' | 'warn' | 'fail';

/**
 * One row of a rule's table: what the pull request does, the verdict, and where each finding of the
 * rule points. The rule's docs page shows `what` and `verdict` (npm run docs), so the page and the
 * test are one table.
 */
export interface RuleCase {
  what: string;
  verdict: Verdict;
  /**
   * Every finding of the rule in report order, as `file:line path` (`file:line` without a path), with
   * ` (present)` after one the base already had.
   */
  at: string[];
  /** The rule must be skipped, not only pass (shown as pass in the docs). */
  skipped?: true;
}

/** What a case run produced: the JSON report's rules and findings, or the in-memory result. */
export interface Outcome {
  rules: readonly { id: string; status: string }[];
  findings: readonly { rule: string; file?: string; line?: number; path?: string; introduced?: boolean }[];
}

/**
 * Where a finding points, as the tables write it, and ` (present)` after a finding the base already
 * had (`introduced: false`, result/introduced.ts): it does not raise the verdict.
 */
export const where = (f: Outcome['findings'][number]): string =>
  `${f.file === undefined ? '(no file)' : `${f.file}:${f.line}${f.path ? ` ${f.path}` : ''}`}${f.introduced === false ? ' (present)' : ''}`;

/**
 * A row that shows the rule firing: a verdict other than pass, or a finding of what the cluster or
 * the base already has (`(present)`: it does not raise the verdict).
 */
export const showsItFiring = (c: RuleCase): boolean =>
  c.verdict !== 'pass' || c.at.some((a) => a.endsWith(' (present)'));

/**
 * Runs each rule's cases through `run` (undefined: the case cannot run on this machine) and checks
 * the verdict and the file, line and path of every finding.
 */
export function testRuleCases<C extends RuleCase>(
  rules: readonly Rule[],
  table: Readonly<Record<string, readonly C[]>>,
  run: (c: C, id: string) => Outcome | undefined | Promise<Outcome | undefined>,
): void {
  describe.each(rules.map((r) => [r.id] as const))('%s', (id) => {
    const cases = table[id] ?? [];
    it('has passing and failing cases, and locates its findings', () => {
      expect(cases.some((c) => c.verdict === 'pass')).toBe(true);
      expect(cases.some(showsItFiring)).toBe(true);
      expect(cases.some((c) => c.at.length > 0)).toBe(true);
    });
    it.each(cases.map((c) => [c.what, c.verdict, c] as const))('%s → %s', async (_what, verdict, c) => {
      const outcome = await run(c, id);
      if (!outcome) return;
      const status = outcome.rules.find((r) => r.id === id)?.status;
      if (c.skipped) expect(status).toBe('skipped');
      expect(status === 'skipped' ? 'pass' : status).toBe(verdict);
      expect(outcome.findings.filter((f) => f.rule === id).map(where)).toEqual(c.at);
    });
  });
}

/** A case whose inputs are the files of the base and head revisions. */
export interface FilesCase extends RuleCase {
  base: Record<string, string>;
  head: Record<string, string>;
}
