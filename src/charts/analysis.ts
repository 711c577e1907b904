/** The charts pack's analysis: every chart change of the run, judged once. */
import type { RuleContext } from '../context.js';
import { judgeCharts, type ChartJudgement } from './judge.js';

declare module '../context.js' {
  interface Analyses {
    /** Every chart source whose version, repository or values the change touches, judged. */
    charts: ChartJudgement[];
  }
}

export const chartAnalyses = {
  charts: (ctx: RuleContext): ChartJudgement[] => judgeCharts(ctx.base, ctx.head, ctx.facts.charts),
};
