import { metadataPending } from '../strimzi/metadata-pending.js';
import { previousUpgradeIncomplete } from '../strimzi/previous-upgrade-incomplete.js';
import { rebalancePending } from '../strimzi/rebalance-pending.js';
import type { Rule } from '../types.js';
import { stale } from './stale.js';

/** Strimzi rules that judge the PR against live state (`--cluster-state`); skipped without it. */
export const strimziLiveRules: Rule[] = [previousUpgradeIncomplete, metadataPending, rebalancePending];

/** Rules about the state file itself. */
export const stateRules: Rule[] = [stale];
