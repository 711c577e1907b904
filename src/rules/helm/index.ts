import type { Rule } from '../types.js';
import { chartChanged } from './chart-changed.js';
import { crdsNotUpgraded } from './crds-not-upgraded.js';

export const helmRules: Rule[] = [chartChanged, crdsNotUpgraded];
