import type { AnalysisDefinitions } from '../context.js';
import { pairClusters } from './clusters.js';
import { upgradePlan } from './plan.js';
import { releaseData } from './release-data.js';
import { readStrimziState } from './state.js';

/** The Strimzi pack's analyses (joined into the run context in run.ts). */
export const strimziAnalyses: Pick<
  AnalysisDefinitions,
  'strimzi' | 'strimziReleases' | 'clusters' | 'upgradePlan'
> = {
  strimzi: (ctx) => readStrimziState(ctx.base, ctx.head),
  strimziReleases: (ctx) => releaseData(ctx.facts.strimziReleases),
  clusters: pairClusters,
  upgradePlan,
};
