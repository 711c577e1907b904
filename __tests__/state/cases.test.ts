import { stateRules, strimziLiveRules } from '../../src/rules/state/index.js';
import { testRuleCases } from '../helpers/rule-tester.js';
import { CASES, runStateCase } from './rule-cases.js';

testRuleCases([...strimziLiveRules, ...stateRules], CASES, runStateCase);
