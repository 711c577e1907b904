import type { Rule } from './types.js';
import { crdRules } from './crd/index.js';
import { helmRules } from './helm/index.js';
import { inputRules } from './input/index.js';
import { stateRules, strimziLiveRules } from './state/index.js';
import { strimziRules } from './strimzi/index.js';
import { transitionRules } from './transition/index.js';

/** Every rule the gate knows, in report order. */
export const registry: readonly Rule[] = [
  ...inputRules,
  ...crdRules,
  ...helmRules,
  ...strimziRules,
  ...strimziLiveRules,
  ...transitionRules,
  ...stateRules,
];

export function ruleById(id: string): Rule | undefined {
  return registry.find((r) => r.id === id);
}
