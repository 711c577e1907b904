import { crdRules } from '../../../src/rules/crd/index.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { CASES, runCrdCase } from './cases.js';

// crd/custom-resource-invalid has its own table (custom-resource-invalid.cases.ts).
testRuleCases(
  crdRules.filter((r) => r.id !== 'crd/custom-resource-invalid'),
  CASES,
  runCrdCase,
);
