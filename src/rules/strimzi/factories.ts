import { clusterChanges, type ClusterChange } from '../../strimzi/clusters.js';
import { defineRule, type RuleReport, type RuleSpec } from '../define.js';
import type { Rule } from '../types.js';
import type { RuleContext } from '../../context.js';

/** Reports one finding (the rule's `each` calls it, like typescript-eslint's `context.report`). */
export type Report<M extends string> = (finding: RuleReport<M>) => void;

export interface PerClusterSpec<M extends string> extends Omit<RuleSpec<M>, 'check'> {
  /** Judges one head Kafka cluster paired with its base self. */
  each(c: ClusterChange, report: Report<M>, ctx: RuleContext): void;
}

/** A Strimzi rule that judges every head Kafka cluster on its own (most of them). */
export function perCluster<M extends string>(spec: PerClusterSpec<M>): Rule {
  const { each, ...rest } = spec;
  return defineRule<M>({
    ...rest,
    check(ctx) {
      const out: RuleReport<M>[] = [];
      const report: Report<M> = (f) => void out.push(f);
      for (const c of clusterChanges(ctx)) each(c, report, ctx);
      return out;
    },
  });
}
