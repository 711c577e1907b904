import type { Rule } from '../types.js';
import { downgrade } from './downgrade.js';
import { notAllowed } from './not-allowed.js';
import { skipTooFar } from './skip-too-far.js';
import { strategyRequired } from './strategy-required.js';

/** Rules over the transitions declared in the config, for any operator. */
export const transitionRules: Rule[] = [notAllowed, downgrade, skipTooFar, strategyRequired];
