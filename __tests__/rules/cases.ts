import type { RuleCase } from '../helpers/rule-tester.js';
import { CASES as stateCases } from '../state/rule-cases.js';
import { CASES as crdCases } from './crd/cases.js';
import { CASES as customResourceCases } from './crd/custom-resource-invalid.cases.js';
import { CASES as helmCases } from './helm/cases.js';
import { CASES as duplicateCases } from './input/duplicate-object.cases.js';
import { CASES as notRenderedCases } from './input/not-rendered.cases.js';
import { CASES as parseErrorCases } from './input/parse-error.cases.js';
import { CASES as skippedFileCases } from './input/skipped-file.cases.js';
import { CASES as strimziCases } from './strimzi/cases.js';
import { CASES as transitionCases } from './transition/cases.js';

/** Every rule's table of cases, keyed by rule id: the rule tester runs them, the docs pages show them. */
export const RULE_CASES: Readonly<Record<string, readonly RuleCase[]>> = {
  ...parseErrorCases,
  ...skippedFileCases,
  ...duplicateCases,
  ...notRenderedCases,
  ...crdCases,
  ...customResourceCases,
  ...helmCases,
  ...strimziCases,
  ...stateCases,
  ...transitionCases,
};
