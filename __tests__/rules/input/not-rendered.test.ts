import { notRendered } from '../../../src/rules/input/not-rendered.js';
import { testRuleCases } from '../../helpers/rule-tester.js';
import { CASES, runCase } from './not-rendered.cases.js';

testRuleCases([notRendered], CASES, runCase);
